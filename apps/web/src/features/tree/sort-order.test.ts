import { describe, expect, it } from 'vitest';
import { moveEntry } from './sort-order';

describe('moveEntry', () => {
  it.each<[number, -1 | 1, number[]]>([
    [1, -1, [2, 1, 3]],
    [1, 1, [1, 3, 2]],
    [0, -1, [1, 2, 3]],
    [2, 1, [1, 2, 3]],
    [7, 1, [1, 2, 3]],
  ])('index %i by %i', (index, step, expected) => {
    expect(moveEntry([1, 2, 3], index, step)).toEqual(expected);
  });
});
