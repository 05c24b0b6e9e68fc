import { boolean, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { updatedAt, utc } from './columns';
import { users } from './users';

/**
 * Who is told of new incidents by e-mail, per system and user (spec part 2 §2 the incident notification
 * settings and their user form; part 1 §3 notify_battery/defects/not_reachable/probable_defects; ADR 0040).
 * The address is the user's own (users.email). No row: the user is not told.
 */
export const incidentNotificationSettings = pgTable(
  'incident_notification_settings',
  {
    system_id: integer('system_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    notify_battery: boolean('notify_battery').notNull().default(true),
    notify_defects: boolean('notify_defects').notNull().default(true),
    notify_not_reachable: boolean('notify_not_reachable').notNull().default(true),
    notify_probable_defects: boolean('notify_probable_defects').notNull().default(false),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.system_id, t.user_id] })],
);

/**
 * The battery values a device reported, one row per change (issue 15 item 4, ADR 0040): the drain trend
 * and the predicted replacement date are read from them. Written in batches off the call path by the
 * incident engine's instance; kept 120 days.
 */
export const batteryReadings = pgTable(
  'battery_readings',
  {
    system_id: integer('system_id').notNull(),
    system_tree_node_id: integer('system_tree_node_id').notNull(),
    at: utc('at').notNull(),
    battery: integer('battery').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.system_id, t.system_tree_node_id, t.at] }),
    index('battery_readings_at_idx').on(t.at),
  ],
);
