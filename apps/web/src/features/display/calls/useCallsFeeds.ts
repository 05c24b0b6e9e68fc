import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTransport } from '../../../app/connection/transport-context';
import { socketEventsOf } from '../live/socket-events';
import { type CallsFeed, createCallsFeed, type DisplayCall, type FeedState } from './calls-feed';

export interface FeedHandlers {
  onArrived?: (calls: DisplayCall[], systemId: number) => void;
  onHeard?: () => void;
}

const NO_FEEDS: readonly CallsFeed[] = [];

/** One snapshot over several feeds, rebuilt only when one of them changed (useSyncExternalStore needs that). */
function useFeedStates(feeds: readonly CallsFeed[]): readonly FeedState[] {
  const cache = useRef<readonly FeedState[]>([]);
  const store = useMemo(
    () => ({
      subscribe(listener: () => void) {
        const offs = feeds.map((feed) => feed.subscribe(listener));
        return () => {
          for (const off of offs) off();
        };
      },
      getSnapshot() {
        const parts = feeds.map((feed) => feed.getState());
        const previous = cache.current;
        if (parts.length !== previous.length || parts.some((p, i) => p !== previous[i])) cache.current = parts;
        return cache.current;
      },
    }),
    [feeds],
  );
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/**
 * The open calls of every system shown, one feed each. `resetKey` (the profile) starts them all over:
 * the list is reset when the profile changes (spec part 2 §4) and, by unmounting, when the view is left.
 */
export function useCallsFeeds(systemIds: readonly number[], resetKey: string, handlers: FeedHandlers) {
  const transport = useTransport();
  const latest = useRef(handlers);
  latest.current = handlers;
  const [feeds, setFeeds] = useState<readonly CallsFeed[]>(NO_FEEDS);
  const systemsKey = systemIds.join(',');

  useEffect(() => {
    const socket = socketEventsOf(transport.socket);
    const created = (systemsKey ? systemsKey.split(',').map(Number) : []).map((systemId) =>
      createCallsFeed({
        transport,
        systemId,
        socket,
        onArrived: (calls, id) => latest.current.onArrived?.(calls, id),
        onHeard: () => latest.current.onHeard?.(),
      }),
    );
    setFeeds(created);
    // Read only to restart: a new profile starts with an empty list.
    void resetKey;
    return () => {
      for (const feed of created) feed.dispose();
    };
  }, [transport, systemsKey, resetKey]);

  return useFeedStates(feeds);
}
