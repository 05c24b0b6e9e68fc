import { DEVICE_KINDS, interconnectionsBySection, parentChain } from '@wardlight/domain';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calls, flightProfiles, globalSettings, mergeGroups, sections, systemTreeNodes } from '../../db/schema/index';
import { callIsOpen } from '../calls/calls.repository';

export type TreeNodeRow = typeof systemTreeNodes.$inferSelect;

export interface SectionFacts {
  id: number;
  name: string;
  connected_section_id: number | null;
  allow_manual_call_closure: boolean;
  /** In an active interconnection: a merge group with at least one other existing section (ADR 0015). */
  interconnected: boolean;
}

/**
 * The live nodes of a system: a node whose deletion is staged waits for the commit to go, and nobody
 * but the sync page sees it any more.
 */
const live = (systemId: number) =>
  and(eq(systemTreeNodes.system_id, systemId), ne(systemTreeNodes.item_state, 'deleted'));

/** Queries of the system tree; every one is a single statement whatever the size of the tree. */
export const treeRepository = {
  allNodes(db: DbOrTx, systemId: number): Promise<TreeNodeRow[]> {
    return db
      .select()
      .from(systemTreeNodes)
      .where(live(systemId))
      .orderBy(asc(systemTreeNodes.sort_order), asc(systemTreeNodes.id));
  },

  async node(db: DbOrTx, systemId: number, id: number): Promise<TreeNodeRow | null> {
    const rows = await db
      .select()
      .from(systemTreeNodes)
      .where(and(live(systemId), eq(systemTreeNodes.id, id)));
    return rows[0] ?? null;
  },

  children(db: DbOrTx, systemId: number, id: number): Promise<TreeNodeRow[]> {
    return db
      .select()
      .from(systemTreeNodes)
      .where(and(live(systemId), eq(systemTreeNodes.parent_id, id)))
      .orderBy(asc(systemTreeNodes.sort_order), asc(systemTreeNodes.id));
  },

  linkingNodes(db: DbOrTx, systemId: number, id: number): Promise<TreeNodeRow[]> {
    return db
      .select()
      .from(systemTreeNodes)
      .where(and(live(systemId), eq(systemTreeNodes.linked_system_tree_node_id, id)))
      .orderBy(asc(systemTreeNodes.id));
  },

  /**
   * The parents from `parentId` upward, nearest first, in one statement: a recursive walk picks the
   * ids, bounded by `limit`, which also ends a cycle in bad data.
   */
  async parentChain(db: DbOrTx, systemId: number, parentId: number | null, limit: number): Promise<TreeNodeRow[]> {
    if (parentId === null) return [];
    const rows = await db
      .select()
      .from(systemTreeNodes)
      .where(
        and(
          eq(systemTreeNodes.system_id, systemId),
          sql`${systemTreeNodes.id} IN (
            WITH RECURSIVE chain(id, parent_id, depth) AS (
              SELECT id, parent_id, 1 FROM ${systemTreeNodes} WHERE system_id = ${systemId} AND id = ${parentId}
              UNION ALL
              SELECT n.id, n.parent_id, chain.depth + 1 FROM ${systemTreeNodes} n
                JOIN chain ON n.id = chain.parent_id AND n.system_id = ${systemId}
              WHERE chain.depth < ${limit}
            ) SELECT id FROM chain)`,
        ),
      );
    return parentChain(parentId, new Map(rows.map((row) => [row.id, row])), limit);
  },

  async sections(db: DbOrTx, systemId: number): Promise<SectionFacts[]> {
    const [rows, groups] = await Promise.all([
      db
        .select({
          id: sections.id,
          name: sections.name,
          connected_section_id: sections.connected_section_id,
          allow_manual_call_closure: sections.allow_manual_call_closure,
        })
        .from(sections)
        .where(and(eq(sections.system_id, systemId), ne(sections.item_state, 'deleted'))),
      db
        .select({ name: mergeGroups.name, rule_set: mergeGroups.rule_set })
        .from(mergeGroups)
        .where(eq(mergeGroups.system_id, systemId)),
    ]);
    const interconnected = interconnectionsBySection(groups, rows);
    return rows.map((row) => ({ ...row, interconnected: interconnected.has(row.id) }));
  },

  /** Open calls per device, for the list's lock and badge. */
  async openCallCounts(db: DbOrTx, systemId: number): Promise<Map<number, number>> {
    const rows = await db
      .select({ id: calls.system_tree_node_id, n: count() })
      .from(calls)
      .where(and(eq(calls.system_id, systemId), callIsOpen))
      .groupBy(calls.system_tree_node_id);
    return new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, r.n] as const])));
  },

  /** Devices of every system, as the licence counts them (one licence covers the installation). */
  async deviceCount(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(systemTreeNodes)
      .where(and(inArray(systemTreeNodes.kind, [...DEVICE_KINDS]), ne(systemTreeNodes.item_state, 'deleted')));
    return row?.n ?? 0;
  },

  async flightProfileIds(db: DbOrTx, systemId: number): Promise<Set<number>> {
    const rows = await db
      .select({ id: flightProfiles.id })
      .from(flightProfiles)
      .where(eq(flightProfiles.system_id, systemId));
    return new Set(rows.map((row) => row.id));
  },

  /** The global settings the tree's rules read. */
  async treeSettings(db: DbOrTx) {
    const [row] = await db
      .select({
        low: globalSettings.battery_threshold_low,
        critical: globalSettings.battery_threshold_critical,
        textLongRequired: globalSettings.system_tree_text_long_required,
        ignoreLinkablePool: globalSettings.ignore_linkable_node_pool_for_super_users,
      })
      .from(globalSettings)
      .where(eq(globalSettings.id, 1));
    if (!row) throw new Error('global settings row is missing; migrations did not run');
    return {
      thresholds: { low: row.low, critical: row.critical },
      textLongRequired: row.textLongRequired,
      ignoreLinkablePool: row.ignoreLinkablePool,
    };
  },
};
