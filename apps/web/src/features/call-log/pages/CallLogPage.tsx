import { Alert, Button, Center, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { ExportMenu } from '../../exports';
import { CallLogFilters } from '../components/CallLogFilters';
import { CallLogEmpty, CallLogError, CallLogSearching, CallLogSkeleton } from '../components/CallLogStates';
import { CallLogTable } from '../components/CallLogTable';
import { useAutoLoad } from '../components/useAutoLoad';
import {
  clearFilters,
  DEFAULT_LOG_QUERY,
  hasFilters,
  type LogQuery,
  nextSort,
  readLogQuery,
  toCallLogFilter,
  toCallLogSort,
  writeLogQuery,
} from '../log-params';
import { useCallLog } from '../useCallLog';
import { useCountText } from '../useCountText';
import { useFilterOptions } from '../useFilterOptions';
import { useLiveLog } from '../useLiveLog';

/**
 * The call log (`/log`, spec part 2 §2): the system's calls in a range, filtered and sorted as the
 * address says, page after page on the server's cursor, live while new calls come and go. A row opens
 * the call form at `edit/:id` over the list.
 */
export function CallLogPage() {
  const { t } = useTranslation('calllog');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = readLogQuery(params);
  const log = useCallLog(query);
  const live = useLiveLog(log);
  const options = useFilterOptions();
  const countText = useCountText(log.count);
  const autoLoad = useAutoLoad(() => {
    if (log.next && !log.loadingMore && !log.moreFailed) void log.loadMore();
  });
  // A page that ended early (a search of a long period, ADR 0030) is followed at once: the search goes
  // on, a bounded stretch per request, until the page is full or the period is searched.
  const searching = log.reached !== null && !log.moreFailed;
  useEffect(() => {
    if (searching && !log.loadingMore) void log.loadMore();
  }, [searching, log.loadingMore, log.loadMore]);
  // Every change is an entry of the history: Back returns to the filters before.
  const change = (next: LogQuery) => setParams(writeLogQuery(params, next));

  const body = () => {
    if (!log.items)
      return log.error ? (
        <CallLogError
          error={log.error}
          onRetry={() => void log.refetchFirst()}
          onSortByTime={() => change({ ...query, sort: DEFAULT_LOG_QUERY.sort })}
        />
      ) : (
        <CallLogSkeleton />
      );
    // No call yet, but the search has not reached the end of the period: no "empty" verdict.
    if (log.items.length === 0 && !log.next)
      return <CallLogEmpty filtered={hasFilters(query)} onClearFilters={() => change(clearFilters(query))} />;
    return (
      <>
        {log.items.length > 0 && (
          <CallLogTable
            rows={log.items}
            sort={query.sort}
            onSort={(field) => change({ ...query, sort: nextSort(query.sort, field) })}
            onOpen={(row) => navigate({ pathname: `edit/${row.id}`, search: params.toString() })}
          />
        )}
        {log.moreFailed && (
          <Alert color="red" role="alert">
            {t('list.moreFailed')}
          </Alert>
        )}
        {searching && log.reached ? (
          <CallLogSearching reached={log.reached} />
        ) : log.next ? (
          <Center ref={autoLoad}>
            <Button variant="default" loading={log.loadingMore} onClick={() => void log.loadMore()}>
              {t('list.loadMore')}
            </Button>
          </Center>
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {t('list.end')}
          </Text>
        )}
      </>
    );
  };

  return (
    <PageScaffold
      title={t('list.title')}
      subtitle={countText && <span aria-live="polite">{countText}</span>}
      actions={<ExportMenu kind="calls" filter={toCallLogFilter(query)} sort={toCallLogSort(query.sort)} />}
    >
      <CallLogFilters query={query} options={options} onChange={change} />
      {live.hasNews && (
        <Alert color="blue" role="status">
          <Group justify="space-between">
            <Text size="sm">{t('list.news')}</Text>
            <Button size="xs" onClick={live.showNews}>
              {t('list.showNews')}
            </Button>
          </Group>
        </Alert>
      )}
      {body()}
    </PageScaffold>
  );
}
