import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ConnectionState, ConnectionStore } from './connection-state';
import type { ServerVersionStore } from './server-version';

/** Stores fed from outside React (the socket, every HTTP reply) that the shell shows. */
export interface ShellStores {
  connection: ConnectionStore;
  serverVersion: ServerVersionStore;
}

export const ShellStoresContext = createContext<ShellStores | null>(null);

export function useShellStores(): ShellStores {
  const stores = useContext(ShellStoresContext);
  if (!stores) throw new Error('shell stores outside AppProviders');
  return stores;
}

export function useConnectionState(): ConnectionState {
  const { connection } = useShellStores();
  return useSyncExternalStore(connection.subscribe, connection.getSnapshot);
}

export function useNewServerVersion(): string | null {
  const { serverVersion } = useShellStores();
  return useSyncExternalStore(serverVersion.subscribe, serverVersion.getSnapshot);
}

export function useReportServerVersion(): (version: string) => void {
  return useShellStores().serverVersion.report;
}
