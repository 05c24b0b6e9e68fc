import { interconnectionsBySection } from '@wardlight/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mergeGroups, sections } from '../../db/schema/index';
import type { RuleContext } from '../config-edit/config-entity';

/** The fields of a section an active interconnection freezes (spec part 1 §4 editing locks). */
export const SCHEDULE_FIELDS = ['weekday_schedule_id', 'weekend_schedule_id'] as const;

/** Names of the active interconnections per section of a system (packages/domain), in two statements. */
export async function interconnectionsOf(db: DbOrTx, systemId: number) {
  const [groups, rows] = await Promise.all([
    db
      .select({ name: mergeGroups.name, rule_set: mergeGroups.rule_set })
      .from(mergeGroups)
      .where(eq(mergeGroups.system_id, systemId))
      .orderBy(asc(mergeGroups.name)),
    db
      .select({ id: sections.id, name: sections.name, connected_section_id: sections.connected_section_id })
      .from(sections)
      .where(and(eq(sections.system_id, systemId), ne(sections.item_state, 'deleted'))),
  ]);
  return interconnectionsBySection(groups, rows);
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
  const locks = await interconnectionsOf(ctx.db, ctx.systemId);
  const names = locks.get(section.id);
  if (!names) return;
  for (const field of changed) ctx.issues.add(field, 'interconnection_locked', { name: names.join(', ') });
}
