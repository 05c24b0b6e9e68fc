import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/**
 * Append-only and hash-chained per system (ADR 0037): `chain` is the system id, 0 for entries without a
 * system (sign-ins, setup); `chain_seq` counts within the chain; `hash` covers the entry and `prev_hash`.
 * Entries from before the chain have null chain columns.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: utc('at').notNull().defaultNow(),
    user_id: integer('user_id'),
    user_name: text('user_name'),
    system_id: integer('system_id'),
    /** created | updated | deleted | logged_in */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    field: text('field'),
    change: jsonb('change'),
    chain: integer('chain'),
    chain_seq: bigint('chain_seq', { mode: 'number' }),
    prev_hash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    uniqueIndex('audit_log_chain_seq_idx').on(t.chain, t.chain_seq),
    index('audit_log_system_at_idx').on(t.system_id, t.at),
  ],
);

/**
 * The end of each chain: writers lock its row (in the transaction of the change they record), so entries
 * of one system line up while other systems write in parallel. `base_*`: where the chain starts after a
 * cleanup removed its oldest entries.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: integer('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  hash: text('hash').notNull().default(''),
  base_seq: bigint('base_seq', { mode: 'number' }).notNull().default(0),
  base_hash: text('base_hash').notNull().default(''),
});
