import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calls } from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import type { CallRow } from '../calls/calls.repository';
import type { CallLogFilter } from './call-log.filter';
import { filterCondition } from './call-log.filter';
import { type CallQuery, countInStretches, type Place, periodSize, stretchesOf, wholeCondition } from './call-scan';
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
export async function whereOf(db: DbOrTx, scope: CallScope, filter: CallLogFilter): Promise<CallQuery> {
  // One section leads the index range too: (system, section, opened_at, id) then gives its stretches,
  // so a ward's log reads its own calls, not the home's thirty times as many.
  const [section] = filter.sectionIds?.length === 1 ? filter.sectionIds : [];
  return {
    base: and(
      eq(calls.system_id, scope.systemId),
      section === undefined ? undefined : eq(calls.section_id, section),
    ) as SQL,
    from: filter.from,
    to: filter.to,
    where: and(scopeCondition(scope), await filterCondition(db, scope.systemId, filter)) as SQL,
  };
}

/** Wall time a page (or a count) scans before it answers with what it found (ADR 0030). */
export const SCAN_BUDGET_MS = 400;

/**
 * Sorts other than by the time read every matching call of the period in one statement (no index
 * gives their order within a period), so they are offered for periods of at most this many calls.
 */
export const SORT_WINDOW_LIMIT = COUNT_LIMIT;

/** Refuses a sort other than by the time over a period of more than SORT_WINDOW_LIMIT calls. */
export async function checkSortWindow(
  db: DbOrTx,
  query: CallQuery,
  sort: CallLogSort,
  max = SORT_WINDOW_LIMIT,
): Promise<void> {
  if (sort.field === 'opened_at') return;
  if ((await periodSize(db, query, max)) > max)
    throw new ValidationFailed([{ field: 'sort', key: 'sort_window', data: { max } }]);
}

export interface CallLogPageRows {
  rows: CallRow[];
  next: string | null;
  /** Set when the scan stopped at its budget before the page was full: the time it searched to. */
  reached: Date | null;
}

/**
 * Rows strictly after `after` in the sort, at most `limit` of them. By the time (the log's order unless
 * asked otherwise) the period is read a stretch at a time, and when `deadline` passes before the page
 * is full the page ends early: `next` goes on where the scan stopped, `reached` says when that is.
 * Other sorts read the period in one statement (checkSortWindow keeps it small).
 */
export async function readPage(
  db: DbOrTx,
  query: CallQuery,
  sort: CallLogSort,
  after: Cursor | null,
  limit: number,
  { deadline = Number.POSITIVE_INFINITY, stretchSize }: { deadline?: number; stretchSize?: number } = {},
): Promise<CallLogPageRows> {
  if (sort.field !== 'opened_at')
    return { ...(await readSorted(db, wholeCondition(query), sort, after, limit)), reached: null };
  const rows: CallRow[] = [];
  const from = after ? { v: after.v, i: after.i, ms: 0 } : null;
  const continueAt = (p: Place) => encodeCursor({ s: sort.field, d: sort.descending, v: p.v, i: p.i });
  for await (const stretch of stretchesOf(db, query, sort.descending, from, stretchSize)) {
    const found = await readSorted(db, and(query.where, stretch.condition) as SQL, sort, null, limit - rows.length);
    rows.push(...found.rows);
    if (found.next) return { rows, next: found.next, reached: null };
    if (!stretch.end) return { rows, next: null, reached: null };
    // Every call of the stretch is read: the next page starts after it, not after the last row found.
    if (rows.length === limit || Date.now() >= deadline)
      return { rows, next: continueAt(stretch.end), reached: rows.length < limit ? new Date(stretch.end.ms) : null };
  }
  return { rows, next: null, reached: null };
}

/** One statement: the rows strictly after `after` in the sort, at most `limit`, and the cursor past them. */
async function readSorted(
  db: DbOrTx,
  where: SQL,
  sort: CallLogSort,
  after: Cursor | null,
  limit: number,
): Promise<{ rows: CallRow[]; next: string | null }> {
  const { expr, cast } = SORTS[sort.field];
  const dir = sql.raw(sort.descending ? 'desc' : 'asc');
  const past = after
    ? sql`(${expr}, ${calls.id}) ${sql.raw(sort.descending ? '<' : '>')} (${after.v}::${sql.raw(cast)}, ${after.i})`
    : undefined;
  const rows = (await db
    .select({ row: calls, sort_key: sql<string>`(${expr})::text`.as('sort_key') })
    .from(calls)
    .where(past ? and(where, past) : where)
    .orderBy(sql`${expr} ${dir}`, sql`${calls.id} ${dir}`)
    .limit(limit + 1)) as { row: CallRow; sort_key: string }[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last
      ? encodeCursor({ s: sort.field, d: sort.descending, v: last.sort_key, i: last.row.id })
      : null;
  return { rows: page.map((r) => r.row), next };
}

/**
 * How many match, counting no further than COUNT_LIMIT (a year of calls is millions of rows), a stretch
 * at a time; past `deadline` the count stops too. Either way `exact` is false: at least `value` match.
 */
export async function countUpTo(
  db: DbOrTx,
  query: CallQuery,
  limit = COUNT_LIMIT,
  deadline = Number.POSITIVE_INFINITY,
): Promise<{ value: number; exact: boolean }> {
  const { counted, complete } = await countInStretches(db, query, limit, deadline);
  if (counted > limit) return { value: limit, exact: false };
  return { value: counted, exact: complete };
}

/**
 * Every matching row in sort order, a batch at a time (exports): memory holds one batch, whatever
 * the number of rows. `onBatch` may stop the walk by returning false (a cancelled export).
 */
export async function forEachBatch(
  db: DbOrTx,
  query: CallQuery,
  sort: CallLogSort,
  batchSize: number,
  onBatch: (rows: CallRow[]) => Promise<boolean | undefined> | boolean | undefined,
): Promise<void> {
  let after: Cursor | null = null;
  for (;;) {
    const { rows, next } = await readPage(db, query, sort, after, batchSize);
    if (rows.length && (await onBatch(rows)) === false) return;
    if (!next) return;
    after = decodeCursor(next, sort);
  }
}
