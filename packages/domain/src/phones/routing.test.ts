import { describe, expect, it } from 'vitest';
import type { WallClock } from '../display/clock';
import {
  type AppConnectionRule,
  type AppGroupRule,
  type AppUserRule,
  type PhoneRoutingConfig,
  type RoutedCall,
  routeCall,
} from './routing';

// A home with two wards: section 1 (groups 10 "Pflege 1" and 11 "Hilfe 1", reject only) and section 2
// (group 20). Rooms 101 and 102 are nodes above devices 1011 and 1021. Call types: 1 Ruf, 2 Notruf
// (Emergency), 3 Defekt (Defect), 4 Anwesenheit (Presence).

const WED_NOON: WallClock = { weekday: 2, minutes: 12 * 60 };
const at = (weekday: WallClock['weekday'], hhmm: string): WallClock => {
  const [h, m] = hhmm.split(':').map(Number);
  return { weekday, minutes: (h ?? 0) * 60 + (m ?? 0) };
};

const group = (id: number, section: number, extra: Partial<AppGroupRule> = {}): AppGroupRule => ({
  id,
  name: `g${id}`,
  section_id: section,
  call_handling_mode: 'full',
  display_group_ids: [],
  node_selection: 'ignored',
  nodes: [],
  ...extra,
});
const user = (id: number, groupId: number | null, extra: Partial<AppUserRule> = {}): AppUserRule => ({
  id,
  group_id: groupId,
  reachable: true,
  subscriptions: [],
  ...extra,
});

function config(extra: Partial<PhoneRoutingConfig> = {}): PhoneRoutingConfig {
  return {
    groups: [group(10, 1), group(11, 1, { call_handling_mode: 'reject_only' }), group(20, 2)],
    users: [user(1, 10), user(2, 10), user(3, 11), user(4, 20)],
    connections: [],
    // 5: section 1's calls and defects; 6: section 2's calls
    displayGroups: [
      {
        id: 5,
        connections: [
          { section_id: 1, call_type_id: 1 },
          { section_id: 1, call_type_id: 3 },
        ],
      },
      { id: 6, connections: [{ section_id: 2, call_type_id: 1 }] },
    ],
    // Schedule 7: day from 06:00, night from 22:00. Schedule 8 (weekend): one slot all day from 00:00.
    schedules: [
      { id: 7, time_1: '06:00', time_2: '22:00' },
      { id: 8, time_1: '00:00' },
    ],
    weekend_start: 4 * 1440 + 18 * 60, // Friday 18:00
    weekend_stop: 6 * 60, // Monday 06:00
    subscriptions_enabled: false,
    subscriptions_confirmation_required: false,
    sos_send_to_all_users: false,
    ...extra,
  };
}

const call = (extra: Partial<RoutedCall> = {}): RoutedCall => ({
  section_id: 1,
  node_path: [1011, 101],
  call_type_id: 1,
  flag: 'None',
  urgency: 'Normal',
  ...extra,
});

/** Tiers as "kind: user(can accept: +, reject only: -)" strings, easy to read in a table. */
function tiersOf(c: RoutedCall, cfg: PhoneRoutingConfig, clock = WED_NOON): string[] {
  return routeCall(c, cfg, clock).tiers.map(
    (t) =>
      `${t.kind}${t.priority === null ? '' : ` ${t.priority}`}: ${t.members.map((m) => `${m.user_id}${m.can_accept ? '+' : '-'}`).join(' ')}`,
  );
}

const night: AppConnectionRule = {
  id: 30,
  name: 'Nacht',
  is_enabled: true,
  section_ids: [1, 2],
  section_display_group_id: null,
  tree_display_group_id: null,
  schedule: { weekday_schedule_id: 7, weekend_schedule_id: 8, slots: [2] },
};

describe('routeCall', () => {
  it.each<[string, RoutedCall, PhoneRoutingConfig, string[]]>([
    ['the groups of its section, reject-only members too', call(), config(), ['groups 1: 1+ 2+ 3-']],
    ['another section: its own group only', call({ section_id: 2, node_path: [2011] }), config(), ['groups 1: 4+']],
    ['a presence reaches nobody', call({ call_type_id: 4, flag: 'Presence' }), config(), []],
    ['a defect: not to groups without display groups', call({ call_type_id: 3, flag: 'Defect' }), config(), []],
    [
      'a defect: to the group whose display group selects it',
      call({ call_type_id: 3, flag: 'Defect' }),
      config({ groups: [group(10, 1, { display_group_ids: [5] }), group(11, 1)] }),
      ['groups 1: 1+ 2+'],
    ],
    [
      'a group’s display groups leave out the call types they do not connect',
      call({ call_type_id: 2 }),
      config({ groups: [group(10, 1, { display_group_ids: [5] }), group(11, 1)] }),
      ['groups 1: 3+'],
    ],
    [
      'node priority: the group that selected the room first, the others after',
      call(),
      config({
        groups: [
          group(10, 1, { node_selection: 'priority', nodes: [{ node_id: 101, priority: 1 }] }),
          group(11, 1, { node_selection: 'priority', nodes: [{ node_id: 101, priority: 2 }] }),
        ],
      }),
      ['groups 1: 1+ 2+', 'groups 2: 3+'],
    ],
    [
      'node priority: the device itself outranks its room, and a group without selection is priority 1',
      call(),
      config({
        groups: [
          group(10, 1, {
            node_selection: 'priority',
            nodes: [
              { node_id: 101, priority: 1 },
              { node_id: 1011, priority: 3 },
            ],
          }),
          group(11, 1),
        ],
      }),
      ['groups 1: 3+', 'groups 3: 1+ 2+'],
    ],
    [
      'a room outside a group’s selection: that group comes last',
      call({ node_path: [1021, 102] }),
      config({
        groups: [group(10, 1, { node_selection: 'priority', nodes: [{ node_id: 101, priority: 1 }] }), group(11, 1)],
      }),
      ['groups 1: 3+', 'unselected: 1+ 2+'],
    ],
    [
      'unreachable users are not rung',
      call(),
      config({ users: [user(1, 10, { reachable: false }), user(2, 10), user(3, 11, { reachable: false })] }),
      ['groups 1: 2+'],
    ],
  ])('%s', (_, c, cfg, expected) => {
    expect(tiersOf(c, cfg)).toEqual(expected);
  });

  describe('subscriptions', () => {
    const subscribed = (confirmed: boolean) => [
      user(1, 10),
      user(2, 10),
      user(3, 11),
      user(4, 20, { subscriptions: [{ node_id: 101, priority: 1, confirmed }] }),
    ];
    it.each<[string, Partial<PhoneRoutingConfig>, string[]]>([
      ['off: a subscription counts for nothing', { users: subscribed(true) }, ['groups 1: 1+ 2+ 3-']],
      [
        'on: the subscriber first, then the groups',
        { users: subscribed(true), subscriptions_enabled: true },
        ['subscribers 1: 4+', 'groups 1: 1+ 2+ 3-'],
      ],
      [
        'on, confirmation required: an unconfirmed one waits',
        { users: subscribed(false), subscriptions_enabled: true, subscriptions_confirmation_required: true },
        ['groups 1: 1+ 2+ 3-'],
      ],
      [
        'a subscriber who is also in the group is rung once, as subscriber',
        {
          users: [user(1, 10, { subscriptions: [{ node_id: 1011, priority: 2, confirmed: true }] }), user(2, 10)],
          subscriptions_enabled: true,
        },
        ['subscribers 2: 1+', 'groups 1: 2+'],
      ],
      [
        'a reject-only subscriber still cannot accept',
        {
          users: [user(3, 11, { subscriptions: [{ node_id: 101, priority: 1, confirmed: true }] })],
          subscriptions_enabled: true,
        },
        ['subscribers 1: 3-'],
      ],
    ])('%s', (_, extra, expected) => {
      expect(tiersOf(call(), config(extra))).toEqual(expected);
    });
  });

  describe('connections (the night shift of two wards)', () => {
    it.each<[string, WallClock, AppConnectionRule, string[]]>([
      ['Wednesday noon: day slot, each ward its own', WED_NOON, night, ['groups 1: 1+ 2+ 3-']],
      ['Wednesday 23:00: night slot, ward 2 joins', at(2, '23:00'), night, ['groups 1: 1+ 2+ 3- 4+']],
      ['Thursday 02:00: still the night that began at 22:00', at(3, '02:00'), night, ['groups 1: 1+ 2+ 3- 4+']],
      ['Thursday 06:00: day again', at(3, '06:00'), night, ['groups 1: 1+ 2+ 3-']],
      ['Saturday noon: the weekend schedule has slot 1 only', at(5, '12:00'), night, ['groups 1: 1+ 2+ 3-']],
      [
        'Saturday noon with a connection for weekend slot 1',
        at(5, '12:00'),
        { ...night, schedule: { weekday_schedule_id: 7, weekend_schedule_id: 8, slots: [1] } },
        ['groups 1: 1+ 2+ 3- 4+'],
      ],
      ['without a schedule: always', WED_NOON, { ...night, schedule: null }, ['groups 1: 1+ 2+ 3- 4+']],
      ['disabled: never', at(2, '23:00'), { ...night, is_enabled: false }, ['groups 1: 1+ 2+ 3-']],
      [
        'its display group selects what crosses over',
        at(2, '23:00'),
        { ...night, section_display_group_id: 6 },
        ['groups 1: 1+ 2+ 3-'],
      ],
    ])('%s', (_, clock, connection, expected) => {
      expect(tiersOf(call(), config({ connections: [connection] }), clock)).toEqual(expected);
    });

    it('names the connection a group was reached through, and a connection out of its slot', () => {
      const routing = routeCall(call(), config({ connections: [night] }), at(2, '23:00'));
      const ward2 = routing.tiers[0]?.members.find((m) => m.user_id === 4);
      expect(ward2?.reason).toEqual({ kind: 'group', group_id: 20, via_connection: 30, priority: null });
      expect(routeCall(call(), config({ connections: [night] }), WED_NOON).notes).toEqual([
        { kind: 'connection_inactive', connection_id: 30 },
      ]);
    });

    it('takes a call of a node outside every section through the tree’s display group', () => {
      const tree = { ...night, schedule: null, tree_display_group_id: 9 };
      const defect = call({ section_id: null, node_path: [900], call_type_id: 3, flag: 'Defect' });
      const displayGroups = [{ id: 9, connections: [{ section_id: 1, call_type_id: 3 }] }];
      expect(tiersOf(defect, config({ connections: [tree], displayGroups }))).toEqual(['groups 1: 1+ 2+ 3- 4+']);
      expect(tiersOf(defect, config({ connections: [{ ...tree, tree_display_group_id: null }] }))).toEqual([]);
    });
  });

  describe('SOS to all users', () => {
    it.each<[string, RoutedCall, boolean, string[]]>([
      ['an emergency ends with everyone', call({ urgency: 'Emergency' }), true, ['groups 1: 1+ 2+ 3-', 'everyone: 4+']],
      ['not when the setting is off', call({ urgency: 'Emergency' }), false, ['groups 1: 1+ 2+ 3-']],
      ['not for an urgent call', call({ urgency: 'Urgent' }), true, ['groups 1: 1+ 2+ 3-']],
    ])('%s', (_, c, sos, expected) => {
      expect(tiersOf(c, config({ sos_send_to_all_users: sos }))).toEqual(expected);
    });
  });

  it('says which group has nobody to ring', () => {
    const routing = routeCall(call(), config({ users: [user(1, 10), user(3, 11, { reachable: false })] }), WED_NOON);
    expect(routing.notes).toEqual([{ kind: 'nobody_reachable', group_id: 11 }]);
  });
});
