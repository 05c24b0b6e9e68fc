import { and, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { calls } from '../../db/schema/index';
import { CALL_LOG_SORT_KEYS, type CallLogSort } from '../call-log/call-log.query';
import { type CallQuery, inIndexOrder, STRETCH_ROWS, stretchAfter, wholeCondition } from '../call-log/call-scan';

/** The call log's own sort keys, so an export lists the calls in the log's order. */
const SORT_KEYS = CALL_LOG_SORT_KEYS;

/** The last row of a batch: where the next one starts (keyset, as the log's pages). */
export interface CallCursor {
  key: string;
  id: number;
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
  query: CallQuery,
  sort: CallLogSort,
  after: CallCursor | null,
  limit: number,
  stretchSize = STRETCH_ROWS,
): Promise<CallBatch> {
  if (sort.field !== 'opened_at') {
    const batch = await batchOf(db, wholeCondition(query), sort, after, limit);
    return { ...batch, done: batch.count < limit };
  }
  // By the time, a batch reads one stretch of the period (ADR 0030): a filter that matches few calls
  // makes short batches, never a statement that reads the whole period.
  const from = after ? { v: after.key, i: after.id, ms: 0 } : null;
  const stretch = await stretchAfter(db, query, sort.descending, from, stretchSize);
  const batch = await batchOf(db, and(query.where, stretch.condition) as SQL, sort, null, limit);
  if (batch.count === limit) return { ...batch, done: false };
  const { end } = stretch;
  return { ...batch, last: end ? { key: end.v, id: end.i } : batch.last, done: end === null };
}

/** A batch, where the next one starts, and whether the walk is done. */
export interface CallBatch {
  json: string;
  count: number;
  last: CallCursor | null;
  done: boolean;
}

async function batchOf(
  db: Db,
  where: SQL,
  sort: CallLogSort,
  after: CallCursor | null,
  limit: number,
): Promise<Omit<CallBatch, 'done'>> {
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
