import type { Tier } from './routing';

/**
 * The escalation of one call (ADR 0031) as a pure state machine: the engine stores the state as a row,
 * feeds it what happened (a tick of its timer, a phone's acknowledgement, a user's accept or reject) and
 * carries out the actions it returns — send to these users, record this call action. Timers are the
 * `due` time of the state, never a process's `setTimeout` alone, so a restart goes on where it was.
 */

/** The app settings' timeouts (spec part 2 §3 App settings), in seconds. */
export interface EscalationTimeouts {
  /** An unacknowledged delivery is sent again after this long. */
  resend: number;
  /** Nobody accepted: the next tier gets the call after this long. */
  escalation: number;
  /** Accepted but not closed after this long: the call is released and routed again. */
  release: number;
}

export interface Delivery {
  user_id: number;
  /** When it was last sent (ms). */
  sent_at: number;
  /** When the phone acknowledged it (ms); null: not yet. */
  confirmed_at: number | null;
  resends: number;
}

export interface EscalationState {
  opened_at: number;
  urgency: string;
  /** The index of the last tier the call was sent to; -1 before the first send. */
  tier: number;
  /** When that tier was sent to (ms). */
  tier_at: number;
  deliveries: Delivery[];
  accepted: { user_id: number; at: number } | null;
  rejected_by: number[];
  /** The last tier has had its escalation time without an accept (recorded once as Timeout). */
  exhausted: boolean;
  /** Closed: nothing more happens. */
  done: boolean;
}

export type EscalationEvent =
  | { kind: 'tick' }
  | { kind: 'confirmed'; user_id: number }
  | { kind: 'accepted'; user_id: number }
  | { kind: 'rejected'; user_id: number }
  /** The one who accepted gives it back (the phone's Release): it rings from the first tier again. */
  | { kind: 'released'; user_id: number }
  /** A recipient passes it on now (the phone's Escalate) instead of waiting for the escalation time. */
  | { kind: 'escalate'; user_id: number }
  | { kind: 'closed' };

/** What the engine does: ring phones, write a step of the call's trail, or tell a user no. */
export type EscalationAction =
  | { kind: 'send'; user_ids: number[]; tier: number }
  | {
      kind: 'record';
      action: 'Accepted' | 'Rejected' | 'Escalated' | 'Resent' | 'Released' | 'Timeout';
      user_id: number | null;
      detail: string | null;
    }
  | { kind: 'withdraw'; user_ids: number[] }
  | { kind: 'refuse'; user_id: number; reason: 'not_a_recipient' | 'reject_only' | 'taken' | 'over' };

export interface EscalationStep {
  state: EscalationState;
  actions: EscalationAction[];
}

const S = 1_000;

export function startEscalation(
  openedAt: number,
  urgency: string,
  tiers: readonly Tier[],
  now: number,
): EscalationStep {
  const state: EscalationState = {
    opened_at: openedAt,
    urgency,
    tier: -1,
    tier_at: now,
    deliveries: [],
    accepted: null,
    rejected_by: [],
    exhausted: false,
    done: false,
  };
  return sendTier(state, tiers, 0, now, []);
}

/** One event applied: the new state and what to do. The state passed in is not changed. */
export function stepEscalation(
  previous: EscalationState,
  event: EscalationEvent,
  tiers: readonly Tier[],
  timeouts: EscalationTimeouts,
  now: number,
): EscalationStep {
  const state = structuredClone(previous);
  const actions: EscalationAction[] = [];
  if (state.done) {
    if (event.kind === 'accepted' || event.kind === 'rejected')
      actions.push({ kind: 'refuse', user_id: event.user_id, reason: 'over' });
    return { state, actions };
  }
  switch (event.kind) {
    case 'closed':
      state.done = true;
      actions.push(...withdrawAll(state));
      return { state, actions };
    case 'confirmed': {
      const delivery = state.deliveries.find((d) => d.user_id === event.user_id);
      if (delivery && delivery.confirmed_at === null) delivery.confirmed_at = now;
      return { state, actions };
    }
    case 'accepted':
      return accept(state, event.user_id, tiers, now);
    case 'rejected':
      return reject(state, event.user_id, tiers, now);
    case 'tick':
      return tick(state, tiers, timeouts, now);
    case 'released':
      if (state.accepted?.user_id !== event.user_id)
        return { state, actions: [{ kind: 'refuse', user_id: event.user_id, reason: 'not_a_recipient' }] };
      return release(state, tiers, now);
    case 'escalate': {
      if (!memberOf(state, tiers, event.user_id))
        return { state, actions: [{ kind: 'refuse', user_id: event.user_id, reason: 'not_a_recipient' }] };
      if (state.accepted) return { state, actions: [{ kind: 'refuse', user_id: event.user_id, reason: 'taken' }] };
      const next = nextTier(state, tiers);
      if (next === null) return { state, actions: [] };
      const detail = tierDetail(tiers, next);
      actions.push({ kind: 'record', action: 'Escalated', user_id: event.user_id, detail });
      return sendTier(state, tiers, next, now, actions);
    }
  }
}

/**
 * Many phones' acknowledgements of one call at once: what `confirmed` events one by one would give,
 * with one copy of the state instead of one per user (a call rung on a hundred phones).
 */
export function confirmDeliveries(previous: EscalationState, userIds: Iterable<number>, now: number): EscalationState {
  if (previous.done) return previous;
  const users = new Set(userIds);
  return {
    ...previous,
    deliveries: previous.deliveries.map((d) =>
      users.has(d.user_id) && d.confirmed_at === null ? { ...d, confirmed_at: now } : d,
    ),
  };
}

/** When the engine must look at this call again (ms); null: never (closed). */
export function escalationDue(state: EscalationState, timeouts: EscalationTimeouts): number | null {
  if (state.done) return null;
  if (state.accepted) return state.accepted.at + timeouts.release * S;
  const times: number[] = [];
  if (!state.exhausted) times.push(state.tier_at + timeouts.escalation * S);
  for (const d of state.deliveries) if (d.confirmed_at === null) times.push(d.sent_at + timeouts.resend * S);
  return times.length ? Math.min(...times) : null;
}

function tick(
  state: EscalationState,
  tiers: readonly Tier[],
  timeouts: EscalationTimeouts,
  now: number,
): EscalationStep {
  const actions: EscalationAction[] = [];
  if (state.accepted) {
    if (now < state.accepted.at + timeouts.release * S) return { state, actions };
    // Accepted and left open too long: it rings again from the first tier, the one who took it included.
    return release(state, tiers, now);
  }
  if (!state.exhausted && now >= state.tier_at + timeouts.escalation * S) {
    const next = nextTier(state, tiers);
    if (next !== null) {
      actions.push({ kind: 'record', action: 'Escalated', user_id: null, detail: tierDetail(tiers, next) });
      return sendTier(state, tiers, next, now, actions);
    }
    // No tier is left and nobody took it: the trail says so once; the phones that have it keep ringing.
    state.exhausted = true;
    actions.push({ kind: 'record', action: 'Timeout', user_id: null, detail: null });
  }
  const again = state.deliveries.filter((d) => d.confirmed_at === null && now >= d.sent_at + timeouts.resend * S);
  if (again.length) {
    for (const d of again) {
      d.sent_at = now;
      d.resends += 1;
    }
    const ids = again.map((d) => d.user_id);
    actions.push({ kind: 'record', action: 'Resent', user_id: null, detail: ids.join(',') });
    actions.push({ kind: 'send', user_ids: ids, tier: state.tier });
  }
  return { state, actions };
}

function release(state: EscalationState, tiers: readonly Tier[], now: number): EscalationStep {
  const actions: EscalationAction[] = [
    { kind: 'record', action: 'Released', user_id: state.accepted?.user_id ?? null, detail: null },
  ];
  state.accepted = null;
  state.rejected_by = [];
  state.deliveries = [];
  state.exhausted = false;
  return sendTier(state, tiers, 0, now, actions);
}

function accept(state: EscalationState, userId: number, tiers: readonly Tier[], now: number): EscalationStep {
  const member = memberOf(state, tiers, userId);
  const refuse = (reason: 'not_a_recipient' | 'reject_only' | 'taken'): EscalationStep => ({
    state,
    actions: [{ kind: 'refuse', user_id: userId, reason }],
  });
  if (state.accepted) return refuse('taken');
  if (!member) return refuse('not_a_recipient');
  if (!member.can_accept) return refuse('reject_only');
  state.accepted = { user_id: userId, at: now };
  const others = state.deliveries.map((d) => d.user_id).filter((id) => id !== userId);
  const actions: EscalationAction[] = [{ kind: 'record', action: 'Accepted', user_id: userId, detail: null }];
  // The others stop ringing and show it taken; no resend while it is accepted.
  if (others.length) actions.push({ kind: 'withdraw', user_ids: others });
  for (const d of state.deliveries) d.confirmed_at ??= now;
  return { state, actions };
}

function reject(state: EscalationState, userId: number, tiers: readonly Tier[], now: number): EscalationStep {
  if (!memberOf(state, tiers, userId))
    return { state, actions: [{ kind: 'refuse', user_id: userId, reason: 'not_a_recipient' }] };
  if (state.accepted) return { state, actions: [{ kind: 'refuse', user_id: userId, reason: 'taken' }] };
  if (!state.rejected_by.includes(userId)) state.rejected_by.push(userId);
  state.deliveries = state.deliveries.filter((d) => d.user_id !== userId);
  const actions: EscalationAction[] = [
    { kind: 'record', action: 'Rejected', user_id: userId, detail: null },
    { kind: 'withdraw', user_ids: [userId] },
  ];
  // Everyone who has it said no: the next tier need not wait for the escalation time.
  const next = nextTier(state, tiers);
  if (state.deliveries.length === 0 && next !== null) {
    actions.push({ kind: 'record', action: 'Escalated', user_id: null, detail: tierDetail(tiers, next) });
    return sendTier(state, tiers, next, now, actions);
  }
  return { state, actions };
}

function memberOf(state: EscalationState, tiers: readonly Tier[], userId: number) {
  for (let i = 0; i <= state.tier && i < tiers.length; i++) {
    const member = tiers[i]?.members.find((m) => m.user_id === userId);
    if (member) return member;
  }
  return null;
}

/** The next tier with someone who has not rejected the call; null: none is left. */
function nextTier(state: EscalationState, tiers: readonly Tier[]): number | null {
  for (let i = state.tier + 1; i < tiers.length; i++)
    if (tiers[i]?.members.some((m) => !state.rejected_by.includes(m.user_id))) return i;
  return null;
}

/** Sends tier `index` (or the first one after it with anybody to ring) to its members. */
function sendTier(
  state: EscalationState,
  tiers: readonly Tier[],
  index: number,
  now: number,
  actions: EscalationAction[],
): EscalationStep {
  let i = index;
  while (i < tiers.length && !(tiers[i]?.members.some((m) => !state.rejected_by.includes(m.user_id)) ?? false)) i++;
  if (i >= tiers.length) return { state, actions };
  const ids = (tiers[i]?.members ?? []).map((m) => m.user_id).filter((id) => !state.rejected_by.includes(id));
  state.tier = i;
  state.tier_at = now;
  for (const id of ids) {
    const d = state.deliveries.find((x) => x.user_id === id);
    if (d) Object.assign(d, { sent_at: now, confirmed_at: null });
    else state.deliveries.push({ user_id: id, sent_at: now, confirmed_at: null, resends: 0 });
  }
  actions.push({ kind: 'send', user_ids: ids, tier: i });
  return { state, actions };
}

function withdrawAll(state: EscalationState): EscalationAction[] {
  const ids = state.deliveries.map((d) => d.user_id);
  return ids.length ? [{ kind: 'withdraw', user_ids: ids }] : [];
}

function tierDetail(tiers: readonly Tier[], index: number): string {
  const tier = tiers[index];
  return tier ? `${tier.kind}${tier.priority === null ? '' : ` ${tier.priority}`}` : '';
}
