// The planner's statistics on `calls`. The bench's year is analysed after it is made; a server's PGlite
// never is: it runs Postgres in single-user mode, without autovacuum, and nothing in the server runs
// ANALYZE. So on PGlite the queries are also timed as a server would run them: without statistics.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../apps/server/src/db/client';

/** calls and its indexes. */
const RELATIONS = sql`(select c.oid from pg_class c where c.oid = 'calls'::regclass
  or c.oid in (select indexrelid from pg_index where indrelid = 'calls'::regclass))`;

export type StatsState = 'analyzed' | 'none';

export async function hasStatistics(database: Database): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await database.callPath.execute(
      sql`select count(*)::int as n from pg_statistic where starelid = 'calls'::regclass`,
    ),
  );
  return Number(row?.n ?? 0) > 0;
}

/**
 * As a never-analysed, never-vacuumed table looks to the planner: no column statistics, its size and
 * row count unknown (reltuples -1: the planner reads the number of pages from the files), nothing
 * all-visible. The rows and their layout stay the bench's (see README: no dead row versions here).
 */
export async function dropStatistics(database: Database): Promise<void> {
  await database.callPath.execute(sql`delete from pg_statistic where starelid in ${RELATIONS}`);
  await database.callPath.execute(
    sql`update pg_class set reltuples = -1, relpages = 0, relallvisible = 0 where oid in ${RELATIONS}`,
  );
}

/** ANALYZE calls (on PGlite it holds the main thread meanwhile): its time in s. */
export async function analyze(database: Database): Promise<number> {
  const started = performance.now();
  await database.callPath.execute(sql`analyze calls`);
  return (performance.now() - started) / 1000;
}
