import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatLocalValue,
  isoWeekday,
  parseDate,
  parseDateTime,
  startOfWeek,
  weekdayName,
} from './date-format';

// Local wall times: the formatter writes the browser's zone, whatever zone the test machine has.
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

describe('date-format', () => {
  it.each([
    ['a morning with seconds', local(2026, 11, 26, 7, 28, 5), '26.11.2026 07:28'],
    ['midnight', local(2026, 1, 1, 0, 0), '01.01.2026 00:00'],
    ['an afternoon, 24-hour clock', local(2026, 7, 9, 15, 4), '09.07.2026 15:04'],
  ])('writes %s as dd.MM.yyyy HH:mm', (_what, at, expected) => {
    expect(formatDateTime(at)).toBe(expected);
    expect(formatDateTime(at.toISOString())).toBe(expected);
    expect(formatDateTime(at.getTime())).toBe(expected);
  });

  it('writes dates and clock times alone', () => {
    const at = local(2026, 3, 4, 9, 5);
    expect(formatDate(at)).toBe('04.03.2026');
    expect(formatClock(at)).toBe('09:05');
  });

  it.each([null, undefined, '', 'not a time'])('writes nothing for %j', (value) => {
    expect(formatDateTime(value)).toBe('');
    expect(formatDate(value)).toBe('');
    expect(formatClock(value)).toBe('');
  });

  it('starts weeks on Monday', () => {
    // 26.11.2026 is a Thursday; its week runs from Monday 23.11. to Sunday 29.11.
    expect(isoWeekday(local(2026, 11, 26))).toBe(4);
    expect(formatDateTime(startOfWeek(local(2026, 11, 26, 7, 28)))).toBe('23.11.2026 00:00');
    expect(formatDateTime(startOfWeek(local(2026, 11, 29, 23, 59)))).toBe('23.11.2026 00:00');
    expect(formatDateTime(startOfWeek(local(2026, 11, 30, 0, 1)))).toBe('30.11.2026 00:00');
    // Across a month and a year.
    expect(formatDate(startOfWeek(local(2027, 1, 1)))).toBe('28.12.2026');
  });

  it('names the weekday in the page language', () => {
    expect(weekdayName(local(2026, 11, 26), 'de')).toBe('Donnerstag');
    expect(weekdayName(local(2026, 11, 26), 'fr')).toBe('jeudi');
  });
});

describe('reading typed dates', () => {
  it.each([
    ['26.11.2026 07:28', '2026-11-26T07:28'],
    ['1.2.2026 8:05', '2026-02-01T08:05'],
    ['26.11.2026, 07:28', '2026-11-26T07:28'],
    ['31.02.2026 08:00', null],
    ['26.11.2026 24:00', null],
    ['2026-11-26T07:28', null],
    ['26.11.2026', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseDateTime(text)).toBe(expected);
  });

  it.each([
    ['26.11.2026', '2026-11-26'],
    ['29.02.2028', '2028-02-29'],
    ['29.02.2026', null],
    ['11/26/2026', null],
  ])('reads the day %j as %j', (text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });

  it('writes a local value back the same way', () => {
    expect(formatLocalValue('2026-11-26T07:28')).toBe('26.11.2026 07:28');
    expect(formatLocalValue('2026-11-26')).toBe('26.11.2026');
    expect(formatLocalValue('')).toBe('');
  });
});
