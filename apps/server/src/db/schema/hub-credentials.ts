import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';
import { systems } from './systems';

/**
 * A hub's own login (spec part 1 §3 hub username, password; ADR 0046), kept by the console for the hub
 * sync: never committed to the configurator, so not a column of the hub's configuration row. Keyed by the
 * system and the hub's id; the password is sealed with the server's secret key (ADR 0021), as the LDAP
 * admin password is, and never read back by a client.
 */
export const hubCredentials = pgTable(
  'hub_credentials',
  {
    system_id: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    hub_id: integer('hub_id').notNull(),
    username: text('username').notNull(),
    password: text('password').notNull().default(''),
    updated_at: utc('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.system_id, t.hub_id] })],
);
