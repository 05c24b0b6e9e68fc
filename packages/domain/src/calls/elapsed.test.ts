import { describe, expect, it } from 'vitest';
import { splitElapsed } from './elapsed';

describe('splitElapsed', () => {
  // seconds → [days, hours, minutes, seconds]
  it.each<[string, number, [number, number, number, number]]>([
    ['nothing', 0, [0, 0, 0, 0]],
    ['seconds only', 59, [0, 0, 0, 59]],
    ['a full minute', 60, [0, 0, 1, 0]],
    ['1 min 12 s', 72, [0, 0, 1, 12]],
    ['just under an hour', 3_599, [0, 0, 59, 59]],
    ['a full hour', 3_600, [0, 1, 0, 0]],
    ['just under a day', 86_399, [0, 23, 59, 59]],
    ['a full day', 86_400, [1, 0, 0, 0]],
    ['days and the rest', 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5, [2, 3, 4, 5]],
    ['more than a month stays in days', 40 * 86_400 + 1, [40, 0, 0, 1]],
    ['fractions are cut off', 72.9, [0, 0, 1, 12]],
    ['negative is 0', -5, [0, 0, 0, 0]],
    ['NaN is 0', Number.NaN, [0, 0, 0, 0]],
    ['infinity is 0', Number.POSITIVE_INFINITY, [0, 0, 0, 0]],
  ])('%s', (_name, seconds, [days, hours, minutes, secs]) => {
    expect(splitElapsed(seconds)).toEqual({ days, hours, minutes, seconds: secs });
  });
});
