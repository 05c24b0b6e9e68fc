// Joins presses with receipts: latency = receipt at a subscriber − press time, both on the bench-wide
// clock (wire.ts `now`: performance.timeOrigin + performance.now() in every thread of this process).
import type { Press } from './driver';
import type { Group, SubscriberPool } from './pool';

/** Receipt key of a call event: what a press is matched against. */
export const eventKey = (action: 'open' | 'close', callId: number) => `${action === 'open' ? 'o' : 'c'}:${callId}`;

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles in ms, rounded to 0.1 ms. */
export function percentiles(values: number[]): Percentiles | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => round1(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round1(sorted[sorted.length - 1] ?? Number.NaN) };
}

/** The middle value (the mean of the two middle ones for an even count), rounded to 0.1 ms. */
export function median(values: readonly number[]): number {
  const sorted = Float64Array.from(values).sort();
  const mid = Math.floor(sorted.length / 2);
  return round1(sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

export interface Joined {
  /** Presses the simulator answered with a known call id: each must reach every subscriber. */
  measuredPresses: number;
  failedPresses: { index: number; device: number; action: string; error: string }[];
  expected: number;
  received: number;
  /** (press, subscriber) pairs that never arrived, by press, for the report. */
  missing: { index: number; action: string; callId: number; subscribers: number }[];
  /** Press → receipt at one subscriber, over every (press, subscriber) pair. */
  latency: Percentiles | null;
  /** Press → receipt at the last subscriber: "rendered on every display", per press. */
  allReached: Percentiles | null;
  /** Latency by quarter of the measured presses: steady when the server keeps up, rising when it queues. */
  byQuarter: { p50: number; p99: number }[];
  /**
   * The slowest presses (at their slowest subscriber), slowest first, each with when it was pressed (s
   * after the first press): a p99 is set by a handful of presses, and their times show whether they
   * share a cause — a stall at a period points to a timer, a run of them to a queue.
   */
  worst: { atS: number; ms: number }[];
  /** Press → the simulator's answer (the call is stored there and sent to the server's link by then). */
  simAnswer: Percentiles | null;
  /** First press to last receipt, s. */
  windowSeconds: number;
}

/** How many of the slowest presses a join keeps: at 200 presses, the two that set the p99 and a few behind them. */
const WORST_SHOWN = 6;

/** The join over the subscribers of `group` (every subscriber when omitted). */
export function join(presses: Press[], subs: SubscriberPool, group?: Group): Joined {
  const from = group?.from ?? 0;
  const to = group?.to ?? subs.count;
  const latencies: number[] = [];
  const slowest: number[] = [];
  const missing: Joined['missing'] = [];
  const failedPresses: Joined['failedPresses'] = [];
  const answers: number[] = [];
  const quarters: number[][] = [[], [], [], []];
  const perPress: { pressedAt: number; ms: number }[] = [];
  let expected = 0;
  let lastReceipt = 0;
  for (const press of presses) {
    if (press.callId === undefined || press.error) {
      failedPresses.push({
        index: press.index,
        device: press.device,
        action: press.action,
        error: press.error ?? 'no call id',
      });
      continue;
    }
    expected += to - from;
    if (press.respondedAt !== undefined) answers.push(press.respondedAt - press.pressedAt);
    const row = subs.receipts.get(eventKey(press.action, press.callId));
    let lost = 0;
    let worst = 0;
    for (let s = from; s < to; s++) {
      const at = row?.[s] ?? Number.NaN;
      if (Number.isNaN(at)) {
        lost++;
        continue;
      }
      const ms = at - press.pressedAt;
      latencies.push(ms);
      quarters[Math.min(3, Math.floor((press.index / presses.length) * 4))]?.push(ms);
      worst = Math.max(worst, ms);
      lastReceipt = Math.max(lastReceipt, at);
    }
    if (lost) missing.push({ index: press.index, action: press.action, callId: press.callId, subscribers: lost });
    else {
      slowest.push(worst);
      perPress.push({ pressedAt: press.pressedAt, ms: worst });
    }
  }
  const firstPress = presses[0]?.pressedAt ?? 0;
  const worstPresses = perPress
    .sort((a, b) => b.ms - a.ms)
    .slice(0, WORST_SHOWN)
    .map((p) => ({ atS: round1((p.pressedAt - firstPress) / 1000), ms: round1(p.ms) }));
  return {
    measuredPresses: presses.length - failedPresses.length,
    failedPresses,
    expected,
    received: latencies.length,
    missing,
    latency: percentiles(latencies),
    allReached: percentiles(slowest),
    simAnswer: percentiles(answers),
    byQuarter: quarters.flatMap((q) => {
      const p = percentiles(q);
      return p ? [{ p50: p.p50, p99: p.p99 }] : [];
    }),
    worst: worstPresses,
    windowSeconds: lastReceipt > firstPress ? (lastReceipt - firstPress) / 1000 : 0,
  };
}

/** Every (press, subscriber) pair arrived. */
export function complete(presses: Press[], subs: SubscriberPool): boolean {
  for (const press of presses) {
    if (press.callId === undefined || press.error) continue;
    if (subs.received(eventKey(press.action, press.callId)) < subs.count) return false;
  }
  return true;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
