import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, utc } from './columns';
import { users } from './users';

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable('sessions', {
  token_hash: text('token_hash').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
  last_seen_at: utc('last_seen_at').notNull().defaultNow(),
  /** Absolute end, whatever the activity. */
  expires_at: utc('expires_at').notNull(),
  client_ip: text('client_ip'),
  user_agent: text('user_agent'),
});

/** Sign-in attempts per account (`user:<name>`) and per client address (`ip:<addr>`). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  window_started_at: utc('window_started_at').notNull().defaultNow(),
  locked_until: utc('locked_until'),
});
