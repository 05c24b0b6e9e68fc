import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, utc } from './columns';

/**
 * A device problem someone owns until it is closed (spec part 2 §3 Incident; ADR 0036): raised, updated
 * and closed by the incident engine from what the configurator link stores, assigned, commented and
 * closed by hand in the console. `subject` names what it is about (`node:23`, `hub:2`): at most one
 * incident per system, type and subject is open at a time — the partial unique index keeps it so even
 * when two evaluations race.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: serial('id').primaryKey(),
    system_id: integer('system_id').notNull(),
    /** Battery | Defect | ProbableDefect | Reachability */
    type: text('type').notNull(),
    /** New | Assigned | Closed */
    state: text('state').notNull().default('New'),
    /** Critical | Warning | Info */
    severity: text('severity').notNull(),
    subject: text('subject').notNull(),
    system_tree_node_id: integer('system_tree_node_id'),
    hub_id: integer('hub_id'),
    /** The device's section when the incident was raised or last updated, for the section filter. */
    section_id: integer('section_id'),
    /** A defect of a repeater (a technical device): its own box and permission (spec part 2 §6). */
    is_repeater: boolean('is_repeater').notNull().default(false),
    /** What the rule saw: battery and threshold, the defect call, the count in the time frame, last heard. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    opened_at: utc('opened_at').notNull().defaultNow(),
    updated_at: utc('updated_at').notNull().defaultNow(),
    assignee_user_id: integer('assignee_user_id'),
    assigned_at: utc('assigned_at'),
    closed_at: utc('closed_at'),
    /** cleared (the cause went away) | manual */
    close_reason: text('close_reason'),
    closed_by_user_id: integer('closed_by_user_id'),
    /**
     * Closed by hand while its cause still held: the engine raises no new incident of this type and
     * subject until it has seen the cause clear once (then it sets this false).
     */
    held_until_cleared: boolean('held_until_cleared').notNull().default(false),
    /**
     * When the users who asked for it were told by e-mail (ADR 0040); null: not yet. The first instance
     * to set it sends the notice, so it goes out once across instances.
     */
    notified_at: utc('notified_at'),
  },
  (t) => [
    uniqueIndex('incidents_open_subject_uq').on(t.system_id, t.type, t.subject).where(sql`state <> 'Closed'`),
    index('incidents_system_state_idx').on(t.system_id, t.state, t.opened_at),
    index('incidents_unnotified_idx').on(t.id).where(sql`notified_at IS NULL`),
  ],
);

/** A remark on an incident, kept with who wrote it (the name as it was then). */
export const incidentComments = pgTable(
  'incident_comments',
  {
    id: serial('id').primaryKey(),
    incident_id: integer('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    user_id: integer('user_id'),
    user_name: text('user_name'),
    text: text('text').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('incident_comments_incident_idx').on(t.incident_id, t.id)],
);
