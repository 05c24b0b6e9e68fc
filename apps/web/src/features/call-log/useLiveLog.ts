import { useEffect, useMemo, useRef, useState } from 'react';
import { createThrottle } from './throttle';
import { useCallChanges } from './useCallChanges';

/** At most one refetch of the first page a second, however many calls change. */
export const LIVE_REFETCH_GAP_MS = 1000;

interface LiveLog {
  key: string;
  items: readonly { id: number }[] | null;
  onFirstPage: boolean;
  refetchFirst: () => Promise<void>;
}

/**
 * Keeps the log live (issue 12): a change of the open calls that the list may show refetches the first
 * page while only that is loaded; further down it would move the rows under the reader, so a banner
 * offers the news instead. Returns whether news wait, and how to show them.
 */
export function useLiveLog(log: LiveLog) {
  const [newsFor, setNewsFor] = useState<string | null>(null);
  const latest = useRef(log);
  latest.current = log;
  const throttle = useMemo(() => createThrottle(() => void latest.current.refetchFirst(), LIVE_REFETCH_GAP_MS), []);
  useEffect(() => () => throttle.cancel(), [throttle]);

  useCallChanges((change) => {
    const { items, onFirstPage, key } = latest.current;
    const shown = new Set((items ?? []).map((item) => item.id));
    const matters = change.opened.length > 0 || change.closed.length > 0 || change.updated.some((id) => shown.has(id));
    if (!matters) return;
    if (onFirstPage) throttle.call();
    else setNewsFor(key);
  });

  return {
    hasNews: newsFor === log.key,
    showNews: () => {
      setNewsFor(null);
      void log.refetchFirst();
    },
  };
}
