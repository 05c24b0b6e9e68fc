import { Badge, Box, DataList, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallTexts } from '../useCallTexts';
import { useClock } from '../useClock';
import type { CallRecord } from './call-record';

/** Shown for a field without a value, so that an empty field is not mistaken for a missing one. */
const EMPTY = '—';

type Field = [key: string, value: ReactNode];

function FieldGroup({ title, fields }: { title: string; fields: readonly Field[] }) {
  const { t } = useTranslation('calllog');
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <DataList labelWidth="9rem" size="sm" gap="xs">
        {fields.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel c="dimmed">{t(`form.fields.${key}`)}</DataList.ItemLabel>
            <DataList.ItemValue>
              {value === null || value === undefined || value === '' ? EMPTY : value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Stack>
  );
}

/**
 * Every field of a call (spec part 2 §3 Call) with its call type, call source, section and device, in
 * four groups. Read-only: the configurator owns a call. Fields the caller was not sent are left out.
 */
export function CallDetails({ call }: { call: CallRecord }) {
  const { t } = useTranslation('calllog');
  const texts = useCallTexts();
  const now = useClock(call.is_closed === false ? 1000 : 60_000);
  const yesNo = (value: boolean | undefined) => (value === undefined ? null : t(value ? 'form.yes' : 'form.no'));
  const type = call.call_type;
  const state =
    call.is_closed === undefined ? null : (
      <Badge color={call.is_closed ? 'gray' : 'red'} variant="light">
        {t(call.is_closed ? 'state.closed' : 'state.open')}
      </Badge>
    );

  const callFields: Field[] = [
    ['state', state],
    ['opened_at', texts.time(call.opened_at)],
    ...(call.closed_at === undefined ? [] : ([['closed_at', texts.time(call.closed_at)]] as Field[])),
    ['duration', texts.callDuration(call, now)],
    ...(call.weekday === undefined ? [] : ([['weekday', t(`weekdays.${call.weekday}`)]] as Field[])),
    ['call_type_text', call.call_type_text],
    ['call_source_text', call.call_source_text],
    ...(call.call_source ? ([['call_source_char', call.call_source.char]] as Field[]) : []),
    ['handled_by_app_username', call.handled_by_app_username],
    ['id', String(call.id)],
  ];
  const deviceFields: Field[] = [
    ['device_text_long', call.device_text_long],
    ['device_text_short', call.device_text_short],
    ...(call.number === undefined ? [] : ([['number', call.number === null ? null : String(call.number)]] as Field[])),
    ...(call.system_tree_node?.serial === undefined ? [] : ([['serial', call.system_tree_node.serial]] as Field[])),
    ['position', call.position],
    ...(call.system_tree_node
      ? ([['deny_manual_call_closure', yesNo(call.system_tree_node.deny_manual_call_closure)]] as Field[])
      : []),
  ];
  const sectionFields: Field[] = [
    ['section_name', call.section_name],
    ...(call.section
      ? ([['allow_manual_call_closure', yesNo(call.section.allow_manual_call_closure)]] as Field[])
      : []),
  ];
  const typeFields: Field[] = type
    ? [
        ...(type.name === undefined ? [] : ([['call_type_name', type.name]] as Field[])),
        ['call_type_char', type.char],
        ['flag', t(`flags.${type.flag}`, { defaultValue: type.flag })],
        ['urgency', t(`urgencies.${type.urgency}`, { defaultValue: type.urgency })],
        [
          'color',
          <Group gap="xs" key="color">
            <Box w={14} h={14} bg={type.color} style={{ borderRadius: '50%' }} aria-hidden />
            {type.color}
          </Group>,
        ],
      ]
    : [];

  return (
    // A plain grid rather than SimpleGrid: the display loads this form too, and every extra piece of
    // Mantine is one more file for it (DESIGN §7).
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))',
        gap: 'var(--mantine-spacing-lg)',
      }}
    >
      <FieldGroup title={t('form.groups.call')} fields={callFields} />
      <FieldGroup title={t('form.groups.device')} fields={deviceFields} />
      <FieldGroup title={t('form.groups.section')} fields={sectionFields} />
      {typeFields.length > 0 && <FieldGroup title={t('form.groups.callType')} fields={typeFields} />}
    </Box>
  );
}
