import type { FieldProblem } from './config-errors';
import {
  BUTTONS,
  CALL_TYPE_FLAGS,
  type DisplayGroup,
  type EntityTypes,
  HUB_TYPES,
  type Kind,
  LANGUAGES,
  LED_COLORS,
  NODE_KINDS,
  URGENCIES,
} from './entities';
import { DISPLAY_TEXT, type FieldSpec, field, HEX_COLOR, IPV4, MAC } from './field-specs';
import { scheduleProblems } from './schedule-rules';

export interface KindSpec<T> {
  fields: { [F in Exclude<keyof T, 'id'>]-?: FieldSpec };
  /** Highest id the hardware can address; some ids above are reserved as special option codes. */
  maxId: number;
  /** Read-only values shown in the snapshot; accepted in a PUT body and ignored. */
  readOnly: readonly string[];
  check?: (entity: T) => FieldProblem[];
}

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
/** Spec special option codes: 20 all day, 255 none (schedules); 253 section, 254 all, 255 none (display groups). */
export const SCHEDULE_SPECIALS = [20, 255] as const;
export const DISPLAY_GROUP_SPECIALS = [253, 254, 255] as const;

const name = (maxBytes = 32) => field.text(maxBytes, { required: true });
const scheduleRef = () => field.ref('schedules', { specials: SCHEDULE_SPECIALS });
const groupRef = () => field.ref('display_groups', { specials: DISPLAY_GROUP_SPECIALS });

function connectionIdProblems(group: DisplayGroup): FieldProblem[] {
  const seen = new Set<number>();
  return group.connections.flatMap((connection, index) => {
    const duplicate = seen.has(connection.id);
    seen.add(connection.id);
    return duplicate ? [{ key: 'invalid_value', field: `connections[${index}].id`, data: { reason: 'unique' } }] : [];
  });
}

export const ENTITY_SPECS: { [K in Kind]: KindSpec<EntityTypes[K]> } = {
  system_params: {
    maxId: 1,
    readOnly: ['version'],
    fields: {
      name: name(),
      dhcp: field.bool(false),
      ip: field.text(15, { default: '192.168.1.10', pattern: IPV4 }),
      subnet: field.text(15, { default: '255.255.255.0', pattern: IPV4 }),
      gateway: field.text(15, { default: '192.168.1.1', pattern: IPV4 }),
      ntp_server: field.text(64, { default: 'pool.ntp.org' }),
      timezone: field.text(64, { default: 'Europe/Zurich' }),
      daylight_savings: field.bool(true),
      display_language: field.oneOf(LANGUAGES, { default: 'DE' }),
      night_start: field.int(0, MINUTES_PER_DAY - 1, { default: 22 * 60 }),
      night_stop: field.int(0, MINUTES_PER_DAY - 1, { default: 6 * 60 }),
      weekend_start: field.int(0, MINUTES_PER_WEEK - 1, { default: 4 * MINUTES_PER_DAY + 18 * 60 }),
      weekend_stop: field.int(0, MINUTES_PER_WEEK - 1, { default: 6 * 60 }),
      auto_commit: field.bool(false),
      call_suppression_enabled: field.bool(false),
      call_suppression_section_ids: field.refs('sections'),
      call_suppression_start: field.time(),
      call_suppression_end: field.time(),
    },
  },
  system_tree_nodes: {
    maxId: 65_535,
    readOnly: ['battery', 'reachable', 'last_reachable_at', 'muted', 'position', 'position_updated_at'],
    fields: {
      kind: field.oneOf(NODE_KINDS, { required: true }),
      name: name(64),
      number: field.int(0, 9999, { nullable: true }),
      parent_id: field.ref('system_tree_nodes'),
      section_id: field.ref('sections'),
      section_position: field.int(1, 64, { nullable: true }),
      serial: field.text(32, { nullable: true }),
      mac: field.text(17, { nullable: true, pattern: MAC }),
      text_short: field.text(7, { pattern: DISPLAY_TEXT }),
      text_long: field.text(19, { pattern: DISPLAY_TEXT }),
      call_source_id: field.ref('call_sources'),
      hub_id: field.ref('hubs'),
      is_tech: field.bool(false),
      is_active: field.bool(true),
      sort_order: field.int(0, 9999),
      deny_manual_call_closure: field.bool(false),
      day_sound_level: field.int(0, 10, { default: 5 }),
      night_sound_level: field.int(0, 10, { default: 2 }),
      disable_buzzer_at_night: field.bool(false),
      buttons: field.someOf(BUTTONS),
    },
  },
  sections: {
    maxId: 250,
    readOnly: [],
    fields: {
      name: name(),
      connected_section_id: field.ref('sections'),
      is_hidden: field.bool(false),
      allow_manual_call_closure: field.bool(true),
      weekday_schedule_id: scheduleRef(),
      weekend_schedule_id: scheduleRef(),
      weekday_display_group_1_id: groupRef(),
      weekday_display_group_2_id: groupRef(),
      weekday_display_group_3_id: groupRef(),
      weekday_display_group_4_id: groupRef(),
      weekday_display_group_5_id: groupRef(),
      weekend_display_group_1_id: groupRef(),
      weekend_display_group_2_id: groupRef(),
      weekend_display_group_3_id: groupRef(),
      weekend_display_group_4_id: groupRef(),
      weekend_display_group_5_id: groupRef(),
    },
  },
  call_types: {
    maxId: 250,
    readOnly: [],
    fields: {
      name: name(),
      text: field.text(19),
      char: field.text(1),
      color: field.text(7, { default: '#ff0000', pattern: HEX_COLOR }),
      flag: field.oneOf(CALL_TYPE_FLAGS, { default: 'None' }),
      urgency: field.oneOf(URGENCIES, { default: 'Normal' }),
      indication_type: field.int(0, 255),
      led_primary_color: field.oneOf(LED_COLORS, { default: 'red' }),
      led_secondary_color: field.oneOf(LED_COLORS, { default: 'off' }),
      fullscreen: field.bool(false),
      hide_lower_priority: field.bool(false),
      monitor_own_calls: field.bool(false),
      normal_beep_every_15_seconds: field.bool(false),
      permanent_display_area: field.bool(false),
      sort_order: field.int(0, 999, { default: 999 }),
    },
  },
  call_sources: {
    maxId: 250,
    readOnly: [],
    fields: {
      number: field.int(0, 999, { required: true }),
      text: field.text(19),
      char: field.text(1),
    },
  },
  schedules: {
    // Schedule ids stop below 20: 20 is the "all day" option code.
    maxId: 19,
    readOnly: [],
    fields: {
      name: name(),
      time_1: field.time(),
      time_2: field.time(),
      time_3: field.time(),
      time_4: field.time(),
      time_5: field.time(),
    },
    check: scheduleProblems,
  },
  display_groups: {
    maxId: 252,
    readOnly: [],
    fields: {
      name: name(),
      connections: field.list({
        id: field.int(1, 65_535, { required: true }),
        section_id: field.ref('sections', { required: true }),
        call_type_id: field.ref('call_types', { required: true }),
      }),
    },
    check: connectionIdProblems,
  },
  hubs: {
    maxId: 250,
    readOnly: ['status', 'last_sync'],
    fields: {
      name: name(),
      ip: field.text(15, { required: true, pattern: IPV4 }),
      type: field.oneOf(HUB_TYPES, { required: true }),
    },
  },
};
