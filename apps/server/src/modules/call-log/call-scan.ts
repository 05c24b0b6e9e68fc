import { setImmediate } from 'node:timers/promises';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { calls } from '../../db/schema/index';

/**
 * A read of the log (ADR 0030). `base` holds the equalities an index leads with (the system, and one
 * section when the filter names one), `from`/`to` the period (half-open), `where` every other condition
 * (the caller's scope and the filter). The period is kept apart so that a scan bounds each side of its
 * index range once: next to a row comparison on (opened_at, id), a plain `opened_at >= …` on the same
 * side may be the bound the index starts from, and then every stretch reads from the period's edge.
 */
export interface CallQuery {
  base: SQL;
  from: Date | null;
  to: Date | null;
  where: SQL;
}

/** The whole condition with the period as plain bounds, for a single statement over the period. */
export function wholeCondition(q: CallQuery): SQL {
  return and(
    q.base,
    q.from ? gte(calls.opened_at, q.from) : undefined,
    q.to ? lt(calls.opened_at, q.to) : undefined,
    q.where,
  ) as SQL;
}

/**
 * Calls the first statement of a scan examines, whatever the filter. A text or a call type that matches
 * few calls would otherwise make one statement read the whole period: on the embedded database that runs
 * on the main thread, ~10 µs a call with a text filter, so a year (3.6 M calls) held the call path ~60 s.
 * The next stretches are sized to take STRETCH_TARGET_MS each (a count without a text reads ~10 times
 * faster than a text search), between STRETCH_MIN and STRETCH_MAX calls.
 */
export const STRETCH_ROWS = 2_000;
const STRETCH_MIN = 250;
const STRETCH_MAX = 50_000;
/** What one stretch may hold the event loop: a quarter of the call path's 100 ms. */
const STRETCH_TARGET_MS = 25;

/** A place in the opened_at order: the database's own text of the time (no precision lost) and the id. */
export interface Place {
  v: string;
  i: number;
  /** The time as epoch milliseconds, for people ("searched back to …"). */
  ms: number;
}

/** A period's edge as a place: before every call of that moment (ids are positive). */
const edge = (time: Date): Place => ({ v: time.toISOString(), i: 0, ms: time.getTime() });

/**
 * Comparisons on (opened_at, id) only: the index takes them as the bounds of its range. A plain
 * `opened_at <= …` beside one made the planner without statistics (a server's PGlite never has any)
 * take the rest of a year for a thousand rows, read it through a bitmap and sort it (10 s for a stretch
 * 50,000 calls deep, bench/call-log) instead of reading 2,000 entries backwards.
 */
const compare = (p: Place, op: '<' | '<=' | '>' | '>=') =>
  sql`(${calls.opened_at}, ${calls.id}) ${sql.raw(op)} (${p.v}::timestamptz, ${p.i})`;

/** Strictly past `p` in the scan's direction. */
const beyond = (p: Place, descending: boolean) => compare(p, descending ? '<' : '>');
/** Up to and with `p` in the scan's direction. */
const upTo = (p: Place, descending: boolean) => compare(p, descending ? '>=' : '<=');

/** Where a scan starts (exclusive) when no place is given: the period's near edge, in its direction. */
function startBound(q: CallQuery, descending: boolean, from: Place | null): SQL | undefined {
  if (from) return beyond(from, descending);
  if (descending) return q.to ? compare(edge(q.to), '<') : undefined;
  return q.from ? compare(edge(q.from), '>=') : undefined;
}

/** The period's far edge in the scan's direction. */
function farBound(q: CallQuery, descending: boolean): SQL | undefined {
  if (descending) return q.from ? compare(edge(q.from), '>=') : undefined;
  return q.to ? compare(edge(q.to), '<') : undefined;
}

/**
 * Runs reads with the planner told not to sort where an index gives the order. The embedded database
 * gathers no statistics but the share of open calls (no autovacuum in PGlite; ADR 0049), so the planner
 * takes a period of calls for a thousand rows, reads all of it through a bitmap and sorts it (~1 s for
 * 30 days, 10 s for a year; bench/call-log) rather than reading (system, opened_at, id) backwards for
 * the few thousand entries it needs. Sorts by a column without an index still sort. On PostgreSQL, with
 * statistics, this picks the plan it would pick anyway.
 */
export async function inIndexOrder<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return read(tx);
  });
}

export interface Stretch {
  /** Holds exactly the stretch's calls of the query's base and period; add it to `where`. */
  condition: SQL;
  /** Its last call; null: the stretch runs to the end of the period. */
  end: Place | null;
}

/** The period's next `size` calls after `from` in opened_at order (newest first when `descending`). */
export async function stretchAfter(
  db: DbOrTx,
  q: CallQuery,
  descending: boolean,
  from: Place | null,
  size = STRETCH_ROWS,
): Promise<Stretch> {
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const start = startBound(q, descending, from);
  const far = farBound(q, descending);
  // Its end is the size-th call: an index range of `size` entries, whatever the filter.
  const result = await inIndexOrder(db, (tx) =>
    tx.execute(sql`
    select ${calls.opened_at}::text as v, ${calls.id} as i, (extract(epoch from ${calls.opened_at}) * 1000)::float8 as ms
      from ${calls}
     where ${and(q.base, start, far)}
     order by ${calls.opened_at} ${dir}, ${calls.id} ${dir}
    offset ${size - 1} limit 1`),
  );
  const row = rowsOf<{ v: string; i: number; ms: number }>(result)[0];
  const end = row ? { v: row.v, i: Number(row.i), ms: Number(row.ms) } : null;
  return { condition: and(q.base, start, end ? upTo(end, descending) : far) as SQL, end };
}

/**
 * The period's calls after `from`, one stretch at a time to its end. Between two stretches the event
 * loop gets a turn: statements that follow each other in one request would otherwise run in one turn
 * and hold the call path as long as one big statement. Without a fixed `size`, each stretch is sized by
 * how long the one before took (finding its end and the caller's statement on it), so a cheap filter
 * reads in few statements and an expensive one in short ones, on a fast machine as on a busy one.
 */
export async function* stretchesOf(
  db: DbOrTx,
  q: CallQuery,
  descending: boolean,
  from: Place | null,
  fixedSize?: number,
  firstSize = STRETCH_ROWS,
): AsyncGenerator<Stretch> {
  let start = from;
  let size = fixedSize ?? firstSize;
  for (;;) {
    const began = performance.now();
    const stretch = await stretchAfter(db, q, descending, start, size);
    yield stretch;
    if (!stretch.end) return;
    start = stretch.end;
    if (fixedSize === undefined) size = nextSize(size, performance.now() - began);
    await setImmediate();
  }
}

/** Towards STRETCH_TARGET_MS a stretch, at most 4 times larger than the last. */
function nextSize(size: number, tookMs: number): number {
  const factor = Math.min(4, STRETCH_TARGET_MS / Math.max(tookMs, 0.5));
  return Math.min(STRETCH_MAX, Math.max(STRETCH_MIN, Math.round(size * factor)));
}

const COUNT_FIRST_STRETCH = 10_000;

/**
 * How many matching calls, stretch by stretch, counting no further than `limit` + 1 and for no longer
 * than `deadline` (epoch ms; a count past it is cut short). `complete` is false when it was cut short.
 */
export async function countInStretches(
  db: DbOrTx,
  q: CallQuery,
  limit: number,
  deadline = Number.POSITIVE_INFINITY,
  size?: number,
): Promise<{ counted: number; complete: boolean }> {
  let counted = 0;
  // A count reads no text: it starts at the size a count of 10,000 needs, ~10–20 ms on PGlite.
  for await (const stretch of stretchesOf(db, q, true, null, size, COUNT_FIRST_STRETCH)) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${calls} where ${q.where} and ${stretch.condition}`,
    );
    counted += Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    if (counted > limit || !stretch.end) return { counted, complete: true };
    if (Date.now() >= deadline) return { counted, complete: false };
  }
  return { counted, complete: true };
}

/** How many calls the base and period hold, up to `limit` + 1: one index range, whatever the filter. */
export async function periodSize(db: DbOrTx, q: CallQuery, limit: number): Promise<number> {
  const range = and(
    q.base,
    q.from ? compare(edge(q.from), '>=') : undefined,
    q.to ? compare(edge(q.to), '<') : undefined,
  );
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${calls} where ${range} limit ${limit + 1}) as w`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
