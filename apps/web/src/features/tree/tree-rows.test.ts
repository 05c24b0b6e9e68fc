import { describe, expect, it } from 'vitest';
import { flatRows, nestRows } from './tree-rows';

const items = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: 1 },
  { id: 5, parent_id: 1 },
  { id: 3, parent_id: 2 },
  { id: 9, parent_id: 77 },
];

const shape = (collapsed: number[]) =>
  nestRows(items, new Set(collapsed)).map(
    (r) => `${'-'.repeat(r.depth)}${r.item.id}${r.hasChildren ? (r.expanded ? 'v' : '>') : ''}`,
  );

describe('nestRows', () => {
  it.each<[string, number[], string[]]>([
    ['depth first, in the given order', [], ['1v', '-2v', '--3', '-5', '9']],
    ['a collapsed node hides what is below it', [2], ['1v', '-2>', '-5', '9']],
    ['collapsing the root hides everything under it', [1], ['1>', '9']],
  ])('%s', (_label, collapsed, expected) => {
    expect(shape(collapsed)).toEqual(expected);
  });

  it('places each node once when the data holds a cycle, and still shows it', () => {
    const cyclic = [
      { id: 1, parent_id: 2 },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: null },
    ];
    expect(nestRows(cyclic, new Set()).map((r) => [r.item.id, r.depth])).toEqual([
      [3, 0],
      [1, 0],
      [2, 1],
    ]);
  });

  it('lists a flat view as it is', () => {
    expect(flatRows(items).map((r) => [r.item.id, r.depth])).toEqual(items.map((i) => [i.id, 0]));
  });
});
