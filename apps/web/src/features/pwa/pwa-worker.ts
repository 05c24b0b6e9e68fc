/**
 * What the PWA's layout knows of its service worker (ADR 0044): whether a new version waits, and how to
 * switch to it. The registration itself is in service-worker.ts, which only the PWA's route loads.
 */
export interface PwaWorkerState {
  /** The shell is cached: the console opens without network from now on. */
  offlineReady: boolean;
  /** A new version is installed and waits for the user (the update banner). */
  needRefresh: boolean;
}

export interface PwaWorker {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PwaWorkerState;
  /** Activates the waiting version; the page reloads once it has taken over. */
  update(): Promise<void>;
}

/** A worker's state as the registration reports it; `activate` is what `update` runs. */
export function createPwaWorkerStore(activate: () => Promise<void>) {
  let state: PwaWorkerState = { offlineReady: false, needRefresh: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<PwaWorkerState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    update: () => activate(),
    offlineReady: () => set({ offlineReady: true }),
    needRefresh: () => set({ needRefresh: true }),
  };
}
