// --trgm: would a trigram index make the log's text search fast? Made for this run only (dropped after),
// never part of the product: it adds an extension and an index every call's insert would pay for.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/client';
import type { BenchDatabase } from './database';
import type { QueryResult } from './report';

/**
 * One GIN index over every text the filter searches (call-log.filter.ts), with the same expressions, so
 * each `ilike` of its OR can be a bitmap scan of it.
 */
const INDEX = sql.raw(`create index bench_calls_text_trgm on calls using gin (
  device_text_short gin_trgm_ops, device_text_long gin_trgm_ops, call_type_text gin_trgm_ops,
  (coalesce(position, '')) gin_trgm_ops, section_name gin_trgm_ops,
  (coalesce(handled_by_app_username, '')) gin_trgm_ops)`);

/** PGlite takes extensions when it is made; whether its pg_trgm loads at all, in a scratch in-memory instance. */
async function pgliteLoadsTrgm(): Promise<string> {
  const scratch = new PGlite({ extensions: { pg_trgm } });
  try {
    await scratch.exec('create extension pg_trgm');
    const { rows } = await scratch.query<{ s: number }>(`select similarity('Zimmer 214 Bett 2', 'Zimmer 214') as s`);
    return `loads (similarity() = ${rows[0]?.s})`;
  } catch (error) {
    return `does not load: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await scratch.close();
  }
}

export async function withTrigramIndex(
  bench: BenchDatabase,
  log: (line: string) => void,
  measure: () => Promise<QueryResult[]>,
): Promise<{ buildSeconds: number; indexMiB: number; queries: QueryResult[] } | null> {
  if (bench.kind === 'pglite') {
    log(`pg_trgm in PGlite: ${await pgliteLoadsTrgm()} in a scratch instance. Not measured on the year:`);
    log('  the app opens PGlite without extensions (openDurablePglite), so the index needs a product change first.');
    return null;
  }
  // The call path's handle: the console's has PostgreSQL's 15 s statement timeout (a year takes longer to index).
  const db = bench.database.callPath;
  await db.execute(sql`create extension if not exists pg_trgm`);
  await db.execute(sql`drop index if exists bench_calls_text_trgm`);
  log('building a pg_trgm GIN index on the searched texts …');
  const started = performance.now();
  await db.execute(INDEX);
  await db.execute(sql`analyze calls`);
  const buildSeconds = (performance.now() - started) / 1000;
  const [size] = rowsOf<{ mib: string | number }>(
    await db.execute(sql`select pg_relation_size('bench_calls_text_trgm') / 1048576.0 as mib`),
  );
  try {
    return { buildSeconds, indexMiB: Math.round(Number(size?.mib ?? 0)), queries: await measure() };
  } finally {
    await db.execute(sql`drop index if exists bench_calls_text_trgm`);
  }
}
