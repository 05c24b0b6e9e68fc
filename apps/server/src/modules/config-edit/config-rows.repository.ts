import { and, asc, count, eq, getTableColumns, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type ListFilter, pageOf } from '../../crud/crud';
import { listOrder } from '../../crud/list-order';
import type { DbOrTx } from '../../db/client';
import type { ItemState } from '../../db/schema/index';
import type { ConfigTable } from '../configuration/config-kinds';
import type { ConfigEntity, StoredRow } from './config-entity';

// Queries on one kind's table, always within one system. Rows marked `deleted` wait for the commit to
// remove them: nobody sees them but the sync page, and their ids stay taken.

function columnOf(table: ConfigTable, name: string): PgColumn {
  const column = (getTableColumns(table) as Record<string, PgColumn>)[name];
  if (!column) throw new Error(`no column ${name}`);
  return column;
}

const ofSystem = (table: ConfigTable, systemId: number) => eq(table.system_id, systemId);
const live = (table: ConfigTable, systemId: number) => and(ofSystem(table, systemId), ne(table.item_state, 'deleted'));

export async function liveRows(
  db: DbOrTx,
  entity: ConfigEntity,
  systemId: number,
  ids: readonly number[],
): Promise<StoredRow[]> {
  if (ids.length === 0) return [];
  const { table } = entity;
  const rows = await db
    .select()
    .from(table)
    .where(and(live(table, systemId), inArray(table.id, [...ids])))
    .orderBy(asc(table.id));
  return rows as StoredRow[];
}

/** One page and the total: two statements whatever the page size and order. */
export async function listRows(
  db: DbOrTx,
  entity: ConfigEntity,
  systemId: number,
  filter: ListFilter | null | undefined,
): Promise<{ items: StoredRow[]; total: number }> {
  const { table } = entity;
  const search = filter?.search?.trim();
  const matches = search
    ? or(...entity.search.map((name) => ilike(sql`${columnOf(table, name)}::text`, `%${search}%`)))
    : undefined;
  const where = and(live(table, systemId), matches);
  const { limit, offset } = pageOf(filter?.page);
  const order = listOrder(filter?.sort, entity.sortable, columnOf(table, entity.orderBy), table.id);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { items: rows as StoredRow[], total: totals[0]?.n ?? 0 };
}

/** Ids of a table's rows in the system that other items may name (deleted ones left out). */
export async function liveIds(db: DbOrTx, table: ConfigTable, systemId: number): Promise<Set<number>> {
  const rows = await db.select({ id: table.id }).from(table).where(live(table, systemId));
  return new Set(rows.map((row) => row.id));
}

/** Values of `column` the system's other items hold, for a uniqueness rule. */
export async function takenValues(
  db: DbOrTx,
  entity: ConfigEntity,
  systemId: number,
  column: string,
  exceptId: number,
): Promise<string[]> {
  const { table } = entity;
  const rows = await db
    .select({ value: columnOf(table, column) })
    .from(table)
    .where(and(live(table, systemId), ne(table.id, exceptId)));
  return rows.map((row) => (row.value === null ? '' : String(row.value)));
}

/**
 * The id a new item gets (protocol §4: the console picks it within the kind's range): the next after
 * the highest one in use, so an id is not soon given to something else after a delete, else the lowest
 * free one; null when the range is full.
 */
export async function freeId(db: DbOrTx, entity: ConfigEntity, systemId: number): Promise<number | null> {
  const { table } = entity;
  const rows = await db.select({ id: table.id }).from(table).where(ofSystem(table, systemId));
  const used = new Set(rows.map((row) => row.id));
  const highest = Math.max(0, ...used);
  if (highest < entity.maxId) return highest + 1;
  for (let id = 1; id <= entity.maxId; id++) if (!used.has(id)) return id;
  return null;
}

export async function insertRow(
  tx: DbOrTx,
  entity: ConfigEntity,
  systemId: number,
  values: Record<string, unknown>,
  state: ItemState,
): Promise<StoredRow> {
  const [row] = await tx
    .insert(entity.table)
    .values({ ...values, system_id: systemId, item_state: state } as never)
    .returning();
  if (!row) throw new Error(`${entity.entity}: insert returned no row`);
  return row as StoredRow;
}

export async function updateRow(
  tx: DbOrTx,
  entity: ConfigEntity,
  systemId: number,
  id: number,
  values: Record<string, unknown>,
): Promise<StoredRow> {
  const { table } = entity;
  const [row] = await tx
    .update(table)
    .set({ ...values, updated_at: new Date() } as never)
    .where(and(ofSystem(table, systemId), eq(table.id, id)))
    .returning();
  if (!row) throw new Error(`${entity.entity} ${id}: update returned no row`);
  return row as StoredRow;
}

/** Sets the state of several rows, or removes them (`null`): one statement. */
export async function settle(
  tx: DbOrTx,
  table: ConfigTable,
  systemId: number,
  ids: readonly number[],
  state: ItemState | null,
): Promise<void> {
  if (ids.length === 0) return;
  const which: SQL | undefined = and(ofSystem(table, systemId), inArray(table.id, [...ids]));
  if (state === null) await tx.delete(table).where(which);
  else await tx.update(table).set({ item_state: state, updated_at: new Date() }).where(which);
}
