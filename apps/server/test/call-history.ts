import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { openMemoryDatabase } from './pglite-template';

/** When the closed calls of `openCallHistory` closed. */
export const CLOSED_AT = '2026-11-28T10:00:00.000Z';

/**
 * A database with system 1 whose call log holds `calls` calls: 1..`open` open, the rest closed at
 * CLOSED_AT, each opened a second before the next (call 1 last). They are written closed, so the
 * open-calls index holds the open ones only; the plans tested against it are the log's, not the index's.
 */
export async function openCallHistory(options: { calls: number; open: number }): Promise<Database> {
  const database = await openMemoryDatabase();
  await database.db.execute(sql`insert into systems (id, name) values (1, 'Haus A')`);
  await database.db.execute(sql`
    insert into calls (system_id, id, call_type_id, opened_at, updated_at, is_closed, closed_at, weekday)
    select 1, g, 4, now() - make_interval(secs => g), now(), g > ${options.open},
      case when g > ${options.open} then ${CLOSED_AT}::timestamptz end, 6
    from generate_series(1, ${options.calls}) g`);
  return database;
}
