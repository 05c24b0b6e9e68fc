import { type IssueList, type Principal, restrictedTo } from '@wardlight/domain';
import { and, asc, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callSourceGroups } from '../../db/schema/index';

// Roles and users restrict their notifications by call source groups (spec part 1 §3, §6). Roles and
// users are global while groups belong to a system, so a restriction may name groups of any system
// the editor reaches (ADR 0018): groups of other systems are neither offered nor accepted.

/** The groups of the systems `principal` reaches; undefined (no condition) when it reaches all. */
function reachable(principal: Principal): SQL | undefined {
  const systems = restrictedTo(principal);
  return systems ? inArray(callSourceGroups.system_id, [...systems]) : undefined;
}

export const CALL_SOURCE_GROUP_IDS = 'call_source_group_ids';

/** Every system's groups for the user and role forms, by system and then name: one statement. */
export function callSourceGroupOptions(db: DbOrTx, principal: Principal) {
  return db
    .select({ id: callSourceGroups.id, name: callSourceGroups.name, system_id: callSourceGroups.system_id })
    .from(callSourceGroups)
    .where(reachable(principal))
    .orderBy(asc(callSourceGroups.system_id), asc(sql`lower(${callSourceGroups.name})`), asc(callSourceGroups.id));
}

/**
 * The ids de-duplicated, or null when the input leaves them as they are; each id no group has is
 * reported as `missing_relation` on `call_source_group_ids`, as the console kit reports relations.
 */
export async function checkCallSourceGroupIds(
  tx: DbOrTx,
  ids: readonly number[] | null | undefined,
  issues: IssueList,
  principal: Principal,
): Promise<number[] | null> {
  if (!ids) return null;
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return wanted;
  const found = await tx
    .select({ id: callSourceGroups.id })
    .from(callSourceGroups)
    .where(and(inArray(callSourceGroups.id, wanted), reachable(principal)));
  const known = new Set(found.map((row) => row.id));
  for (const id of wanted) {
    if (!known.has(id)) {
      issues.add(CALL_SOURCE_GROUP_IDS, 'missing_relation', {
        related_kind: getTableName(callSourceGroups),
        related_id: id,
      });
    }
  }
  return wanted;
}
