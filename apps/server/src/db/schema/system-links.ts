import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';
import { systems } from './systems';

/**
 * A configurator link as the server instance holding it reports it (ADR 0025): every instance reads the
 * state here, so each shows the holder's state rather than a guess of its own. A table of its own rather
 * than columns of `systems`: the ingest holds the system's row lock through each call's transaction, and
 * these writes must neither wait for it nor make it wait. Times come from the database's clock.
 */
export const systemLinks = pgTable('system_links', {
  system_id: integer('system_id')
    .primaryKey()
    .references(() => systems.id, { onDelete: 'cascade' }),
  /** The supervisor's LinkState. */
  state: text('state').notNull(),
  state_since: utc('state_since').notNull(),
  /** Why the state is not ready, for technicians. */
  error: text('error'),
  /** The configurator's firmware version from the last connection check. */
  version: text('version'),
  /** Commit progress 0–100 while processing. */
  progress: integer('progress'),
  /** When the configurator was last heard from. */
  heard_at: utc('heard_at'),
  /** The holder's last write, every few seconds: long silent means the holder is gone, the state unknown. */
  holder_at: utc('holder_at').notNull(),
  /** Breaks of the event order (SeqFault), counted since the system was created. */
  seq_missing: integer('seq_missing').notNull().default(0),
  seq_backwards: integer('seq_backwards').notNull().default(0),
  seq_gaps: integer('seq_gaps').notNull().default(0),
  seq_fault_at: utc('seq_fault_at'),
});
