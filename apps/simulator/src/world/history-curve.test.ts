import { describe, expect, it } from 'vitest';
import { HOURLY_WEIGHTS, instantAt, knownTimeZone, timeCurve } from './history-curve';

const HOUR = 3_600_000;
const flat = () => 1;

function localHour(at: number, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  return Number(format.format(new Date(at)));
}

describe('timeCurve', () => {
  // [case, zone, local day's first instant, its last instant + 1, hours]
  it.each([
    ['an ordinary day', 'Europe/Zurich', '2026-06-14T22:00:00Z', '2026-06-15T22:00:00Z', 24],
    ['the short day (spring forward)', 'Europe/Zurich', '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z', 23],
    ['the long day (fall back)', 'Europe/Zurich', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', 25],
    ['New York, spring forward', 'America/New_York', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', 23],
    ['Tokyo', 'Asia/Tokyo', '2026-01-01T15:00:00Z', '2026-01-02T15:00:00Z', 24],
  ])('weights each hour of %s by its local hour', (_name, zone, start, end, hours) => {
    const from = Date.parse(start);
    const curve = timeCurve(from, Date.parse(end), zone, flat);

    expect(curve.starts).toHaveLength(hours);
    const weights = curve.cumulative.map((total, k) => (total - (curve.cumulative[k - 1] ?? 0)) / HOUR);
    const expected = curve.starts.map((at) => HOURLY_WEIGHTS[localHour(at, zone)]);
    expect(weights).toEqual(expected);
  });

  it('cuts partial hours at both ends and weights them by their length', () => {
    const curve = timeCurve(Date.parse('2026-06-15T10:30:00Z'), Date.parse('2026-06-15T12:15:00Z'), 'UTC', flat);
    expect(curve.starts.map((at) => new Date(at).toISOString().slice(11, 16))).toEqual(['10:30', '11:00', '12:00']);
    expect(curve.cumulative.at(-1)).toBeCloseTo((0.5 * 5 + 5 + 0.25 * 6) * HOUR);
  });

  it('multiplies by the factor of the local day', () => {
    const from = Date.parse('2026-06-14T22:00:00Z');
    const twice = timeCurve(from, from + 48 * HOUR, 'Europe/Zurich', (day) => (day % 2 === 0 ? 1 : 2));
    const once = timeCurve(from, from + 48 * HOUR, 'Europe/Zurich', flat);
    const dayTotal = HOURLY_WEIGHTS.reduce((sum, w) => sum + w, 0) * HOUR;
    expect((twice.cumulative.at(-1) ?? 0) - (once.cumulative.at(-1) ?? 0)).toBeCloseTo(dayTotal);
  });
});

describe('instantAt', () => {
  const from = Date.parse('2026-06-15T00:00:00Z');
  const curve = timeCurve(from, from + 24 * HOUR, 'UTC', flat);
  const total = HOURLY_WEIGHTS.reduce((sum, w) => sum + w, 0);
  const weightBefore = (hour: number) => HOURLY_WEIGHTS.slice(0, hour).reduce((sum, w) => sum + w, 0);

  it.each([
    ['the start', 0, from],
    ['the start of 08:00', weightBefore(8) / total, from + 8 * HOUR],
    ['halfway through 08:00', (weightBefore(8) + (HOURLY_WEIGHTS[8] ?? 0) / 2) / total, from + 8.5 * HOUR],
    ['just before the end', 1 - 1e-12, from + 24 * HOUR],
  ])('maps %s', (_name, r, expected) => {
    expect(instantAt(curve, r)).toBeCloseTo(expected, -2);
  });
});

describe('knownTimeZone', () => {
  it.each([
    ['Europe/Zurich', 'Europe/Zurich'],
    ['Mars/Olympus', 'UTC'],
    [undefined, 'Europe/Zurich'],
  ])('%s → %s', (zone, expected) => {
    expect(knownTimeZone(zone)).toEqual(expected);
  });
});
