import { DEFAULT_BATTERY_THRESHOLDS, NODE_SCHEDULE_DEFAULTS } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import type { SectionFacts, TreeNodeRow } from './tree.repository';
import { buildTreeList, type TreeFilter } from './tree-list';

const now = new Date('2026-03-02T12:00:00Z');

function node(id: number, parent_id: number | null, kind: string, extra: Partial<TreeNodeRow> = {}): TreeNodeRow {
  return {
    system_id: 1,
    id,
    kind,
    name: `${kind} ${id}`,
    number: null,
    parent_id,
    section_id: null,
    section_position: null,
    serial: null,
    mac: null,
    text_short: '',
    text_long: '',
    call_source_id: null,
    hub_id: null,
    flight_profile_id: null,
    is_tech: false,
    is_active: true,
    deny_manual_call_closure: false,
    disable_buzzer_at_night: false,
    sort_order: 0,
    day_sound_level: 5,
    night_sound_level: 2,
    buttons: [],
    battery: null,
    reachable: null,
    last_reachable_at: null,
    muted: false,
    position: null,
    position_updated_at: null,
    health: null,
    status: null,
    radio: null,
    ...NODE_SCHEDULE_DEFAULTS,
    callback_number: null,
    comment: null,
    is_linkable: false,
    linked_system_tree_node_id: null,
    mask_time_at_night: null,
    display_time: null,
    show_calls_without_presence: false,
    use_activity_control: false,
    device_text_overrides: null,
    active_display_group_override_id: null,
    inherit_section: false,
    inherit_flight_profile: false,
    inherit_text_short: false,
    inherit_text_long: false,
    item_state: 'imported',
    created_at: now,
    updated_at: now,
    ...extra,
  };
}

// building 1 › floor 2 › room 3 › radio 4 (low), wired 5 (inactive, section 2); group 6 › radio 7 (linked
// to 5); tech 8 in section 3, which a merge group holds
const nodes = [
  node(1, null, 'building', { name: 'Haus' }),
  node(2, 1, 'floor', { name: 'OG 1' }),
  node(3, 2, 'room', { name: 'Zimmer 101' }),
  node(4, 3, 'radio', { battery: 30, reachable: false, serial: 'R-2001', position_updated_at: new Date('2026-02-01') }),
  node(5, 3, 'wired', { is_active: false, section_id: 2, number: 1011 }),
  node(6, 1, 'group', { name: 'Pflegegruppe' }),
  node(7, 6, 'radio', { battery: 90, reachable: true, linked_system_tree_node_id: 5, inherit_section: true }),
  node(8, 1, 'tech', { section_id: 3, name: 'Technikzentrale' }),
];
const sections: SectionFacts[] = [
  { id: 1, name: 'Wohnbereich 1', connected_section_id: null, allow_manual_call_closure: true, interconnected: true },
  { id: 2, name: 'Wohnbereich 2', connected_section_id: 1, allow_manual_call_closure: true, interconnected: true },
  { id: 3, name: 'Technik', connected_section_id: null, allow_manual_call_closure: true, interconnected: true },
];
const facts = { nodes, sections, openCalls: new Map([[5, 2]]), thresholds: DEFAULT_BATTERY_THRESHOLDS, now };
const list = (filter: TreeFilter) => buildTreeList(facts, filter);
const shown = (filter: TreeFilter) => list(filter).items.map((i) => (i.matches ? i.id : -i.id));

describe('buildTreeList: views and filters', () => {
  it.each<[string, TreeFilter, number[]]>([
    ['the whole structured tree', {}, [1, 2, 3, 4, 5, 6, 7, 8]],
    ['an unknown view is the structured one', { view: 'other' }, [1, 2, 3, 4, 5, 6, 7, 8]],
    ['devices, flat', { view: 'devices' }, [4, 5, 7, 8]],
    ['groups with what they hold', { view: 'groups' }, [-1, 6, 7]],
    ['connections: the linking and the linked device', { view: 'connections' }, [5, 7]],
    ['interconnections: nodes of connected and merged sections', { view: 'interconnections' }, [5, 8]],
    ['inactive, parents kept for context', { inactive: true }, [-1, -2, -3, 5]],
    ['low battery', { low_battery: true }, [-1, -2, -3, 4]],
    ['not reachable, flat in the devices view', { view: 'devices', not_reachable: true }, [4]],
    ['radio', { view: 'devices', radio: true }, [4, 7]],
    ['filters combine', { radio: true, low_battery: true }, [-1, -2, -3, 4]],
    ['search by serial', { search: ' r-2001 ' }, [-1, -2, -3, 4]],
    ['search by number', { view: 'devices', search: '1011' }, [5]],
    ['search by name', { search: 'zimmer' }, [-1, -2, 3]],
  ])('%s', (_label, filter, expected) => {
    expect(shown(filter)).toEqual(expected);
  });

  it('counts matches only', () => {
    expect(list({ low_battery: true }).total).toBe(1);
  });

  it('says per row what the list shows: battery level, path, counts, locks facts', () => {
    const items = new Map(list({}).items.map((i) => [i.id, i]));
    expect(items.get(4)).toMatchObject({
      battery_level: 'replacement_recommended',
      path: ['Haus', 'OG 1', 'Zimmer 101'],
      position_outdated: true,
    });
    expect(items.get(3)).toMatchObject({ child_count: 2, open_call_count: 0 });
    expect(items.get(5)).toMatchObject({ section_name: 'Wohnbereich 2', open_call_count: 2, battery_level: 'unknown' });
    expect(items.get(7)).toMatchObject({ inherits: true, battery_level: 'ok' });
  });

  it('follows the thresholds of the global settings', () => {
    const strict = buildTreeList(
      { ...facts, thresholds: { low: 95, critical: 50 } },
      { view: 'devices', low_battery: true },
    );
    expect(strict.items.map((i) => [i.id, i.battery_level])).toEqual([
      [4, 'replacement_required'],
      [7, 'replacement_recommended'],
    ]);
  });
});
