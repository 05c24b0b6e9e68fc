import { describe, expect, it } from 'vitest';
import { binBounds, binRows, periodOf } from './chart-data';

describe('chart data', () => {
  it('ends the period at the next full hour and goes back whole days', () => {
    expect(periodOf(7, new Date('2026-11-27T08:20:00Z'))).toEqual({
      from: '2026-11-20T09:00:00.000Z',
      to: '2026-11-27T09:00:00.000Z',
    });
    expect(periodOf(1, new Date('2026-11-27T09:00:00Z')).to).toBe('2026-11-27T09:00:00.000Z');
  });

  it('labels the bins by their edges in minutes, the first and last open', () => {
    expect(binBounds([60, 180, 1200])).toEqual([
      { from: null, to: 1 },
      { from: 1, to: 3 },
      { from: 3, to: 20 },
      { from: 20, to: null },
    ]);
  });

  it('makes one stacked row per group with a series per bin', () => {
    const group = {
      __typename: 'ResponseTimeGroup' as const,
      key: '1',
      name: 'A',
      count: 3,
      median_seconds: 1,
      p90_seconds: 2,
      bins: [1, 0, 2],
    };
    expect(binRows([group], (g) => g.name ?? '')).toEqual([{ group: 'A', b0: 1, b1: 0, b2: 2 }]);
  });
});
