import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, intArray, updatedAt } from './columns';
import { systems } from './systems';

// Console-only administration entities (spec part 1 §3; ADR 0011): the configurator never sees them, so
// their ids are the console's own. Each row belongs to one system and goes with it.

export const owned = () => ({
  id: serial('id').primaryKey(),
  system_id: integer('system_id')
    .notNull()
    .references(() => systems.id, { onDelete: 'cascade' }),
});
export const stamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });

/** Checkpoints a tagged resident may not pass (spec part 1 §3 Flight profile); numbers of checkpoints. */
export const flightProfiles = pgTable(
  'flight_profiles',
  { ...owned(), name: text('name').notNull(), checkpoints: intArray('checkpoints'), ...stamps() },
  (t) => [index('flight_profiles_system_idx').on(t.system_id)],
);

/**
 * A camera stream the display can open; the triggers start and stop it (spec part 1 §3 Video stream). A call
 * opened on one of `tree_node_ids` (devices) or in one of `section_ids` opens it on the displays that show
 * the call (issue 14 item 5, ADR 0038).
 */
export const videoStreams = pgTable(
  'video_streams',
  {
    ...owned(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    trigger_start: text('trigger_start'),
    trigger_stop: text('trigger_stop'),
    tree_node_ids: intArray('tree_node_ids'),
    section_ids: intArray('section_ids'),
    ...stamps(),
  },
  (t) => [index('video_streams_system_idx').on(t.system_id)],
);

/** Call sources grouped for notification restrictions of roles and users (spec part 1 §3). */
export const callSourceGroups = pgTable(
  'call_source_groups',
  {
    ...owned(),
    name: text('name').notNull(),
    call_source_ids: intArray('call_source_ids'),
    timeout_minutes: integer('timeout_minutes'),
    ...stamps(),
  },
  (t) => [index('call_source_groups_system_idx').on(t.system_id)],
);

/** An interconnection: sections whose calls are merged (spec part 1 §3 merge group); rule_set holds section ids. */
export const mergeGroups = pgTable(
  'merge_groups',
  { ...owned(), name: text('name').notNull(), rule_set: intArray('rule_set'), ...stamps() },
  (t) => [index('merge_groups_system_idx').on(t.system_id)],
);

/** Forbidden checkpoints (spec part 1 §3 Escape profile); rule_set holds checkpoint numbers. */
export const escapeProfiles = pgTable(
  'escape_profiles',
  { ...owned(), name: text('name').notNull(), rule_set: intArray('rule_set'), ...stamps() },
  (t) => [index('escape_profiles_system_idx').on(t.system_id)],
);

/** A button's assignment (spec part 1 §3 Button); functions a–c are the hardware's codes. */
export const buttons = pgTable(
  'buttons',
  {
    ...owned(),
    number: integer('number').notNull(),
    type: text('type').notNull().default(''),
    call_source_id: integer('call_source_id'),
    call_type_id: integer('call_type_id'),
    call_type_presence_id: integer('call_type_presence_id'),
    display_group_id: integer('display_group_id'),
    fn_a: integer('fn_a'),
    fn_b: integer('fn_b'),
    fn_c: integer('fn_c'),
    ...stamps(),
  },
  (t) => [index('buttons_system_idx').on(t.system_id)],
);

/** An indicator light (spec part 1 §3 Indicator); fn 1 is a soft permanent light, 255 none. */
export const indicators = pgTable(
  'indicators',
  {
    ...owned(),
    number: integer('number').notNull(),
    call_source_id: integer('call_source_id'),
    linked_call_source_id: integer('linked_call_source_id'),
    call_type_ids: intArray('call_type_ids'),
    fn_a: integer('fn_a').notNull().default(255),
    fn_b: integer('fn_b').notNull().default(255),
    ...stamps(),
  },
  (t) => [index('indicators_system_idx').on(t.system_id)],
);

/** Where alerts go (spec part 1 §3 Alert channel). */
export const alertChannels = pgTable(
  'alert_channels',
  {
    ...owned(),
    name: text('name').notNull(),
    /** care | tech */
    category: text('category').notNull().default('care'),
    /** alert | critical | info */
    class: text('class').notNull().default('alert'),
    outbound_enabled: boolean('outbound_enabled').notNull().default(false),
    outbound_url: text('outbound_url'),
    outbound_can_reply: boolean('outbound_can_reply').notNull().default(false),
    supports_phone_calls: boolean('supports_phone_calls').notNull().default(false),
    ...stamps(),
  },
  (t) => [index('alert_channels_system_idx').on(t.system_id)],
);

/** A checkpoint placed on a map (spec part 1 §3 Checkpoint); positions are pixels of the map image. */
export interface MapCheckpoint {
  number: number;
  char: string;
  text: string;
  diameter: number;
  position_x: number;
  position_y: number;
  section_id: number | null;
}

/** A floor plan with its checkpoints (spec part 1 §3 Checkpoint map); the image is a data URL (≤ 5 MB). */
export const checkpointMaps = pgTable(
  'checkpoint_maps',
  {
    ...owned(),
    name: text('name').notNull(),
    section_id: integer('section_id'),
    checkpoints: jsonb('checkpoints').$type<MapCheckpoint[]>().notNull().default([]),
    sort_order: integer('sort_order').notNull().default(0),
    image: text('image'),
    ...stamps(),
  },
  (t) => [index('checkpoint_maps_system_idx').on(t.system_id, t.sort_order)],
);
