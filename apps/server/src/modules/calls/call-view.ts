import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { callSources, callTypes, sections, systemTreeNodes } from '../../db/schema/index';
import type { CallRow } from './calls.repository';

export type CallTypeRow = typeof callTypes.$inferSelect;

/** A call with the related records the display reads, joined in bulk (no query per call). */
export interface CallView extends CallRow {
  call_type: CallTypeRow | null;
  call_source: { id: number; char: string } | null;
  section: { id: number; name: string; allow_manual_call_closure: boolean } | null;
  system_tree_node: {
    id: number;
    serial: string | null;
    text_short: string;
    text_long: string;
    deny_manual_call_closure: boolean;
  } | null;
}

const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((r) => [r.id, r]));
}

/** Four statements whatever the number of calls (calls of one system). */
export async function viewCalls(db: DbOrTx, systemId: number, rows: CallRow[]): Promise<CallView[]> {
  if (rows.length === 0) return [];
  const typeIds = ids(rows.map((r) => r.call_type_id));
  const sourceIds = ids(rows.map((r) => r.call_source_id));
  const sectionIds = ids(rows.map((r) => r.section_id));
  const nodeIds = ids(rows.map((r) => r.system_tree_node_id));
  const inSystem = (t: { system_id: PgColumn }) => eq(t.system_id, systemId);
  const [types, sources, secs, nodes] = await Promise.all([
    typeIds.length
      ? db
          .select()
          .from(callTypes)
          .where(and(inSystem(callTypes), inArray(callTypes.id, typeIds)))
      : [],
    sourceIds.length
      ? db
          .select({ id: callSources.id, char: callSources.char })
          .from(callSources)
          .where(and(inSystem(callSources), inArray(callSources.id, sourceIds)))
      : [],
    sectionIds.length
      ? db
          .select({
            id: sections.id,
            name: sections.name,
            allow_manual_call_closure: sections.allow_manual_call_closure,
          })
          .from(sections)
          .where(and(inSystem(sections), inArray(sections.id, sectionIds)))
      : [],
    nodeIds.length
      ? db
          .select({
            id: systemTreeNodes.id,
            serial: systemTreeNodes.serial,
            text_short: systemTreeNodes.text_short,
            text_long: systemTreeNodes.text_long,
            deny_manual_call_closure: systemTreeNodes.deny_manual_call_closure,
          })
          .from(systemTreeNodes)
          .where(and(inSystem(systemTreeNodes), inArray(systemTreeNodes.id, nodeIds)))
      : [],
  ]);
  const t = byId(types);
  const s = byId(sources);
  const sec = byId(secs);
  const n = byId(nodes);
  return rows.map((r) => ({
    ...r,
    call_type: t.get(r.call_type_id) ?? null,
    call_source: r.call_source_id === null ? null : (s.get(r.call_source_id) ?? null),
    section: r.section_id === null ? null : (sec.get(r.section_id) ?? null),
    system_tree_node: r.system_tree_node_id === null ? null : (n.get(r.system_tree_node_id) ?? null),
  }));
}
