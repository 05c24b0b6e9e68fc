import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, utc } from './columns';

/**
 * The mail server the console sends through (issue 15, ADR 0039): one row, id 1. The password is sealed
 * with the server's secret key (ADR 0021), so a copy of the database alone does not give it away.
 */
export const mailSettings = pgTable('mail_settings', {
  id: integer('id').primaryKey(),
  host: text('host').notNull().default(''),
  port: integer('port').notNull().default(587),
  /** none: plain SMTP; starttls: upgrade required; tls: TLS from the first byte (port 465). */
  security: text('security').notNull().default('starttls'),
  username: text('username').notNull().default(''),
  password: text('password').notNull().default(''),
  sender: text('sender').notNull().default(''),
  updated_at: utc('updated_at'),
});

/**
 * A system's e-mail report (spec part 1 §3 Report, part 2 §3 Incident settings): who gets it, how often,
 * what it holds. One row per system; `enabled_since` keeps a report switched on today from sending
 * the periods that ended before.
 */
export const reportSettings = pgTable('report_settings', {
  system_id: integer('system_id').primaryKey(),
  /** Comma-separated addresses. */
  email: text('email').notNull().default(''),
  enabled: boolean('enabled').notNull().default(false),
  enabled_since: utc('enabled_since'),
  send_daily: boolean('send_daily').notNull().default(false),
  send_weekly: boolean('send_weekly').notNull().default(true),
  send_monthly: boolean('send_monthly').notNull().default(false),
  /** The hour of the system's time zone at which a period ends and its report goes out. */
  send_hour: integer('send_hour').notNull().default(6),
  /** Sections the report covers; empty: all of the system's. */
  section_ids: integer('section_ids').array().notNull().default([]),
  include_battery: boolean('include_battery').notNull().default(true),
  include_not_reachable: boolean('include_not_reachable').notNull().default(true),
  include_long_calls: boolean('include_long_calls').notNull().default(true),
  include_probable_defects: boolean('include_probable_defects').notNull().default(true),
  /** Calls open longer than this many minutes are listed as long calls. */
  call_duration_threshold: integer('call_duration_threshold').notNull().default(10),
  last_execution: utc('last_execution'),
});

/**
 * One report of one period (the spec's report log: created_at, kind, subject). Its unique key is what
 * makes a report go out once: whichever instance inserts the row sends it, across restarts too.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: serial('id').primaryKey(),
    system_id: integer('system_id').notNull(),
    /** DAILY, WEEKLY or MONTHLY (spec part 1 §3 report frequency). */
    kind: text('kind').notNull(),
    period_start: utc('period_start').notNull(),
    period_end: utc('period_end').notNull(),
    /** sending, sent or failed */
    status: text('status').notNull().default('sending'),
    attempts: integer('attempts').notNull().default(1),
    next_attempt_at: utc('next_attempt_at'),
    subject: text('subject').notNull().default(''),
    recipients: text('recipients').notNull().default(''),
    error: text('error'),
    created_at: createdAt(),
    sent_at: utc('sent_at'),
  },
  (t) => [
    // A report sent by hand (kind MANUAL) may be sent again; a scheduled period only once.
    uniqueIndex('report_runs_period_idx').on(t.system_id, t.kind, t.period_start).where(sql`${t.kind} <> 'MANUAL'`),
    index('report_runs_created_idx').on(t.system_id, t.created_at),
  ],
);
