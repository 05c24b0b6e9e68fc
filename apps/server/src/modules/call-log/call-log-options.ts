import type { Principal } from '@wardlight/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callSources, callTypes, sections } from '../../db/schema/index';
import { sourcesOf } from './call-scope';

/** The choices of the log's filters: three short statements, whatever the number of calls. */
export async function callLogOptions(db: DbOrTx, principal: Principal, systemId: number) {
  const allowed = await sourcesOf(db, principal, systemId);
  const sourceScope = allowed === null ? undefined : allowed.length ? inArray(callSources.id, allowed) : sql`false`;
  const [secs, sources, types] = await Promise.all([
    db
      .select({ id: sections.id, name: sections.name })
      .from(sections)
      .where(eq(sections.system_id, systemId))
      .orderBy(asc(sections.name)),
    db
      .select({ id: callSources.id, number: callSources.number, text: callSources.text })
      .from(callSources)
      .where(and(eq(callSources.system_id, systemId), sourceScope))
      .orderBy(asc(callSources.number)),
    db
      .select({ id: callTypes.id, name: callTypes.name, text: callTypes.text })
      .from(callTypes)
      .where(eq(callTypes.system_id, systemId))
      .orderBy(asc(callTypes.sort_order), asc(callTypes.name)),
  ]);
  return { sections: secs, call_sources: sources, call_types: types };
}
