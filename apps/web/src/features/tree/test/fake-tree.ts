import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  type SystemTreeNodeFilter,
  type SystemTreeNodeSummaryFieldsFragment,
  TreeNodeListDocument,
  type TreeViewChoiceFieldsFragment,
  TreeViewChoicesDocument,
} from '../../../generated/graphql';

export type Summary = SystemTreeNodeSummaryFieldsFragment;

export function buildSummary(overrides: Partial<Summary> & { id: number; kind: string }): Summary {
  return {
    __typename: 'SystemTreeNodeSummary',
    name: `${overrides.kind} ${overrides.id}`,
    number: null,
    parent_id: null,
    section_id: null,
    section_name: null,
    serial: null,
    mac: null,
    text_short: '',
    text_long: '',
    battery: null,
    battery_level: 'unknown',
    reachable: null,
    position: null,
    position_outdated: false,
    is_active: true,
    muted: false,
    is_tech: false,
    use_activity_control: false,
    is_linkable: false,
    linked_system_tree_node_id: null,
    sort_order: 0,
    item_state: 'imported',
    child_count: 0,
    open_call_count: 0,
    inherits: false,
    path: [],
    matches: true,
    ...overrides,
  } as Summary;
}

/** Haus › 1. OG › Zimmer 101 › Medaillon (30 %), and a wired terminal that is not reachable. */
export const CARE_HOME: Summary[] = [
  buildSummary({ id: 1, kind: 'building', name: 'Haus Sonnenhof', child_count: 1 }),
  buildSummary({ id: 2, kind: 'floor', name: '1. OG', parent_id: 1, child_count: 1 }),
  buildSummary({ id: 3, kind: 'room', name: 'Zimmer 101', parent_id: 2, child_count: 2 }),
  buildSummary({
    id: 4,
    kind: 'radio',
    name: 'Medaillon Anna',
    parent_id: 3,
    battery: 30,
    battery_level: 'replacement_recommended',
    text_short: 'M 101',
    path: ['Haus Sonnenhof', '1. OG', 'Zimmer 101'],
  }),
  buildSummary({
    id: 5,
    kind: 'wired',
    name: 'Zimmerterminal 101',
    parent_id: 3,
    reachable: false,
    item_state: 'updated',
    open_call_count: 1,
    path: ['Haus Sonnenhof', '1. OG', 'Zimmer 101'],
  }),
];

const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 };

/**
 * The tree list behind Apollo's MockLink: answers `respond(filter)` (by default the whole tree) and
 * records every filter it was asked for.
 */
/** A saved view as the tree page's picker receives it. */
export type ViewChoice = Omit<TreeViewChoiceFieldsFragment, '__typename'>;
const SYSTEM_VIEW: ViewChoice = { id: 0, name: '', is_system_view: true, filters: [], can_edit: false };

export function fakeTreeList(
  respond: (filter: SystemTreeNodeFilter) => Summary[] | 'error' = () => CARE_HOME,
  views: ViewChoice[] = [SYSTEM_VIEW],
) {
  const filters: SystemTreeNodeFilter[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: TreeNodeListDocument, variables: () => true },
      ...ALWAYS,
      result: (variables: { filter: SystemTreeNodeFilter }) => {
        filters.push(variables.filter);
        const items = respond(variables.filter);
        if (items === 'error') return { errors: [new GraphQLError('database unavailable')] };
        return {
          data: {
            systemTreeNodes: {
              __typename: 'SystemTreeNodeList',
              total: items.filter((i) => i.matches).length,
              battery_thresholds: { __typename: 'BatteryThresholds', low: 40, critical: 25 },
              items,
            },
          },
        };
      },
    },
    {
      request: { query: TreeViewChoicesDocument },
      ...ALWAYS,
      result: {
        data: {
          systemTreeViewChoices: views.map((v) => ({
            __typename: 'SystemTreeViewChoice',
            ...v,
            filters: v.filters.map((f) => ({ __typename: 'SystemTreeViewCriterion', ...f })),
          })),
        },
      },
    },
  ];
  return { mocks, filters, last: () => filters.at(-1) };
}
