import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ConfigEntity } from '../../call-system/protocol-types';
import type { DbOrTx } from '../../db/client';
import type { ItemState } from '../../db/schema/item-state';
import { ConfigImportError } from './config-fields';
import type { ConfigKindTable } from './config-kinds';

export interface KindCounts {
  inserted: number;
  updated: number;
  deleted: number;
  /** Items the configurator has but the console changed and has not sent: left as the console has them. */
  kept_local: number;
}

/** Changed in this console and not yet sent: the configurator's copy must not overwrite them. */
const PENDING_STATES: readonly ItemState[] = ['created', 'updated', 'deleted'];

/** PostgreSQL takes at most 65535 parameters per statement; stay clear of it whatever the column count. */
const MAX_PARAMETERS = 60_000;

/**
 * Makes one kind's table match the configurator's list, in a fixed number of statements (one read,
 * one upsert per couple of thousand rows, one delete), whatever the size of the home:
 * - new items are inserted and known ones refreshed, with item state `imported`;
 * - an item with a pending local edit keeps its configured values and state (a conflict, counted),
 *   but still takes the hardware's runtime values, which nobody edits here;
 * - items the configurator no longer has are removed, except local creations not sent yet.
 */
export async function syncTable(
  tx: DbOrTx,
  systemId: number,
  kind: ConfigKindTable,
  entities: readonly ConfigEntity[],
): Promise<KindCounts> {
  const { table } = kind;
  const known = await tx
    .select({ id: table.id, item_state: table.item_state })
    .from(table)
    .where(eq(table.system_id, systemId));
  const stateOf = new Map(known.map((row) => [row.id, row.item_state]));
  const isPending = (id: number) => PENDING_STATES.includes(stateOf.get(id) ?? 'imported');

  const rows = entities.map((entity) => kind.toRow(systemId, entity));
  const ids = entities.map((entity) => entity.id);
  // One upsert cannot touch a row twice; a list with a repeated id is a broken answer anyway.
  if (new Set(ids).size !== ids.length) throw new ConfigImportError(kind.kind, '-', 'id', 'unique in its list', ids);
  await upsert(tx, kind, rows);
  const deleted = await tx
    .delete(table)
    .where(
      and(
        eq(table.system_id, systemId),
        ne(table.item_state, 'created'),
        sql`not (${table.id} = any(${intArrayLiteral(ids)}::int[]))`,
      ),
    )
    .returning({ id: table.id });

  const kept = entities.filter((e) => isPending(e.id)).length;
  const inserted = entities.filter((e) => !stateOf.has(e.id)).length;
  return { inserted, updated: entities.length - inserted - kept, deleted: deleted.length, kept_local: kept };
}

async function upsert(tx: DbOrTx, kind: ConfigKindTable, rows: Record<string, unknown>[]): Promise<void> {
  const { table } = kind;
  const byKey = getTableColumns(table) as Record<string, PgColumn>;
  // The states are this module's constants, written inline so the clause costs no parameters.
  const pending = sql`${table.item_state} in (${sql.raw(PENDING_STATES.map((state) => `'${state}'`).join(', '))})`;
  const incoming = (key: string) => sql`excluded.${sql.identifier(columnOf(byKey, key).name)}`;
  // A pending row keeps what it has: its own column value, state and change time.
  const unlessPending = (key: string, value: SQL) =>
    sql`case when ${pending} then ${columnOf(byKey, key)} else ${value} end`;

  const set: Record<string, SQL> = {
    item_state: unlessPending('item_state', sql`${'imported'}`),
    updated_at: unlessPending('updated_at', sql`now()`),
  };
  for (const key of kind.columns)
    set[key] = kind.runtime.includes(key) ? incoming(key) : unlessPending(key, incoming(key));

  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / (kind.columns.length + 2)));
  for (let start = 0; start < rows.length; start += perStatement) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + perStatement) as (typeof table.$inferInsert)[])
      .onConflictDoUpdate({ target: [table.system_id, table.id], set });
  }
}

function columnOf(columns: Record<string, PgColumn>, key: string): PgColumn {
  const column = columns[key];
  if (!column) throw new Error(`no column ${key}`);
  return column;
}

/** One parameter for any number of ids (ids are integers, so the literal needs no escaping). */
function intArrayLiteral(ids: readonly number[]): string {
  return `{${ids.join(',')}}`;
}
