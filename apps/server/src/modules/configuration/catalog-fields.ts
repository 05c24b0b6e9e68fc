import type { callSources, callTypes, displayGroups, hubs, schedules, sections } from '../../db/schema/index';
import { bool, connectionList, type FieldSpec, int, text, time } from './config-fields';

// The configurator's fields per kind (protocol §4), with the protocol's defaults. Console-only columns
// (a section's display group override, a schedule's interval) are left out, so imports keep them.

export const sectionFields: FieldSpec<typeof sections.$inferInsert> = {
  name: text.required(),
  connected_section_id: int.orNull(),
  is_hidden: bool.or(false),
  allow_manual_call_closure: bool.or(true),
  // Schedule ids or the option codes 20 (all day) and 255 (none), stored as the configurator sends them.
  weekday_schedule_id: int.orNull(),
  weekend_schedule_id: int.orNull(),
  // Display group ids or the option codes 253 (section), 254 (all) and 255 (none).
  weekday_display_group_1_id: int.orNull(),
  weekday_display_group_2_id: int.orNull(),
  weekday_display_group_3_id: int.orNull(),
  weekday_display_group_4_id: int.orNull(),
  weekday_display_group_5_id: int.orNull(),
  weekend_display_group_1_id: int.orNull(),
  weekend_display_group_2_id: int.orNull(),
  weekend_display_group_3_id: int.orNull(),
  weekend_display_group_4_id: int.orNull(),
  weekend_display_group_5_id: int.orNull(),
};

export const callTypeFields: FieldSpec<typeof callTypes.$inferInsert> = {
  name: text.required(),
  text: text.or(''),
  char: text.or(''),
  color: text.or('#ff0000'),
  flag: text.or('None'),
  urgency: text.or('Normal'),
  indication_type: int.or(0),
  led_primary_color: text.or('red'),
  led_secondary_color: text.or('off'),
  fullscreen: bool.or(false),
  hide_lower_priority: bool.or(false),
  monitor_own_calls: bool.or(false),
  normal_beep_every_15_seconds: bool.or(false),
  permanent_display_area: bool.or(false),
  sort_order: int.or(999),
};

export const callSourceFields: FieldSpec<typeof callSources.$inferInsert> = {
  number: int.required(),
  text: text.or(''),
  char: text.or(''),
};

export const scheduleFields: FieldSpec<typeof schedules.$inferInsert> = {
  name: text.required(),
  time_1: text.orNull(),
  time_2: text.orNull(),
  time_3: text.orNull(),
  time_4: text.orNull(),
  time_5: text.orNull(),
};

export const displayGroupFields: FieldSpec<typeof displayGroups.$inferInsert> = {
  name: text.required(),
  connections: connectionList.or([]),
};

export const hubFields: FieldSpec<typeof hubs.$inferInsert> = {
  name: text.required(),
  ip: text.required(),
  type: text.required(),
  status: text.or('Unknown'),
  last_sync: time(),
};

export const hubRuntime = ['status', 'last_sync'] as const satisfies readonly (keyof typeof hubFields)[];
