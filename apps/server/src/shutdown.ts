import type { Logger } from './logger';

/**
 * The embedded database stopped for good (a failed fsync, a PANIC after a refused write) or cannot be
 * opened on a disk that refuses writes: only a new process can replay its WAL. Supervisors restart on it
 * (npm start, systemd, Docker; ADR 0024). 70 is sysexits' EX_SOFTWARE, kept from ADR 0002.
 */
export const EXIT_DATABASE_LOST = 70;
/**
 * An administrator asked for a restart (maintenance page, or a restore of a backup; ADR 0042): the server
 * closes as on SIGTERM and exits with this, which the supervisors start again at once. 75 is EX_TEMPFAIL.
 */
export const EXIT_RESTART = 75;

/** SIGTERM ends the server within this, closed or not: systemd and Docker kill at 10 s. */
export const STOP_DEADLINE_MS = 8_000;
/** After a fatal database fault, the consoles are told and the sockets closed for at most this long. */
export const FATAL_CLOSE_MS = 3_000;

interface Closable {
  close(onStep?: (step: string) => void): Promise<void>;
}

/**
 * How the process ends: on a signal with exit code 0, after a fatal database fault with
 * EXIT_DATABASE_LOST. The server is closed in order (sockets, HTTP, services, bus, database); when that
 * hangs past the deadline, the step it hangs in is logged and the process exits all the same.
 */
export function createShutdown(deps: {
  log: Logger;
  exit?: (code: number) => void;
  /** Tests shorten them. */
  deadlines?: { stopMs: number; fatalMs: number };
}) {
  const exit = deps.exit ?? ((code: number) => process.exit(code));
  const deadlines = deps.deadlines ?? { stopMs: STOP_DEADLINE_MS, fatalMs: FATAL_CLOSE_MS };
  let server: Closable | null = null;
  let code: number | null = null;

  function end(withCode: number, deadlineMs: number): void {
    const isFirst = code === null;
    // A fatal fault during a stop still asks the supervisor for a restart.
    code = Math.max(code ?? 0, withCode);
    if (!isFirst) return;
    const startedAt = Date.now();
    let step = 'starting';
    const deadline = setTimeout(() => {
      deps.log.error({ step, afterMs: Date.now() - startedAt }, `shutdown hung while closing ${step}; exiting anyway`);
      exit(code || 1);
    }, deadlineMs);
    const closing = server ? server.close((next) => (step = next)) : Promise.resolve();
    closing
      .catch((error: unknown) => deps.log.error({ err: error, step }, 'shutdown failed'))
      .finally(() => {
        clearTimeout(deadline);
        exit(code ?? 0);
      });
  }

  return {
    /** The server to close once it is built; until then a shutdown only exits. */
    attach(built: Closable): void {
      server = built;
    },

    stop(signal: string): void {
      deps.log.info({ signal }, 'shutting down');
      end(0, deadlines.stopMs);
    },

    /** Closes as on a signal and exits with EXIT_RESTART for the supervisor to start the server again. */
    restart(): void {
      deps.log.info('restarting as an administrator asked');
      end(EXIT_RESTART, deadlines.stopMs);
    },

    /** The embedded database cannot go on: say so clearly, close briefly, exit for the supervisor. */
    fatal(error: Error): void {
      deps.log.fatal(
        { err: error },
        `FATAL: ${error.message}. Exiting with code ${EXIT_DATABASE_LOST} so that the supervisor restarts the server.`,
      );
      // Reported from inside a database call, maybe from inside the database's own file operations:
      // the close runs on the next turn of the loop, outside of it.
      setImmediate(() => end(EXIT_DATABASE_LOST, deadlines.fatalMs));
    },
  };
}
