import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppStatisticsDocument, type AppStatisticsQuery } from '../../../generated/graphql';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { DateTimeField } from '../../../ui/time/DateTimeField';
import { useCallTexts } from '../../call-log/useCallTexts';
import { CoveragePanel } from '../coverage-check/CoveragePanel';
import { defaultRange, rangeInstants } from './statistic-range';

type Stats = AppStatisticsQuery['appStatistics'];
type TimesRow = Stats['users'][number];

/**
 * App management's statistics (`/appmanagement/statistic`, app::see_statistic; issue 13): response
 * times — press → accepted — per group and per app user over a chosen range, the calls nobody accepted,
 * and the receipts dashboard: the phones that silently fail.
 */
export function AppStatisticsPage() {
  const { t } = useTranslation('appManagement');
  const [range, setRange] = useState(() => defaultRange(new Date()));
  const instants = rangeInstants(range);
  const query = useQuery(AppStatisticsDocument, {
    variables: instants ?? { from: '', to: '' },
    skip: instants === null,
    fetchPolicy: 'cache-and-network',
  });
  const stats = query.data?.appStatistics;
  return (
    <PageScaffold title={t('statistic.title')}>
      <CoveragePanel />
      <Group align="flex-end">
        <DateTimeField
          dateOnly
          label={t('statistic.from')}
          value={range.from}
          onChange={(from) => setRange({ ...range, from })}
        />
        <DateTimeField
          dateOnly
          label={t('statistic.to')}
          value={range.to}
          onChange={(to) => setRange({ ...range, to })}
          error={instants === null ? t('statistic.rangeInvalid') : undefined}
        />
      </Group>
      {query.error && !stats ? (
        <Alert color="red" role="alert">
          {t('statistic.loadFailed')}
        </Alert>
      ) : !stats ? (
        instants && <Loader aria-label={t('statistic.loading')} />
      ) : (
        <Stack gap="lg">
          <Text>{t('statistic.unanswered', { count: stats.unanswered })}</Text>
          <TimesTable title={t('statistic.groups')} rows={stats.groups} nameColumn={t('statistic.columns.group')} />
          <TimesTable title={t('statistic.users')} rows={stats.users} nameColumn={t('statistic.columns.user')} />
          <Receipts rows={stats.receipts} />
        </Stack>
      )}
    </PageScaffold>
  );
}

function TimesTable({ title, rows, nameColumn }: { title: string; rows: readonly TimesRow[]; nameColumn: string }) {
  const { t } = useTranslation('appManagement');
  const texts = useCallTexts();
  const titleId = useId();
  const seconds = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : texts.duration(Math.round(value));
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} id={titleId} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('statistic.none')}</Text>
      ) : (
        <Table striped aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{nameColumn}</Table.Th>
              <Table.Th>{t('statistic.columns.accepted')}</Table.Th>
              <Table.Th>{t('statistic.columns.rejected')}</Table.Th>
              <Table.Th>{t('statistic.columns.median')}</Table.Th>
              <Table.Th>{t('statistic.columns.p90')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.id ?? 'none'}-${row.name}`}>
                <Table.Td>{row.name || t('statistic.noGroup')}</Table.Td>
                <Table.Td>{row.accepted}</Table.Td>
                <Table.Td>{row.rejected}</Table.Td>
                <Table.Td>{seconds(row.median_seconds)}</Table.Td>
                <Table.Td>{seconds(row.p90_seconds)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

function Receipts({ rows }: { rows: Stats['receipts'] }) {
  const { t } = useTranslation('appManagement');
  const texts = useCallTexts();
  const titleId = useId();
  const share = (part: number, all: number) => (all === 0 ? '–' : `${Math.round((part / all) * 100)} %`);
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} id={titleId} size="h4" mb="xs">
        {t('statistic.receipts')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('statistic.noPhones')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('statistic.columns.phone')}</Table.Th>
                <Table.Th>{t('statistic.columns.user')}</Table.Th>
                <Table.Th>{t('statistic.columns.deliveries')}</Table.Th>
                <Table.Th>{t('statistic.columns.confirmed')}</Table.Th>
                <Table.Th>{t('statistic.columns.opened')}</Table.Th>
                <Table.Th>{t('statistic.columns.confirmTime')}</Table.Th>
                <Table.Th>{t('statistic.columns.lastContact')}</Table.Th>
                <Table.Th>{t('statistic.columns.problems')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.client_id}>
                  <Table.Td>{row.client_name}</Table.Td>
                  <Table.Td>{row.user_name ?? '–'}</Table.Td>
                  <Table.Td>{row.deliveries}</Table.Td>
                  <Table.Td>{share(row.confirmed, row.deliveries)}</Table.Td>
                  <Table.Td>{share(row.opened, row.deliveries)}</Table.Td>
                  <Table.Td>
                    {row.median_confirm_ms === null || row.median_confirm_ms === undefined
                      ? '–'
                      : t('statistic.milliseconds', { value: Math.round(row.median_confirm_ms) })}
                  </Table.Td>
                  <Table.Td>{row.last_contact_at ? texts.time(row.last_contact_at) : '–'}</Table.Td>
                  <Table.Td>
                    {row.problems.length === 0 ? (
                      <Badge color="green" variant="light">
                        {t('statistic.problems.none')}
                      </Badge>
                    ) : (
                      <Group gap={4}>
                        {row.problems.map((p) => (
                          <Badge key={p} color="red" variant="light">
                            {t(`statistic.problems.${p}`, { battery: row.battery ?? '' })}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
