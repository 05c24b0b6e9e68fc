import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callSources, hubs, sections } from '../../db/schema/index';

/**
 * The choices of the node form's selects, readable with the tree permission alone: a technician who
 * edits devices may not administer sections, but must pick one. Items whose deletion is staged are
 * left out, as everywhere.
 */
export async function treeOptions(db: DbOrTx, systemId: number) {
  const [sectionRows, sourceRows, hubRows] = await Promise.all([
    db
      .select({ id: sections.id, name: sections.name })
      .from(sections)
      .where(and(eq(sections.system_id, systemId), ne(sections.item_state, 'deleted')))
      .orderBy(asc(sections.name), asc(sections.id)),
    db
      .select({ id: callSources.id, number: callSources.number, text: callSources.text })
      .from(callSources)
      .where(and(eq(callSources.system_id, systemId), ne(callSources.item_state, 'deleted')))
      .orderBy(asc(callSources.number), asc(callSources.id)),
    db
      .select({ id: hubs.id, name: hubs.name, type: hubs.type })
      .from(hubs)
      .where(and(eq(hubs.system_id, systemId), ne(hubs.item_state, 'deleted')))
      .orderBy(asc(hubs.name), asc(hubs.id)),
  ]);
  return { sections: sectionRows, call_sources: sourceRows, hubs: hubRows };
}
