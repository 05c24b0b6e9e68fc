import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Times are stored in UTC (DESIGN.md §3). */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => utc('created_at').notNull().defaultNow();
export const updatedAt = () => utc('updated_at').notNull().defaultNow();
export const intArray = (name: string) => integer(name).array().notNull().default([]);

/**
 * A section's weekday and weekend schedule with up to five display groups each (spec part 1 §3),
 * which a tree node may also have of its own. Null: none chosen (a node then follows its section).
 */
export const scheduleColumns = () => ({
  weekday_schedule_id: integer('weekday_schedule_id'),
  weekend_schedule_id: integer('weekend_schedule_id'),
  weekday_display_group_1_id: integer('weekday_display_group_1_id'),
  weekday_display_group_2_id: integer('weekday_display_group_2_id'),
  weekday_display_group_3_id: integer('weekday_display_group_3_id'),
  weekday_display_group_4_id: integer('weekday_display_group_4_id'),
  weekday_display_group_5_id: integer('weekday_display_group_5_id'),
  weekend_display_group_1_id: integer('weekend_display_group_1_id'),
  weekend_display_group_2_id: integer('weekend_display_group_2_id'),
  weekend_display_group_3_id: integer('weekend_display_group_3_id'),
  weekend_display_group_4_id: integer('weekend_display_group_4_id'),
  weekend_display_group_5_id: integer('weekend_display_group_5_id'),
});
