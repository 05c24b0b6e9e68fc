import { NODE_SCHEDULE_DEFAULTS } from './node-schedules';

/**
 * What a new node holds where nothing else is said: the configurator's defaults (protocol §4) and the
 * console's for its own fields. The form starts from them; the server compares against them to tell
 * which fields a creation sets (and so which finer permissions it needs).
 */
export const NODE_DEFAULTS = {
  name: '',
  number: null,
  parent_id: null,
  section_id: null,
  serial: null,
  mac: null,
  text_short: '',
  text_long: '',
  call_source_id: null,
  flight_profile_id: null,
  is_tech: false,
  is_active: true,
  deny_manual_call_closure: false,
  disable_buzzer_at_night: false,
  sort_order: 0,
  day_sound_level: 5,
  night_sound_level: 2,
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
  ...NODE_SCHEDULE_DEFAULTS,
  inherit_section: false,
  inherit_flight_profile: false,
  inherit_text_short: false,
  inherit_text_long: false,
} as const;

export type NodeDefaults = typeof NODE_DEFAULTS;

/** JSON with sorted keys, so that two objects with the same entries compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** The fields among `fields` whose value differs between `before` and `after` (absent counts as null). */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  fields: Iterable<string>,
): string[] {
  return [...fields].filter((field) => canonical(before[field]) !== canonical(after[field]));
}
