import { describe, expect, it } from 'vitest';
import { isInWrappingWindow, minuteOfDay, wallClockInZone, wallClockOf } from './clock';

describe('wallClockOf', () => {
  // 5 January 2026 is a Monday; Date(y, m, d, h, min) is the local time wallClockOf reads back.
  it.each([
    ['Monday midnight', new Date(2026, 0, 5, 0, 0), { weekday: 0, minutes: 0 }],
    ['Monday 06:30', new Date(2026, 0, 5, 6, 30), { weekday: 0, minutes: 390 }],
    ['Thursday noon', new Date(2026, 0, 8, 12, 0), { weekday: 3, minutes: 720 }],
    ['Friday 18:00', new Date(2026, 0, 9, 18, 0), { weekday: 4, minutes: 1080 }],
    ['Sunday 23:59:59 is still Sunday 23:59', new Date(2026, 0, 11, 23, 59, 59), { weekday: 6, minutes: 1439 }],
  ])('%s', (_name, date, expected) => {
    expect(wallClockOf(date)).toEqual(expected);
  });
});

describe('wallClockInZone', () => {
  it.each([
    ['winter: UTC Sunday 23:30 is Monday 00:30 in Zurich', '2026-01-04T23:30:00Z', 'Europe/Zurich', 0, 30],
    ['summer time: UTC Sunday 22:00 is Monday 00:00 in Zurich', '2026-07-05T22:00:00Z', 'Europe/Zurich', 0, 0],
    ['UTC itself', '2026-01-09T18:00:00Z', 'UTC', 4, 1080],
    ['midnight prints as 00, not 24', '2026-01-10T23:00:00Z', 'Europe/Zurich', 6, 0],
  ])('%s', (_name, iso, zone, weekday, minutes) => {
    expect(wallClockInZone(new Date(iso), zone)).toEqual({ weekday, minutes });
  });
});

describe('minuteOfDay', () => {
  it.each([
    ['00:00', 0],
    ['23:59', 1439],
    ['07:05', 425],
    ['7:05', 425],
    ['07:05:30', 425],
    [' 08:00 ', 480],
    ['24:00', null],
    ['12:60', null],
    ['1200', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (text, expected) => {
    expect(minuteOfDay(text)).toBe(expected);
  });
});

describe('isInWrappingWindow', () => {
  // minute, start, stop, period → inside
  it.each([
    ['start is inside', 60, 60, 120, 1440, true],
    ['stop is outside', 120, 60, 120, 1440, false],
    ['before a plain window', 59, 60, 120, 1440, false],
    ['wrapping: late evening', 1380, 1320, 360, 1440, true],
    ['wrapping: early morning', 0, 1320, 360, 1440, true],
    ['wrapping: at stop', 360, 1320, 360, 1440, false],
    ['wrapping: midday', 720, 1320, 360, 1440, false],
    ['equal start and stop is empty', 600, 600, 600, 1440, false],
    ['offsets beyond the period are taken modulo it', 30, 1440, 60, 1440, true],
    ['negative offsets too', 1430, -20, 0, 1440, true],
  ])('%s', (_name, minute, start, stop, period, expected) => {
    expect(isInWrappingWindow(minute, start, stop, period)).toBe(expected);
  });
});
