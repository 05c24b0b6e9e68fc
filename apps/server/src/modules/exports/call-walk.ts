import { setImmediate } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { calls } from '../../db/schema/index';
import { CALL_LOG_SORT_KEYS, type CallLogSort } from '../call-log/call-log.query';

/** The call log's own sort keys, so an export lists the calls in the log's order. */
const SORT_KEYS = CALL_LOG_SORT_KEYS;

/** The last row of a batch: where the next one starts (keyset, as the log's pages). */
export interface CallCursor {
  key: string;
  id: number;
}

/**
 * Runs reads with the planner told to avoid sorting where an index gives the order. The embedded
 * database never gathers statistics (no autovacuum in PGlite), so the planner takes a system's calls
 * for a few hundred rows and sorts all of them for every batch (~100 ms per batch over 100,000 calls)
 * rather than reading (system, opened_at, id) backwards (~1.5 ms). Sorts by a column without an index
 * still sort. On PostgreSQL, with statistics, this picks the plan it would pick anyway.
 */
async function inIndexOrder<T>(db: Db, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return read(tx);
  });
}

/**
 * How many calls match, counting no further than `limit` + 1, in steps of `step` along the opened_at
 * index: one count of 100,000 holds the embedded database (and so the main thread) ~0.1–0.3 s, one up
 * to a CSV's million seconds; a step of 10,000 costs it ~20–80 ms, and the call path gets in between.
 */
export async function countCalls(db: Db, where: SQL, limit: number, step = 10_000): Promise<number> {
  let counted = 0;
  let after: CallCursor | null = null;
  while (counted <= limit) {
    const beyond: SQL = after
      ? sql`and (${calls.opened_at}, ${calls.id}) < (${after.key}::timestamptz, ${after.id})`
      : sql``;
    const result = await inIndexOrder(db, (tx) =>
      tx.execute(sql`
        with part as (
          select ${calls.opened_at} as k, ${calls.id} as id from ${calls}
           where ${where} ${beyond}
           order by ${calls.opened_at} desc, ${calls.id} desc
           limit ${Math.min(step, limit + 1 - counted)}
        )
        select (select count(*) from part)::int as n,
               (select json_build_array(k::text, id) from part order by k asc, id asc limit 1)::text as last`),
    );
    const row = rowsOf<{ n: number; last: string | null }>(result)[0];
    const n = Number(row?.n ?? 0);
    counted += n;
    if (n < step || !row?.last) break;
    const [key, id] = JSON.parse(row.last) as [string, number];
    after = { key, id: Number(id) };
    // Statements that follow each other in one request run in one turn of the event loop unless it is
    // given one: without it the steps would hold the call path as long as one big count.
    await setImmediate();
  }
  return counted;
}

const ms = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)`;

/**
 * The next `limit` calls after `after` in the log's order, as ONE text value: a JSON array of rows, each
 * an array of the export's columns (source, type, opened and closed as epoch ms, duration, device texts,
 * position, section, app user, closed). The database builds the JSON, the worker thread parses it:
 * on the embedded database every field a statement returns is decoded on the main thread, which the
 * call path shares, and a batch of 1,000 calls as rows cost it ~100 ms where one text value costs ~10.
 */
export async function callsBatch(
  db: Db,
  where: SQL,
  sort: CallLogSort,
  after: CallCursor | null,
  limit: number,
): Promise<{ json: string; count: number; last: CallCursor | null }> {
  const { expr, cast } = SORT_KEYS[sort.field];
  const dir = sql.raw(sort.descending ? 'desc' : 'asc');
  const back = sql.raw(sort.descending ? 'asc' : 'desc');
  const beyond = after
    ? sql`and (${expr}, ${calls.id}) ${sql.raw(sort.descending ? '<' : '>')} (${after.key}::${sql.raw(cast)}, ${after.id})`
    : sql``;
  const result = await inIndexOrder(db, (tx) =>
    tx.execute(sql`
    with page as (
      select ${calls.call_source_text} as src, ${calls.call_type_text} as type, ${ms(sql`${calls.opened_at}`)} as opened,
             ${ms(sql`${calls.closed_at}`)} as closed, ${calls.duration} as duration, ${calls.device_text_long} as long,
             ${calls.device_text_short} as short, ${calls.position} as position, ${calls.section_name} as section,
             ${calls.handled_by_app_username} as app_user, ${calls.is_closed} as is_closed, ${calls.id} as id, ${expr} as k
        from ${calls}
       where ${where} ${beyond}
       order by ${expr} ${dir}, ${calls.id} ${dir}
       limit ${limit}
    )
    select (select json_agg(json_build_array(src, type, opened, closed, duration, long, short, position, section,
                                             app_user, is_closed) order by k ${dir}, id ${dir})
              from page)::text as json,
           (select count(*) from page)::int as count,
           (select json_build_array(k::text, id) from page order by k ${back}, id ${back} limit 1)::text as last`),
  );
  const row = rowsOf<{ json: string | null; count: number; last: string | null }>(result)[0];
  const last = row?.last ? (JSON.parse(row.last) as [string, number]) : null;
  return {
    json: row?.json ?? '[]',
    count: Number(row?.count ?? 0),
    last: last ? { key: last[0], id: Number(last[1]) } : null,
  };
}
