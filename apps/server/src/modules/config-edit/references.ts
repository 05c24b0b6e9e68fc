import { SPECIAL_CODES } from '@wardlight/domain';
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { displayGroups, sections, systems, systemTreeNodes } from '../../db/schema/index';
import type { ConfigTable, TableKind } from '../configuration/config-kinds';
import type { RuleContext } from './config-entity';

/**
 * Which configuration fields name another item (docs/configurator-protocol.md §4 `ref(x)`), declared once:
 * a write checks that what it names exists, a delete refuses an item something still names.
 */
interface FieldReference {
  from: TableKind;
  table: ConfigTable;
  /** Columns holding the id; `list` columns hold a JSON list whose entries carry it under `key`. */
  columns: readonly string[];
  list?: { key: string };
  to: TableKind;
  /** Option codes that stand in for an id (schedules: all day, none; display groups: section, all, none). */
  codes?: readonly number[];
}

const SCHEDULE_CODES = [SPECIAL_CODES.allDay, SPECIAL_CODES.none];
const GROUP_CODES = [SPECIAL_CODES.section, SPECIAL_CODES.all, SPECIAL_CODES.none];
const groupColumns = (day: 'weekday' | 'weekend') => [1, 2, 3, 4, 5].map((n) => `${day}_display_group_${n}_id`);

export const REFERENCES: readonly FieldReference[] = [
  { from: 'sections', table: sections, columns: ['connected_section_id'], to: 'sections' },
  {
    from: 'sections',
    table: sections,
    columns: ['weekday_schedule_id', 'weekend_schedule_id'],
    to: 'schedules',
    codes: SCHEDULE_CODES,
  },
  {
    from: 'sections',
    table: sections,
    columns: [...groupColumns('weekday'), ...groupColumns('weekend')],
    to: 'display_groups',
    codes: GROUP_CODES,
  },
  {
    from: 'display_groups',
    table: displayGroups,
    columns: ['connections'],
    list: { key: 'section_id' },
    to: 'sections',
  },
  {
    from: 'display_groups',
    table: displayGroups,
    columns: ['connections'],
    list: { key: 'call_type_id' },
    to: 'call_types',
  },
  { from: 'system_tree_nodes', table: systemTreeNodes, columns: ['parent_id'], to: 'system_tree_nodes' },
  { from: 'system_tree_nodes', table: systemTreeNodes, columns: ['section_id'], to: 'sections' },
  { from: 'system_tree_nodes', table: systemTreeNodes, columns: ['call_source_id'], to: 'call_sources' },
  { from: 'system_tree_nodes', table: systemTreeNodes, columns: ['hub_id'], to: 'hubs' },
  // A node's own schedules and display groups (spec part 1 §3, "as for a section"): kept in the console,
  // but a schedule or group a node names may not go either.
  {
    from: 'system_tree_nodes',
    table: systemTreeNodes,
    columns: ['weekday_schedule_id', 'weekend_schedule_id'],
    to: 'schedules',
    codes: SCHEDULE_CODES,
  },
  {
    from: 'system_tree_nodes',
    table: systemTreeNodes,
    columns: [...groupColumns('weekday'), ...groupColumns('weekend')],
    to: 'display_groups',
    codes: GROUP_CODES,
  },
];

/** Each id a candidate names, with the field path the configurator would report it on. */
function namedIds(reference: FieldReference, candidate: Record<string, unknown>): { field: string; id: number }[] {
  return reference.columns.flatMap((column) => {
    const value = candidate[column];
    if (!reference.list) return typeof value === 'number' ? [{ field: column, id: value }] : [];
    const entries = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    return entries.flatMap((entry, index) => {
      const id = entry[reference.list?.key ?? ''];
      return typeof id === 'number' ? [{ field: `${column}[${index}].${reference.list?.key}`, id }] : [];
    });
  });
}

/** Refuses ids of items this system does not have, as the configurator would at commit (`missing_relation`). */
export async function checkNamedItems(kind: TableKind, candidate: Record<string, unknown>, ctx: RuleContext) {
  for (const reference of REFERENCES.filter((r) => r.from === kind)) {
    const named = namedIds(reference, candidate).filter(({ id }) => !reference.codes?.includes(id));
    if (named.length === 0) continue;
    const existing = await ctx.ids(reference.to);
    for (const { field, id } of named)
      if (!existing.has(id)) ctx.issues.add(field, 'missing_relation', { related_kind: reference.to, related_id: id });
  }
}

function column(table: ConfigTable, name: string): PgColumn {
  const found = (getTableColumns(table) as Record<string, PgColumn>)[name];
  if (!found) throw new Error(`no column ${name}`);
  return found;
}

/** One statement per reference: every id the other rows of the system name (deleted ones and `except` left out). */
async function namedBy(db: DbOrTx, systemId: number, reference: FieldReference, except: readonly number[]) {
  const { table } = reference;
  const others = except.length ? sql`not (${table.id} = any(${`{${except.join(',')}}`}::int[]))` : undefined;
  const where = and(eq(table.system_id, systemId), ne(table.item_state, 'deleted'), others);
  const columns = reference.columns.map((name) => column(table, name));
  // A list column yields one row per entry, plain columns one row per column: either way one id per row.
  const id: SQL<number | null> = reference.list
    ? sql`(jsonb_array_elements(${columns[0]}) ->> ${reference.list.key})::int`
    : sql`unnest(array[${sql.join(columns, sql`, `)}])`;
  const rows = await db.select({ id }).from(table).where(where);
  return rows.map((row) => row.id).filter((id): id is number => id !== null && !reference.codes?.includes(id));
}

/**
 * How many times other items of the system still name each of `ids` of `kind` — including a system's
 * call suppression sections. Items deleted in the same request do not count: deleting two sections
 * connected to each other is fine. A fixed number of statements, whatever the number of ids.
 */
export async function usesOf(
  db: DbOrTx,
  systemId: number,
  kind: TableKind,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const wanted = new Set(ids);
  const uses = new Map<number, number>();
  const count = (id: number) => {
    if (wanted.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
  };
  for (const reference of REFERENCES.filter((r) => r.to === kind)) {
    const except = reference.from === kind ? ids : [];
    for (const id of await namedBy(db, systemId, reference, except)) count(id);
  }
  if (kind === 'sections') {
    const [system] = await db
      .select({ ids: systems.call_suppression_sections })
      .from(systems)
      .where(eq(systems.id, systemId));
    for (const id of system?.ids ?? []) count(id);
  }
  return uses;
}
