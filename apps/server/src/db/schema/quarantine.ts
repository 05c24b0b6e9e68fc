import { bigint, bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/**
 * Configurator messages that failed their wire schema (ADR 0017): kept for technicians instead of being
 * applied or retried. `seq` is set when the message was an event with a usable sequence number — the
 * link's cursor moved over it in the same transaction. `raw` is the text as received, cut to 64 KiB;
 * `raw_bytes` is the size it had.
 */
export const linkQuarantine = pgTable(
  'link_quarantine',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    system_id: integer('system_id').notNull(),
    /** Where it came from: `event`, `frame` (no usable seq), `calls`, `config`, `commit`, `firmware`, … */
    source: text('source').notNull(),
    stream_id: text('stream_id'),
    seq: bigint('seq', { mode: 'number' }),
    event_type: text('event_type'),
    raw: text('raw').notNull(),
    raw_bytes: integer('raw_bytes').notNull(),
    /** The schema's issues, summarised (`data.call.id: expected number`). */
    reason: text('reason').notNull(),
    received_at: utc('received_at').notNull().defaultNow(),
  },
  (t) => [index('link_quarantine_system_idx').on(t.system_id, t.id)],
);
