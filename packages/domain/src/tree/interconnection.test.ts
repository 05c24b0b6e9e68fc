import { describe, expect, it } from 'vitest';
import { interconnectionsBySection, type MergeGroupFacts, type SectionLinkFacts } from './interconnection';

const section = (id: number, connected: number | null = null): SectionLinkFacts => ({
  id,
  name: `WB ${id}`,
  connected_section_id: connected,
});
const SECTIONS = [section(1), section(2), section(3), section(4)];

describe('active interconnections (spec part 1 §4, ADR 0015)', () => {
  it.each<[string, MergeGroupFacts[], SectionLinkFacts[], Record<number, string[]>]>([
    [
      'a group of two existing sections',
      [{ name: 'Nacht', rule_set: [1, 2] }],
      SECTIONS,
      { 1: ['Nacht'], 2: ['Nacht'] },
    ],
    ['a group of one section merges nothing', [{ name: 'Solo', rule_set: [3] }], SECTIONS, {}],
    ['a section named twice in a group is one', [{ name: 'Doppelt', rule_set: [3, 3] }], SECTIONS, {}],
    ['deleted sections do not count', [{ name: 'Alt', rule_set: [1, 9] }], SECTIONS, {}],
    [
      'a section in two groups has both',
      [
        { name: 'Nacht', rule_set: [1, 2] },
        { name: 'Wochenende', rule_set: [2, 4] },
      ],
      SECTIONS,
      { 1: ['Nacht'], 2: ['Nacht', 'Wochenende'], 4: ['Wochenende'] },
    ],
    [
      'connected sections, both ways, each named by the other',
      [],
      [section(1, 2), section(2), section(3)],
      { 1: ['WB 2'], 2: ['WB 1'] },
    ],
    ['a connection to a section that is gone counts not', [], [section(1, 9), section(2)], {}],
    ['connected to each other, each named once', [], [section(1, 2), section(2, 1)], { 1: ['WB 2'], 2: ['WB 1'] }],
  ])('%s', (_label, groups, sections, expected) => {
    expect(Object.fromEntries(interconnectionsBySection(groups, sections))).toEqual(expected);
  });
});
