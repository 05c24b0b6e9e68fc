import { describe, expect, it } from 'vitest';
import { lastReportPeriod, zonedTime } from './periods';

const ZURICH = 'Europe/Zurich';
const iso = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];

describe('report periods (daily, weekly on Monday, monthly on the 1st, at the hour of the system zone)', () => {
  it.each([
    // Thursday 26 Nov 2026, 10:00 in Zurich (UTC+1): yesterday 06:00 → today 06:00
    ['DAILY', '2026-11-26T09:00:00Z', ['2026-11-25T05:00:00.000Z', '2026-11-26T05:00:00.000Z']],
    // 05:59 local: today's report is not due yet, the one before is the last
    ['DAILY', '2026-11-26T04:59:00Z', ['2026-11-24T05:00:00.000Z', '2026-11-25T05:00:00.000Z']],
    // Thursday: the week ended on Monday 23 Nov 06:00
    ['WEEKLY', '2026-11-26T09:00:00Z', ['2026-11-16T05:00:00.000Z', '2026-11-23T05:00:00.000Z']],
    // Monday 30 Nov 06:00 sharp: that week has just ended
    ['WEEKLY', '2026-11-30T05:00:00Z', ['2026-11-23T05:00:00.000Z', '2026-11-30T05:00:00.000Z']],
    // Monday 05:00 local: still the week before
    ['WEEKLY', '2026-11-30T04:00:00Z', ['2026-11-16T05:00:00.000Z', '2026-11-23T05:00:00.000Z']],
    ['MONTHLY', '2026-11-26T09:00:00Z', ['2026-10-01T04:00:00.000Z', '2026-11-01T05:00:00.000Z']],
    // 1 January: the month before is December of the year before
    ['MONTHLY', '2027-01-01T08:00:00Z', ['2026-12-01T05:00:00.000Z', '2027-01-01T05:00:00.000Z']],
  ] as const)('%s at %s', (kind, now, expected) => {
    expect(iso(lastReportPeriod(kind, new Date(now), 6, ZURICH))).toEqual(expected);
  });

  it('keeps the wall-clock hour across daylight saving (a day of 23 hours in spring)', () => {
    const p = lastReportPeriod('DAILY', new Date('2027-03-28T12:00:00Z'), 6, ZURICH);
    expect(iso(p)).toEqual(['2027-03-27T05:00:00.000Z', '2027-03-28T04:00:00.000Z']);
  });

  it('finds the instant of a wall-clock hour in other zones', () => {
    expect(zonedTime(2026, 7, 1, 6, 'America/New_York').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedTime(2026, 1, 32, 0, 'UTC').toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});
