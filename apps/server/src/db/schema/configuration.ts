import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, scheduleColumns, updatedAt, utc } from './columns';
import { itemState } from './item-state';

/**
 * The configuration of each system as this console knows it. Ids are the configurator's own
 * (unique per system), so every table is keyed by (system_id, id).
 */
const systemKey = { system_id: integer('system_id').notNull(), id: integer('id').notNull() };
const bookkeeping = () => ({ item_state: itemState(), created_at: createdAt(), updated_at: updatedAt() });

export const sections = pgTable(
  'sections',
  {
    ...systemKey,
    name: text('name').notNull(),
    connected_section_id: integer('connected_section_id'),
    is_hidden: boolean('is_hidden').notNull().default(false),
    allow_manual_call_closure: boolean('allow_manual_call_closure').notNull().default(true),
    has_display_group_override: boolean('has_display_group_override').notNull().default(false),
    active_display_group_override_id: integer('active_display_group_override_id'),
    ...scheduleColumns(),
    ...bookkeeping(),
  },
  (t) => [primaryKey({ columns: [t.system_id, t.id] })],
);

export const callTypes = pgTable(
  'call_types',
  {
    ...systemKey,
    name: text('name').notNull(),
    text: text('text').notNull().default(''),
    char: text('char').notNull().default(''),
    color: text('color').notNull().default('#ff0000'),
    /** None | Presence | Defect */
    flag: text('flag').notNull().default('None'),
    /** Normal | Urgent | Emergency */
    urgency: text('urgency').notNull().default('Normal'),
    indication_type: integer('indication_type').notNull().default(0),
    led_primary_color: text('led_primary_color').notNull().default('red'),
    led_secondary_color: text('led_secondary_color').notNull().default('off'),
    fullscreen: boolean('fullscreen').notNull().default(false),
    hide_lower_priority: boolean('hide_lower_priority').notNull().default(false),
    monitor_own_calls: boolean('monitor_own_calls').notNull().default(false),
    normal_beep_every_15_seconds: boolean('normal_beep_every_15_seconds').notNull().default(false),
    permanent_display_area: boolean('permanent_display_area').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(999),
    ...bookkeeping(),
  },
  (t) => [primaryKey({ columns: [t.system_id, t.id] })],
);

export const callSources = pgTable(
  'call_sources',
  {
    ...systemKey,
    number: integer('number').notNull(),
    text: text('text').notNull().default(''),
    char: text('char').notNull().default(''),
    ...bookkeeping(),
  },
  (t) => [primaryKey({ columns: [t.system_id, t.id] })],
);

export const schedules = pgTable(
  'schedules',
  {
    ...systemKey,
    name: text('name').notNull(),
    time_1: text('time_1'),
    time_2: text('time_2'),
    time_3: text('time_3'),
    time_4: text('time_4'),
    time_5: text('time_5'),
    interval: integer('interval'),
    ...bookkeeping(),
  },
  (t) => [primaryKey({ columns: [t.system_id, t.id] })],
);

export interface DisplayGroupConnection {
  id: number;
  section_id: number;
  call_type_id: number;
}

export const displayGroups = pgTable(
  'display_groups',
  {
    ...systemKey,
    name: text('name').notNull(),
    connections: jsonb('connections').$type<DisplayGroupConnection[]>().notNull().default([]),
    ...bookkeeping(),
  },
  (t) => [primaryKey({ columns: [t.system_id, t.id] })],
);

export const hubs = pgTable(
  'hubs',
  {
    ...systemKey,
    name: text('name').notNull(),
    ip: text('ip').notNull(),
    /** Radio | Wired */
    type: text('type').notNull(),
    status: text('status').notNull().default('Unknown'),
    last_sync: utc('last_sync'),
    ...bookkeeping(),
  },
  (t) => [primaryKey({ columns: [t.system_id, t.id] })],
);
