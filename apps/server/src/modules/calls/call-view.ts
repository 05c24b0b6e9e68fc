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

/**
 * The related records already read, by id: a caller that views the calls of one system again and again
 * (the escalation engine's looks, engine.ts) keeps them for a moment and reads only what is new.
 */
export interface CallViewKnown {
  types: Map<number, CallTypeRow>;
  sources: Map<number, NonNullable<CallView['call_source']>>;
  sections: Map<number, NonNullable<CallView['section']>>;
  nodes: Map<number, NonNullable<CallView['system_tree_node']>>;
}
export const newCallViewKnown = (): CallViewKnown => ({
  types: new Map(),
  sources: new Map(),
  sections: new Map(),
  nodes: new Map(),
});

/**
 * A CallViewKnown per system, begun afresh every `ttlMs`: the feeds view their system's calls at every
 * change, and the related records (call types, sources, sections, tree nodes) were four statements of
 * every round — a fifth of the embedded database's time in a burst of `bench/calls`. A renamed call type
 * or section shows within `ttlMs`, as a routing change does for the phones (ADR 0032).
 */
export function callViewCache(ttlMs = 2_000): (systemId: number) => CallViewKnown {
  const bySystem = new Map<number, { at: number; known: CallViewKnown }>();
  return (systemId) => {
    const now = performance.now();
    let entry = bySystem.get(systemId);
    if (!entry || now - entry.at >= ttlMs) {
      entry = { at: now, known: newCallViewKnown() };
      bySystem.set(systemId, entry);
    }
    return entry.known;
  };
}

/** Four statements at most whatever the number of calls (calls of one system); none for what `known` holds. */
export async function viewCalls(
  db: DbOrTx,
  systemId: number,
  rows: CallRow[],
  known: CallViewKnown = newCallViewKnown(),
): Promise<CallView[]> {
  if (rows.length === 0) return [];
  const missing = <T>(map: Map<number, T>, values: (number | null)[]) => ids(values).filter((id) => !map.has(id));
  const typeIds = missing(
    known.types,
    rows.map((r) => r.call_type_id),
  );
  const sourceIds = missing(
    known.sources,
    rows.map((r) => r.call_source_id),
  );
  const sectionIds = missing(
    known.sections,
    rows.map((r) => r.section_id),
  );
  const nodeIds = missing(
    known.nodes,
    rows.map((r) => r.system_tree_node_id),
  );
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
  for (const row of types) known.types.set(row.id, row);
  for (const row of sources) known.sources.set(row.id, row);
  for (const row of secs) known.sections.set(row.id, row);
  for (const row of nodes) known.nodes.set(row.id, row);
  const { types: t, sources: s, sections: sec, nodes: n } = known;
  return rows.map((r) => ({
    ...r,
    call_type: t.get(r.call_type_id) ?? null,
    call_source: r.call_source_id === null ? null : (s.get(r.call_source_id) ?? null),
    section: r.section_id === null ? null : (sec.get(r.section_id) ?? null),
    system_tree_node: r.system_tree_node_id === null ? null : (n.get(r.system_tree_node_id) ?? null),
  }));
}
