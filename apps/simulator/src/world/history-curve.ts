import { zoneOffsetAt } from '@wardlight/domain';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How often residents call, by local hour (relative): quiet at night, the morning round (getting up,
 * washing, breakfast) 07–09, a smaller midday bump, the evening round (supper, going to bed) 18–21.
 */
export const HOURLY_WEIGHTS: readonly number[] = [
  2, 1.5, 1, 1, 1.2, 2, 4, 8, 9, 7, 5, 5, 6, 4, 4, 4, 4, 5, 7, 8, 8, 6, 4, 3,
];

/** Hours of a window, each weighted by its local hour, to pick call times from. */
export interface TimeCurve {
  /** Start of each bucket (ms); bucket k is [starts[k], starts[k + 1]), the last ends at `to`. */
  starts: number[];
  to: number;
  /** Running total of the weights up to and including bucket k. */
  cumulative: number[];
}

/** The system's time zone (the protocol's default without system parameters); an unknown one counts as UTC. */
export function knownTimeZone(timeZone = 'Europe/Zurich'): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * Splits [from, to) at whole UTC hours and weights each piece by the local hour it starts in (so DST
 * days get their 23 or 25 hours) and by `dayFactor` of its local day (days since 1970, local), so
 * some days are busier than others.
 */
export function timeCurve(from: number, to: number, timeZone: string, dayFactor: (day: number) => number): TimeCurve {
  const read = (at: number) => zoneOffsetAt(at, timeZone);
  // Intl is slow; an offset that is the same a day later held all day (DST changes are a year apart).
  let known = { offset: 0, until: Number.NEGATIVE_INFINITY };
  const offsetAt = (at: number) => {
    if (at < known.until) return known.offset;
    const offset = read(at);
    known = { offset, until: read(at + DAY_MS) === offset ? at + DAY_MS : at };
    return offset;
  };
  const starts: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (let start = from; start < to; ) {
    const end = Math.min(to, (Math.floor(start / HOUR_MS) + 1) * HOUR_MS);
    const local = start + offsetAt(start);
    const hour = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
    total += (HOURLY_WEIGHTS[hour] ?? 1) * dayFactor(Math.floor(local / DAY_MS)) * (end - start);
    starts.push(start);
    cumulative.push(total);
    start = end;
  }
  return { starts, to, cumulative };
}

/** The instant at `r` ∈ [0, 1) of the curve's total weight. */
export function instantAt(curve: TimeCurve, r: number): number {
  const { starts, cumulative, to } = curve;
  const total = cumulative.at(-1) ?? 0;
  const target = r * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((cumulative[mid] ?? 0) > target) high = mid;
    else low = mid + 1;
  }
  const before = cumulative[low - 1] ?? 0;
  const weight = (cumulative[low] ?? 0) - before;
  const start = starts[low] ?? 0;
  const end = starts[low + 1] ?? to;
  return start + (weight > 0 ? ((target - before) / weight) * (end - start) : 0);
}
