/**
 * Whether the realtime link is up, for the shell's "connection lost" state. A plain store with
 * subscribe/getSnapshot so React reads it through useSyncExternalStore.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'lost';

export interface ConnectionState {
  status: ConnectionStatus;
  /** The last close, as the server or the network sent it (spec part 1 §8: reported with code and reason). */
  lastClose: { code: number; reason: string } | null;
}

type Listener = () => void;

export function createConnectionStore() {
  let state: ConnectionState = { status: 'connecting', lastClose: null };
  const listeners = new Set<Listener>();
  const set = (next: Partial<ConnectionState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    connected: () => set({ status: 'connected' }),
    closed: (code: number, reason: string) => set({ status: 'lost', lastClose: { code, reason } }),
  };
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>;
