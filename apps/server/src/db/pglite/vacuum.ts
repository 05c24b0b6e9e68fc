import type { PgliteClient } from './gated-pglite';

/**
 * The embedded database's VACUUM (ADR 0049). PGlite is Postgres in single-user mode: no autovacuum ever
 * runs, so without this
 * - every row a statement updated or deleted stays as a dead version for good, and so do the index
 *   entries pointing at it. Closing a call changes `is_closed`, the predicate of the open-calls index, so
 *   that index kept an entry for every call ever made: the walls' read of the open calls and the engine's
 *   look at new calls read all of them (2.4 ms at 20,000 calls in the log, against 0.09 ms vacuumed —
 *   and a care home makes ~200,000 a year);
 * - transaction ids are never frozen, and Postgres stops accepting writes when they would wrap around
 *   (2^31 transactions: about eight months at a hundred writing statements a second).
 *
 * Every pass vacuums every table, the catalogs included (the database's oldest unfrozen id is the
 * oldest of any table), one statement per table, each one turn through the rank gate behind the call
 * path and 20 ms apart, each after a second without a call's write (30 s at most): a call waits at most
 * for one table's vacuum, never for the whole pass, and a burst of calls is let through first. A table
 * unchanged since its last vacuum costs a look at its visibility map.
 *
 * VACUUM records each table's size (pg_class), which the planner then uses; that alone sent the walls'
 * read of the open calls through the log's index, every call of the system, because without statistics
 * the planner takes "not closed" for half the calls. So a pass ends with the few column statistics the
 * call path's plans need (`statistics`, e.g. `calls (is_closed)`: the share of open calls). Nothing else
 * is analysed: the other reads on the embedded database are planned and tested without statistics (ADR
 * 0030, 0048), and samples of every column would change those plans under the running server.
 */
export interface Vacuum {
  /** One pass over every table now (after the pass running, if one is). */
  pass(): Promise<void>;
  /** Passes begun or waiting (tests). */
  readonly pending: number;
  stop(): void;
}

/** Not in the minutes after a start, when the walls and phones resync and a crashed server catches up. */
export const VACUUM_FIRST_AFTER_MS = 5 * 60_000;
/**
 * Often enough that a busy table's dead rows since the last pass make a short vacuum: after a run of
 * `bench/calls` (280,000 delivery rows, each acknowledged) the delivery rows took 100 ms in one turn.
 */
export const VACUUM_EVERY_MS = 60_000;
const STATISTICS_EVERY_PASSES = 60;
/** Between two tables: a burst of calls gets the database between them, not one table's vacuum after another. */
const PACE_MS = 20;
/**
 * A table waits until no call was written for this long (calls come in bursts); a pass waits so for
 * MAX_DEFER_MS in all: under calls without a pause it still goes on, a table at a time.
 */
export const LULL_MS = 1_000;
const MAX_DEFER_MS = 30_000;
const LULL_CHECK_MS = 250;

/** The tables a pass vacuums: ordinary tables and materialised views of every schema but TOAST's. */
export const VACUUM_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'm') and n.nspname <> 'pg_toast' and c.relpersistence = 'p'
  order by c.oid`;

export function scheduleVacuum(
  client: PgliteClient,
  options: {
    /** `table (column, …)`: analysed after each pass, nothing else is. */
    statistics?: readonly string[];
    firstAfterMs?: number;
    everyMs?: number;
    paceMs?: number;
    /** How long ago the configurator's last call was written (rank-gate.ts sinceLast): a pass waits for a lull. */
    sinceLastCall?: () => number;
    maxDeferMs?: number;
    onError?: (error: unknown) => void;
  } = {},
): Vacuum {
  let stopped = false;
  let passes = 0;
  let last: Promise<void> = Promise.resolve();

  async function run() {
    const { rows } = await client.query<{ name: string }>(VACUUM_TABLES);
    const deferUntil = performance.now() + (options.maxDeferMs ?? MAX_DEFER_MS);
    for (const { name } of rows) {
      await lull(deferUntil);
      if (stopped) return;
      // A table dropped since the list was read (a migration of an update) is no reason to stop.
      await client.exec(`VACUUM ${name}`).catch((error: unknown) => {
        if (!/does not exist/.test(String((error as Error)?.message))) throw error;
      });
      await new Promise((resolve) => setTimeout(resolve, options.paceMs ?? PACE_MS));
    }
    // The share of open calls hardly moves; its sample (up to 30,000 rows, ~40–60 ms on 40,000–200,000
    // calls) is taken on the first pass and then every hour.
    if (passes++ % STATISTICS_EVERY_PASSES !== 0) return;
    for (const columns of options.statistics ?? []) if (!stopped) await client.exec(`ANALYZE ${columns}`);
  }

  /** Waits for a second without a call's write, as long as the pass may still wait (`until`). */
  async function lull(until: number) {
    const since = options.sinceLastCall;
    if (!since) return;
    while (!stopped && since() < LULL_MS && performance.now() < until)
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(LULL_MS - since(), LULL_CHECK_MS, until - performance.now())),
      );
  }

  let running = 0;
  function pass(): Promise<void> {
    running++;
    const next = last.then(run).finally(() => running--);
    last = next.catch(() => undefined);
    return next;
  }

  // A pass still running (held back by calls, a slow disk) is not joined by another: they would queue up.
  const tick = () => {
    if (running === 0) void pass().catch((error: unknown) => options.onError?.(error));
  };
  let repeat: NodeJS.Timeout | null = null;
  const first = setTimeout(() => {
    tick();
    repeat = setInterval(tick, options.everyMs ?? VACUUM_EVERY_MS);
    repeat.unref();
  }, options.firstAfterMs ?? VACUUM_FIRST_AFTER_MS);
  first.unref();

  return {
    pass,
    get pending() {
      return running;
    },
    stop() {
      stopped = true;
      clearTimeout(first);
      if (repeat) clearInterval(repeat);
    },
  };
}
