import { describe, expect, it } from 'vitest';
import { timeSince } from './time-since';

const NOW = Date.parse('2026-03-02T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('time since a call opened', () => {
  it.each([
    [0, { key: 'justNow' }],
    [9_999, { key: 'justNow' }],
    [10_000, { key: 'seconds', count: 10 }],
    [59_999, { key: 'seconds', count: 59 }],
    [60_000, { key: 'minutes', count: 1 }],
    [59 * 60_000, { key: 'minutes', count: 59 }],
    [61 * 60_000, { key: 'hours', hours: 1, minutes: 1 }],
    [-5_000, { key: 'justNow' }], // a clock a little ahead of the server's
  ])('%i ms → %o', (ms, expected) => {
    expect(timeSince(ago(ms), NOW)).toEqual(expected);
  });
});
