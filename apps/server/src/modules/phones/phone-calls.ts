import type { EscalationState, Tier } from '@wardlight/domain';
import type { DbOrTx } from '../../db/client';
import { type CallViewKnown, viewCalls } from '../calls/call-view';
import { callsByIds } from '../calls/calls.repository';
import type { AppSettingsReader } from './app-settings-cache';
import { appUserNames, type EscalationRow, escalationsByIds, escalationsOf } from './escalation/escalation.repository';
import { type AppSettingsRow, readAppSettings } from './phones.repository';

export type PhoneCallState = 'ringing' | 'accepted' | 'taken' | 'rejected' | 'closed';

/** A call as the phone of one app user shows it (PhoneCall of the SDL). */
export interface PhoneCallView {
  id: number;
  system_id: number;
  call_type_text: string;
  urgency: string;
  color: string;
  section_name: string;
  device_text_short: string;
  device_text_long: string;
  position: string | null;
  opened_at: Date;
  closed_at: Date | null;
  state: PhoneCallState;
  accepted_by: string | null;
  can_accept: boolean;
  can_reject: boolean;
}

const ORDER: Record<PhoneCallState, number> = { ringing: 0, accepted: 1, taken: 2, rejected: 3, closed: 4 };

/** The tier member a user is in the tiers the call has reached so far; null: it has not reached them. */
function memberOf(state: EscalationState, tiers: readonly Tier[], userId: number) {
  for (let i = 0; i <= state.tier && i < tiers.length; i++) {
    const member = tiers[i]?.members.find((m) => m.user_id === userId);
    if (member) return member;
  }
  return null;
}

/**
 * An escalation as the phones' lists need it, with the users it has reached (rung, rejected or accepted):
 * a closed one keeps only those, its tiers and deliveries are of no more use to a list (phone-feeds.ts
 * holds hundreds of them for the relevant windows).
 */
export interface PhoneRow {
  row: EscalationRow;
  users: ReadonlySet<number>;
}

export function phoneRowOf(row: EscalationRow): PhoneRow {
  const { state } = row;
  const users = new Set([
    ...state.deliveries.map((d) => d.user_id),
    ...state.rejected_by,
    ...(state.accepted ? [state.accepted.user_id] : []),
  ]);
  return { row: state.done ? { ...row, tiers: [], state: { ...state, deliveries: [] } } : row, users };
}

/** What a user's phone shows of one escalation; null: not theirs. */
function stateFor({ row, users }: PhoneRow, userId: number): PhoneCallState | null {
  const { state } = row;
  if (!users.has(userId)) return null;
  if (state.done) return 'closed';
  if (state.accepted) return state.accepted.user_id === userId ? 'accepted' : 'taken';
  if (state.rejected_by.includes(userId)) return 'rejected';
  return 'ringing';
}

/**
 * What phone lists of a system are made from, read once for all its phones: the escalations (running,
 * and closed ones still in the recent window) — all of them, or only `callIds` — their calls with the
 * related records, and the names of who accepted. Six statements however many phones are connected
 * (phone-feeds.ts shares one read among them, and after the first only reads the calls that changed).
 */
export async function readPhoneSnapshot(
  db: DbOrTx,
  systemId: number,
  callIds: readonly number[] | null = null,
  kept: { known?: CallViewKnown | undefined; settings?: AppSettingsReader | undefined } = {},
) {
  const [settings, rows] = await Promise.all([
    (kept.settings ?? readAppSettings)(db),
    callIds === null ? escalationsOf(db, systemId) : escalationsByIds(db, systemId, callIds),
  ]);
  // A call nobody could be rung for is on no list.
  const live = rows.map(phoneRowOf).filter((r) => r.users.size > 0);
  const callRows = await callsByIds(
    db,
    systemId,
    live.map((r) => r.row.call_id),
  );
  const [views, names] = await Promise.all([
    viewCalls(db, systemId, callRows, kept.known),
    appUserNames(
      db,
      live.flatMap((r) => (r.row.state.accepted ? [r.row.state.accepted.user_id] : [])),
    ),
  ]);
  return {
    systemId,
    settings,
    rows: new Map(live.map((r) => [r.row.call_id, r])),
    views: new Map(views.map((v) => [v.id, v])),
    names,
  };
}

export type PhoneSnapshot = Awaited<ReturnType<typeof readPhoneSnapshot>>;

/**
 * One call as one app user's phone shows it, or null when it is not on their list: not routed to them,
 * or closed longer ago than the settings' relevant window (ADR 0031).
 */
export function phoneViewOf(
  snapshot: PhoneSnapshot,
  entry: PhoneRow,
  userId: number,
  now = Date.now(),
): PhoneCallView | null {
  const { settings, names } = snapshot;
  const { row } = entry;
  const state = stateFor(entry, userId);
  const view = state ? snapshot.views.get(row.call_id) : undefined;
  if (!state || !view) return null;
  if (state === 'closed' && !recent(view.closed_at, row.state.urgency, settings, now)) return null;
  const member = memberOf(row.state, row.tiers, userId);
  const accepter = row.state.accepted ? names.get(row.state.accepted.user_id) : undefined;
  const open = state === 'ringing';
  return {
    id: view.id,
    system_id: snapshot.systemId,
    call_type_text: view.call_type?.text || view.call_type_text,
    urgency: row.state.urgency,
    color: view.call_type?.color ?? '#ff0000',
    section_name: view.section?.name ?? view.section_name,
    device_text_short: view.system_tree_node?.text_short || view.device_text_short,
    device_text_long: view.system_tree_node?.text_long || view.device_text_long,
    position: view.position,
    opened_at: view.opened_at,
    closed_at: view.closed_at,
    state,
    accepted_by: accepter
      ? settings.display_names_enabled && accepter.display_name
        ? accepter.display_name
        : accepter.name
      : null,
    can_accept: open && (member?.can_accept ?? false),
    can_reject: open && member !== null,
  };
}

/** The phone's order: ringing first, then accepted, taken, rejected, closed; oldest first within each. */
export const phoneOrder = (a: PhoneCallView, b: PhoneCallView) =>
  ORDER[a.state] - ORDER[b.state] || a.opened_at.getTime() - b.opened_at.getTime();

/**
 * The calls on one app user's phone: those ringing for them, taken, rejected, and — for the settings'
 * relevant windows after they closed (ADR 0031) — the closed ones they had.
 */
export function phoneListOf(snapshot: PhoneSnapshot, userId: number, now = Date.now()): PhoneCallView[] {
  const result: PhoneCallView[] = [];
  for (const entry of snapshot.rows.values()) {
    const view = phoneViewOf(snapshot, entry, userId, now);
    if (view) result.push(view);
  }
  return result.sort(phoneOrder);
}

/** One user's list, read for them alone. */
export async function phoneCallsOf(db: DbOrTx, systemId: number, userId: number): Promise<PhoneCallView[]> {
  return phoneListOf(await readPhoneSnapshot(db, systemId), userId);
}

/** One call as the user's phone shows it (a mutation's answer): only that call is read. */
export async function phoneCallOf(
  db: DbOrTx,
  systemId: number,
  userId: number,
  callId: number,
): Promise<PhoneCallView | null> {
  const snapshot = await readPhoneSnapshot(db, systemId, [callId]);
  const entry = snapshot.rows.get(callId);
  return entry ? phoneViewOf(snapshot, entry, userId) : null;
}

/** A closed call past its relevant window: on nobody's list any more. */
export function expired(snapshot: PhoneSnapshot, { row }: PhoneRow, now = Date.now()): boolean {
  if (!row.state.done) return false;
  const view = snapshot.views.get(row.call_id);
  return !view || !recent(view.closed_at, row.state.urgency, snapshot.settings, now);
}

function recent(closedAt: Date | null, urgency: string, settings: AppSettingsRow, now: number): boolean {
  if (!closedAt) return true;
  const window = urgency === 'Normal' ? settings.relevant_calls_timeout : settings.relevant_alerts_timeout;
  return now - closedAt.getTime() <= window * 1000;
}
