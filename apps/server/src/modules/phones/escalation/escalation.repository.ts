import type { EscalationState, Tier } from '@wardlight/domain';
import { and, eq, getTableColumns, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  appClientLinks,
  appClients,
  appUsers,
  callEscalations,
  calls,
  phoneDeliveries,
} from '../../../db/schema/index';
import { type CallRow, callIsClosed, callIsOpen } from '../../calls/calls.repository';

export interface EscalationRow {
  system_id: number;
  call_id: number;
  state: EscalationState;
  tiers: Tier[];
  due_at: Date | null;
  updated_at: Date;
}

const asRow = (r: typeof callEscalations.$inferSelect): EscalationRow => ({
  ...r,
  state: r.state as EscalationState,
  tiers: r.tiers as Tier[],
});

/** An escalation still running (the predicate of call_escalations_running_idx). */
const RUNNING = sql`NOT coalesce((${callEscalations.state}->>'done')::boolean, false)`;

/** Open calls of a system that no escalation has started for yet (new since the last look). */
export function callsWithoutEscalation(db: DbOrTx, systemId: number): Promise<CallRow[]> {
  return db
    .select(getTableColumns(calls))
    .from(calls)
    .leftJoin(
      callEscalations,
      and(eq(callEscalations.system_id, calls.system_id), eq(callEscalations.call_id, calls.id)),
    )
    .where(and(eq(calls.system_id, systemId), callIsOpen, isNull(callEscalations.call_id)));
}

/**
 * Escalations still running whose call has closed, with when it closed. The running escalations (a few,
 * by their partial index) drive: each looks its call up by key. Written as a plain join, the planner
 * (the embedded database keeps no statistics of these tables) walked every closed call of the system and
 * scanned the running ones for each — 3 ms a look at 700 calls, 17 ms at 20,000, growing with the log.
 * The lookup's `limit 1` (a key matches one row) keeps the planner from flattening it back into that join.
 */
export function closedButRunning(db: DbOrTx, systemId: number): Promise<{ call_id: number; closed_at: Date | null }[]> {
  const call = db
    .select({ closed_at: calls.closed_at })
    .from(calls)
    .where(and(eq(calls.system_id, callEscalations.system_id), eq(calls.id, callEscalations.call_id), callIsClosed))
    .limit(1)
    .as('call');
  return db
    .select({ call_id: callEscalations.call_id, closed_at: call.closed_at })
    .from(callEscalations)
    .innerJoinLateral(call, sql`true`)
    .where(and(eq(callEscalations.system_id, systemId), RUNNING));
}

/** Which of these calls have closed, and when (calls told to the phones whose rows are not written yet). */
export function closedAmong(
  db: DbOrTx,
  systemId: number,
  callIds: readonly number[],
): Promise<{ call_id: number; closed_at: Date | null }[]> {
  return db
    .select({ call_id: calls.id, closed_at: calls.closed_at })
    .from(calls)
    .where(and(eq(calls.system_id, systemId), inArray(calls.id, [...callIds]), callIsClosed));
}

/** Inserts new escalations; returns the call ids this caller started (another instance may have won). */
export async function insertEscalations(
  db: DbOrTx,
  rows: ReadonlyArray<Omit<EscalationRow, 'updated_at'>>,
): Promise<Set<number>> {
  if (!rows.length) return new Set();
  const inserted = await db
    .insert(callEscalations)
    .values(rows.map((r) => ({ ...r, updated_at: new Date() })))
    .onConflictDoNothing()
    .returning({ call_id: callEscalations.call_id });
  return new Set(inserted.map((r) => r.call_id));
}

/** Rows of these calls, locked for this transaction (FOR UPDATE: one instance steps a call at a time). */
export async function lockEscalations(db: DbOrTx, systemId: number, callIds: readonly number[]) {
  if (!callIds.length) return [];
  const rows = await db
    .select()
    .from(callEscalations)
    .where(and(eq(callEscalations.system_id, systemId), inArray(callEscalations.call_id, [...callIds])))
    .for('update');
  return rows.map(asRow);
}

/** Rows due by `now`, locked; rows another instance is stepping are skipped, it does them. */
export async function lockDue(db: DbOrTx, systemId: number, now: Date, limit = 100) {
  const rows = await db
    .select()
    .from(callEscalations)
    .where(and(eq(callEscalations.system_id, systemId), lte(callEscalations.due_at, now)))
    .orderBy(callEscalations.due_at)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map(asRow);
}

/** A step's new state and due time; the tiers only when they changed (routed again): they are large. */
export type EscalationSave = Pick<EscalationRow, 'call_id' | 'state' | 'due_at'> & { tiers?: Tier[] };

/**
 * The steps of one look at a system, saved in one statement (the rows as one JSON parameter): a burst
 * closes several calls per look, and each used to be an UPDATE of its own on the call path's connection.
 */
export async function saveEscalations(db: DbOrTx, systemId: number, saves: readonly EscalationSave[]) {
  if (!saves.length) return;
  const rows = JSON.stringify(
    saves.map((r) => ({ c: r.call_id, s: r.state, d: r.due_at?.toISOString() ?? null, t: r.tiers ?? null })),
  );
  const e = callEscalations;
  await db.execute(sql`
    update ${e} set
      state = r.s,
      due_at = r.d,
      tiers = coalesce(r.t, ${e.tiers}),
      updated_at = ${new Date().toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as r(c int, s jsonb, d timestamptz, t jsonb)
    where ${e.system_id} = ${systemId} and ${e.call_id} = r.c`);
}

export async function nextDue(db: DbOrTx, systemId: number): Promise<Date | null> {
  const [row] = await db
    .select({ due: sql<string | null>`min(${callEscalations.due_at})` })
    .from(callEscalations)
    .where(eq(callEscalations.system_id, systemId));
  return row?.due ? new Date(row.due) : null;
}

/** Systems with a row due by `now` (rows written by other instances too). */
export async function systemsDue(db: DbOrTx, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ system_id: callEscalations.system_id })
    .from(callEscalations)
    .where(lte(callEscalations.due_at, now));
  return rows.map((r) => r.system_id);
}

/** Escalations of one system: the running ones, and the closed ones still in the phones' recent list. */
export async function escalationsOf(db: DbOrTx, systemId: number): Promise<EscalationRow[]> {
  const rows = await db.select().from(callEscalations).where(eq(callEscalations.system_id, systemId));
  return rows.map(asRow);
}

/** Running escalations someone accepted: who has which call (the team view). */
export async function acceptedRunning(db: DbOrTx, systemId: number): Promise<{ call_id: number; user_id: number }[]> {
  const userId = sql<number>`(${callEscalations.state}->'accepted'->>'user_id')::int`;
  return db
    .select({ call_id: callEscalations.call_id, user_id: userId })
    .from(callEscalations)
    .where(
      and(
        eq(callEscalations.system_id, systemId),
        RUNNING,
        sql`jsonb_typeof(${callEscalations.state}->'accepted') = 'object'`,
      ),
    );
}

/** Escalations of these calls (no lock: for reading only). */
export async function escalationsByIds(db: DbOrTx, systemId: number, callIds: readonly number[]) {
  if (!callIds.length) return [];
  const rows = await db
    .select()
    .from(callEscalations)
    .where(and(eq(callEscalations.system_id, systemId), inArray(callEscalations.call_id, [...callIds])));
  return rows.map(asRow);
}

/** Closed escalations older than the phones' longest recent window are of no use any more. */
export async function sweepDone(db: DbOrTx, before: Date) {
  await db
    .delete(callEscalations)
    .where(
      and(sql`coalesce((${callEscalations.state}->>'done')::boolean, false)`, lte(callEscalations.updated_at, before)),
    );
}

/**
 * A phone counts as connected while its socket's link interval is open and it was heard from lately (an
 * interval left open by a server that stopped is not a connection).
 */
const CONNECTED_WITHIN = sql`interval '90 seconds'`;

/** The paired phones each user is signed in on now, and whether each is connected. */
export async function phonesOf(db: DbOrTx, systemId: number, userIds: readonly number[]) {
  if (!userIds.length) return [];
  return phonesQuery(db, systemId, userIds);
}

/** phonesOf's statement (its plan is tested: one open interval looked at per phone). */
export function phonesQuery(db: DbOrTx, systemId: number, userIds: readonly number[]) {
  const open = db
    .select({ one: sql`1` })
    .from(appClientLinks)
    .where(and(eq(appClientLinks.client_id, appClients.id), isNull(appClientLinks.disconnected_at)));
  return db
    .select({
      client_id: appClients.id,
      user_id: appClients.app_user_id,
      connected: sql<boolean>`(exists ${open} and ${appClients.last_contact_at} > now() - ${CONNECTED_WITHIN})`,
    })
    .from(appClients)
    .where(
      and(
        eq(appClients.system_id, systemId),
        eq(appClients.state, 'paired'),
        // One array parameter, not one per user: a call rings 200 phones' users in bench/calls.
        sql`${appClients.app_user_id} = any(${sql.param([...userIds])}::int[])`,
      ),
    );
}

/** A call sent to one phone. */
export interface Sent {
  callId: number;
  phone: { client_id: number; user_id: number | null; connected: boolean };
}

/**
 * Sends (or resends) of calls to phones, in one statement: the delivery rows start again at `sent` — or
 * at `error` for a phone that is not connected (nothing can reach it now; it gets the call with its whole
 * list when it connects, and its acknowledgement then moves the row on).
 *
 * The rows travel as one JSON parameter (`jsonb_to_recordset`), not as a VALUES list: a burst's look
 * sends hundreds of rows (every phone of every new call), and building a VALUES list of eight parameters
 * per row was a tenth of the server's time in `bench/calls` with 100 phones (drizzle's query building).
 */
export async function recordSent(db: DbOrTx, systemId: number, sends: readonly Sent[], at: Date) {
  // One row per call and phone: a statement may not change a row twice.
  const rows = new Map<string, [callId: number, clientId: number, userId: number, connected: boolean]>();
  for (const { callId, phone } of sends)
    if (phone.user_id !== null)
      rows.set(`${callId}:${phone.client_id}`, [callId, phone.client_id, phone.user_id, phone.connected]);
  if (!rows.size) return;
  const d = phoneDeliveries;
  const sent = JSON.stringify([...rows.values()].map(([c, p, u, ok]) => ({ c, p, u, ok })));
  await db.execute(sql`
    insert into ${d} (system_id, call_id, client_id, app_user_id, state, error, sent_at)
    select ${systemId}::int, r.c, r.p, r.u,
      case when r.ok then 'sent' else 'error' end,
      case when r.ok then null else ${NOT_CONNECTED}::text end,
      ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${sent}::jsonb) as r(c int, p int, u int, ok boolean)
    on conflict (system_id, call_id, client_id) do update set
      app_user_id = excluded.app_user_id,
      state = excluded.state,
      sent_at = excluded.sent_at,
      confirmed_at = null,
      opened_at = null,
      error = excluded.error,
      attempts = ${d.attempts} + 1`);
}

/** Why a delivery is in `error`: the phone had no connection when the call was sent to it. */
export const NOT_CONNECTED = 'not_connected';

/** Per call, the users whose phone confirmed (or opened) its last send. */
export async function confirmedUsers(db: DbOrTx, systemId: number, callIds: readonly number[]) {
  const result = new Map<number, number[]>();
  if (!callIds.length) return result;
  const rows = await db
    .selectDistinct({ call_id: phoneDeliveries.call_id, user_id: phoneDeliveries.app_user_id })
    .from(phoneDeliveries)
    .where(
      and(
        eq(phoneDeliveries.system_id, systemId),
        inArray(phoneDeliveries.call_id, [...callIds]),
        isNotNull(phoneDeliveries.confirmed_at),
      ),
    );
  for (const { call_id, user_id } of rows) result.set(call_id, [...(result.get(call_id) ?? []), user_id]);
  return result;
}

/** The phone went away with deliveries it never acknowledged: nobody knows whether it rang. */
export async function markUnknown(db: DbOrTx, clientId: number) {
  await db
    .update(phoneDeliveries)
    .set({ state: 'unknown' })
    .where(and(eq(phoneDeliveries.client_id, clientId), eq(phoneDeliveries.state, 'sent')));
}

export async function appUserNames(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { name: string; display_name: string }>();
  const rows = await db
    .select({ id: appUsers.id, name: appUsers.name, display_name: appUsers.display_name })
    .from(appUsers)
    .where(sql`${appUsers.id} = any(${sql.param([...ids])}::int[])`);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function setHandledBy(db: DbOrTx, systemId: number, callId: number, name: string | null) {
  await db
    .update(calls)
    .set({ handled_by_app_username: name })
    .where(and(eq(calls.system_id, systemId), eq(calls.id, callId)));
}

export async function hasPairedPhones(db: DbOrTx, systemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: appClients.id })
    .from(appClients)
    .where(and(eq(appClients.system_id, systemId), eq(appClients.state, 'paired')))
    .limit(1);
  return row !== undefined;
}

/** One call's escalation, as it stands (no lock: for reading only). */
export async function escalationOf(db: DbOrTx, systemId: number, callId: number): Promise<EscalationRow | null> {
  const [row] = await escalationsByIds(db, systemId, [callId]);
  return row ?? null;
}
