import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { screens } from '../../db/schema/index';

export type ScreenRow = typeof screens.$inferSelect;

/** A screen's state as one heartbeat batch writes it. */
export interface ScreenWrite {
  key: string;
  kind: string;
  place: string;
  profile_id: number | null;
  system_id: number | null;
  version: string;
  clock_offset_ms: number | null;
  visible: boolean;
  sound_unlocked: boolean | null;
  last_latency_ms: number | null;
  latency_p50_ms: number | null;
  latency_p95_ms: number | null;
  latency_samples: number;
  last_seen_at: Date;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * One statement for a whole batch of heartbeats: new screens are inserted, known ones updated and made
 * live again. Returns the ids and names, which the instance keeps for the alarms and the fleet page.
 */
export function upsertScreens(db: DbOrTx, rows: readonly ScreenWrite[]) {
  return db
    .insert(screens)
    .values(rows.map((r) => ({ ...r, first_seen_at: r.last_seen_at, live: true })))
    .onConflictDoUpdate({
      target: [screens.kind, screens.key],
      set: {
        place: excluded('place'),
        profile_id: excluded('profile_id'),
        system_id: excluded('system_id'),
        version: excluded('version'),
        clock_offset_ms: excluded('clock_offset_ms'),
        visible: excluded('visible'),
        sound_unlocked: excluded('sound_unlocked'),
        last_latency_ms: sql`coalesce(excluded.last_latency_ms, ${screens.last_latency_ms})`,
        latency_p50_ms: sql`coalesce(excluded.latency_p50_ms, ${screens.latency_p50_ms})`,
        latency_p95_ms: sql`coalesce(excluded.latency_p95_ms, ${screens.latency_p95_ms})`,
        latency_samples: sql`greatest(excluded.latency_samples, ${screens.latency_samples})`,
        last_seen_at: sql`greatest(excluded.last_seen_at, ${screens.last_seen_at})`,
        live: sql`true`,
        silent_since: sql`null`,
      },
    })
    .returning({ id: screens.id, kind: screens.kind, key: screens.key, name: screens.name });
}

/**
 * Marks the live screens of `kinds` last seen before `before` as silent and returns them — an atomic
 * claim, so with several instances on one database each silence is reported once.
 */
export function claimSilent(db: DbOrTx, before: Date, kinds: readonly string[]) {
  return db
    .update(screens)
    .set({ live: false, silent_since: sql`${screens.last_seen_at}` })
    .where(and(eq(screens.live, true), lt(screens.last_seen_at, before), inArray(screens.kind, [...kinds])))
    .returning();
}

/** Screens of other kinds (phones) fall quiet without an alarm: a phone in a pocket sleeps. */
export function markQuiet(db: DbOrTx, before: Date) {
  return db
    .update(screens)
    .set({ live: false, silent_since: sql`${screens.last_seen_at}` })
    .where(and(eq(screens.live, true), lt(screens.last_seen_at, before)));
}

/** The fleet page lists at most this many; more screens than that is not one site's fleet. */
export const FLEET_LIST_MAX = 2000;

export function listScreens(db: DbOrTx) {
  return db
    .select()
    .from(screens)
    .orderBy(asc(screens.kind), sql`${screens.name} asc nulls last`, asc(screens.place), asc(screens.id))
    .limit(FLEET_LIST_MAX);
}

export function screensByIds(db: DbOrTx, ids: readonly number[]) {
  return ids.length
    ? db
        .select()
        .from(screens)
        .where(inArray(screens.id, [...ids]))
    : Promise.resolve([]);
}

export function setScreenName(db: DbOrTx, id: number, name: string | null) {
  return db.update(screens).set({ name }).where(eq(screens.id, id)).returning();
}

export function deleteScreenRows(db: DbOrTx, ids: readonly number[]) {
  return db
    .delete(screens)
    .where(inArray(screens.id, [...ids]))
    .returning({ id: screens.id });
}

/**
 * Unnamed screens not heard of since `before` are forgotten, so keys a page rotates cannot fill the table;
 * a screen an administrator named stays until deleted.
 */
export function forgetOlderThan(db: DbOrTx, before: Date) {
  return db.delete(screens).where(and(lt(screens.last_seen_at, before), isNull(screens.name)));
}
