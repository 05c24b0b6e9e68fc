import { CONFIG_KINDS, TREE_NODE_KINDS } from '@wardlight/configurator-protocol';
// Configuration entities as the configurator stores them. Field names follow the spec (snake_case).
// Runtime values (battery, reachability, hub sync) are not configuration; they live in world state
// and are merged into the snapshot read-only.

/** The protocol's node kinds: one list for both ends. */
export const NODE_KINDS = TREE_NODE_KINDS;
export type NodeKind = (typeof NODE_KINDS)[number];

/** Node kinds that are hardware: they raise calls and need a call source profile. */
export const DEVICE_KINDS: readonly NodeKind[] = ['device', 'radio', 'tech', 'wired'];

export const BUTTONS = ['alert', 'presence', 'emergency', 'medallion'] as const;
export type Button = (typeof BUTTONS)[number];

export const CALL_TYPE_FLAGS = ['None', 'Presence', 'Defect'] as const;
export const URGENCIES = ['Normal', 'Urgent', 'Emergency'] as const;
export const HUB_TYPES = ['Radio', 'Wired'] as const;
export const LANGUAGES = ['DE', 'EN', 'FR', 'IT'] as const;
export const LED_COLORS = ['off', 'red', 'green', 'yellow', 'blue', 'white'] as const;

export interface SystemParams {
  id: number;
  name: string;
  dhcp: boolean;
  ip: string;
  subnet: string;
  gateway: string;
  ntp_server: string;
  timezone: string;
  daylight_savings: boolean;
  display_language: (typeof LANGUAGES)[number];
  night_start: number;
  night_stop: number;
  weekend_start: number;
  weekend_stop: number;
  auto_commit: boolean;
  call_suppression_enabled: boolean;
  call_suppression_section_ids: number[];
  call_suppression_start: string | null;
  call_suppression_end: string | null;
}

export interface SystemTreeNode {
  id: number;
  kind: NodeKind;
  name: string;
  number: number | null;
  parent_id: number | null;
  section_id: number | null;
  section_position: number | null;
  serial: string | null;
  mac: string | null;
  text_short: string;
  text_long: string;
  call_source_id: number | null;
  hub_id: number | null;
  is_tech: boolean;
  is_active: boolean;
  sort_order: number;
  deny_manual_call_closure: boolean;
  day_sound_level: number;
  night_sound_level: number;
  disable_buzzer_at_night: boolean;
  buttons: Button[];
}

export interface Section {
  id: number;
  name: string;
  connected_section_id: number | null;
  is_hidden: boolean;
  allow_manual_call_closure: boolean;
  weekday_schedule_id: number | null;
  weekend_schedule_id: number | null;
  weekday_display_group_1_id: number | null;
  weekday_display_group_2_id: number | null;
  weekday_display_group_3_id: number | null;
  weekday_display_group_4_id: number | null;
  weekday_display_group_5_id: number | null;
  weekend_display_group_1_id: number | null;
  weekend_display_group_2_id: number | null;
  weekend_display_group_3_id: number | null;
  weekend_display_group_4_id: number | null;
  weekend_display_group_5_id: number | null;
}

export interface CallType {
  id: number;
  name: string;
  text: string;
  char: string;
  color: string;
  flag: (typeof CALL_TYPE_FLAGS)[number];
  urgency: (typeof URGENCIES)[number];
  indication_type: number;
  led_primary_color: (typeof LED_COLORS)[number];
  led_secondary_color: (typeof LED_COLORS)[number];
  fullscreen: boolean;
  hide_lower_priority: boolean;
  monitor_own_calls: boolean;
  normal_beep_every_15_seconds: boolean;
  permanent_display_area: boolean;
  sort_order: number;
}

export interface CallSource {
  id: number;
  number: number;
  text: string;
  char: string;
}

export interface Schedule {
  id: number;
  name: string;
  time_1: string | null;
  time_2: string | null;
  time_3: string | null;
  time_4: string | null;
  time_5: string | null;
}

export interface DisplayGroupConnection {
  id: number;
  section_id: number;
  call_type_id: number;
}

export interface DisplayGroup {
  id: number;
  name: string;
  connections: DisplayGroupConnection[];
}

export interface Hub {
  id: number;
  name: string;
  ip: string;
  type: (typeof HUB_TYPES)[number];
}

export interface EntityTypes {
  system_params: SystemParams;
  system_tree_nodes: SystemTreeNode;
  sections: Section;
  call_types: CallType;
  call_sources: CallSource;
  schedules: Schedule;
  display_groups: DisplayGroup;
  hubs: Hub;
}

export type Kind = keyof EntityTypes;

/** The protocol's kinds (packages/configurator-protocol); each must have an entity type above. */
export const KINDS: readonly Kind[] = CONFIG_KINDS;

export function isKind(value: string): value is Kind {
  return (KINDS as readonly string[]).includes(value);
}

/** Committed (or staged-merged) configuration: every kind keyed by id, as JSON object keys. */
export type ConfigEntities = { [K in Kind]: Record<string, EntityTypes[K]> };

export interface ConfigData {
  revision: number;
  entities: ConfigEntities;
}
