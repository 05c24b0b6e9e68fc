// The database measured, opened the app's own way (openDatabase: PGlite with its lock, fsync guard and
// memory settings, or PostgreSQL's pools; migrations run), with a year of calls in it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { type Database, openDatabase, rowsOf } from '../../apps/server/src/db/client';
import {
  callSources,
  calls,
  callTypes,
  sections,
  systems,
  systemTreeNodes,
} from '../../apps/server/src/db/schema/index';
import { startPostgres } from '../../scripts/postgres.mjs';
import type { BenchConfig } from './config';
import { describeCalls, GENERATOR_VERSION, type Generated, generateCalls } from './generate';
import { onCleanup, removeOnExit } from './lifecycle';

const ROOT = resolve(import.meta.dirname, '../..');
const CACHE_ROOT = join(tmpdir(), 'wardlight-call-log-cache');
const MARKER = 'generated.json';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** How it was opened, for the table. */
  label: string;
  database: Database;
  generated: Generated & { generatedAt: string; cached: boolean };
  /** Statements sent while `tap.on` (to EXPLAIN the ones the service sent). */
  tap: Tap;
}

export interface Tap {
  on: boolean;
  statements: Statement[];
}

/**
 * The migrations are part of the key: a cached database is migrated when opened, so one made before an
 * index was added gets it then — but one made with an index that was later taken out would keep it.
 */
function cacheKey(config: BenchConfig): string {
  const journal = readFileSync(join(ROOT, 'apps/server/src/db/drizzle/meta/_journal.json'));
  const migrations = createHash('sha256').update(journal).digest('hex').slice(0, 8);
  return `r${config.rows}-d${config.days}-g${GENERATOR_VERSION}-m${migrations}`;
}

const systemName = (key: string) => `bench call-log ${key}`;

/** The app closes the database it was given when it closes; the bench's own cleanup may come second. */
function closingOnce(database: Database): Database {
  const close = database.close;
  let closing: Promise<void> | undefined;
  database.close = () => {
    closing ??= close();
    return closing;
  };
  return database;
}

function listener(tap: Tap) {
  // drizzle's logger hears each statement with its parameters; only kept while tapped.
  return (text: string, params?: unknown[]) => {
    if (tap.on) tap.statements.push({ sql: text, params: params ?? [] });
  };
}

export async function openBenchDatabase(config: BenchConfig, log: (line: string) => void): Promise<BenchDatabase> {
  const key = cacheKey(config);
  const tap: Tap = { on: false, statements: [] };
  const onQuery = listener(tap);
  const name = systemName(key);
  const generate = async (database: Database) => {
    log(`generating ${config.rows.toLocaleString('en')} calls over ${config.days} days (${database.kind}) …`);
    // Named as finished only at the end: an interrupted generation is never taken for a year of calls.
    const generated = await generateCalls(database, {
      name: `${name} (generating)`,
      rows: config.rows,
      days: config.days,
      log,
    });
    await database.db.update(systems).set({ name }).where(eq(systems.id, generated.systemId));
    log(
      `generated in ${generated.generateSeconds.toFixed(1)} s (+ ${generated.vacuumAnalyzeSeconds.toFixed(1)} s VACUUM ANALYZE): ` +
        `${generated.rows.toLocaleString('en')} calls, ${generated.databaseMiB} MiB`,
    );
    return { ...generated, generatedAt: new Date().toISOString(), cached: false };
  };

  if (config.database === 'pglite') {
    const home = config.cache ? join(CACHE_ROOT, key) : join(tmpdir(), `wardlight-call-log-${process.pid}`);
    const markerPath = join(home, MARKER);
    if (config.fresh || !existsSync(markerPath)) rmSync(home, { recursive: true, force: true });
    const cached = existsSync(markerPath);
    // Until the year is generated (and always without the cache), the directory goes on any exit.
    const pending = cached ? null : removeOnExit(home);
    if (config.cache && !cached && existsSync(CACHE_ROOT)) {
      // One cached year at a time (~1.5 GB each): older keys go.
      for (const other of readdirSync(CACHE_ROOT))
        if (other !== key) rmSync(join(CACHE_ROOT, other), { recursive: true, force: true });
    }
    mkdirSync(home, { recursive: true });
    const database = closingOnce(await openDatabase({ dataDir: join(home, 'pgdata'), onQuery }));
    onCleanup(() => database.close());
    let generated: BenchDatabase['generated'];
    if (cached) {
      const marker = JSON.parse(readFileSync(markerPath, 'utf8')) as BenchDatabase['generated'];
      generated = { ...marker, ...(await describeCalls(database, marker.systemId)), cached: true };
      log(`cached database ${home} (generated ${marker.generatedAt}; --fresh to make it again)`);
    } else {
      generated = await generate(database);
      if (config.cache) {
        writeFileSync(markerPath, `${JSON.stringify(generated, null, 2)}\n`);
        pending?.keep();
      }
    }
    return { kind: 'pglite', label: `PGlite (${config.cache ? home : 'temp dir'})`, database, generated, tap };
  }

  let url = config.databaseUrl;
  if (!url) {
    log('starting a throwaway PostgreSQL cluster (scripts/postgres.mjs) …');
    const pg = await startPostgres();
    onCleanup(() => pg.stop());
    url = pg.url;
  }
  const database = closingOnce(await openDatabase({ databaseUrl: url, onQuery }));
  onCleanup(() => database.close());
  const [version] = rowsOf<{ server_version: string }>(await database.db.execute(sql`show server_version`));
  const label = `PostgreSQL ${version?.server_version ?? '?'} (${config.databaseUrl ? 'existing database' : 'throwaway cluster'})`;
  // On an existing database the generated system stays for the next run, under a name keyed like the cache.
  const [existing] = await database.db.select({ id: systems.id }).from(systems).where(eq(systems.name, name));
  if (existing && !config.fresh) {
    log(`reusing system ${existing.id} "${name}" (--fresh to make it again)`);
    const generated = { systemId: existing.id, generateSeconds: Number.NaN, vacuumAnalyzeSeconds: Number.NaN };
    return {
      kind: 'postgres',
      label,
      database,
      generated: {
        ...generated,
        ...(await describeCalls(database, existing.id)),
        generatedAt: '?',
        cached: true,
      },
      tap,
    };
  }
  await dropBenchSystems(database);
  return { kind: 'postgres', label, database, generated: await generate(database), tap };
}

/** Earlier bench systems of this or another key (an interrupted generation included). */
async function dropBenchSystems(database: Database): Promise<void> {
  // The call path's handle: deleting a year of calls outlasts the console's statement timeout.
  const db = database.callPath;
  const old = await db.select({ id: systems.id }).from(systems).where(like(systems.name, 'bench call-log %'));
  for (const { id } of old) {
    for (const table of [calls, systemTreeNodes, sections, callTypes, callSources])
      await db.delete(table).where(eq(table.system_id, id));
    await db.delete(systems).where(eq(systems.id, id));
  }
}
