import { describe, expect, it } from 'vitest';
import { issueCodes } from '../validation/testing';
import type { InheritingNode } from './inheritance';
import { checkTreeNode, type NodeRuleContext, type NodeRuleValues } from './node-rules';

const values: NodeRuleValues = {
  kind: 'radio',
  name: 'Medaillon',
  number: 1015,
  serial: 'R-2001',
  mac: '00:1B:C5:0A:07:D1',
  text_short: 'M 101',
  text_long: 'Medaillon Zi 101',
  section_id: 1,
  flight_profile_id: null,
  inherit_section: false,
  inherit_flight_profile: false,
  inherit_text_short: false,
  inherit_text_long: false,
  sort_order: 0,
  day_sound_level: 5,
  night_sound_level: 2,
  mask_time_at_night: null,
  display_time: null,
  linked_system_tree_node_id: null,
};

const room: InheritingNode = {
  id: 7,
  section_id: 2,
  flight_profile_id: null,
  text_short: 'Zi 101',
  text_long: '',
  inherit_section: false,
  inherit_flight_profile: false,
  inherit_text_short: false,
  inherit_text_long: false,
};

const ctx: NodeRuleContext = {
  id: 30,
  parents: [room],
  inheritedByChild: {},
  textLongRequired: false,
  hasLinkedDevices: false,
  targetIsLinked: false,
};

describe('checkTreeNode (spec part 1 §5)', () => {
  it.each<[string, Partial<NodeRuleValues>, Partial<NodeRuleContext>, string[]]>([
    ['a valid radio', {}, {}, []],
    ['an unknown kind', { kind: 'lamp' }, {}, ['kind:invalid_value']],
    ['no name', { name: ' ' }, {}, ['name:required']],
    ['an 8-byte short text', { text_short: 'ZIMMER 1' }, {}, ['text_short:max_length']],
    ['an umlaut', { text_short: 'Zü' }, {}, ['text_short:no_umlauts']],
    ['a 20-byte long text', { text_long: 'Medaillon Zimmer 101' }, {}, ['text_long:max_length']],
    [
      'a long text a child inherits',
      { text_long: 'Medaillon Zimmer 101' },
      { inheritedByChild: { text_long: true } },
      ['text_long:max_length_inherited'],
    ],
    [
      'an empty text a child inherits',
      { text_short: '' },
      { inheritedByChild: { text_short: true } },
      ['text_short:required_by_child'],
    ],
    ['inheriting the section from the room', { inherit_section: true, section_id: null }, {}, []],
    ['inheriting a text the room lacks', { inherit_text_long: true }, {}, ['text_long:nothing_to_inherit']],
    ['inheriting with no parent', { inherit_text_short: true }, { parents: [] }, ['text_short:nothing_to_inherit']],
    ['long text required by the settings', { text_long: '' }, { textLongRequired: true }, ['text_long:required']],
    ['but not for a room', { kind: 'room', text_long: '' }, { textLongRequired: true }, []],
    ['a lower-case MAC', { mac: '00:1b:c5:0a:07:d1' }, {}, ['mac:invalid_value']],
    ['a serial over 32 bytes', { serial: 'S'.repeat(33) }, {}, ['serial:max_length']],
    ['sound level 11', { day_sound_level: 11 }, {}, ['day_sound_level:between']],
    ['number 10000', { number: 10000 }, {}, ['number:between']],
    [
      'linked while it has linked devices',
      { linked_system_tree_node_id: 4 },
      { hasLinkedDevices: true },
      ['linked_system_tree_node_id:has_linked_devices'],
    ],
    ['linked to itself', { linked_system_tree_node_id: 30 }, {}, ['linked_system_tree_node_id:invalid_value']],
  ])('%s → %j', (_label, overrides, context, expected) => {
    expect(issueCodes((list) => checkTreeNode({ ...values, ...overrides }, { ...ctx, ...context }, list))).toEqual(
      expected,
    );
  });
});
