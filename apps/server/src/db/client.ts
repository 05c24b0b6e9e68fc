import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DurabilityEvent, type DurablePglite, openDurablePglite, openMemoryPglite } from './pglite/durable-pglite';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either and stay unaware of which. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL, so LISTEN/NOTIFY can open its own connection. */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseOptions = ({ databaseUrl: string } | { dataDir: string } | { memory: true; template?: Blob }) & {
  /** Sees every SQL statement; tests use it to prove list queries do not grow with their length. */
  onQuery?: (sql: string) => void;
  /** The embedded database can no longer make writes durable (a failed fsync): the process must restart. */
  onFatal?: (error: Error) => void;
};

const migrationsFolder = fileURLToPath(new URL('./drizzle', import.meta.url));
const CHECKPOINT_EVERY_MS = 6 * 3600_000;
/** Several instances may start at once on one PostgreSQL; one migrates, the others wait. */
const MIGRATION_LOCK = 0x5741_5244;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, logger);
  const onEvent = (e: DurabilityEvent) => {
    if (e.type === 'failed') options.onFatal?.(e.error);
  };
  const pglite =
    'dataDir' in options
      ? await openDurablePglite(options.dataDir, { onEvent })
      : await openMemoryPglite('memory' in options ? options.template : undefined);
  return openPglite(pglite, logger);
}

type QueryLogger = { logQuery: (sql: string) => void } | undefined;

async function openPglite(pglite: DurablePglite, logger: QueryLogger): Promise<Database> {
  const db = drizzlePglite({ client: pglite.client, schema, logger });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await pglite.close();
    throw error;
  }
  // Embedded Postgres never checkpoints by itself, so its WAL would grow until shutdown; a periodic
  // CHECKPOINT (durable with the WAL guard, ADR 0002) keeps the directory and the recovery time small.
  const checkpoints = setInterval(() => {
    pglite.client.exec('CHECKPOINT').catch(() => undefined);
  }, CHECKPOINT_EVERY_MS);
  checkpoints.unref();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      clearInterval(checkpoints);
      await pglite.close();
    },
  };
}

/** A migrated, empty embedded database as a gzipped dump: tests start their databases from it. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const pglite = await openMemoryPglite();
  try {
    await migratePglite(drizzlePglite({ client: pglite.client, schema }), { migrationsFolder });
    return await pglite.client.dumpDataDir('gzip');
  } finally {
    await pglite.close();
  }
}

async function openPostgres(url: string, logger: QueryLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection (database restart, failover) is replaced on the next query, not fatal.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } catch (error) {
    client.release(true);
    await pool.end();
    throw error;
  }
  client.release();
  const db = drizzlePg({ client: pool, schema, logger });
  return { db: db as unknown as Db, kind: 'postgres', url, close: () => pool.end() };
}
