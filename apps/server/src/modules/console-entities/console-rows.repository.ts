import { and, count, eq, inArray, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type ListFilter, pageOf } from '../../crud/crud';
import { listOrder } from '../../crud/list-order';
import type { DbOrTx } from '../../db/client';
import type { ConsoleEntity, ConsoleRow, SystemTable } from './console-entity';

// Queries on one console table, always within one system.

const ofSystem = (table: SystemTable, systemId: number) => eq(table.system_id, systemId);

/** `%text%` for ILIKE with the pattern characters of `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of a system's rows and their total: two statements whatever the page size and order. */
export async function listRows(
  db: DbOrTx,
  entity: ConsoleEntity,
  systemId: number,
  filter: ListFilter | null | undefined,
): Promise<{ items: ConsoleRow[]; total: number }> {
  const { table } = entity;
  const search = filter?.search?.trim();
  // Numbers (a button's number) are matched as text, the way a user reads them in the list.
  const matches = search
    ? or(...entity.search.map((c) => sql`${c}::text ilike ${containsPattern(search)}`))
    : undefined;
  const where = and(ofSystem(table, systemId), matches);
  const { limit, offset } = pageOf(filter?.page);
  const order = listOrder(filter?.sort, entity.sortable, entity.orderBy, table.id);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { items: rows as ConsoleRow[], total: totals[0]?.n ?? 0 };
}

export async function rowsByIds(
  db: DbOrTx,
  table: SystemTable,
  systemId: number,
  ids: readonly number[],
): Promise<ConsoleRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(ofSystem(table, systemId), inArray(table.id, [...ids])));
  return rows as ConsoleRow[];
}

/** Whether another row of the system holds `value` in `column` (trimmed, case-insensitive; numbers as text). */
export async function isTaken(
  db: DbOrTx,
  table: SystemTable,
  systemId: number,
  column: PgColumn,
  value: string,
  excludeId: number | null,
): Promise<boolean> {
  const same = sql`lower(trim(${column}::text)) = lower(trim(${value}))`;
  const where: SQL | undefined = and(
    ofSystem(table, systemId),
    same,
    excludeId === null ? undefined : ne(table.id, excludeId),
  );
  const hit = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return hit.length > 0;
}

/** The next position after the system's last one (new rows of a sorted list go last). */
export async function nextPosition(db: DbOrTx, table: SystemTable, systemId: number, column: PgColumn) {
  const [row] = await db
    .select({ last: max(column) })
    .from(table as PgTable)
    .where(ofSystem(table, systemId));
  return Number(row?.last ?? 0) + 1;
}

/**
 * Ids of `wanted` that `table` holds for the system. Configuration tables keep deleted rows until the
 * commit; those do not count.
 */
export async function existingIds(
  db: DbOrTx,
  table: SystemTable,
  systemId: number,
  wanted: readonly number[],
): Promise<Set<number>> {
  if (wanted.length === 0) return new Set();
  const live = 'item_state' in table ? ne(table.item_state as PgColumn, 'deleted') : undefined;
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(ofSystem(table, systemId), inArray(table.id, [...wanted]), live));
  return new Set(rows.map((r) => Number(r.id)));
}
