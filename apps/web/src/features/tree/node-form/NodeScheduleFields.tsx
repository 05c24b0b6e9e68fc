import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import {
  DISPLAY_GROUP_SLOTS,
  displayGroupField,
  hasPermission,
  SCHEDULE_DAYS,
  type ScheduleDays,
  SPECIAL_CODES,
  scheduleField,
  scheduleSlotCount,
  scheduleTimes,
} from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../../ui/crud/FieldInput';
import type { Option } from '../../../ui/crud/field-types';
import { type AccessFacts, fieldAccess } from './field-access';
import { useNodeOptions } from './node-options';
import type { NodeFormValues } from './node-values';

interface Props {
  values: NodeFormValues;
  /** The field's setter, the same function on every render (useFieldSetters). */
  setterOf: (field: keyof NodeFormValues & string) => (value: unknown) => void;
  errors: Readonly<Record<string, string>>;
  access: AccessFacts;
}

/** Who sees the display group override at all (spec part 1 §2, display group overrides). */
const SEE_OVERRIDES = [
  'systemtree::see_display_group_overrides',
  'systemtree::manage_display_group_overrides',
] as const;

/**
 * The node's own schedules and display groups, as the section form has them (spec part 1 §3): per
 * time of the week a schedule, then one display-group row per time of the chosen schedule (one for
 * all day, none without a schedule). Empty leaves the section's in force. Below, the display group
 * override, which only holders of the override permissions see.
 */
export function NodeScheduleFields({ values, setterOf, errors, access }: Props) {
  const { t } = useTranslation('tree');
  const options = useNodeOptions();
  const mayWrite = (name: string) => !fieldAccess(name, access).readOnly;
  const lockText = (name: string) => {
    const state = fieldAccess(name, access);
    return state.readOnly && state.because === 'lock' && !access.locks?.node ? t(`locks.${state.reason}`) : undefined;
  };

  const select = (name: keyof NodeFormValues & string, choices: readonly Option[], label: string, hint?: string) => (
    <FieldInput
      key={name}
      field={{ name, kind: 'select', clearable: true, useOptions: () => choices }}
      value={values[name] ?? null}
      onChange={setterOf(name)}
      readOnly={!mayWrite(name)}
      label={label}
      description={lockText(name) ?? hint}
      error={errors[name]}
    />
  );

  const rowLabel = (days: ScheduleDays, slot: number) => {
    const scheduleId = values[scheduleField(days)];
    if (scheduleId === SPECIAL_CODES.allDay) return t('form.schedules.groupAllDay');
    const schedule = options.schedules.find((s) => s.id === scheduleId);
    const time = schedule ? scheduleTimes(schedule)[slot - 1] : null;
    return t('form.schedules.group', { slot, time: time ?? '' });
  };

  const column = (days: ScheduleDays) => {
    const rows = scheduleSlotCount(values[scheduleField(days)], options.schedules);
    return (
      <Stack key={days} gap="xs">
        {select(scheduleField(days), options.scheduleChoices, t(`form.schedules.${days}`), t('form.hints.schedule'))}
        {DISPLAY_GROUP_SLOTS.filter((slot) => slot <= rows).map((slot) =>
          select(displayGroupField(days, slot), options.groupChoices, rowLabel(days, slot)),
        )}
      </Stack>
    );
  };

  const seesOverride =
    SEE_OVERRIDES.some((code) => hasPermission(access.principal, code)) ||
    values.active_display_group_override_id !== null;
  return (
    <Fieldset legend={t('form.groups.schedules')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{SCHEDULE_DAYS.map(column)}</SimpleGrid>
        {seesOverride &&
          select(
            'active_display_group_override_id',
            options.overrideGroups,
            t('form.fields.active_display_group_override_id'),
            t('form.hints.active_display_group_override_id'),
          )}
      </Stack>
    </Fieldset>
  );
}
