import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { CallListDocument } from '../../generated/graphql';
import { type LogQuery, toCallLogFilter, toCallLogSort } from './log-params';

/** Calls per request: a screen and a half of rows; the server allows up to 200. */
export const PAGE_SIZE = 50;

/**
 * The variables as of the last committed render. React Router changes the address in a transition;
 * Apollo's useQuery re-aims its query while rendering, so in that transition's render it would wake
 * the committed list, whose urgent re-render aims it back, and the two would take turns forever — the
 * new filter never shown. Taking the variables over in an effect lets the transition commit first.
 */
function useCommitted<T>(key: string, value: T): { key: string; value: T } {
  const [committed, setCommitted] = useState({ key, value });
  useEffect(() => {
    setCommitted((current) => (current.key === key ? current : { key, value }));
  }, [key, value]);
  return committed;
}

/**
 * The log's pages for a query: the first asked with the count, the next ones on the cursor `next`
 * (keyset pages, never an offset) and appended. `refetchFirst` goes back to a fresh first page.
 */
export function useCallLog(query: LogQuery) {
  const asked = {
    filter: toCallLogFilter(query),
    sort: toCallLogSort(query.sort),
    first: PAGE_SIZE,
    count: true,
  };
  const { key, value: variables } = useCommitted(JSON.stringify(asked), asked);
  const result = useQuery(CallListDocument, { variables, fetchPolicy: 'cache-and-network' });
  // Pages loaded, per query: a new query starts again at its first page.
  // `after`: the cursor last asked for. The request ends (loading false) a render or two before the
  // list holds its rows and the new `next`; until then the old `next` must not be asked for again.
  const fresh = { key, pages: 1, loading: false, failed: false, after: null as string | null };
  const [paging, setPaging] = useState(fresh);
  const current = paging.key === key ? paging : fresh;
  const page = result.data?.calls;
  const { fetchMore, refetch } = result;

  const loadMore = useCallback(async () => {
    if (!page?.next || current.loading || page.next === current.after) return;
    const after = page.next;
    setPaging({ ...current, loading: true, failed: false, after });
    try {
      await fetchMore({
        variables: { after, count: false },
        updateQuery: (previous, { fetchMoreResult }) => ({
          calls: {
            ...fetchMoreResult.calls,
            items: [...previous.calls.items, ...fetchMoreResult.calls.items],
            count: previous.calls.count,
          },
        }),
      });
      setPaging((p) => (p.key === key ? { ...p, pages: p.pages + 1, loading: false } : p));
    } catch {
      setPaging((p) => (p.key === key ? { ...p, loading: false, failed: true, after: null } : p));
    }
  }, [page?.next, current, fetchMore, key]);

  const refetchFirst = useCallback(async () => {
    setPaging({ key, pages: 1, loading: false, failed: false, after: null });
    await refetch().catch(() => undefined);
  }, [refetch, key]);

  return {
    key,
    items: page?.items ?? null,
    next: page?.next ?? null,
    /** Set while a search is under way: the last page ended early, having searched calls up to then. */
    reached: page?.next ? (page.reached ?? null) : null,
    count: page?.count ?? null,
    error: result.error ?? null,
    onFirstPage: current.pages === 1,
    loadingMore: current.loading,
    moreFailed: current.failed,
    loadMore,
    refetchFirst,
  };
}
