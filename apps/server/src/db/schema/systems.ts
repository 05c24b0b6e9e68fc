import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, intArray, updatedAt } from './columns';

/** A configurator (the call system's head unit); spec calls it a system param. */
export const systems = pgTable('systems', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ip: text('ip').notNull().default(''),
  tcp_port: integer('tcp_port').notNull().default(80),
  username: text('username').notNull().default('admin'),
  password: text('password').notNull().default(''),
  /** Reach the configurator over HTTPS and WSS (ADR 0021); console-owned, never sent to it. */
  tls: boolean('tls').notNull().default(false),
  /** SHA-256 of the configurator's certificate, pinned; null: the certificate must chain to a trusted CA. */
  tls_fingerprint: text('tls_fingerprint'),
  version: text('version'),
  dhcp: boolean('dhcp').notNull().default(false),
  gateway: text('gateway'),
  subnet: text('subnet'),
  ntp_server: text('ntp_server'),
  timezone: text('timezone').notNull().default('Europe/Zurich'),
  daylight_savings: boolean('daylight_savings').notNull().default(true),
  display_language: text('display_language').notNull().default('de'),
  /** Minutes after midnight. */
  night_start: integer('night_start')
    .notNull()
    .default(22 * 60),
  night_stop: integer('night_stop')
    .notNull()
    .default(6 * 60),
  /**
   * Minutes after Monday 00:00 local time (0–10079); the window may wrap past Sunday. Default as the
   * configurator's: Friday 18:00 to Monday 06:00.
   */
  weekend_start: integer('weekend_start')
    .notNull()
    .default(4 * 1440 + 18 * 60),
  weekend_stop: integer('weekend_stop')
    .notNull()
    .default(6 * 60),
  auto_commit: boolean('auto_commit').notNull().default(false),
  call_suppression_enabled: boolean('call_suppression_enabled').notNull().default(false),
  call_suppression_sections: intArray('call_suppression_sections'),
  call_suppression_time_start: text('call_suppression_time_start'),
  call_suppression_time_end: text('call_suppression_time_end'),
  /** Last sequence number handed out for this system's realtime events (DESIGN.md §6). */
  event_seq: bigint('event_seq', { mode: 'number' }).notNull().default(sql`0`),
  /** Where the link to the configurator stands in its event stream (resume point after a reconnect). */
  link_stream_id: text('link_stream_id'),
  link_seq: bigint('link_seq', { mode: 'number' }),
  /** Configuration revision last imported from the configurator. */
  config_revision: integer('config_revision'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
