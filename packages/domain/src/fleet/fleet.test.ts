import { describe, expect, it } from 'vitest';
import { percentile } from './fleet';

describe('percentile (nearest rank)', () => {
  it.each([
    [[], 50, null],
    [[120], 50, 120],
    [[120], 95, 120],
    [[300, 100, 200], 50, 200],
    [[300, 100, 200], 95, 300],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95, 10],
    [Array.from({ length: 100 }, (_, i) => i + 1), 95, 95],
    [[5, 5, 5, 9000], 50, 5],
  ])('%j p%i → %s', (samples, p, expected) => {
    expect(percentile(samples, p)).toBe(expected);
  });
});
