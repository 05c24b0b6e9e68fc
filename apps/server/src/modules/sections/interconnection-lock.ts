import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mergeGroups } from '../../db/schema/index';
import type { RuleContext } from '../config-edit/config-entity';

/** The fields of a section an active interconnection freezes (spec part 1 §4 editing locks). */
export const SCHEDULE_FIELDS = ['weekday_schedule_id', 'weekend_schedule_id'] as const;

/**
 * Names of the active interconnections per section of a system, in one statement. An interconnection
 * is a merge group; it is active while it merges the calls of at least two sections that exist (ADR
 * 0015): one section alone merges nothing, and the console hears of no switching on and off.
 */
export async function interconnectionsBySection(
  db: DbOrTx,
  systemId: number,
  sectionIds: ReadonlySet<number>,
): Promise<Map<number, string[]>> {
  const groups = await db
    .select({ name: mergeGroups.name, rule_set: mergeGroups.rule_set })
    .from(mergeGroups)
    .where(eq(mergeGroups.system_id, systemId))
    .orderBy(asc(mergeGroups.name));
  const locks = new Map<number, string[]>();
  for (const group of groups) {
    const merged = [...new Set(group.rule_set)].filter((id) => sectionIds.has(id));
    if (merged.length < 2) continue;
    for (const id of merged) locks.set(id, [...(locks.get(id) ?? []), group.name]);
  }
  return locks;
}

/**
 * Refuses a change of a section's schedules while an active interconnection includes it: its sections
 * must keep switching day and night together. Values the form sends back unchanged pass.
 */
export async function checkScheduleLock(section: Record<string, unknown> & { id: number }, ctx: RuleContext) {
  const before = ctx.existing;
  if (!before) return;
  const changed = SCHEDULE_FIELDS.filter((field) => (before[field] ?? null) !== (section[field] ?? null));
  if (changed.length === 0) return;
  const locks = await interconnectionsBySection(ctx.db, ctx.systemId, await ctx.ids('sections'));
  const names = locks.get(section.id);
  if (!names) return;
  for (const field of changed) ctx.issues.add(field, 'interconnection_locked', { name: names.join(', ') });
}
