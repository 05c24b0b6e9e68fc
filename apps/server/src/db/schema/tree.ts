import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, scheduleColumns, updatedAt, utc } from './columns';
import { itemState } from './item-state';

/** A node of the system tree (spec part 1 §3): building, floor, section, room, device, person… */
export const systemTreeNodes = pgTable(
  'system_tree_nodes',
  {
    system_id: integer('system_id').notNull(),
    id: integer('id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    number: integer('number'),
    parent_id: integer('parent_id'),
    section_id: integer('section_id'),
    section_position: integer('section_position'),
    serial: text('serial'),
    mac: text('mac'),
    text_short: text('text_short').notNull().default(''),
    text_long: text('text_long').notNull().default(''),
    call_source_id: integer('call_source_id'),
    hub_id: integer('hub_id'),
    flight_profile_id: integer('flight_profile_id'),
    is_tech: boolean('is_tech').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    deny_manual_call_closure: boolean('deny_manual_call_closure').notNull().default(false),
    disable_buzzer_at_night: boolean('disable_buzzer_at_night').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
    day_sound_level: integer('day_sound_level').notNull().default(5),
    night_sound_level: integer('night_sound_level').notNull().default(2),
    buttons: text('buttons').array().notNull().default(sql`'{}'`),
    // Runtime values reported by the configurator.
    battery: integer('battery'),
    reachable: boolean('reachable'),
    last_reachable_at: utc('last_reachable_at'),
    muted: boolean('muted').notNull().default(false),
    position: text('position'),
    position_updated_at: utc('position_updated_at'),
    // Reported by the hardware too (spec part 1 §3 health, status, radio); shown as reported, never edited.
    health: text('health'),
    status: text('status'),
    radio: text('radio'),
    // Console-side fields of spec part 1 §3 that the configurator does not hold.
    callback_number: text('callback_number'),
    comment: text('comment'),
    is_linkable: boolean('is_linkable').notNull().default(false),
    linked_system_tree_node_id: integer('linked_system_tree_node_id'),
    mask_time_at_night: integer('mask_time_at_night'),
    display_time: integer('display_time'),
    show_calls_without_presence: boolean('show_calls_without_presence').notNull().default(false),
    use_activity_control: boolean('use_activity_control').notNull().default(false),
    device_text_overrides: jsonb('device_text_overrides').$type<Record<string, string>>(),
    active_display_group_override_id: integer('active_display_group_override_id'),
    // The node's own schedules and display groups, as a section has them; null: the section's apply.
    ...scheduleColumns(),
    inherit_section: boolean('inherit_section').notNull().default(false),
    inherit_flight_profile: boolean('inherit_flight_profile').notNull().default(false),
    inherit_text_short: boolean('inherit_text_short').notNull().default(false),
    inherit_text_long: boolean('inherit_text_long').notNull().default(false),
    item_state: itemState(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.system_id, t.id] }),
    index('system_tree_nodes_parent_idx').on(t.system_id, t.parent_id),
  ],
);
