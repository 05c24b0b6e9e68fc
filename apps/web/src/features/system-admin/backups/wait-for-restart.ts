import { BACKEND_PATH } from '../../../app/connection/request-context';

/** How long a restarting server may take to answer again before the page says so (spec part 1 §8). */
export const RESTART_TIMEOUT_MS = 120_000;

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${BACKEND_PATH}/health`, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * Waits for a restart asked for: first the server going away (or a grace), then its health answering
 * again. Resolves true once it is back, false after the timeout.
 */
export async function waitForRestart(
  options: { timeoutMs?: number; intervalMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<boolean> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const interval = options.intervalMs ?? 1_000;
  const deadline = Date.now() + (options.timeoutMs ?? RESTART_TIMEOUT_MS);
  // The server answers before it ends; give it the time to go.
  for (let i = 0; i < 5 && (await healthy()); i++) await sleep(interval);
  while (Date.now() < deadline) {
    if (await healthy()) return true;
    await sleep(interval);
  }
  return false;
}
