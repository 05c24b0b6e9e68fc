import { setImmediate } from 'node:timers/promises';
import { and, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { calls } from '../../db/schema/index';

/**
 * A read of the log (ADR 0030): `where` is every condition (system, the caller's scope, the filter);
 * `window` only the system and the period, which the (system, opened_at, id) index answers alone.
 */
export interface CallQuery {
  where: SQL;
  window: SQL;
}

/**
 * Calls one statement examines at most, whatever the filter. A text or a call type that matches few
 * calls would otherwise make one statement read the whole period: on the embedded database that runs
 * on the main thread, ~10 µs a call with a text filter, so a year (3.6 M calls) held the call path ~60 s.
 * 2,000 calls cost it ~10–25 ms (bench/call-log), and the event loop gets a turn between stretches.
 */
export const STRETCH_ROWS = 2_000;

/** A place in the opened_at order: the database's own text of the time (no precision lost) and the id. */
export interface Place {
  v: string;
  i: number;
  /** The time as epoch milliseconds, for people ("searched back to …"). */
  ms: number;
}

const at = (p: Place) => sql`${p.v}::timestamptz`;

/** Strictly past `p` in the scan's direction (the plain bound lets any index range on opened_at stop). */
export function beyond(p: Place, descending: boolean): SQL {
  return descending
    ? sql`${calls.opened_at} <= ${at(p)} and (${calls.opened_at}, ${calls.id}) < (${at(p)}, ${p.i})`
    : sql`${calls.opened_at} >= ${at(p)} and (${calls.opened_at}, ${calls.id}) > (${at(p)}, ${p.i})`;
}

function upTo(p: Place, descending: boolean): SQL {
  return descending
    ? sql`${calls.opened_at} >= ${at(p)} and (${calls.opened_at}, ${calls.id}) >= (${at(p)}, ${p.i})`
    : sql`${calls.opened_at} <= ${at(p)} and (${calls.opened_at}, ${calls.id}) <= (${at(p)}, ${p.i})`;
}

export interface Stretch {
  /** Holds exactly the stretch's calls of the window; add it to the query's own conditions. */
  condition: SQL;
  /** Its last call; null: the stretch runs to the end of the window. */
  end: Place | null;
}

/** The window's next `size` calls after `from` in opened_at order (newest first when `descending`). */
export async function stretchAfter(
  db: DbOrTx,
  window: SQL,
  descending: boolean,
  from: Place | null,
  size = STRETCH_ROWS,
): Promise<Stretch> {
  const dir = sql.raw(descending ? 'desc' : 'asc');
  // Its end is the size-th call: an index range of `size` entries, whatever the filter.
  const result = await db.execute(sql`
    select ${calls.opened_at}::text as v, ${calls.id} as i, (extract(epoch from ${calls.opened_at}) * 1000)::float8 as ms
      from ${calls}
     where ${window} ${from ? sql`and ${beyond(from, descending)}` : sql``}
     order by ${calls.opened_at} ${dir}, ${calls.id} ${dir}
    offset ${size - 1} limit 1`);
  const row = rowsOf<{ v: string; i: number; ms: number }>(result)[0];
  const end = row ? { v: row.v, i: Number(row.i), ms: Number(row.ms) } : null;
  const parts = [from ? beyond(from, descending) : undefined, end ? upTo(end, descending) : undefined];
  return { condition: and(...parts) ?? sql`true`, end };
}

/**
 * The window's calls after `from`, one stretch at a time to its end. Between two stretches the event
 * loop gets a turn: statements that follow each other in one request would otherwise run in one turn
 * and hold the call path as long as one big statement.
 */
export async function* stretchesOf(
  db: DbOrTx,
  window: SQL,
  descending: boolean,
  from: Place | null,
  size = STRETCH_ROWS,
): AsyncGenerator<Stretch> {
  let start = from;
  for (;;) {
    const stretch = await stretchAfter(db, window, descending, start, size);
    yield stretch;
    if (!stretch.end) return;
    start = stretch.end;
    await setImmediate();
  }
}

/**
 * How many matching calls, stretch by stretch, counting no further than `limit` + 1 and for no longer
 * than `deadline` (epoch ms; a count past it is cut short). `complete` is false when it was cut short.
 */
export async function countInStretches(
  db: DbOrTx,
  query: CallQuery,
  limit: number,
  deadline = Number.POSITIVE_INFINITY,
  size = STRETCH_ROWS,
): Promise<{ counted: number; complete: boolean }> {
  let counted = 0;
  for await (const stretch of stretchesOf(db, query.window, true, null, size)) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${calls} where ${query.where} and ${stretch.condition}`,
    );
    counted += Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    if (counted > limit || !stretch.end) return { counted, complete: true };
    if (Date.now() >= deadline) return { counted, complete: false };
  }
  return { counted, complete: true };
}

/** How many calls the window holds, up to `limit` + 1: one index range, whatever the filter. */
export async function windowSize(db: DbOrTx, window: SQL, limit: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${calls} where ${window} limit ${limit + 1}) as w`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
