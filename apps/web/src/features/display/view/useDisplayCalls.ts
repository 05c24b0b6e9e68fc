import { isPresence } from '@wardlight/domain';
import { useMemo, useReducer, useRef } from 'react';
import { CallDisplayRelationsDocument } from '../../../generated/transport';
import type { DisplayCall, FeedState } from '../calls/calls-feed';
import { urgencyOf } from '../calls/urgency';
import { useCallsFeeds } from '../calls/useCallsFeeds';
import type { DisplayConfig } from '../config/display-config';
import { usePerSystemQuery } from '../filter/usePerSystemQuery';
import { displayFilter, visibleCalls } from '../filter/visible-calls';

const MINUTE_MS = 60_000;

export interface DisplayCallsOptions {
  config: DisplayConfig;
  systemIds: readonly number[];
  /** A new key (another profile) starts the lists over. */
  resetKey: string;
  now: number;
  /** New calls this display shows (after its filter), for desktop notifications and the tone. */
  onArrived: (calls: DisplayCall[]) => void;
}

/** The calls of every system shown, filtered per system and ordered for the wall. */
export function useDisplayCalls({ config, systemIds, resetKey, now, onArrived }: DisplayCallsOptions) {
  const [relationsKey, refreshRelations] = useReducer((n: number) => n + 1, 0);
  const relations = usePerSystemQuery(CallDisplayRelationsDocument, systemIds, relationsKey);
  const relationsBySystem = useMemo(
    () => new Map([...relations].map(([id, r]) => [id, r.data?.callDisplayRelations ?? null])),
    [relations],
  );
  // Schedules switch slots on the minute: the filter is rebuilt once a minute, not every second.
  const minute = Math.floor(now / MINUTE_MS);
  const admits = useMemo(
    () => displayFilter(relationsBySystem, config, new Date(minute * MINUTE_MS)),
    [relationsBySystem, config, minute],
  );
  const latest = useRef({ admits, onArrived });
  latest.current = { admits, onArrived };

  const feeds = useCallsFeeds(systemIds, resetKey, {
    onArrived: (calls) => {
      const shown = calls.filter(latest.current.admits);
      if (shown.length > 0) latest.current.onArrived(shown);
    },
  });

  const visible = useMemo(() => {
    const all = feeds.flatMap((feed) => feed.calls);
    return visibleCalls(all, admits, config, new Date(minute * MINUTE_MS));
  }, [feeds, admits, config, minute]);

  const relationResults = [...relations.values()];
  return {
    feeds,
    ...visible,
    // A system whose calls never came is not "no open calls": the spinner stays, with the error beside it.
    loading: feeds.some((f) => f.loading) || relationResults.some((r) => r.loading && !r.data && !r.error),
    errors: [...feeds.map((f) => f.error), ...relationResults.map((r) => r.error)],
    refreshRelations,
  };
}

/** Whether a new call deserves the emergency tone. */
export function isNewEmergency(call: DisplayCall): boolean {
  return urgencyOf(call) === 'emergency' && !isPresence(call);
}

/** Is the call still on its system's list (the close popup polls this)? */
export function isStillOpen(feeds: readonly FeedState[], call: DisplayCall): boolean {
  return feeds.find((f) => f.systemId === call.system_id)?.calls.some((c) => c.id === call.id) ?? false;
}
