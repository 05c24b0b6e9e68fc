import { describe, expect, it } from 'vitest';
import { type MoveFacts, moveRefusal, parentChain } from './structure';

const chain = (...ids: number[]) => ids.map((id) => ({ id }));

describe('moveRefusal', () => {
  it.each<[string, MoveFacts, string | null]>([
    ['to the top', { nodeId: 5, newParentId: null, newParentChain: [], subtreeDepth: 3 }, null],
    ['under another room', { nodeId: 5, newParentId: 2, newParentChain: chain(2, 1), subtreeDepth: 1 }, null],
    ['under itself', { nodeId: 5, newParentId: 5, newParentChain: chain(5, 1), subtreeDepth: 0 }, 'into_itself'],
    [
      'under its own child',
      { nodeId: 5, newParentId: 7, newParentChain: chain(7, 5, 1), subtreeDepth: 1 },
      'into_itself',
    ],
    [
      'a new node under a missing parent',
      { nodeId: null, newParentId: 9, newParentChain: [], subtreeDepth: 0 },
      'parent_not_found',
    ],
    [
      'ten parents is the limit',
      { nodeId: null, newParentId: 1, newParentChain: chain(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), subtreeDepth: 0 },
      null,
    ],
    [
      'eleven is too deep',
      { nodeId: 50, newParentId: 1, newParentChain: chain(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), subtreeDepth: 1 },
      'too_deep',
    ],
  ])('%s → %s', (_label, facts, expected) => {
    expect(moveRefusal(facts)).toBe(expected);
  });
});

describe('parentChain', () => {
  const rows = (pairs: [number, number | null][]) => new Map(pairs.map(([id, parent_id]) => [id, { id, parent_id }]));
  it.each<[string, Map<number, { id: number; parent_id: number | null }>, number, number[]]>([
    [
      'up to the root',
      rows([
        [3, 2],
        [2, 1],
        [1, null],
      ]),
      3,
      [3, 2, 1],
    ],
    ['stops at a missing parent', rows([[3, 2]]), 3, [3]],
    [
      'stops at a cycle',
      rows([
        [1, 2],
        [2, 1],
      ]),
      1,
      [1, 2],
    ],
  ])('%s', (_label, byId, start, ids) => {
    expect(parentChain(start, byId).map((n) => n.id)).toEqual(ids);
  });

  it('stops at the depth limit', () => {
    const long = rows(Array.from({ length: 30 }, (_, i): [number, number | null] => [i + 1, i + 2]));
    expect(parentChain(1, long)).toHaveLength(11);
  });
});
