import { SECTION_MAX_DEVICES } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import type { TreeNodeRow } from './tree.repository';
import { cascadePlan, cascadeRefusals } from './tree-cascade';
import type { TreeFacts } from './tree-write-facts';

type Node = Pick<
  TreeNodeRow,
  | 'id'
  | 'parent_id'
  | 'kind'
  | 'name'
  | 'section_id'
  | 'flight_profile_id'
  | 'text_short'
  | 'text_long'
  | 'inherit_section'
  | 'inherit_flight_profile'
  | 'inherit_text_short'
  | 'inherit_text_long'
>;

const node = (id: number, parent_id: number | null, kind: string, extra: Partial<Node> = {}): Node => ({
  id,
  parent_id,
  kind,
  name: `${kind} ${id}`,
  section_id: 1,
  flight_profile_id: null,
  text_short: '',
  text_long: 'ZIMMER 1',
  inherit_section: false,
  inherit_flight_profile: false,
  inherit_text_short: false,
  inherit_text_long: false,
  ...extra,
});

// room 1 › person 2 (inherits text and section) › radio 3 (inherits both from the person); wired 4 in
// the room keeps its own text but inherits the section.
const TREE = [
  node(1, null, 'room'),
  node(2, 1, 'person', { inherit_text_long: true, inherit_section: true }),
  node(3, 2, 'radio', { inherit_text_long: true, inherit_section: true }),
  node(4, 1, 'wired', { text_long: 'BAD', inherit_section: true }),
];

function factsOf(tree: Node[], openCalls: number[] = [], devicesIn: Record<number, number> = {}): TreeFacts {
  const children = (id: number) => tree.filter((n) => n.parent_id === id);
  return {
    children,
    devicesIn: (section: number) => devicesIn[section] ?? 0,
    lockFacts: (n: Node) => ({
      kind: n.kind,
      openCallCount: openCalls.includes(n.id) ? 1 : 0,
      inActiveInterconnection: false,
      childrenInheritSection: children(n.id).some((c) => c.inherit_section),
      inheritsAnything: true,
      childCount: children(n.id).length,
    }),
  } as unknown as TreeFacts;
}

const room = (values: Partial<Node>) => ({ ...(TREE[0] as Node), ...values }) as TreeNodeRow;

describe('the descendants that follow a changed value', () => {
  it('walk down the inheriting chain with what changes on each', () => {
    const plan = cascadePlan(factsOf(TREE), room({ text_long: 'ZIMMER 2' }));
    expect(plan.map((s) => [s.child.id, s.patch])).toEqual([
      [2, { text_long: 'ZIMMER 2' }],
      [3, { text_long: 'ZIMMER 2' }],
    ]);
  });

  it('leave out children whose value already matches or that keep their own', () => {
    expect(cascadePlan(factsOf(TREE), room({}))).toEqual([]);
  });
});

describe('why they cannot follow', () => {
  it.each<[string, Partial<Node>, number[], Record<number, number>, string[]]>([
    ['nothing holds them', { text_long: 'ZIMMER 2' }, [], {}, []],
    ['a grandchild with open calls', { text_long: 'ZIMMER 2' }, [3], {}, ['text_long:locked_child:radio 3']],
    // The person's own children inherit its section: that locks a user's edit, not following.
    ['a child whose children inherit its section', { section_id: 2 }, [], {}, []],
    [
      'a device without room in the new section',
      { section_id: 2 },
      [],
      { 2: SECTION_MAX_DEVICES - 1 },
      ['section_id:section_full:'],
    ],
    ['two devices that fit exactly', { section_id: 2 }, [], { 2: SECTION_MAX_DEVICES - 2 }, []],
  ])('%s', (_label, change, openCalls, devicesIn, expected) => {
    const facts = factsOf(TREE, openCalls, devicesIn);
    const issues = cascadeRefusals(facts, cascadePlan(facts, room(change)));
    expect(issues.map((i) => `${i.field}:${i.key}:${String(i.data?.name ?? '')}`)).toEqual(expected);
  });
});
