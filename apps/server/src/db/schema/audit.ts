import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';

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
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
