import type { EscalationState, Tier } from '@wardlight/domain';
import type { DbOrTx } from '../../db/client';
import { viewCalls } from '../calls/call-view';
import { callsByIds } from '../calls/calls.repository';
import { appUserNames, type EscalationRow, escalationsOf } from './escalation/escalation.repository';
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

/** What a user's phone shows of one escalation; null: not theirs. */
function stateFor(row: EscalationRow, userId: number): PhoneCallState | null {
  const { state } = row;
  const had =
    state.deliveries.some((d) => d.user_id === userId) ||
    state.rejected_by.includes(userId) ||
    state.accepted?.user_id === userId;
  if (!had) return null;
  if (state.done) return 'closed';
  if (state.accepted) return state.accepted.user_id === userId ? 'accepted' : 'taken';
  if (state.rejected_by.includes(userId)) return 'rejected';
  return 'ringing';
}

/**
 * What every phone list of a system is made from, read once: the escalations (running, and closed ones
 * still in the recent window), their calls with the related records, and the names of who accepted.
 * Six statements for all the phones of the system (phone-feed.ts shares one read among them).
 */
export async function readPhoneSnapshot(db: DbOrTx, systemId: number) {
  const [settings, rows] = await Promise.all([readAppSettings(db), escalationsOf(db, systemId)]);
  const live = rows.filter((r) => r.state.deliveries.length || r.state.rejected_by.length || r.state.accepted);
  const callRows = await callsByIds(
    db,
    systemId,
    live.map((r) => r.call_id),
  );

  const [views, names] = await Promise.all([
    viewCalls(db, systemId, callRows),
    appUserNames(
      db,
      live.flatMap((r) => (r.state.accepted ? [r.state.accepted.user_id] : [])),
    ),
  ]);
  return { systemId, settings, rows: live, views: new Map(views.map((v) => [v.id, v])), names };
}

export type PhoneSnapshot = Awaited<ReturnType<typeof readPhoneSnapshot>>;

/**
 * The calls on one app user's phone: those ringing for them, taken, rejected, and — for the settings'
 * relevant windows after they closed (ADR 0031) — the closed ones they had.
 */
export function phoneListOf(snapshot: PhoneSnapshot, userId: number, now = Date.now()): PhoneCallView[] {
  const { settings, names } = snapshot;
  const result: PhoneCallView[] = [];
  for (const row of snapshot.rows) {
    const state = stateFor(row, userId);
    const view = state ? snapshot.views.get(row.call_id) : undefined;
    if (!state || !view) continue;
    if (state === 'closed' && !recent(view.closed_at, row.state.urgency, settings, now)) continue;
    const member = memberOf(row.state, row.tiers, userId);
    const accepter = row.state.accepted ? names.get(row.state.accepted.user_id) : undefined;
    const open = state === 'ringing';
    result.push({
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
    });
  }
  return result.sort((a, b) => ORDER[a.state] - ORDER[b.state] || a.opened_at.getTime() - b.opened_at.getTime());
}

/** One user's list, read for them alone (a mutation's answer). */
export async function phoneCallsOf(db: DbOrTx, systemId: number, userId: number): Promise<PhoneCallView[]> {
  return phoneListOf(await readPhoneSnapshot(db, systemId), userId);
}

function recent(closedAt: Date | null, urgency: string, settings: AppSettingsRow, now: number): boolean {
  if (!closedAt) return true;
  const window = urgency === 'Normal' ? settings.relevant_calls_timeout : settings.relevant_alerts_timeout;
  return now - closedAt.getTime() <= window * 1000;
}
