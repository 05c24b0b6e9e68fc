import { hasPermission, type Principal } from '@wardlight/domain';
import { and, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callSourceGroups, calls, callTypes, systemTreeNodes } from '../../db/schema/index';

/**
 * Which calls of one system a user may see in the log, the call form and exports (ADR 0028):
 * - restricted to call source groups (the user's and their roles' together): only calls whose source
 *   is in one of those groups of this system — none where no group of theirs belongs to it;
 * - defect calls (call type flag Defect) need calllog::see_defects, and on a repeater (a tech device)
 *   calllog::see_repeater_defects instead.
 */
export interface CallScope {
  systemId: number;
  /** null: every source. */
  sources: number[] | null;
  /** The condition that leaves out the defect calls the user may not see; null: none left out. */
  defects: SQL | null;
}

/** The sources of a restricted principal in this system; null when not restricted. */
export async function sourcesOf(db: DbOrTx, principal: Principal, systemId: number): Promise<number[] | null> {
  const groups = principal.callSourceGroups ?? [];
  if (principal.isSuperuser || groups.length === 0) return null;
  const rows = await db
    .select({ ids: callSourceGroups.call_source_ids })
    .from(callSourceGroups)
    .where(and(eq(callSourceGroups.system_id, systemId), inArray(callSourceGroups.id, [...groups])));
  return [...new Set(rows.flatMap((r) => r.ids))];
}

async function defectsHidden(db: DbOrTx, principal: Principal, systemId: number): Promise<SQL | null> {
  const defects = hasPermission(principal, 'calllog::see_defects');
  const repeaters = hasPermission(principal, 'calllog::see_repeater_defects');
  if (defects && repeaters) return null;
  const types = (
    await db
      .select({ id: callTypes.id })
      .from(callTypes)
      .where(and(eq(callTypes.system_id, systemId), eq(callTypes.flag, 'Defect')))
  ).map((r) => r.id);
  if (types.length === 0) return null;
  const notDefect = notInArray(calls.call_type_id, types);
  if (!defects && !repeaters) return notDefect;
  const tech = (
    await db
      .select({ id: systemTreeNodes.id })
      .from(systemTreeNodes)
      .where(
        and(
          eq(systemTreeNodes.system_id, systemId),
          or(eq(systemTreeNodes.kind, 'tech'), eq(systemTreeNodes.is_tech, true)),
        ),
      )
  ).map((r) => r.id);
  const onRepeater = tech.length ? inArray(calls.system_tree_node_id, tech) : sql`false`;
  // Sees defects but not those of repeaters: a defect call stays only when it is not on a repeater.
  if (defects) return or(notDefect, isNull(calls.system_tree_node_id), sql`not (${onRepeater})`) ?? null;
  return or(notDefect, onRepeater) ?? null;
}

export async function callScopeOf(db: DbOrTx, principal: Principal, systemId: number): Promise<CallScope> {
  const [sources, defects] = await Promise.all([
    sourcesOf(db, principal, systemId),
    defectsHidden(db, principal, systemId),
  ]);
  return { systemId, sources, defects };
}

/** The scope as a condition on `calls`. */
export function scopeCondition(scope: CallScope): SQL {
  const parts: SQL[] = [eq(calls.system_id, scope.systemId)];
  if (scope.sources !== null)
    parts.push(scope.sources.length ? inArray(calls.call_source_id, scope.sources) : sql`false`);
  if (scope.defects) parts.push(scope.defects);
  return and(...parts) as SQL;
}

/** The same rule for a call already in memory (open calls on a signed-in console). */
export function sourceAllowed(sources: readonly number[] | null, callSourceId: number | null): boolean {
  if (sources === null) return true;
  return callSourceId !== null && sources.includes(callSourceId);
}
