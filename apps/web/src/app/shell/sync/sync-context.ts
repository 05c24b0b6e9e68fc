import { createContext, useContext, useSyncExternalStore } from 'react';
import { useSession } from '../../session/session-context';
import { isCommitRunning, type SyncState, type SyncStore } from './sync-store';

export const SyncStoreContext = createContext<SyncStore | null>(null);

export function useSyncStore(): SyncStore {
  const store = useContext(SyncStoreContext);
  if (!store) throw new Error('useSyncStore outside the root layout');
  return store;
}

export function useSyncState(): SyncState {
  const store = useSyncStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

export function useCommitRunning(): boolean {
  const { data } = useSession();
  return isCommitRunning(useSyncState(), data.appState.committing_gets_config);
}
