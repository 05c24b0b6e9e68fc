import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/**
 * Every call a system raised (spec part 2 §3 Call), kept after closing for the call log. The id is
 * the configurator's call id, unique per system.
 */
export const calls = pgTable(
  'calls',
  {
    system_id: integer('system_id').notNull(),
    id: integer('id').notNull(),
    call_type_id: integer('call_type_id').notNull(),
    call_type_text: text('call_type_text').notNull().default(''),
    call_source_id: integer('call_source_id'),
    call_source_text: text('call_source_text').notNull().default(''),
    section_id: integer('section_id'),
    section_name: text('section_name').notNull().default(''),
    system_tree_node_id: integer('system_tree_node_id'),
    /** The device number the call carries. */
    number: integer('number'),
    device_text_short: text('device_text_short').notNull().default(''),
    device_text_long: text('device_text_long').notNull().default(''),
    position: text('position'),
    opened_at: utc('opened_at').notNull(),
    updated_at: utc('updated_at').notNull(),
    closed_at: utc('closed_at'),
    /** Seconds from opening to closing; null while open. */
    duration: integer('duration'),
    is_closed: boolean('is_closed').notNull().default(false),
    handled_by_app_username: text('handled_by_app_username'),
    /** ISO weekday (1 = Monday) of the opening, in the system's time zone. */
    weekday: integer('weekday').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.system_id, t.id] }),
    // The log's pages walk (opened_at, id) from either end; sections and devices narrow it first (ADR 0028).
    index('calls_system_opened_idx').on(t.system_id, t.opened_at, t.id),
    index('calls_section_opened_idx').on(t.system_id, t.section_id, t.opened_at, t.id),
    index('calls_node_opened_idx').on(t.system_id, t.system_tree_node_id, t.opened_at, t.id),
    index('calls_open_idx').on(t.system_id).where(sql`NOT ${t.is_closed}`),
  ],
);

/**
 * A call's trail: Accepted, Callback, Escalated, Muted, NFC, Rejected, Released, Resent, Timeout (spec
 * part 2 §3) and Closed (ended from the console), each with who did it (CALL_ACTIONS of the domain).
 */
export const callActions = pgTable(
  'call_actions',
  {
    row_id: bigserial('row_id', { mode: 'number' }).primaryKey(),
    system_id: integer('system_id').notNull(),
    call_id: integer('call_id').notNull(),
    action: text('action').notNull(),
    at: utc('at').notNull().defaultNow(),
    /** user, app_user, device or system. */
    actor_kind: text('actor_kind').notNull().default('system'),
    actor_id: integer('actor_id'),
    /** The name at the time, kept when the actor is renamed or deleted. */
    user_name: text('user_name'),
    detail: text('detail'),
  },
  (t) => [
    index('call_actions_call_idx').on(t.system_id, t.call_id),
    // The phones' statistics read one action (Accepted, Rejected, Timeout) over a range of time.
    index('call_actions_action_at_idx').on(t.system_id, t.action, t.at),
  ],
);
