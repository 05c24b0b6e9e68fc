// A tiny table for the tests: rows identify which write (n) and which
// statement of it (part) produced them.
import type { PGlite } from '@electric-sql/pglite';
import { integer, pgTable, serial } from 'drizzle-orm/pg-core';

export const alarms = pgTable('alarms', {
  id: serial('id').primaryKey(),
  n: integer('n').notNull(),
  part: integer('part').notNull(),
});

export async function createAlarmsTable(client: PGlite): Promise<void> {
  await client.exec(
    'create table if not exists alarms (id serial primary key, n integer not null, part integer not null)',
  );
}
