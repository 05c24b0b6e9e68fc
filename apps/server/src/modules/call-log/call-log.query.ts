import { and, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { calls } from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import type { CallRow } from '../calls/calls.repository';
import type { CallLogFilter } from './call-log.filter';
import { filterCondition } from './call-log.filter';
import { type CallScope, scopeCondition } from './call-scope';

/**
 * The sort keys of the log. Each is an expression without nulls (open calls have no closing time and
 * no duration yet: they sort as the latest and longest), so a page ends at a (key, id) pair and the
 * next starts strictly after it — keyset pagination, never OFFSET: page 1,000 costs what page 1 does.
 */
const SORTS = {
  opened_at: { expr: sql`${calls.opened_at}`, cast: 'timestamptz' },
  closed_at: { expr: sql`coalesce(${calls.closed_at}, 'infinity'::timestamptz)`, cast: 'timestamptz' },
  duration: { expr: sql`coalesce(${calls.duration}, 2147483647)`, cast: 'int' },
  call_type_text: { expr: sql`lower(${calls.call_type_text})`, cast: 'text' },
  call_source_text: { expr: sql`lower(${calls.call_source_text})`, cast: 'text' },
  section_name: { expr: sql`lower(${calls.section_name})`, cast: 'text' },
  device_text_long: { expr: sql`lower(${calls.device_text_long})`, cast: 'text' },
} as const;
export type CallLogSortField = keyof typeof SORTS;
/** The same keys for whoever walks the log in its order (exports). */
export const CALL_LOG_SORT_KEYS: Readonly<Record<CallLogSortField, { expr: SQL; cast: string }>> = SORTS;
export const CALL_LOG_SORT_FIELDS = Object.keys(SORTS) as CallLogSortField[];

export interface CallLogSort {
  field: CallLogSortField;
  descending: boolean;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Counting stops here: past it the log says "more than 10,000" (issue 12). */
export const COUNT_LIMIT = 10_000;

export function parseSort(input: { field: string; descending?: boolean | null } | null | undefined): CallLogSort {
  if (!input) return { field: 'opened_at', descending: true };
  if (!(input.field in SORTS)) throw new ValidationFailed([{ field: 'sort', key: 'invalid_value' }]);
  return { field: input.field as CallLogSortField, descending: input.descending ?? true };
}

/**
 * What a cursor holds: the sort it belongs to and the last row's key and id. The key travels as the
 * database's own text of it and is cast back, so no precision is lost between pages (microseconds).
 */
interface Cursor {
  s: CallLogSortField;
  d: boolean;
  v: string;
  i: number;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

export function decodeCursor(text: string, sort: CallLogSort): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    if (c.s === sort.field && c.d === sort.descending && typeof c.v === 'string' && Number.isInteger(c.i)) return c;
  } catch {
    // not a cursor of ours: refused below
  }
  throw new ValidationFailed([{ field: 'after', key: 'invalid_value' }]);
}

/** Everything a page, a count or an export reads: the system, the caller's scope and the filter. */
export async function whereOf(db: DbOrTx, scope: CallScope, filter: CallLogFilter): Promise<SQL> {
  return and(scopeCondition(scope), await filterCondition(db, scope.systemId, filter)) as SQL;
}

/** Rows strictly after `after` in the sort, at most `limit` of them. */
export async function readPage(
  db: DbOrTx,
  where: SQL,
  sort: CallLogSort,
  after: Cursor | null,
  limit: number,
): Promise<{ rows: CallRow[]; next: string | null }> {
  const { expr, cast } = SORTS[sort.field];
  const dir = sql.raw(sort.descending ? 'desc' : 'asc');
  const beyond = after
    ? sql`(${expr}, ${calls.id}) ${sql.raw(sort.descending ? '<' : '>')} (${after.v}::${sql.raw(cast)}, ${after.i})`
    : undefined;
  const rows = (await db
    .select({ row: calls, sort_key: sql<string>`(${expr})::text`.as('sort_key') })
    .from(calls)
    .where(beyond ? and(where, beyond) : where)
    .orderBy(sql`${expr} ${dir}`, sql`${calls.id} ${dir}`)
    .limit(limit + 1)) as { row: CallRow; sort_key: string }[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last
      ? encodeCursor({
          s: sort.field,
          d: sort.descending,
          v: last.sort_key,
          i: last.row.id,
        })
      : null;
  return { rows: page.map((r) => r.row), next };
}

/**
 * How many match, counting no further than COUNT_LIMIT (a year of calls is millions of rows). The count
 * must be able to stop at the limit, so no bitmap scan: a bitmap reads every matching index entry before
 * its first row. Without statistics (a server's PGlite never has any: no autovacuum, no ANALYZE) the
 * planner takes a system's calls for a few thousand rows and picks one — 3.6 M entries for a count since
 * the beginning, ~0.6 s (bench/call-log); with statistics it does not pick one here anyway.
 */
export async function countUpTo(
  db: DbOrTx,
  where: SQL,
  limit = COUNT_LIMIT,
): Promise<{ value: number; exact: boolean }> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return tx.execute(
      sql`select count(*)::int as n from (select 1 from ${calls} where ${where} limit ${limit + 1}) as matching`,
    );
  });
  const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  return n > limit ? { value: limit, exact: false } : { value: n, exact: true };
}

/**
 * Every matching row in sort order, a batch at a time (exports): memory holds one batch, whatever
 * the number of rows. `onBatch` may stop the walk by returning false (a cancelled export).
 */
export async function forEachBatch(
  db: DbOrTx,
  where: SQL,
  sort: CallLogSort,
  batchSize: number,
  onBatch: (rows: CallRow[]) => Promise<boolean | undefined> | boolean | undefined,
): Promise<void> {
  let after: Cursor | null = null;
  for (;;) {
    const { rows, next } = await readPage(db, where, sort, after, batchSize);
    if (rows.length && (await onBatch(rows)) === false) return;
    if (!next) return;
    after = decodeCursor(next, sort);
  }
}
