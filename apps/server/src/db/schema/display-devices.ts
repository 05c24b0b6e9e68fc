import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { utc } from './columns';
import { users } from './users';

/**
 * Wall displays enrolled by an administrator (ADR 0022), when the global setting
 * `displays_require_enrolment` asks for it. The browser holds a random token; the table only its
 * SHA-256, so a leaked backup enrols nothing.
 */
export const displayDevices = pgTable(
  'display_devices',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    name: text('name').notNull(),
    /** pending | approved | revoked */
    status: text('status').notNull().default('pending'),
    requested_at: utc('requested_at').notNull().defaultNow(),
    decided_at: utc('decided_at'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    last_seen_at: utc('last_seen_at'),
    last_address: text('last_address'),
    user_agent: text('user_agent'),
  },
  (t) => [uniqueIndex('display_devices_token_idx').on(t.token_hash), index('display_devices_status_idx').on(t.status)],
);
