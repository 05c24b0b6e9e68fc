import { COMMIT_COUNTS_AS_RUNNING_MS } from '../shell-constants';

/**
 * What the shell knows of synchronisation with the call system from the system messages (spec part
 * 1 §4, §7): HTTP sync jobs under way, and the configuration commit. `commit` is null until a
 * commit message is heard; until then AppData's `committing_gets_config` tells.
 */
export interface SyncState {
  jobs: number;
  commit: { running: boolean; progress: number | null } | null;
}

type Listener = () => void;

const INITIAL: SyncState = { jobs: 0, commit: null };

export function createSyncStore() {
  let state = INITIAL;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();
  const set = (next: SyncState) => {
    state = next;
    for (const l of listeners) l();
  };
  const endCommit = () => {
    clearTimeout(expiry);
    set({ ...state, commit: { running: false, progress: null } });
  };

  return {
    getSnapshot: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    jobStarted: () => set({ ...state, jobs: state.jobs + 1 }),
    jobEnded: () => set({ ...state, jobs: Math.max(0, state.jobs - 1) }),
    /** A new subscription knows of no job: their ends may have been missed while it was down. */
    jobsUnknown: () => set({ ...state, jobs: 0 }),
    commitStarted() {
      clearTimeout(expiry);
      // A commit whose end never arrives (a lost message, a configurator gone) stops counting after 15 min.
      expiry = setTimeout(endCommit, COMMIT_COUNTS_AS_RUNNING_MS);
      set({ ...state, commit: { running: true, progress: null } });
    },
    commitProgress(progress: number) {
      if (state.commit?.running) set({ ...state, commit: { running: true, progress } });
    },
    commitEnded: endCommit,
    /** Another system: its jobs and commit are not this one's. */
    reset() {
      clearTimeout(expiry);
      set(INITIAL);
    },
  };
}

export type SyncStore = ReturnType<typeof createSyncStore>;

/** Whether a commit runs: the messages heard, else what AppData said at load. */
export function isCommitRunning(state: SyncState, appDataSays: boolean): boolean {
  return state.commit ? state.commit.running : appDataSays;
}
