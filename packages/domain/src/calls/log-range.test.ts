import { describe, expect, it } from 'vitest';
import {
  CALL_LOG_RANGES,
  type CallLogRange,
  callLogWindow,
  DEFAULT_CALL_LOG_RANGE,
  isCallLogRange,
  zonedStartOfDay,
} from './log-range';

const ZURICH = 'Europe/Zurich';
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

type Expected = [from: string | null, to: string | null];

function windowOf(range: CallLogRange, now: string, timeZone: string): Expected {
  const { from, to } = callLogWindow(range, new Date(now), timeZone);
  return [from?.toISOString() ?? null, to?.toISOString() ?? null];
}

const hours = (w: Expected) => (Date.parse(w[1] ?? '') - Date.parse(w[0] ?? '')) / 3_600_000;

describe('callLogWindow', () => {
  // [case, zone, now (UTC), range, from, to]; the comment gives now on the zone's wall clock.
  it.each<[string, string, string, CallLogRange, string | null, string | null]>([
    // An ordinary summer day in Zurich (UTC+2), 12:00 local.
    ['1h rolls', ZURICH, '2026-06-15T10:00:00.000Z', '1h', '2026-06-15T09:00:00.000Z', null],
    ['12h rolls', ZURICH, '2026-06-15T10:00:00.000Z', '12h', '2026-06-14T22:00:00.000Z', null],
    ['24h rolls', ZURICH, '2026-06-15T10:00:00.000Z', '24h', '2026-06-14T10:00:00.000Z', null],
    ['7d same wall time', ZURICH, '2026-06-15T10:00:00.000Z', '7d', '2026-06-08T10:00:00.000Z', null],
    ['14d same wall time', ZURICH, '2026-06-15T10:00:00.000Z', '14d', '2026-06-01T10:00:00.000Z', null],
    ['30d crosses a month', ZURICH, '2026-06-15T10:00:00.000Z', '30d', '2026-05-16T10:00:00.000Z', null],
    [
      'yesterday',
      ZURICH,
      '2026-06-15T10:00:00.000Z',
      'yesterday',
      '2026-06-13T22:00:00.000Z',
      '2026-06-14T22:00:00.000Z',
    ],
    [
      'day before yesterday',
      ZURICH,
      '2026-06-15T10:00:00.000Z',
      'day_before_yesterday',
      '2026-06-12T22:00:00.000Z',
      '2026-06-13T22:00:00.000Z',
    ],
    [
      'this year starts in winter time',
      ZURICH,
      '2026-06-15T10:00:00.000Z',
      'this_year',
      '2025-12-31T23:00:00.000Z',
      null,
    ],
    [
      'last year',
      ZURICH,
      '2026-06-15T10:00:00.000Z',
      'last_year',
      '2024-12-31T23:00:00.000Z',
      '2025-12-31T23:00:00.000Z',
    ],
    ['since the beginning', ZURICH, '2026-06-15T10:00:00.000Z', 'since_beginning', null, null],
    ['custom without bounds', ZURICH, '2026-06-15T10:00:00.000Z', 'custom', null, null],
    // Just after local midnight (00:00:01 on 15 June): yesterday is the whole of 14 June.
    [
      'after midnight: yesterday',
      ZURICH,
      '2026-06-14T22:00:01.000Z',
      'yesterday',
      '2026-06-13T22:00:00.000Z',
      '2026-06-14T22:00:00.000Z',
    ],
    [
      'after midnight: day before',
      ZURICH,
      '2026-06-14T22:00:01.000Z',
      'day_before_yesterday',
      '2026-06-12T22:00:00.000Z',
      '2026-06-13T22:00:00.000Z',
    ],
    [
      'after midnight: 1h reaches into yesterday',
      ZURICH,
      '2026-06-14T22:00:01.000Z',
      '1h',
      '2026-06-14T21:00:01.000Z',
      null,
    ],
    ['after midnight: 7d keeps the second', ZURICH, '2026-06-14T22:00:01.250Z', '7d', '2026-06-07T22:00:01.250Z', null],
    // Just before local midnight (23:59:59 on 14 June): still 14 June.
    [
      'before midnight: yesterday',
      ZURICH,
      '2026-06-14T21:59:59.000Z',
      'yesterday',
      '2026-06-12T22:00:00.000Z',
      '2026-06-13T22:00:00.000Z',
    ],
    // Spring forward: 29 March 2026 has 23 h (02:00 → 03:00).
    [
      'on the short day: yesterday',
      ZURICH,
      '2026-03-29T10:00:00.000Z',
      'yesterday',
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
    ],
    [
      'after the short day: yesterday is 23 h',
      ZURICH,
      '2026-03-30T10:00:00.000Z',
      'yesterday',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ],
    [
      'after the short day: day before',
      ZURICH,
      '2026-03-30T10:00:00.000Z',
      'day_before_yesterday',
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
    ],
    [
      'two days after: day before is 23 h',
      ZURICH,
      '2026-03-31T10:00:00.000Z',
      'day_before_yesterday',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ],
    ['24h rolls across the change', ZURICH, '2026-03-29T10:00:00.000Z', '24h', '2026-03-28T10:00:00.000Z', null],
    ['7d across spring is 167 h', ZURICH, '2026-04-02T08:00:00.000Z', '7d', '2026-03-26T09:00:00.000Z', null],
    [
      '7d from a wall time in the gap moves forward',
      ZURICH,
      '2026-04-05T00:30:00.000Z',
      '7d',
      '2026-03-29T01:30:00.000Z',
      null,
    ],
    // Fall back: 25 October 2026 has 25 h (03:00 → 02:00).
    [
      'after the long day: yesterday is 25 h',
      ZURICH,
      '2026-10-26T11:00:00.000Z',
      'yesterday',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ],
    [
      'on the long day: yesterday',
      ZURICH,
      '2026-10-25T11:00:00.000Z',
      'yesterday',
      '2026-10-23T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
    ],
    [
      'two days after: day before is 25 h',
      ZURICH,
      '2026-10-27T11:00:00.000Z',
      'day_before_yesterday',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ],
    ['7d across autumn is 169 h', ZURICH, '2026-10-28T09:00:00.000Z', '7d', '2026-10-21T08:00:00.000Z', null],
    [
      '7d from a repeated wall time takes the earlier',
      ZURICH,
      '2026-11-01T01:30:00.000Z',
      '7d',
      '2026-10-25T00:30:00.000Z',
      null,
    ],
    // New Year, 30 s after midnight: 1 January 2027 00:00:30 local.
    ['new year: 1h', ZURICH, '2026-12-31T23:00:30.000Z', '1h', '2026-12-31T22:00:30.000Z', null],
    ['new year: 24h', ZURICH, '2026-12-31T23:00:30.000Z', '24h', '2026-12-30T23:00:30.000Z', null],
    ['new year: 7d', ZURICH, '2026-12-31T23:00:30.000Z', '7d', '2026-12-24T23:00:30.000Z', null],
    [
      'new year: yesterday is 31 December',
      ZURICH,
      '2026-12-31T23:00:30.000Z',
      'yesterday',
      '2026-12-30T23:00:00.000Z',
      '2026-12-31T23:00:00.000Z',
    ],
    [
      'new year: day before',
      ZURICH,
      '2026-12-31T23:00:30.000Z',
      'day_before_yesterday',
      '2026-12-29T23:00:00.000Z',
      '2026-12-30T23:00:00.000Z',
    ],
    [
      'new year: this year is 30 s old',
      ZURICH,
      '2026-12-31T23:00:30.000Z',
      'this_year',
      '2026-12-31T23:00:00.000Z',
      null,
    ],
    [
      'new year: last year is 2026',
      ZURICH,
      '2026-12-31T23:00:30.000Z',
      'last_year',
      '2025-12-31T23:00:00.000Z',
      '2026-12-31T23:00:00.000Z',
    ],
    // New Year's Eve, 23:59 local on 31 December 2026.
    ['eve: this year is 2026', ZURICH, '2026-12-31T22:59:00.000Z', 'this_year', '2025-12-31T23:00:00.000Z', null],
    [
      'eve: last year is 2025',
      ZURICH,
      '2026-12-31T22:59:00.000Z',
      'last_year',
      '2024-12-31T23:00:00.000Z',
      '2025-12-31T23:00:00.000Z',
    ],
    [
      'eve: yesterday is 30 December',
      ZURICH,
      '2026-12-31T22:59:00.000Z',
      'yesterday',
      '2026-12-29T23:00:00.000Z',
      '2026-12-30T23:00:00.000Z',
    ],
    ['eve: 12h', ZURICH, '2026-12-31T22:59:00.000Z', '12h', '2026-12-31T10:59:00.000Z', null],
    ['eve: 30d', ZURICH, '2026-12-31T22:59:00.000Z', '30d', '2026-12-01T22:59:00.000Z', null],
    // New York (UTC−5, −4 in summer): spring forward on 8 March 2026, fall back on 1 November 2026.
    [
      'NY: yesterday is 23 h',
      NEW_YORK,
      '2026-03-09T13:00:00.000Z',
      'yesterday',
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ],
    [
      'NY: day before',
      NEW_YORK,
      '2026-03-09T13:00:00.000Z',
      'day_before_yesterday',
      '2026-03-07T05:00:00.000Z',
      '2026-03-08T05:00:00.000Z',
    ],
    ['NY: 7d across spring', NEW_YORK, '2026-03-09T13:00:00.000Z', '7d', '2026-03-02T14:00:00.000Z', null],
    [
      'NY: yesterday is 25 h',
      NEW_YORK,
      '2026-11-02T15:00:00.000Z',
      'yesterday',
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ],
    ['NY: this year', NEW_YORK, '2026-03-09T13:00:00.000Z', 'this_year', '2026-01-01T05:00:00.000Z', null],
    [
      'NY: new year, 30 s after midnight',
      NEW_YORK,
      '2027-01-01T05:00:30.000Z',
      'last_year',
      '2026-01-01T05:00:00.000Z',
      '2027-01-01T05:00:00.000Z',
    ],
    [
      'NY: still 2026 in New York, 2027 in UTC',
      NEW_YORK,
      '2027-01-01T04:59:00.000Z',
      'this_year',
      '2026-01-01T05:00:00.000Z',
      null,
    ],
    // Tokyo (UTC+9, no DST): the local day starts at 15:00 UTC the day before.
    [
      'Tokyo: yesterday',
      TOKYO,
      '2026-01-01T08:30:00.000Z',
      'yesterday',
      '2025-12-30T15:00:00.000Z',
      '2025-12-31T15:00:00.000Z',
    ],
    [
      'Tokyo: this year began on 31 December UTC',
      TOKYO,
      '2026-01-01T08:30:00.000Z',
      'this_year',
      '2025-12-31T15:00:00.000Z',
      null,
    ],
    [
      'Tokyo: last year',
      TOKYO,
      '2026-01-01T08:30:00.000Z',
      'last_year',
      '2024-12-31T15:00:00.000Z',
      '2025-12-31T15:00:00.000Z',
    ],
    [
      'Tokyo: eve 23:59 is still 2025',
      TOKYO,
      '2025-12-31T14:59:00.000Z',
      'this_year',
      '2024-12-31T15:00:00.000Z',
      null,
    ],
    ['Tokyo: 14d', TOKYO, '2026-01-01T08:30:00.000Z', '14d', '2025-12-18T08:30:00.000Z', null],
    [
      'Tokyo: day before yesterday',
      TOKYO,
      '2026-01-01T08:30:00.000Z',
      'day_before_yesterday',
      '2025-12-29T15:00:00.000Z',
      '2025-12-30T15:00:00.000Z',
    ],
  ])('%s', (_name, zone, now, range, from, to) => {
    expect(windowOf(range, now, zone)).toEqual([from, to]);
  });

  it.each<[string, string, string, CallLogRange, number]>([
    ['short day', ZURICH, '2026-03-30T10:00:00.000Z', 'yesterday', 23],
    ['long day', ZURICH, '2026-10-26T11:00:00.000Z', 'yesterday', 25],
    ['ordinary day', ZURICH, '2026-06-15T10:00:00.000Z', 'yesterday', 24],
    ['leap year', ZURICH, '2025-06-15T10:00:00.000Z', 'last_year', 366 * 24],
    ['common year', ZURICH, '2026-06-15T10:00:00.000Z', 'last_year', 365 * 24],
  ])('the %s lasts as long as the wall clock says', (_name, zone, now, range, expected) => {
    expect(hours(windowOf(range, now, zone))).toBe(expected);
  });

  it('returns the custom bounds as given', () => {
    const custom = { from: new Date('2026-01-01T00:00:00Z'), to: null };
    expect(callLogWindow('custom', new Date('2026-06-15T10:00:00Z'), ZURICH, custom)).toEqual(custom);
  });
});

describe('zonedStartOfDay', () => {
  it.each([
    ['an ordinary day', ZURICH, '2026-06-15T10:00:00Z', '2026-06-14T22:00:00.000Z'],
    ['the short day', ZURICH, '2026-03-29T20:00:00Z', '2026-03-28T23:00:00.000Z'],
    ['the long day', ZURICH, '2026-10-25T22:59:59Z', '2026-10-24T22:00:00.000Z'],
    ['at midnight itself', ZURICH, '2026-06-14T22:00:00Z', '2026-06-14T22:00:00.000Z'],
    ['a day without 00:00 starts at 01:00', 'America/Santiago', '2026-09-06T12:00:00Z', '2026-09-06T04:00:00.000Z'],
    ['Tokyo', TOKYO, '2026-01-01T08:30:00Z', '2025-12-31T15:00:00.000Z'],
  ])('%s', (_name, zone, at, expected) => {
    expect(zonedStartOfDay(new Date(at), zone).toISOString()).toBe(expected);
  });
});

describe('isCallLogRange', () => {
  it.each<[unknown, boolean]>([
    ...CALL_LOG_RANGES.map((range): [unknown, boolean] => [range, true]),
    ['7D', false],
    ['', false],
    [null, false],
    [7, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isCallLogRange(value)).toBe(expected);
  });

  it('defaults to 24h', () => {
    expect(DEFAULT_CALL_LOG_RANGE).toBe('24h');
  });
});
