import { describe, expect, it } from 'vitest';
import { type InheritingNode, inheritsAnything, parentValue, resolveInherited } from './inheritance';

function node(id: number, own: Partial<InheritingNode> = {}): InheritingNode {
  return {
    id,
    section_id: null,
    flight_profile_id: null,
    text_short: '',
    text_long: '',
    inherit_section: false,
    inherit_flight_profile: false,
    inherit_text_short: false,
    inherit_text_long: false,
    ...own,
  };
}

const building = node(1, { section_id: 1, text_long: 'Haus' });
const floor = node(2, { inherit_section: true, text_long: 'OG 1' });
const room = node(3, { inherit_section: true, section_id: 9, inherit_text_long: true });

describe('resolveInherited (parents nearest first)', () => {
  it.each<[string, InheritingNode, InheritingNode[], number | string | null, number | null]>([
    ['own value', building, [], 1, 1],
    ['from the parent', floor, [building], 1, 1],
    ['through an inheriting parent', room, [floor, building], 1, 1],
    [
      'the own value is ignored while inheriting',
      node(4, { inherit_section: true, section_id: 5 }),
      [node(5, { section_id: 2 })],
      2,
      5,
    ],
    ['nothing up the chain', node(4, { inherit_section: true }), [node(5, { inherit_section: true })], null, null],
    ['no parent at all', node(4, { inherit_section: true }), [], null, null],
  ])('%s', (_label, subject, parents, value, sourceId) => {
    expect(resolveInherited('section_id', subject, parents)).toEqual({ value, sourceId });
  });

  it('resolves each field on its own flag', () => {
    expect(resolveInherited('text_long', room, [floor, building])).toEqual({ value: 'OG 1', sourceId: 2 });
    expect(parentValue('text_long', [floor, building])).toEqual({ value: 'OG 1', sourceId: 2 });
    expect(parentValue('section_id', [])).toEqual({ value: null, sourceId: null });
  });

  it.each([
    [building, false],
    [floor, true],
    [node(6, { inherit_text_short: true }), true],
  ])('inheritsAnything %#', (subject, expected) => {
    expect(inheritsAnything(subject)).toBe(expected);
  });
});
