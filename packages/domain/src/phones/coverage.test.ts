import { describe, expect, it } from 'vitest';
import type { WallClock } from '../display/clock';
import { uncoveredSections } from './coverage';
import type { PhoneRoutingConfig } from './routing';

const NOON: WallClock = { weekday: 2, minutes: 720 };
const NIGHT: WallClock = { weekday: 2, minutes: 23 * 60 };
const TYPES = [
  { id: 1, flag: 'None', urgency: 'Normal' },
  { id: 2, flag: 'None', urgency: 'Emergency' },
  { id: 3, flag: 'Defect', urgency: 'Normal' },
  { id: 4, flag: 'Presence', urgency: 'Normal' },
];

function config(extra: Partial<PhoneRoutingConfig> = {}): PhoneRoutingConfig {
  return {
    groups: [
      {
        id: 10,
        name: 'Pflege 1',
        section_id: 1,
        call_handling_mode: 'full',
        display_group_ids: [],
        node_selection: 'ignored',
        nodes: [],
      },
      {
        id: 20,
        name: 'Pflege 2',
        section_id: 2,
        call_handling_mode: 'full',
        display_group_ids: [5],
        node_selection: 'ignored',
        nodes: [],
      },
    ],
    users: [
      { id: 1, group_id: 10, reachable: true, subscriptions: [] },
      { id: 2, group_id: 20, reachable: false, subscriptions: [] },
    ],
    connections: [],
    // Group 20 takes section 2's calls of type 1 and its defects only.
    displayGroups: [
      {
        id: 5,
        connections: [
          { section_id: 2, call_type_id: 1 },
          { section_id: 2, call_type_id: 3 },
        ],
      },
    ],
    schedules: [{ id: 7, time_1: '06:00', time_2: '22:00' }],
    weekend_start: 6600,
    weekend_stop: 360,
    subscriptions_enabled: false,
    subscriptions_confirmation_required: false,
    sos_send_to_all_users: false,
    ...extra,
  };
}

describe('uncoveredSections', () => {
  it('finds a section whose only phone is not reachable, and the call types no group takes', () => {
    expect(uncoveredSections([1, 2, 3], TYPES, config(), NOON)).toEqual([
      // Section 1: group 10 takes every call but defects; the defect type is wanted (group 20 takes it) and rings nobody here.
      { section_id: 1, call_type_ids: [3], uncovered: 'some' },
      { section_id: 2, call_type_ids: [1, 2, 3], uncovered: 'all' },
      { section_id: 3, call_type_ids: [1, 2, 3], uncovered: 'all' },
    ]);
  });

  it('counts a connection in its slot: at night section 1’s phone covers section 2', () => {
    const night = {
      id: 30,
      name: 'Nacht',
      is_enabled: true,
      section_ids: [1, 2],
      section_display_group_id: null,
      tree_display_group_id: null,
      schedule: { weekday_schedule_id: 7, weekend_schedule_id: 7, slots: [2] },
    };
    expect(uncoveredSections([2], TYPES, config({ connections: [night] }), NIGHT)).toEqual([
      { section_id: 2, call_type_ids: [3], uncovered: 'some' },
    ]);
    expect(uncoveredSections([2], TYPES, config({ connections: [night] }), NOON)).toEqual([
      { section_id: 2, call_type_ids: [1, 2, 3], uncovered: 'all' },
    ]);
  });

  it('counts SOS to all: an emergency reaches everyone reachable, from any section', () => {
    expect(uncoveredSections([3], TYPES, config({ sos_send_to_all_users: true }), NOON)).toEqual([
      { section_id: 3, call_type_ids: [1, 3], uncovered: 'some' },
    ]);
  });

  it('leaves defects out where no group is meant to take them', () => {
    const noDefects = config({ displayGroups: [{ id: 5, connections: [{ section_id: 2, call_type_id: 1 }] }] });
    expect(uncoveredSections([1], TYPES, noDefects, NOON)).toEqual([]);
  });
});
