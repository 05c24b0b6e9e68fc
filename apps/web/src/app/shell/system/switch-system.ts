export interface SwitchSteps {
  store(id: number): void;
  restartSocket(): void;
  forgetSyncState(): void;
  clearCache(): Promise<unknown>;
  reloadAppData(): Promise<void>;
}

/**
 * Switching the system context (spec part 1 §4): stored locally, then the realtime connection
 * restarts, the cache is reset and the data reloaded, in that order — every request after the
 * store carries the new system, and the socket reads it when it reconnects.
 */
export async function switchSystem(id: number, steps: SwitchSteps): Promise<void> {
  steps.store(id);
  steps.restartSocket();
  steps.forgetSyncState();
  await steps.clearCache();
  await steps.reloadAppData();
}
