import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { CallLogChangesDocument } from '../../generated/graphql';

export interface CallChange {
  opened: readonly number[];
  updated: readonly number[];
  closed: readonly number[];
}

/**
 * Tells of every change of the system's open calls (onCallsChanged, only the ids). The first delivery
 * of a subscription is the state — every open call listed as opened — and not a change; after a
 * reconnect the seq says whether anything happened meanwhile.
 */
export function useCallChanges(onChange: (change: CallChange) => void): void {
  const lastSeq = useRef<number | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  useSubscription(CallLogChangesDocument, {
    onData: ({ data }) => {
      const update = data.data?.onCallsChanged;
      if (!update) return;
      const previous = lastSeq.current;
      lastSeq.current = Math.max(previous ?? update.seq, update.seq);
      if (previous === null || update.seq <= previous) return;
      latest.current(update);
    },
  });
}
