import { PARENT_CHAIN_DEPTH } from '@wardlight/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calls, sections, systemTreeNodes } from '../../db/schema/index';
import { type CallView, viewCalls } from '../calls/call-view';

export type TreeNodeRow = typeof systemTreeNodes.$inferSelect;

export interface TreeNodeDetail {
  node: TreeNodeRow;
  section: { id: number; name: string; allow_manual_call_closure: boolean } | null;
  open_calls: CallView[];
  children: TreeNodeRow[];
  linking_nodes: TreeNodeRow[];
  parents: TreeNodeRow[];
}

export function createTreeService(deps: { db: Db }) {
  const { db } = deps;
  const inSystem = (systemId: number) => eq(systemTreeNodes.system_id, systemId);
  const byId = async (systemId: number, id: number) =>
    (
      await db
        .select()
        .from(systemTreeNodes)
        .where(and(inSystem(systemId), eq(systemTreeNodes.id, id)))
    )[0] ?? null;

  return {
    async detail(systemId: number, id: number): Promise<TreeNodeDetail | null> {
      const node = await byId(systemId, id);
      if (!node) return null;
      const [children, linking, section, openRows] = await Promise.all([
        db
          .select()
          .from(systemTreeNodes)
          .where(and(inSystem(systemId), eq(systemTreeNodes.parent_id, id)))
          .orderBy(asc(systemTreeNodes.sort_order), asc(systemTreeNodes.id)),
        db
          .select()
          .from(systemTreeNodes)
          .where(and(inSystem(systemId), eq(systemTreeNodes.linked_system_tree_node_id, id))),
        node.section_id === null
          ? []
          : db
              .select({
                id: sections.id,
                name: sections.name,
                allow_manual_call_closure: sections.allow_manual_call_closure,
              })
              .from(sections)
              .where(and(eq(sections.system_id, systemId), eq(sections.id, node.section_id))),
        db
          .select()
          .from(calls)
          .where(and(eq(calls.system_id, systemId), eq(calls.system_tree_node_id, id), eq(calls.is_closed, false)))
          .orderBy(asc(calls.opened_at)),
      ]);
      // The chain is short by rule (spec: 10 levels), and a cycle in bad data must not loop.
      const parents: TreeNodeRow[] = [];
      let parentId = node.parent_id;
      while (parentId !== null && parents.length < PARENT_CHAIN_DEPTH && !parents.some((p) => p.id === parentId)) {
        const parent = await byId(systemId, parentId);
        if (!parent) break;
        parents.push(parent);
        parentId = parent.parent_id;
      }
      return {
        node,
        section: section[0] ?? null,
        open_calls: await viewCalls(db, systemId, openRows),
        children,
        linking_nodes: linking,
        parents,
      };
    },
  };
}

export type TreeService = ReturnType<typeof createTreeService>;
