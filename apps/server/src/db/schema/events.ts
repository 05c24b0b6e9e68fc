import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every state change clients see, with its per-system sequence number, written in the same
 * transaction as the change (DESIGN.md §6); subscribers resume from the last seq they hold.
 */
export const systemEvents = pgTable(
  'system_events',
  {
    system_id: integer('system_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.system_id, t.seq] }), index('system_events_created_idx').on(t.created_at)],
);
