import { useEffect, useRef } from 'react';
import { useShellStores } from '../../../app/connection/shell-stores';

/**
 * Calls `onReconnected` each time the realtime link comes back after it was lost. System messages
 * (notes, relations, profiles changed) are not replayed, so what they would have announced must be
 * asked for again; the call feeds resync by themselves (calls-feed.ts).
 */
export function useReconnected(onReconnected: () => void): void {
  const { connection } = useShellStores();
  const latest = useRef(onReconnected);
  latest.current = onReconnected;
  useEffect(() => {
    let wasLost = connection.getSnapshot().status === 'lost';
    return connection.subscribe(() => {
      const { status } = connection.getSnapshot();
      if (status === 'connected' && wasLost) latest.current();
      wasLost = status === 'lost';
    });
  }, [connection]);
}
