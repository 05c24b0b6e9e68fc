import { urgencyRank } from '@wardlight/domain';
import type { PhoneCallFieldsFragment } from '../../generated/phone';

export type PhoneCall = PhoneCallFieldsFragment;

/** The states the server gives a call on this phone (PhoneCall.state). */
export type CallState = 'ringing' | 'accepted' | 'taken' | 'rejected' | 'closed';

const STATE_RANK: Readonly<Record<string, number>> = { ringing: 0, accepted: 1, taken: 2, rejected: 2, closed: 3 };
const rankOf = (state: string) => STATE_RANK[state] ?? 2;

/**
 * What needs the nurse first: calls ringing for them, then the ones they accepted, then the others', the
 * closed ones last; within each, the more urgent first, then the one waiting longest.
 */
export function orderCalls(calls: readonly PhoneCall[]): PhoneCall[] {
  return [...calls].sort(
    (a, b) =>
      rankOf(a.state) - rankOf(b.state) ||
      urgencyRank(b.urgency) - urgencyRank(a.urgency) ||
      Date.parse(a.opened_at) - Date.parse(b.opened_at) ||
      a.id - b.id,
  );
}

/** What the server sends: the whole list first, then what changed in it (PhoneCallsUpdate). */
export interface PhoneCallsUpdate {
  calls: readonly PhoneCall[];
  removed: readonly number[];
  complete: boolean;
}

/** The list after an update: a complete one replaces it; otherwise calls are replaced by id, removed ones leave. */
export function applyUpdate(list: readonly PhoneCall[] | null, update: PhoneCallsUpdate): PhoneCall[] {
  if (update.complete || list === null) return [...update.calls];
  const changed = new Map(update.calls.map((c) => [c.id, c]));
  const gone = new Set(update.removed);
  const kept = list.filter((c) => !gone.has(c.id) && !changed.has(c.id));
  return [...kept, ...update.calls];
}

export const isRinging = (call: PhoneCall) => call.state === 'ringing';

export function ringingIds(calls: readonly PhoneCall[]): number[] {
  return calls.filter(isRinging).map((c) => c.id);
}

/** normal, urgent or emergency: the key of the urgency's words and tone. */
export function urgencyKey(urgency: string): 'normal' | 'urgent' | 'emergency' {
  const rank = urgencyRank(urgency);
  return rank >= 2 ? 'emergency' : rank === 1 ? 'urgent' : 'normal';
}
