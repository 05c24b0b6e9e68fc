import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callTypes, displayGroups, displayNotes, displayProfiles, schedules } from '../../db/schema/index';
import type { DisplayProfileRow } from './display-profiles.definition';

export type DisplayNoteRow = typeof displayNotes.$inferSelect;
export type ScheduleRow = typeof schedules.$inferSelect;
export type DisplayGroupRow = typeof displayGroups.$inferSelect;

// Sorted here rather than by the database, whose collation differs between PGlite and a PostgreSQL
// cluster: a profile list must read the same on both (umlauts among the letters, case ignored).
const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export async function allProfiles(db: DbOrTx): Promise<DisplayProfileRow[]> {
  const rows = await db.select().from(displayProfiles);
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

export function profilesByIds(db: DbOrTx, ids: readonly number[]): Promise<DisplayProfileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(displayProfiles)
    .where(inArray(displayProfiles.id, [...ids]))
    .orderBy(asc(displayProfiles.id));
}

/** Schedules, display groups (their connections are a column) and call types of one system: three statements. */
export function systemRelations(db: DbOrTx, systemId: number) {
  return Promise.all([
    db.select().from(schedules).where(eq(schedules.system_id, systemId)).orderBy(asc(schedules.id)),
    db.select().from(displayGroups).where(eq(displayGroups.system_id, systemId)).orderBy(asc(displayGroups.id)),
    db
      .select()
      .from(callTypes)
      .where(eq(callTypes.system_id, systemId))
      .orderBy(asc(callTypes.sort_order), asc(callTypes.id)),
  ]);
}

/** Active notes of a system whose window holds `now`; an open bound does not limit. */
export function activeNotes(db: DbOrTx, systemId: number, now: Date): Promise<DisplayNoteRow[]> {
  return db
    .select()
    .from(displayNotes)
    .where(
      and(
        eq(displayNotes.system_id, systemId),
        eq(displayNotes.active, true),
        or(isNull(displayNotes.display_from), lte(displayNotes.display_from, now)),
        or(isNull(displayNotes.display_until), gt(displayNotes.display_until, now)),
      ),
    )
    .orderBy(asc(displayNotes.sort_order), asc(displayNotes.id));
}
