import { DEFAULT_SORT_ORDER } from './codes';

/** What ordering needs of a call; the web passes its generated Call type. */
export interface OrderableCall {
  id: number;
  opened_at: string | Date;
  /** Closed calls (the log) last for closed_at − opened_at; open calls until now. */
  closed_at?: string | Date | null;
  call_type?: { urgency: string; sort_order?: number | null } | null;
}

const URGENCY_RANK: Readonly<Record<string, number>> = { emergency: 2, urgent: 1, normal: 0 };

/** Normal 0, Urgent 1, Emergency 2. Unknown or missing ranks as Normal: shown, not ahead of real urgencies. */
export function urgencyRank(urgency: string | null | undefined): number {
  return URGENCY_RANK[urgency?.toLowerCase() ?? ''] ?? 0;
}

function sortOrder(call: OrderableCall): number {
  return call.call_type?.sort_order ?? DEFAULT_SORT_ORDER;
}

function timeOf(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** Milliseconds the call has lasted; an unreadable opened_at counts as the oldest call. */
function durationOf(call: OrderableCall, now: Date): number {
  const end = call.closed_at ? timeOf(call.closed_at) : now.getTime();
  const duration = end - timeOf(call.opened_at);
  return Number.isNaN(duration) ? Number.POSITIVE_INFINITY : duration;
}

/**
 * Spec part 2 §4: higher urgency first, then call type sort_order ascending (999 when missing), then
 * the shorter duration (the newest call) first; equal calls fall back to id so the wall display does
 * not reshuffle tiles between renders.
 */
export function compareCalls(a: OrderableCall, b: OrderableCall, now: Date): number {
  return (
    urgencyRank(b.call_type?.urgency) - urgencyRank(a.call_type?.urgency) ||
    sortOrder(a) - sortOrder(b) ||
    compareNumbers(durationOf(a, now), durationOf(b, now)) ||
    a.id - b.id
  );
}

// Infinity − Infinity is NaN, which a comparator must never return.
function compareNumbers(x: number, y: number): number {
  return x === y ? 0 : x < y ? -1 : 1;
}

/** A sorted copy; the input stays as it was (it is often Apollo's frozen cache data). */
export function sortCalls<T extends OrderableCall>(calls: readonly T[], now: Date): T[] {
  return [...calls].sort((a, b) => compareCalls(a, b, now));
}
