import { Select, Stack } from '@mantine/core';
import { SPECIAL_CODES } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import type { SettingDraft } from './profile-draft';
import { scheduleSlots } from './schedule-slots';
import type { useSystemRelations } from './useSystemRelations';

type Period = 'weekday' | 'weekend';
type Relations = Pick<ReturnType<typeof useSystemRelations>, 'schedules' | 'displayGroups'>;

interface Props {
  period: Period;
  setting: SettingDraft;
  relations: Relations;
  onChange: (patch: Partial<SettingDraft>) => void;
}

const option = (id: number, label: string) => ({ value: String(id), label });

/** One period's schedule and a display-group row per slot of it (spec part 2 §2 Display settings drawer). */
export function ScheduleGroups({ period, setting, relations, onChange }: Props) {
  const { t } = useTranslation('displaySettings');
  const scheduleId = setting[`${period}_schedule_id`];
  const schedules = [
    option(SPECIAL_CODES.none, t('system.scheduleNone')),
    option(SPECIAL_CODES.allDay, t('system.allDay')),
    ...relations.schedules.map((s) => option(s.id, s.name)),
  ];
  const groups = [
    option(SPECIAL_CODES.none, t('system.groupNone')),
    option(SPECIAL_CODES.all, t('system.groupAll')),
    option(SPECIAL_CODES.section, t('system.groupSection')),
    ...relations.displayGroups.map((g) => option(g.id, g.name)),
  ];
  return (
    <Stack gap="xs">
      <Select
        label={t(`system.${period}`)}
        data={schedules}
        value={String(scheduleId)}
        onChange={(value) => value && onChange({ [`${period}_schedule_id`]: Number(value) })}
        allowDeselect={false}
      />
      {scheduleSlots(scheduleId, relations.schedules).map(({ slot, time }) => {
        const field = `${period}_display_group_${slot}_id` as const;
        return (
          <Select
            key={field}
            label={time ? t('system.groupFrom', { time }) : t('system.group')}
            data={groups}
            value={String(setting[field as keyof SettingDraft])}
            onChange={(value) => value && onChange({ [field]: Number(value) })}
            allowDeselect={false}
            pl="md"
          />
        );
      })}
    </Stack>
  );
}
