import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_DAYS, ANALYTICS_PERIODS, RESPONSE_BIN_EDGES, responseBin, shiftOfHour } from './charts';

describe('shiftOfHour', () => {
  it.each([
    [0, 'night'],
    [5, 'night'],
    [6, 'early'],
    [13, 'early'],
    [14, 'late'],
    [21, 'late'],
    [22, 'night'],
    [23, 'night'],
  ])('hour %i is the %s shift', (hour, shift) => {
    expect(shiftOfHour(hour)).toBe(shift);
  });
});

describe('responseBin', () => {
  it.each([
    [0, 0],
    [59, 0],
    [60, 1],
    [179, 1],
    [180, 2],
    [299, 2],
    [300, 3],
    [599, 3],
    [600, 4],
    [1199, 4],
    [1200, 5],
    [86_400, 5],
  ])('%i s falls in bin %i', (seconds, bin) => {
    expect(responseBin(seconds)).toBe(bin);
  });

  it('has one bin more than edges, edges rising', () => {
    expect([...RESPONSE_BIN_EDGES].sort((a, b) => a - b)).toEqual(RESPONSE_BIN_EDGES);
    expect(responseBin(Number.MAX_SAFE_INTEGER)).toBe(RESPONSE_BIN_EDGES.length);
  });

  it('offers no period longer than the charts read', () => {
    expect(Math.max(...ANALYTICS_PERIODS)).toBeLessThanOrEqual(ANALYTICS_MAX_DAYS);
  });
});
