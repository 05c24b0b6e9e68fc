/**
 * Battery intelligence (issue 15 item 4, ADR 0040): from the values a device reported, how fast its
 * battery drains and when it will reach the critical threshold — so a technician changes it before it
 * dies, not after. Pure; the server reads the readings, the console shows the result.
 */

export interface BatteryReading {
  at: Date;
  /** Percent. */
  battery: number;
}

export interface BatteryForecast {
  /** Percent per day the battery loses (positive while draining); null without enough history. */
  drainPerDay: number | null;
  /** When it reaches `critical` at that pace; now when already at or below; null when not draining. */
  replaceBy: Date | null;
}

const DAY_MS = 86_400_000;
/** The trend looks this far back: older values belong to a battery since changed or another season. */
export const BATTERY_TREND_DAYS = 30;
/** Below this span of readings a trend is noise (a radio reports a percent now and then). */
const MIN_SPAN_MS = 12 * 3_600_000;

/**
 * Least-squares slope of the readings since the last replacement (a rise of 20 points or more starts the
 * history anew), over the last BATTERY_TREND_DAYS; extrapolated from the latest value to `critical`.
 */
export function forecastBattery(readings: readonly BatteryReading[], critical: number, now: Date): BatteryForecast {
  const since = now.getTime() - BATTERY_TREND_DAYS * DAY_MS;
  const sorted = [...readings].filter((r) => r.at.getTime() >= since).sort((a, b) => a.at.getTime() - b.at.getTime());
  let start = 0;
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1];
    const cur = sorted[i];
    if (prev && cur && cur.battery - prev.battery >= 20) start = i;
  }
  const run = sorted.slice(start);
  const last = run[run.length - 1];
  if (!last) return { drainPerDay: null, replaceBy: null };
  if (last.battery <= critical) return { drainPerDay: slope(run), replaceBy: now };
  const first = run[0];
  if (!first || last.at.getTime() - first.at.getTime() < MIN_SPAN_MS) return { drainPerDay: null, replaceBy: null };
  const drain = slope(run);
  if (drain === null || drain <= 0) return { drainPerDay: drain, replaceBy: null };
  const days = (last.battery - critical) / drain;
  return { drainPerDay: drain, replaceBy: new Date(last.at.getTime() + days * DAY_MS) };
}

/** Percent lost per day (the negated least-squares slope); null for fewer than two readings. */
function slope(run: readonly BatteryReading[]): number | null {
  if (run.length < 2) return null;
  const t0 = run[0]?.at.getTime() ?? 0;
  const xs = run.map((r) => (r.at.getTime() - t0) / DAY_MS);
  const ys = run.map((r) => r.battery);
  const n = run.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx;
    num += dx * ((ys[i] ?? 0) - my);
    den += dx * dx;
  }
  if (den === 0) return null;
  // `|| 0`: a flat battery drains 0, not -0.
  return Math.round((-num / den) * 100) / 100 || 0;
}

/** A battery round's order: floor, then section, then room, then device — the way a technician walks. */
export function walkingOrder<T extends { floor: string; section: string; place: string; device: string }>(
  rows: readonly T[],
): T[] {
  const cmp = new Intl.Collator('de', { numeric: true }).compare;
  return [...rows].sort(
    (a, b) => cmp(a.floor, b.floor) || cmp(a.section, b.section) || cmp(a.place, b.place) || cmp(a.device, b.device),
  );
}
