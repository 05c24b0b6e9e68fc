import type { MockLink } from '@apollo/client/testing';
import type { GraphQLError } from 'graphql';
import {
  type SystemTreeNodeFieldsFragment,
  type SystemTreeNodeInput,
  TreeNodeAddNoteDocument,
  TreeNodeCreateDocument,
  TreeNodeDetailDocument,
  type TreeNodeDetailQuery,
  TreeNodeOptionsDocument,
  TreeNodeUpdateDocument,
} from '../../../generated/graphql';
import { newValues } from '../node-form/node-values';
import { CARE_HOME, fakeTreeList } from './fake-tree';

type Detail = NonNullable<TreeNodeDetailQuery['systemTreeNode']>;
type Node = SystemTreeNodeFieldsFragment;

export function buildNode(overrides: Partial<Node> & { id: number; kind: string }): Node {
  const {
    override_button: _b,
    override_call_source: _c,
    override_checkpoint: _p,
    ...values
  } = newValues(overrides.kind, null);
  return {
    ...values,
    serial: null,
    mac: null,
    callback_number: null,
    comment: null,
    device_text_overrides: null,
    active_display_group_override_id: null,
    battery: null,
    reachable: null,
    last_reachable_at: null,
    position: null,
    position_updated_at: null,
    health: null,
    status: null,
    radio: null,
    muted: false,
    item_state: 'imported',
    ...overrides,
  };
}

/** Medaillon Anna (radio 4) in Zimmer 101, inheriting its long text from the room. */
export function buildDetail(overrides: Partial<Detail> = {}, node: Partial<Node> = {}): Detail {
  return {
    node: buildNode({
      id: 4,
      kind: 'radio',
      name: 'Medaillon Anna',
      parent_id: 3,
      section_id: 1,
      text_short: 'M 101',
      text_long: 'Zimmer 101',
      inherit_text_long: true,
      serial: 'R-2001',
      battery: 30,
      reachable: true,
      ...node,
    }),
    section: { id: 1, name: 'Wohnbereich 1. OG' },
    open_calls: [],
    children: [],
    linking_nodes: [],
    linked_node: null,
    parents: [
      { id: 3, kind: 'room', name: 'Zimmer 101' },
      { id: 1, kind: 'building', name: 'Haus Sonnenhof' },
    ],
    latest_note: null,
    battery_level: 'replacement_recommended',
    position_outdated: false,
    parent_values: { section_id: 1, flight_profile_id: null, text_short: 'Zi 101', text_long: 'Zimmer 101' },
    children_inherit: [],
    in_active_interconnection: false,
    text_long_required: false,
    locks: { node: null, move: null, delete: null, fields: [] },
    ...overrides,
  };
}

const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 };

const typed = <T extends object | null>(typename: string, value: T) =>
  value ? { __typename: typename, ...value } : value;
const node = (n: object | null) => typed('SystemTreeNode', n);

/** The detail as the server sends it, with the type names the cache keys on. */
function served(d: Detail) {
  return typed('SystemTreeNodeDetail', {
    ...d,
    node: node(d.node),
    section: typed('CallSectionRef', d.section),
    open_calls: d.open_calls.map((c) => typed('Call', c)),
    children: d.children.map(node),
    linking_nodes: d.linking_nodes.map(node),
    linked_node: node(d.linked_node),
    parents: d.parents.map(node),
    latest_note: typed('SystemTreeNodeNote', d.latest_note),
    parent_values: typed('SystemTreeParentValues', d.parent_values),
    locks: typed('SystemTreeNodeLocks', {
      ...d.locks,
      fields: d.locks.fields.map((f) => typed('SystemTreeFieldLock', f)),
    }),
  });
}

/**
 * The node form's server: the detail of each node given, the options, the tree, and create/update
 * that record their input and answer with the node (or `refuse` errors).
 */
export function fakeNodeServer(
  details: Detail[],
  refuse: { errors: GraphQLError[] } | null = null,
  tree: typeof CARE_HOME = CARE_HOME,
) {
  const saved: { id: number | null; data: SystemTreeNodeInput }[] = [];
  const notes: { id: number; text: string }[] = [];
  const answer = (id: number, data: SystemTreeNodeInput) => {
    const base = details.find((d) => d.node.id === id)?.node ?? buildNode({ id, kind: String(data.kind ?? 'room') });
    return node({ ...base, ...(data as Partial<Node>) });
  };
  const mocks: MockLink.MockedResponse[] = [
    ...fakeTreeList(() => tree).mocks,
    {
      request: { query: TreeNodeDetailDocument, variables: () => true },
      ...ALWAYS,
      result: (v: { id: number }) => {
        const found = details.find((d) => d.node.id === v.id);
        const note = notes.findLast((n) => n.id === v.id);
        const latest = note
          ? { id: notes.length, text: note.text, user_name: 'admin', created_at: '2026-11-22T08:00:00.000Z' }
          : found?.latest_note;
        return { data: { systemTreeNode: found ? served({ ...found, latest_note: latest ?? null }) : null } };
      },
    },
    {
      request: { query: TreeNodeAddNoteDocument, variables: () => true },
      ...ALWAYS,
      result: (v: { id: number; text: string }) => {
        notes.push({ id: v.id, text: v.text.trim() });
        const note = {
          id: notes.length,
          text: v.text.trim(),
          user_name: 'admin',
          created_at: '2026-11-22T08:00:00.000Z',
        };
        return { data: { addSystemTreeNodeNote: typed('SystemTreeNodeNote', note) } };
      },
    },
    {
      request: { query: TreeNodeOptionsDocument },
      ...ALWAYS,
      result: {
        data: {
          systemTreeNodeOptions: {
            __typename: 'SystemTreeNodeOptions',
            sections: [{ __typename: 'SystemTreeSectionOption', id: 1, name: 'Wohnbereich 1. OG' }],
            call_sources: [{ __typename: 'SystemTreeCallSourceOption', id: 3, number: 3, text: 'Medaillon' }],
            hubs: [{ __typename: 'SystemTreeHubOption', id: 1, name: 'Funk-Hub 1. OG', type: 'Radio' }],
            schedules: [
              { id: 1, name: 'Tag/Nacht', time_1: '07:00', time_2: '19:00', time_3: null, time_4: null, time_5: null },
              {
                id: 2,
                name: 'Schichten',
                time_1: '06:30',
                time_2: '14:30',
                time_3: '22:00',
                time_4: null,
                time_5: null,
              },
            ].map((s) => ({ __typename: 'SystemTreeScheduleOption', ...s })),
            display_groups: [
              { id: 3, name: 'Notrufe' },
              { id: 4, name: 'Nachtwache' },
            ].map((g) => ({ __typename: 'SystemTreeDisplayGroupOption', ...g })),
            flight_profiles: [{ __typename: 'SystemTreeFlightProfileOption', id: 6, name: 'Ausgang Nord' }],
          },
        },
      },
    },
    {
      request: { query: TreeNodeUpdateDocument, variables: () => true },
      ...ALWAYS,
      result: (v: { id: number; data: SystemTreeNodeInput }) => {
        saved.push({ id: v.id, data: v.data });
        return refuse ?? { data: { updateSystemTreeNode: answer(v.id, v.data) } };
      },
    },
    {
      request: { query: TreeNodeCreateDocument, variables: () => true },
      ...ALWAYS,
      result: (v: { data: SystemTreeNodeInput }) => {
        saved.push({ id: null, data: v.data });
        return refuse ?? { data: { createSystemTreeNode: answer(99, v.data) } };
      },
    },
  ];
  return { mocks, saved, notes };
}
