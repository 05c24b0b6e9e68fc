import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Center, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BatteryRoundDocument } from '../../../generated/graphql';
import { formatDate, formatDateTime } from '../../../ui/time/date-format';

/** How far ahead the round looks: the batteries that will be critical before the next round or two. */
const HORIZONS = [7, 14, 30] as const;
const COLUMNS = ['place', 'device', 'battery', 'reported', 'drain', 'replaceBy'] as const;

/**
 * The battery round (issue 15 item 4, ADR 0040): per floor, in walking order, every battery that is low
 * or will reach the critical threshold within the chosen days, with its age, trend and date — printed with
 * the work list above it.
 */
export function BatteryRoundSection() {
  const { t } = useTranslation('analytics');
  const [days, setDays] = useState<number>(14);
  const query = useQuery(BatteryRoundDocument, { variables: { within_days: days }, fetchPolicy: 'cache-and-network' });
  const rows = (query.data ?? query.previousData)?.batteryForecast;

  const body = () => {
    if (query.error && !rows) return <Alert color="red" title={t('battery.loadFailed')} />;
    if (!rows)
      return (
        <Center p="xl">
          <Loader aria-label={t('battery.loading')} />
        </Center>
      );
    if (rows.length === 0)
      return (
        <Text c="dimmed" ta="center" p="md">
          {t('battery.empty')}
        </Text>
      );
    const byFloor = new Map<string, typeof rows>();
    for (const r of rows) byFloor.set(r.floor, [...(byFloor.get(r.floor) ?? []), r]);
    return (
      <Table aria-label={t('battery.title')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{t(`battery.columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...byFloor].map(([floor, list]) => (
            <Fragment key={floor}>
              <Table.Tr>
                <Table.Th colSpan={COLUMNS.length} scope="colgroup">
                  {floor || t('battery.noFloor')}
                </Table.Th>
              </Table.Tr>
              {list.map((r) => (
                <Table.Tr key={r.system_tree_node_id} data-node={r.system_tree_node_id}>
                  <Table.Td>{[r.section_name, r.place].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td>{r.device_name}</Table.Td>
                  <Table.Td>
                    <Badge color={r.critical ? 'red' : r.low ? 'orange' : 'gray'} variant="light">
                      {t('battery.percent', { value: r.battery })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{r.battery_at ? formatDateTime(r.battery_at) : t('battery.unknown')}</Table.Td>
                  <Table.Td>
                    {r.drain_per_day === null ? '–' : t('battery.perDay', { value: r.drain_per_day })}
                  </Table.Td>
                  <Table.Td>{r.replace_by ? formatDate(r.replace_by) : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="battery-round" mt="xl">
      <Group justify="space-between">
        <div>
          <Title order={2} size="h4" id="battery-round">
            {t('battery.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('battery.intro')}
          </Text>
        </div>
        <SegmentedControl
          aria-label={t('battery.horizon')}
          value={String(days)}
          onChange={(v) => setDays(Number(v))}
          data={HORIZONS.map((d) => ({ value: String(d), label: t('charts.days', { count: d }) }))}
        />
      </Group>
      {body()}
    </Stack>
  );
}
