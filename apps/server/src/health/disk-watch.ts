import type { Logger } from '../logger';
import { diskProblem } from './disk-check';
import type { Health } from './health';
import { NoAnswer, within } from './within';

export const DISK_SOURCE = 'disk';

const CHECK_EVERY_MS = 1_000;
/** A disk that does not answer at all (a hung network volume) is a fault too. */
const CHECK_TIMEOUT_MS = 5_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type DiskCheck = (options: { written: boolean }) => Promise<string | null>;

/**
 * The disk under the embedded database, as health source `disk` (ADR 0024). `failing` while it is
 * read-only or nearly full (checked every second: two cheap system calls), and from the moment the database
 * reports a refused write until a written and synced probe file proves the disk takes writes again. The
 * database that stopped for good (a PANIC, a failed fsync) is `lost`: failing until the process exits.
 */
export function watchDisk(deps: {
  dir: string;
  health: Health;
  log: Logger;
  /** Replaces the real check (tests). */
  check?: DiskCheck;
  everyMs?: number;
  timeoutMs?: number;
}) {
  const check: DiskCheck = deps.check ?? ((options) => diskProblem(deps.dir, options));
  const every = deps.everyMs ?? CHECK_EVERY_MS;
  const timeoutMs = deps.timeoutMs ?? CHECK_TIMEOUT_MS;
  /** A write was refused: the disk stays suspect until a probe write succeeds. */
  let isDoubting = false;
  let reported: string | null = null;
  let isLost = false;
  let isClosed = false;
  let isChecking = false;
  let isCheckStale = false;
  let timer: NodeJS.Timeout | null = null;
  let loggedError: string | null = null;

  function report(problem: string | null): void {
    if (isLost || problem === reported) return;
    if (problem) {
      deps.log.error({ dir: deps.dir, reason: problem }, 'disk fault: calls cannot be stored');
      deps.health.set(DISK_SOURCE, 'failing', problem);
    } else {
      deps.log.warn({ dir: deps.dir }, 'the disk takes writes again');
      deps.health.clear(DISK_SOURCE);
    }
    reported = problem;
  }

  async function run(): Promise<void> {
    timer = null;
    isChecking = true;
    isCheckStale = false;
    const wasDoubting = isDoubting;
    let problem: string | null;
    try {
      problem = await within(check({ written: wasDoubting }), timeoutMs);
      loggedError = null;
    } catch (error) {
      if (error instanceof NoAnswer) problem = `the disk under ${deps.dir} does not answer (${error.message})`;
      else {
        // Not a fault of the disk (the directory vanished, permissions changed): logged, health unchanged.
        const message = messageOf(error);
        if (loggedError !== message) deps.log.warn({ err: error, dir: deps.dir }, 'the disk check failed');
        loggedError = message;
        problem = reported;
      }
    }
    isChecking = false;
    if (isClosed) return;
    // A refusal reported while this check ran is not answered by it.
    if (isCheckStale) return void run();
    // Refusals reported during the check made it stale: a passing check here was a written one.
    if (!problem) isDoubting = false;
    report(problem);
    timer = setTimeout(() => void run(), every);
    timer.unref();
  }

  function checkNow(): void {
    if (isClosed) return;
    if (isChecking) {
      isCheckStale = true;
      return;
    }
    if (timer) clearTimeout(timer);
    void run();
  }

  void run();

  return {
    /** The database could not write (`refusal`: the system's words): failing now, and until a probe write works. */
    refused(refusal: string): void {
      isDoubting = true;
      // A fault already reported is the likely cause: the same alarm is not raised again in other words.
      if (reported === null) report(`a write of the database was refused: ${refusal}`);
      checkNow();
    },

    /** The embedded database stopped for good: only a new process can open it again. */
    lost(error: Error): void {
      report(`the embedded database stopped and the server restarts: ${error.message}`);
      isLost = true;
    },

    close(): void {
      isClosed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

export type DiskWatch = ReturnType<typeof watchDisk>;
