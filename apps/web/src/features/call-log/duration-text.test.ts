import { describe, expect, it } from 'vitest';
import { callSeconds, durationParts, durationText } from './duration-text';

const english = (unit: string, count: number) => `${count} ${unit}`;

describe('a duration as text', () => {
  it.each([
    [0, '0 s'],
    [12, '12 s'],
    [60, '1 min'],
    [72, '1 min 12 s'],
    [3_600, '1 h'],
    [3_605, '1 h'],
    [3_725, '1 h 2 min'],
    [90_000, '1 d 1 h'],
    [86_400 + 59, '1 d'],
    [-3, '0 s'],
    [12.9, '12 s'],
  ])('%d s is "%s"', (seconds, text) => {
    expect(durationText(seconds, english)).toBe(text);
  });

  it('shows as many units as asked', () => {
    expect(durationParts(3_725, 3)).toEqual([
      { unit: 'h', value: 1 },
      { unit: 'min', value: 2 },
      { unit: 's', value: 5 },
    ]);
  });
});

describe('how long a call lasted', () => {
  const opened_at = '2026-07-01T08:00:00.000Z';
  const now = Date.parse('2026-07-01T08:05:00.000Z');
  it.each([
    ['the stored duration', { opened_at, duration: 72, closed_at: '2026-07-01T08:01:12.000Z' }, 72],
    ['from its times when none is stored', { opened_at, duration: null, closed_at: '2026-07-01T08:00:30.000Z' }, 30],
    ['an open call until now', { opened_at, duration: null, closed_at: null }, 300],
    ['a clock ahead of now counts as 0', { opened_at: '2026-07-01T09:00:00.000Z' }, 0],
  ])('%s', (_label, call, seconds) => {
    expect(callSeconds(call, now)).toBe(seconds);
  });
});
