import type { Logger } from '../logger';
import type { Health } from './health';
import { within } from './within';

export const DATABASE_SOURCE = 'database';

const PROBE_EVERY_MS = 1_000;
/** A probe that hangs (a network partition rather than a refused connection) counts as failed. */
const PROBE_TIMEOUT_MS = 1_500;

/** The driver's own words: the ORM wraps them in "Failed query: …", with the driver's error as the cause. */
function messageOf(error: unknown): string {
  if (error instanceof Error && error.cause instanceof Error) return messageOf(error.cause);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Whether this instance reaches its database, as health source `database` (ADR 0023). Nothing is polled
 * while all is well: whoever sees a database error says so (`doubt`), and from then on a cheap statement
 * on the call path's handle runs every second until it answers. While it fails — or while the bus cannot
 * listen, so other instances' calls do not arrive — the instance is `degraded` and its consoles and
 * displays are told (server.health); when both work again the problem is cleared and `onBack` runs, so
 * what waited for the database resumes at once instead of at its next retry.
 */
export function watchDatabase(deps: {
  /** One cheap statement on the call path's handle. */
  probe: () => Promise<unknown>;
  health: Health;
  log: Logger;
  probeEveryMs?: number;
}) {
  const every = deps.probeEveryMs ?? PROBE_EVERY_MS;
  const backHandlers = new Set<() => void>();
  let isDoubting = false;
  let isDegraded = false;
  let isListenerDown = false;
  let isClosed = false;
  let timer: NodeJS.Timeout | null = null;
  let isChecking = false;
  /** Something happened during a check that its answer may not reflect: check once more. */
  let isCheckStale = false;

  async function check(): Promise<void> {
    timer = null;
    isChecking = true;
    isCheckStale = false;
    let failure: string | null = null;
    try {
      await within(deps.probe(), PROBE_TIMEOUT_MS);
      if (isListenerDown) failure = 'the event listener is reconnecting: calls from other instances may be missing';
    } catch (error) {
      failure = `database unreachable: ${messageOf(error)}`;
    }
    isChecking = false;
    if (isClosed) return;
    if (isCheckStale) return void check();
    if (failure) {
      if (!isDegraded) deps.log.error({ reason: failure }, 'database fault: calls may be incomplete until it is back');
      isDegraded = true;
      deps.health.set(DATABASE_SOURCE, 'degraded', failure);
      timer = setTimeout(() => void check(), every);
      return;
    }
    isDoubting = false;
    if (!isDegraded) return;
    isDegraded = false;
    deps.health.clear(DATABASE_SOURCE);
    deps.log.warn('database is back');
    for (const handler of [...backHandlers]) {
      try {
        handler();
      } catch (error) {
        deps.log.error({ err: error }, 'resuming after the database outage failed');
      }
    }
  }

  /** Probes at once (or once more after the probe under way), not at the next tick. */
  function checkNow(): void {
    if (isClosed) return;
    isDoubting = true;
    if (isChecking) {
      isCheckStale = true;
      return;
    }
    if (timer) clearTimeout(timer);
    void check();
  }

  /** Something failed that may be the database: probe now, and every second until it answers. */
  function doubt(): void {
    if (!isDoubting) checkNow();
  }

  return {
    doubt,

    /** The bus lost its listening connection (`lost`) or listens again (`resumed`). */
    listener(state: 'lost' | 'resumed'): void {
      isListenerDown = state === 'lost';
      checkNow();
    },

    /** Runs when the database is back after the instance was degraded. */
    onBack(handler: () => void): () => void {
      backHandlers.add(handler);
      return () => backHandlers.delete(handler);
    },

    close(): void {
      isClosed = true;
      if (timer) clearTimeout(timer);
      backHandlers.clear();
    },
  };
}

export type DatabaseWatch = ReturnType<typeof watchDatabase>;
