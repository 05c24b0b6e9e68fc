import { IssueList, maxLength, required } from '@wardlight/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { CrudActor } from '../../crud/crud';
import type { Db, DbOrTx } from '../../db/client';
import { systemTreeNodeNotes } from '../../db/schema/index';
import { notFound, ValidationFailed } from '../../graphql/errors';
import { writeAudit } from '../audit/audit.repository';
import { treeRepository as repo } from './tree.repository';

/** Room for a shift handover, not for a report: the form shows the latest note in one block. */
export const NODE_NOTE_MAX_BYTES = 1000;

export type NodeNoteRow = typeof systemTreeNodeNotes.$inferSelect;

export async function latestNote(db: DbOrTx, systemId: number, nodeId: number): Promise<NodeNoteRow | null> {
  const rows = await db
    .select()
    .from(systemTreeNodeNotes)
    .where(and(eq(systemTreeNodeNotes.system_id, systemId), eq(systemTreeNodeNotes.node_id, nodeId)))
    .orderBy(desc(systemTreeNodeNotes.created_at), desc(systemTreeNodeNotes.id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Notes on tree nodes (spec part 1 §3 "latest note"): console-only, never staged to the configurator.
 * A note is added, never edited, so the node form's latest note says who wrote what and when.
 */
export function createNodeNotes(deps: { db: Db }) {
  return {
    async add(actor: CrudActor, systemId: number, nodeId: number, text: string): Promise<NodeNoteRow> {
      const trimmed = text.trim();
      const issues = new IssueList();
      if (required('text', trimmed, issues)) maxLength('text', trimmed, NODE_NOTE_MAX_BYTES, issues);
      if (!issues.ok) throw new ValidationFailed(issues.issues);
      return deps.db.transaction(async (tx) => {
        if (!(await repo.node(tx, systemId, nodeId))) throw notFound('system_tree_node', nodeId);
        const [row] = await tx
          .insert(systemTreeNodeNotes)
          .values({
            system_id: systemId,
            node_id: nodeId,
            text: trimmed,
            user_id: actor.userId,
            user_name: actor.userName ?? '',
          })
          .returning();
        if (!row) throw new Error('node note: insert returned no row');
        await writeAudit(tx, actor, [
          {
            action: 'created',
            entity: 'system_tree_node_note',
            entityId: row.id,
            change: { node_id: nodeId, text: trimmed },
          },
        ]);
        return row;
      });
    },
  };
}
