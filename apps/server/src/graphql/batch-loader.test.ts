import { describe, expect, it } from 'vitest';
import { createBatchLoader, loaderOf } from './batch-loader';

describe('createBatchLoader', () => {
  it('answers every caller of one tick with a single load of the union of their keys', async () => {
    const calls: number[][] = [];
    const load = createBatchLoader(async (keys) => {
      calls.push([...keys].sort((a, b) => a - b));
      return new Map(keys.map((k) => [k, `v${k}`]));
    });
    const [a, b, c] = await Promise.all([load([1, 2]), load([2, 3]), load([9])]);
    expect(calls).toEqual([[1, 2, 3, 9]]);
    expect(a).toEqual(['v1', 'v2']);
    expect(b).toEqual(['v2', 'v3']);
    expect(c).toEqual(['v9']);
  });

  it('leaves out keys the load did not find and starts a new batch on the next tick', async () => {
    let loads = 0;
    const load = createBatchLoader(async (keys) => {
      loads += 1;
      return new Map(keys.filter((k) => k !== 4).map((k) => [k, k * 10]));
    });
    expect(await load([4, 5])).toEqual([50]);
    expect(await load([6])).toEqual([60]);
    expect(loads).toBe(2);
  });

  it('keeps loaders apart per request context', async () => {
    const seen: number[][] = [];
    const fetch = async (keys: number[]) => {
      seen.push(keys);
      return new Map(keys.map((k) => [k, k]));
    };
    const one = {};
    const two = {};
    expect(loaderOf(one, 'x', fetch)).toBe(loaderOf(one, 'x', fetch));
    expect(loaderOf(one, 'x', fetch)).not.toBe(loaderOf(two, 'x', fetch));
    await Promise.all([loaderOf(one, 'x', fetch)([1]), loaderOf(two, 'x', fetch)([2])]);
    expect(seen).toHaveLength(2);
  });
});
