import type { Transport } from '../../../app/connection/transport';
import {
  type DisplayCallFieldsFragment,
  OnCallsChangedDocument,
  type OnCallsChangedSubscription,
  OpenCallsDocument,
} from '../../../generated/transport';
import type { SocketEvents } from '../live/socket-events';

export type DisplayCall = DisplayCallFieldsFragment;
type CallsUpdate = OnCallsChangedSubscription['onCallsChanged'];

export interface FeedState {
  systemId: number;
  calls: readonly DisplayCall[];
  /** The console event the list is as of; sent as `since` when resubscribing. */
  seq: number | null;
  /** Nothing received yet. */
  loading: boolean;
  /** The running subscription has delivered: the list is the server's current truth. */
  synced: boolean;
  error: Error | null;
}

export interface FeedOptions {
  transport: Transport;
  systemId: number;
  socket: SocketEvents | null;
  /** Calls that were not on the list before (never the first load: those were already open). */
  onArrived?: (calls: DisplayCall[], systemId: number) => void;
  /** Every delivery: the server is there. */
  onHeard?: () => void;
  /** Wait before subscribing again after the server refused or ended the subscription. */
  retryMs?: number;
}

export const FEED_RETRY_MS = 5000;

/**
 * The open calls of one system (DESIGN §6). Each delivery is the complete list and replaces ours, so
 * nothing is doubled. graphql-ws would resubscribe on its own after a reconnect, but with the
 * variables of the first subscribe; we drop the subscription when the socket closes and subscribe
 * again on connect with `since` = the last seq, so the server says what changed meanwhile.
 */
export function createCallsFeed(options: FeedOptions) {
  const { transport, systemId } = options;
  let state: FeedState = { systemId, calls: [], seq: null, loading: true, synced: false, error: null };
  const listeners = new Set<() => void>();
  let subscription: { unsubscribe(): void } | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let deliveries = 0;
  let disposed = false;

  const set = (next: Partial<FeedState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  function stop(): void {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    subscription?.unsubscribe();
    subscription = null;
    if (state.synced) set({ synced: false });
  }

  function retryLater(error: Error | null): void {
    stop();
    if (error) set({ error });
    if (!disposed) retryTimer = setTimeout(start, options.retryMs ?? FEED_RETRY_MS);
  }

  function start(): void {
    stop();
    const variables = { override_system: String(systemId), since: state.seq };
    const current = { unsubscribe: () => {} };
    current.unsubscribe = transport.subscribe(OnCallsChangedDocument, variables, {
      next: (data) => receive(data.onCallsChanged),
      error: (error) => retryLater(error),
      complete: () => {
        if (subscription === current) retryLater(null);
      },
    });
    // A failed subscribe may end synchronously, before `current` is assigned.
    if (!disposed && !retryTimer) subscription = current;
  }

  function receive(update: CallsUpdate): void {
    const first = state.loading;
    const known = new Set(state.calls.map((c) => c.id));
    // Older than what we hold: the server lost its history (restored or replaced), so it cannot have
    // replayed what we missed. Its list is still complete; the query makes sure of it.
    const wentBack = state.seq !== null && update.seq < state.seq;
    deliveries += 1;
    set({ calls: update.calls, seq: update.seq, loading: false, synced: true, error: null });
    options.onHeard?.();
    const arrived = first ? [] : update.calls.filter((c) => !known.has(c.id));
    if (arrived.length > 0) options.onArrived?.(arrived, systemId);
    if (wentBack) void refetch();
  }

  async function refetch(): Promise<void> {
    const asOf = deliveries;
    try {
      const data = await transport.request(OpenCallsDocument, {}, { system: systemId });
      // A delivery that came meanwhile is newer than this answer.
      if (!disposed && asOf === deliveries) set({ calls: data.openCalls });
    } catch (error) {
      if (!disposed) set({ error: error instanceof Error ? error : new Error(String(error)) });
    }
  }

  const offSocket = [
    options.socket?.on('closed', stop),
    options.socket?.on('connected', () => {
      if (!subscription) start();
    }),
  ];
  start();

  return {
    getState: (): FeedState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose(): void {
      disposed = true;
      stop();
      for (const off of offSocket) off?.();
      listeners.clear();
    },
  };
}

export type CallsFeed = ReturnType<typeof createCallsFeed>;
