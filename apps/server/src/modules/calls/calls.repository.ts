import { zoneFormats } from '@wardlight/domain';
import { and, asc, eq, getTableColumns, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Call as WireCall } from '../../call-system/protocol-types';
import type { DbOrTx } from '../../db/client';
import { calls, systems } from '../../db/schema/index';

export type CallRow = typeof calls.$inferSelect;

/**
 * An open call, written as the open-calls index's own predicate (`calls_open_idx`, `NOT is_closed`), not
 * as `is_closed = $n`: a plan made without the parameter's value — Postgres' generic plan of a prepared
 * statement — cannot use a partial index whose predicate depends on it, and walks every call the system
 * ever made. The server plans every run with its values today (PGlite: `plan_cache_mode =
 * force_custom_plan`, ADR 0048; PostgreSQL: unnamed statements), so this costs nothing now and keeps the
 * open calls' reads fast however they come to be planned.
 */
export const callIsOpen: SQL = sql`NOT ${calls.is_closed}`;
/** A closed call, written without a parameter for the same reason. */
export const callIsClosed: SQL = sql`${calls.is_closed}`;

export type CallInsert = typeof calls.$inferInsert;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Weekdays by time zone (zoneFormats keeps one per zone: building one was most of storing a call). */
const weekdayFormat = zoneFormats({ weekday: 'short' });

/** ISO weekday (1 = Monday) of a moment in the system's time zone: calls are judged by local days. */
export function isoWeekday(at: Date, timeZone: string): number {
  const format = weekdayFormat(timeZone);
  return WEEKDAYS.indexOf(format.format(at)) + 1;
}

/** The system's time zone: local days (weekday, the log's ranges) are judged in it. */
export async function timeZoneOfSystem(db: DbOrTx, systemId: number): Promise<string> {
  const rows = await db.select({ tz: systems.timezone }).from(systems).where(eq(systems.id, systemId));
  return rows[0]?.tz ?? 'Europe/Zurich';
}

/** A call as stored from the configurator's report: every column but who handles it (the console's). */
export type ReportedCall = Omit<CallRow, 'handled_by_app_username'>;

export function toCallRow(systemId: number, call: WireCall, timeZone: string): ReportedCall {
  const opened = new Date(call.opened_at);
  const closed = call.closed_at ? new Date(call.closed_at) : null;
  return {
    system_id: systemId,
    id: call.id,
    call_type_id: call.call_type_id,
    call_type_text: call.call_type_text ?? '',
    call_source_id: call.call_source_id,
    call_source_text: call.call_source_text ?? '',
    section_id: call.section_id,
    section_name: call.section_name ?? '',
    system_tree_node_id: call.system_tree_node_id,
    number: call.number,
    device_text_short: call.device_text_short ?? '',
    device_text_long: call.device_text_long ?? '',
    position: call.position,
    opened_at: opened,
    updated_at: new Date(call.updated_at),
    closed_at: closed,
    duration: closed ? Math.max(0, Math.round((closed.getTime() - opened.getTime()) / 1000)) : null,
    is_closed: call.is_closed,
    weekday: isoWeekday(opened, timeZone),
  };
}

const callColumns = getTableColumns(calls);

/**
 * Inserts or refreshes calls in one statement; replaying the same rows leaves the same rows. At most one
 * row per call (PostgreSQL refuses to update a row twice in one statement). Only the columns the rows
 * carry are refreshed: what the console wrote beside them (who handles the call) stays.
 */
export async function upsertCalls(db: DbOrTx, rows: readonly CallInsert[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const refreshed = Object.keys(first).filter((key) => key !== 'system_id' && key !== 'id') as (keyof CallInsert)[];
  const set: Record<string, SQL> = {};
  for (const key of refreshed) set[key] = sql`excluded.${sql.identifier(callColumns[key].name)}`;
  await db
    .insert(calls)
    .values([...rows])
    .onConflictDoUpdate({ target: [calls.system_id, calls.id], set });
}

export function openCallRows(db: DbOrTx, systemId: number): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(and(eq(calls.system_id, systemId), callIsOpen))
    .orderBy(asc(calls.opened_at), asc(calls.id));
}

/**
 * Closes the open calls of a system that the configurator no longer lists: they closed while the
 * link was down, at a moment nobody saw, so `at` (the resync) stands for it.
 */
export async function closeCallsNotIn(
  db: DbOrTx,
  systemId: number,
  keep: readonly number[],
  at: Date,
): Promise<number[]> {
  const open = and(eq(calls.system_id, systemId), callIsOpen);
  const rows = await db
    .update(calls)
    .set({
      is_closed: true,
      closed_at: at,
      updated_at: at,
      duration: sql`greatest(0, round(extract(epoch from (${at.toISOString()}::timestamptz - ${calls.opened_at}))))::int`,
    })
    .where(keep.length ? and(open, notInArray(calls.id, [...keep])) : open)
    .returning({ id: calls.id });
  return rows.map((r) => r.id);
}

/** Calls of one system by id (any state); none asked, none read. */
export function callsByIds(db: DbOrTx, systemId: number, ids: readonly number[]): Promise<CallRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(calls)
    .where(and(eq(calls.system_id, systemId), inArray(calls.id, [...ids])));
}
