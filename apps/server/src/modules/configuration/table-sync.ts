import { and, eq, getTableColumns, notInArray, type SQL, sql } from 'drizzle-orm';
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

export interface KindSync extends KindCounts {
  /** The kind's rows of this system differ from before (added, removed or other values). */
  changed: boolean;
}

/** Changed in this console and not yet sent: the configurator's copy must not overwrite them. */
const PENDING_STATES: readonly ItemState[] = ['created', 'updated', 'deleted'];
/**
 * Also kept: staged on the configurator and not committed yet (`sent`). The console's values are what the
 * commit will bring, so an import does not put the old ones back (ADR 0010).
 */
const KEPT_STATES: readonly ItemState[] = [...PENDING_STATES, 'sent'];
/** Items whose values the configurator runs once its committed copy equals them. */
const SYNCABLE_STATES: readonly ItemState[] = ['sent', 'in_sync'];

/** PostgreSQL takes at most 65535 parameters per statement; stay clear of it whatever the column count. */
const MAX_PARAMETERS = 60_000;

/**
 * Makes one kind's table match the configurator's list, in a fixed number of statements (one read,
 * one upsert per couple of thousand rows, one delete), whatever the size of the home:
 * - new items are inserted and known ones refreshed, with item state `imported`;
 * - an item with a pending local edit keeps its configured values and state (a conflict, counted),
 *   but still takes the hardware's runtime values, which nobody edits here;
 * - a sent item keeps its values too; once the committed copy equals them it is `in_sync` (a commit
 *   brought it), and an item in sync stays so while its committed copy does not change;
 * - items the configurator no longer has are removed, except local creations not committed yet.
 */
export async function syncTable(
  tx: DbOrTx,
  systemId: number,
  kind: ConfigKindTable,
  entities: readonly ConfigEntity[],
): Promise<KindSync> {
  const { table } = kind;
  const known = await tx
    .select({ id: table.id, item_state: table.item_state, digest: digestOf(kind) })
    .from(table)
    .where(eq(table.system_id, systemId));
  const stateOf = new Map(known.map((row) => [row.id, row.item_state]));
  const digestBefore = new Map(known.map((row) => [row.id, row.digest]));
  const isPending = (id: number) => KEPT_STATES.includes(stateOf.get(id) ?? 'imported');

  const rows = entities.map((entity) => kind.toRow(systemId, entity));
  const ids = entities.map((entity) => entity.id);
  // One upsert cannot touch a row twice; a list with a repeated id is a broken answer anyway.
  if (new Set(ids).size !== ids.length) throw new ConfigImportError(kind.kind, '-', 'id', 'unique in its list', ids);
  const written = await upsert(tx, kind, rows);
  const deleted = await tx
    .delete(table)
    .where(
      and(
        eq(table.system_id, systemId),
        notInArray(table.item_state, ['created', 'sent']),
        sql`not (${table.id} = any(${intArrayLiteral(ids)}::int[]))`,
      ),
    )
    .returning({ id: table.id });

  const kept = entities.filter((e) => isPending(e.id)).length;
  const inserted = entities.filter((e) => !stateOf.has(e.id)).length;
  const changed = deleted.length > 0 || written.some((row) => digestBefore.get(row.id) !== row.digest);
  return { inserted, updated: entities.length - inserted - kept, deleted: deleted.length, kept_local: kept, changed };
}

/**
 * A fingerprint of a row over the columns an import writes, read before the upsert and returned by it,
 * so telling whether an import changed anything costs no statement of its own.
 */
function digestOf(kind: ConfigKindTable): SQL<string> {
  const byKey = getTableColumns(kind.table) as Record<string, PgColumn>;
  const columns = kind.columns.map((key) => columnOf(byKey, key));
  return sql<string>`md5(row(${sql.join(columns, sql`, `)})::text)`;
}

async function upsert(
  tx: DbOrTx,
  kind: ConfigKindTable,
  rows: Record<string, unknown>[],
): Promise<{ id: number; digest: string }[]> {
  const { table } = kind;
  const byKey = getTableColumns(table) as Record<string, PgColumn>;
  // The states are this module's constants, written inline so the clause costs no parameters.
  const inStates = (states: readonly ItemState[]) =>
    sql`${table.item_state} in (${sql.raw(states.map((state) => `'${state}'`).join(', '))})`;
  const incoming = (key: string) => sql`excluded.${sql.identifier(columnOf(byKey, key).name)}`;
  // A kept row keeps what it has: its own column value and change time.
  const unlessKept = (key: string, value: SQL) =>
    sql`case when ${inStates(KEPT_STATES)} then ${columnOf(byKey, key)} else ${value} end`;
  const configured = kind.columns.filter((key) => !kind.runtime.includes(key));
  const committedAsHere = sql`row(${sql.join(
    configured.map((key) => columnOf(byKey, key)),
    sql`, `,
  )}) is not distinct from row(${sql.join(configured.map(incoming), sql`, `)})`;

  const set: Record<string, SQL> = {
    item_state: sql`case when ${inStates(PENDING_STATES)} then ${table.item_state}
      when ${inStates(SYNCABLE_STATES)} and ${committedAsHere} then 'in_sync'
      when ${inStates(['sent'])} then 'sent' else 'imported' end`,
    updated_at: unlessKept('updated_at', sql`now()`),
  };
  for (const key of kind.columns)
    set[key] = kind.runtime.includes(key) ? incoming(key) : unlessKept(key, incoming(key));

  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / (kind.columns.length + 2)));
  const written: { id: number; digest: string }[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = await tx
      .insert(table)
      .values(rows.slice(start, start + perStatement) as (typeof table.$inferInsert)[])
      .onConflictDoUpdate({ target: [table.system_id, table.id], set })
      .returning({ id: table.id, digest: digestOf(kind) });
    written.push(...batch);
  }
  return written;
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
