import { BarChart } from '@mantine/charts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseTimeGroupFieldsFragment } from '../../../generated/graphql';
import { type DurationUnit, durationText } from '../../call-log/duration-text';
import { BIN_COLORS, binBounds, binKey, binRows } from '../chart-data';

interface Props {
  groups: readonly ResponseTimeGroupFieldsFragment[];
  edges: readonly number[];
  /** The group's label: a section's name, a shift's. */
  label: (group: ResponseTimeGroupFieldsFragment) => string;
  /** The table's first column header. */
  groupTitle: string;
}

/** The response times (opened → closed) of some groups: stacked bins per group, and median and 90 % below. */
export function ResponseTimeChart({ groups, edges, label, groupTitle }: Props) {
  const { t } = useTranslation(['analytics', 'calllog']);
  const unit = (name: DurationUnit, count: number) => t(`calllog:duration.${name}`, { count });
  const formatSeconds = (seconds: number) => durationText(seconds, unit);
  if (groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('analytics:charts.noClosedCalls')}
      </Text>
    );
  }
  const series = binBounds(edges).map((b, i) => ({
    name: binKey(i),
    color: BIN_COLORS[i] ?? 'gray.6',
    label:
      b.from === null
        ? t('analytics:charts.bins.below', { to: b.to })
        : b.to === null
          ? t('analytics:charts.bins.from', { from: b.from })
          : t('analytics:charts.bins.between', { from: b.from, to: b.to }),
  }));
  return (
    <>
      <BarChart
        h={Math.max(160, groups.length * 36 + 80)}
        data={binRows(groups, label)}
        dataKey="group"
        type="stacked"
        orientation="vertical"
        yAxisProps={{ width: 120 }}
        xAxisProps={{ allowDecimals: false }}
        series={series}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
      />
      <Table fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{groupTitle}</Table.Th>
            <Table.Th ta="right">{t('analytics:charts.closedCalls')}</Table.Th>
            <Table.Th ta="right">{t('analytics:charts.median')}</Table.Th>
            <Table.Th ta="right">{t('analytics:charts.p90')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((g) => (
            <Table.Tr key={g.key}>
              <Table.Td>{label(g)}</Table.Td>
              <Table.Td ta="right">{g.count}</Table.Td>
              <Table.Td ta="right">{g.median_seconds === null ? '–' : formatSeconds(g.median_seconds)}</Table.Td>
              <Table.Td ta="right">{g.p90_seconds === null ? '–' : formatSeconds(g.p90_seconds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
