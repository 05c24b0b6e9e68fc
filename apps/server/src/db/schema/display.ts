import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, utc } from './columns';

/** One system's part of a display profile (spec part 2 §3 Profile system setting). */
export interface DisplayProfileSetting {
  system_id: number;
  weekday_schedule_id: number;
  weekday_display_group_1_id: number;
  weekday_display_group_2_id: number;
  weekday_display_group_3_id: number;
  weekday_display_group_4_id: number;
  weekday_display_group_5_id: number;
  weekend_schedule_id: number;
  weekend_display_group_1_id: number;
  weekend_display_group_2_id: number;
  weekend_display_group_3_id: number;
  weekend_display_group_4_id: number;
  weekend_display_group_5_id: number;
}

/**
 * A wall display's profile (spec part 2 §3). Global, not per system: one profile may show the calls
 * of several systems, one setting each. The slug is the server's, derived from the name once.
 */
export const displayProfiles = pgTable(
  'display_profiles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** NORMAL | LARGER | LARGEST */
    font_size: text('font_size').notNull().default('NORMAL'),
    fullscreen: boolean('fullscreen').notNull().default(false),
    locale: text('locale').notNull().default('de'),
    show_video_stream: boolean('show_video_stream').notNull().default(false),
    show_presences: boolean('show_presences').notNull().default(true),
    emergency_tone: boolean('emergency_tone').notNull().default(false),
    settings: jsonb('settings').$type<DisplayProfileSetting[]>().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('display_profiles_slug_idx').on(t.slug),
    uniqueIndex('display_profiles_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/** A note shown beside the calls of one system's displays (spec part 1 §3, part 2 §3 DisplayNote). */
export const displayNotes = pgTable(
  'display_notes',
  {
    id: serial('id').primaryKey(),
    system_id: integer('system_id').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    /** blue | green | red | yellow */
    color: text('color').notNull().default('blue'),
    sort_order: integer('sort_order').notNull().default(0),
    /** Show the note's date beside it. */
    display_date: boolean('display_date').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Shown from / until these instants; null leaves that side open. */
    display_from: utc('display_from'),
    display_until: utc('display_until'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('display_notes_system_idx').on(t.system_id, t.sort_order)],
);
