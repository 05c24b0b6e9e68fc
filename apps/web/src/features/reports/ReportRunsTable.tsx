import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportRunsDocument } from '../../generated/graphql';
import { formatDateTime } from '../../ui/time/date-format';

const STATUS_COLOR: Record<string, string> = { sent: 'green', failed: 'red', sending: 'blue' };

/** The report log (spec part 1 §3 Report: log): what went out, when, to whom, and what failed. */
export function ReportRunsTable() {
  const { t } = useTranslation('reports');
  const query = useQuery(ReportRunsDocument, { fetchPolicy: 'cache-and-network', pollInterval: 30_000 });
  const runs = query.data?.reportRuns ?? [];
  const lastFailed = runs[0]?.status === 'failed' ? runs[0] : null;
  return (
    <section aria-labelledby="report-runs-title">
      <Title order={2} size="h4" id="report-runs-title" mb="sm">
        {t('runs.title')}
      </Title>
      {lastFailed && (
        <Alert color="red" title={t('runs.lastFailed')} mb="sm">
          {lastFailed.error}
          {lastFailed.next_attempt_at && ` — ${t('runs.retryAt', { at: formatDateTime(lastFailed.next_attempt_at) })}`}
        </Alert>
      )}
      {query.error && <Alert color="red">{t('loadFailed')}</Alert>}
      {!query.error && runs.length === 0 && <Text c="dimmed">{query.loading ? t('loading') : t('runs.empty')}</Text>}
      {runs.length > 0 && (
        <Table aria-label={t('runs.title')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('runs.columns.created')}</Table.Th>
              <Table.Th>{t('runs.columns.kind')}</Table.Th>
              <Table.Th>{t('runs.columns.period')}</Table.Th>
              <Table.Th>{t('runs.columns.status')}</Table.Th>
              <Table.Th>{t('runs.columns.recipients')}</Table.Th>
              <Table.Th>{t('runs.columns.error')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => (
              <Table.Tr key={run.id}>
                <Table.Td>{formatDateTime(run.created_at)}</Table.Td>
                <Table.Td>{t(`kinds.${run.kind}`)}</Table.Td>
                <Table.Td>
                  {formatDateTime(run.period_start)} – {formatDateTime(run.period_end)}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[run.status] ?? 'gray'} variant="light">
                    {t(`runs.status.${run.status}`)}
                  </Badge>
                  {run.attempts > 1 && ` ${t('runs.attempts', { count: run.attempts })}`}
                </Table.Td>
                <Table.Td>{run.recipients}</Table.Td>
                <Table.Td>{run.error ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
