import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/**
 * The display fleet (issue 14, ADR 0038): every wall display and staff phone that sent a heartbeat. Each
 * server instance keeps its own sockets' heartbeats in memory and writes them here in batches, so the
 * fleet page of any instance lists all of them; `name` is the administrator's.
 */
export const screens = pgTable(
  'screens',
  {
    id: serial('id').primaryKey(),
    /** The browser's random key (localStorage), per kind. */
    key: text('key').notNull(),
    /** display | phone */
    kind: text('kind').notNull(),
    name: text('name'),
    /** The profile's name or the address settings of a display; a phone's app device. */
    place: text('place').notNull().default(''),
    profile_id: integer('profile_id'),
    /** The system context of its socket. */
    system_id: integer('system_id'),
    version: text('version').notNull().default(''),
    clock_offset_ms: integer('clock_offset_ms'),
    visible: boolean('visible').notNull().default(true),
    sound_unlocked: boolean('sound_unlocked'),
    last_latency_ms: integer('last_latency_ms'),
    latency_p50_ms: integer('latency_p50_ms'),
    latency_p95_ms: integer('latency_p95_ms'),
    latency_samples: integer('latency_samples').notNull().default(0),
    first_seen_at: utc('first_seen_at').notNull().defaultNow(),
    last_seen_at: utc('last_seen_at').notNull().defaultNow(),
    /** Heartbeats arrive: the silence watch raises the alarm once when they stop, and clears this. */
    live: boolean('live').notNull().default(true),
    silent_since: utc('silent_since'),
  },
  (t) => [uniqueIndex('screens_key_idx').on(t.kind, t.key), index('screens_live_idx').on(t.live, t.last_seen_at)],
);
