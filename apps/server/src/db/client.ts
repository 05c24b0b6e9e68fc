import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ConsoleLane, throughLane } from './console-lane';
import { type DurabilityEvent, type DurablePglite, openDurablePglite, openMemoryPglite } from './pglite/durable-pglite';
import { Rank } from './pglite/rank-gate';
import { scheduleVacuum } from './pglite/vacuum';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either and stay unaware of which. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of a raw `execute`: PGlite returns `{ rows }`, node-postgres a QueryResult with `rows` too. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export interface Database {
  /** The console's handle: requests, admin, sessions. Bounded so it cannot crowd out the call path. */
  db: Db;
  /**
   * The call path's handle: link cursor, call ingest, event log, fan-out reads. On PGlite it skips the
   * console lane; on PostgreSQL it has connections of its own (ADR 0019).
   */
  callPath: Db;
  /**
   * The call path's handles by rank into the embedded database (ADR 0048): what the configurator reports
   * (`calls`) and the walls' read of it (`walls`) go ahead of the rest of the call path (`callPath`: the
   * phones' reads, the link), the phones' writes that can wait (`behind`) after it. On PostgreSQL all three
   * are `callPath`.
   */
  ranks: { calls: Db; walls: Db; behind: Db };
  /** PGlite's console lane (null on PostgreSQL, where the pools do this). */
  lane: ConsoleLane | null;
  /**
   * The same two handles without `onQuery`: for the server's own housekeeping on timers (the link state's
   * pulse and watch), whose statements would otherwise land in whatever request a test is counting.
   */
  quiet: { db: Db; callPath: Db };
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL, so LISTEN/NOTIFY can open its own connection. */
  url?: string;
  /** The embedded database itself (PGlite) and its directory (null in memory): backups copy it (ADR 0042). */
  embedded?: { client: PGlite; dataDir: string | null };
  close(): Promise<void>;
}

export type DatabaseOptions = ({ databaseUrl: string } | { dataDir: string } | { memory: true; template?: Blob }) & {
  /** Sees every SQL statement and its parameters; tests use it to prove list queries do not grow with their length. */
  onQuery?: (sql: string, params: unknown[]) => void;
  /** The embedded database can no longer make writes durable (a failed fsync, a PANIC): the process must restart. */
  onFatal?: (error: Error) => void;
  /** A statement of the embedded database failed because the disk refused a write (`refusal`: the system's words). */
  onDiskRefused?: (refusal: string) => void;
  /**
   * Called before migrating when migrations are to run (`pending`: how many): an update on trial records
   * that it changed the schema, so its rollback restores the backup taken before it (ADR 0045).
   */
  beforeMigrate?: ((pending: number) => Promise<void>) | undefined;
};

const migrationsFolder = fileURLToPath(new URL('./drizzle', import.meta.url));
const CHECKPOINT_EVERY_MS = 6 * 3600_000;
export const OPEN_CALLS_STATISTICS: readonly string[] = ['calls (is_closed)'];
/** Several instances may start at once on one PostgreSQL; one migrates, the others wait. */
const MIGRATION_LOCK = 0x5741_5244;
/**
 * Console statements on PostgreSQL end after this long: a runaway read must not hold a connection (and
 * the locks it took) for ever. The call path's pool has no such limit: a configuration import may be slow.
 */
export const CONSOLE_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * How many of this version's migrations the database has not run, by drizzle's own rule (a migration runs
 * when its folder time is after the newest one recorded in drizzle.__drizzle_migrations).
 */
async function pendingMigrations(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = await query('SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations').then(
    (r) => Number((r.rows[0] as { newest: string | number | null } | undefined)?.newest ?? 0),
    () => 0,
  );
  return journal.entries.filter((e) => e.when > newest).length;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, logger, options.beforeMigrate);
  const onEvent = (e: DurabilityEvent) => {
    if (e.type === 'failed') options.onFatal?.(e.error);
    else if (e.type === 'disk-refused') options.onDiskRefused?.(e.refusal);
  };
  const pglite =
    'dataDir' in options
      ? await openDurablePglite(options.dataDir, { onEvent })
      : await openMemoryPglite('memory' in options ? options.template : undefined);
  return openPglite(pglite, logger, 'dataDir' in options ? options.dataDir : null, options.beforeMigrate);
}

type QueryLogger = { logQuery: (sql: string, params: unknown[]) => void } | undefined;

async function openPglite(
  pglite: DurablePglite,
  logger: QueryLogger,
  dataDir: string | null,
  beforeMigrate?: DatabaseOptions['beforeMigrate'],
): Promise<Database> {
  const callPath = drizzlePglite({ client: pglite.client, schema, logger });
  try {
    if (beforeMigrate) {
      const pending = await pendingMigrations((sql) => pglite.client.query(sql));
      if (pending > 0) await beforeMigrate(pending);
    }
    await migratePglite(callPath, { migrationsFolder });
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
  // Nor does it ever vacuum: dead rows and index entries would pile up for good (vacuum.ts, ADR 0049).
  // The share of open calls is the one statistic kept: the walls' read and the engine's look then take the
  // open calls' index, whatever VACUUM tells the planner of the table's size.
  const vacuum = scheduleVacuum(pglite.client.ranked(Rank.behind), {
    statistics: OPEN_CALLS_STATISTICS,
    sinceLastCall: () => pglite.client.gate.sinceLast(Rank.calls),
  });
  const lane = new ConsoleLane();
  const laneClient = throughLane(pglite.client.ranked(Rank.console), lane) as PGlite;
  const db = drizzlePglite({ client: laneClient, schema, logger });
  const at = (rank: Rank) =>
    drizzlePglite({ client: pglite.client.ranked(rank) as PGlite, schema, logger }) as unknown as Db;
  return {
    db: db as unknown as Db,
    callPath: callPath as unknown as Db,
    ranks: { calls: at(Rank.calls), walls: at(Rank.walls), behind: at(Rank.behind) },
    lane,
    quiet: {
      db: drizzlePglite({ client: laneClient, schema }) as unknown as Db,
      callPath: drizzlePglite({ client: pglite.client, schema }) as unknown as Db,
    },
    kind: 'pglite',
    embedded: { client: pglite.client, dataDir },
    close: async () => {
      clearInterval(checkpoints);
      vacuum.stop();
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

async function openPostgres(
  url: string,
  logger: QueryLogger,
  beforeMigrate?: DatabaseOptions['beforeMigrate'],
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, statement_timeout: CONSOLE_STATEMENT_TIMEOUT_MS });
  // The call path's own connections: however busy the console's pool is, a call's write finds one free.
  const callPool = new pg.Pool({ connectionString: url, max: 3 });
  for (const p of [pool, callPool]) {
    // A dropped idle connection (database restart, failover) is replaced on the next query, not fatal.
    p.on('error', () => undefined);
    // One that breaks while lent out (between the statements of a transaction) has no listener of the pool's:
    // its 'error' would end the process. Its next statement fails instead, and the pool drops it (ADR 0023).
    p.on('connect', (client) => client.on('error', () => undefined));
  }
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    if (beforeMigrate) {
      const pending = await pendingMigrations((sql) => client.query(sql));
      if (pending > 0) await beforeMigrate(pending);
    }
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } catch (error) {
    client.release(true);
    await Promise.all([pool.end(), callPool.end()]);
    throw error;
  }
  client.release();
  const db = drizzlePg({ client: pool, schema, logger });
  const callPath = drizzlePg({ client: callPool, schema, logger }) as unknown as Db;
  return {
    db: db as unknown as Db,
    callPath,
    // Separate connections do what the ranks do on the embedded database.
    ranks: { calls: callPath, walls: callPath, behind: callPath },
    lane: null,
    quiet: {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      callPath: drizzlePg({ client: callPool, schema }) as unknown as Db,
    },
    kind: 'postgres',
    url,
    close: async () => {
      await Promise.all([pool.end(), callPool.end()]);
    },
  };
}
