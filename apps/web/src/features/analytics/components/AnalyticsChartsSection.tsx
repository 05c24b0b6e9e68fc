import '@mantine/charts/styles.css';
import { useQuery } from '@apollo/client/react';
import { BarChart } from '@mantine/charts';
import { Alert, Center, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ANALYTICS_PERIODS } from '@wardlight/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyticsChartsDocument, type AnalyticsChartsQuery } from '../../../generated/graphql';
import { formatDate } from '../../../ui/time/date-format';
import { periodOf } from '../chart-data';
import { ChartCard } from './ChartCard';
import { ResponseTimeChart } from './ResponseTimeChart';

type Charts = AnalyticsChartsQuery['analyticsCharts'];

/** Days shown by default: a week shows the weekdays' pattern and is quick to read. */
const DEFAULT_DAYS = 7;
const H = 220;

/**
 * The charts of `/analytics` (issue 15, ADR 0040): calls per hour of the day and per day, response times
 * per section and per shift, the busiest devices — for a period chosen above them. @mantine/charts comes
 * with this screen's chunk only: the wall display never loads it.
 */
export function AnalyticsChartsSection() {
  const { t } = useTranslation('analytics');
  const [days, setDays] = useState(DEFAULT_DAYS);
  const variables = useMemo(() => periodOf(days, new Date()), [days]);
  const query = useQuery(AnalyticsChartsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const charts = query.data?.analyticsCharts;

  const body = () => {
    if (query.error && !charts) return <Alert color="red" title={t('charts.loadFailed')} />;
    if (!charts) {
      return (
        <Center p="xl">
          <Loader aria-label={t('charts.loading')} />
        </Center>
      );
    }
    if (charts.total === 0) {
      return (
        <Text c="dimmed" ta="center" p="xl">
          {t('charts.empty')}
        </Text>
      );
    }
    return <ChartGrid charts={charts} />;
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="analytics-charts">
      <Group justify="space-between">
        <Title order={2} size="h4" id="analytics-charts">
          {t('charts.title')}
        </Title>
        <SegmentedControl
          aria-label={t('charts.period')}
          value={String(days)}
          onChange={(value) => setDays(Number(value))}
          data={ANALYTICS_PERIODS.map((d) => ({ value: String(d), label: t('charts.days', { count: d }) }))}
        />
      </Group>
      {body()}
    </Stack>
  );
}

function ChartGrid({ charts }: { charts: Charts }) {
  const { t } = useTranslation('analytics');
  const calls = [{ name: 'count', label: t('charts.calls'), color: 'blue.6' }];
  const shiftName = (key: string) => t(`charts.shifts.${key}`, { defaultValue: key });
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('charts.summary', { count: charts.total, zone: charts.time_zone })}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard id="per-hour" title={t('charts.perHour')} hint={t('charts.perHourHint')}>
          <BarChart
            h={H}
            data={charts.calls_per_hour.map((count, hour) => ({ hour: String(hour).padStart(2, '0'), count }))}
            dataKey="hour"
            yAxisProps={{ allowDecimals: false }}
            series={calls}
          />
        </ChartCard>
        <ChartCard id="per-day" title={t('charts.perDay')}>
          <BarChart
            h={H}
            data={charts.calls_per_day.map((d) => ({
              day: formatDate(`${d.day}T12:00:00`).slice(0, 6),
              count: d.count,
            }))}
            dataKey="day"
            yAxisProps={{ allowDecimals: false }}
            series={calls}
          />
        </ChartCard>
        <ChartCard id="by-section" title={t('charts.bySection')} hint={t('charts.responseHint')}>
          <ResponseTimeChart
            groups={charts.response_by_section}
            edges={charts.response_bin_edges}
            label={(g) => g.name || t('charts.noSection')}
            groupTitle={t('charts.section')}
          />
        </ChartCard>
        <ChartCard id="by-shift" title={t('charts.byShift')} hint={t('charts.shiftHint')}>
          <ResponseTimeChart
            groups={charts.response_by_shift}
            edges={charts.response_bin_edges}
            label={(g) => shiftName(g.key)}
            groupTitle={t('charts.shift')}
          />
        </ChartCard>
        <ChartCard id="busiest" title={t('charts.busiest')}>
          <BarChart
            h={Math.max(160, charts.busiest_devices.length * 32 + 40)}
            data={charts.busiest_devices.map((d) => ({ device: d.device_name, count: d.count }))}
            dataKey="device"
            orientation="vertical"
            yAxisProps={{ width: 160 }}
            xAxisProps={{ allowDecimals: false }}
            series={calls}
          />
        </ChartCard>
      </SimpleGrid>
    </>
  );
}
