// A restore asked for on the backups page is applied by the next start, before the database is opened
// (ADR 0042): the embedded database's directory is rebuilt from the archive under its lock (ADR 0002),
// PostgreSQL's content is replaced with pg_restore.
import { chmod, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import pg from 'pg';
import { lockDataDir } from '../../db/pglite/data-dir-lock';
import type { Logger } from '../../logger';
import {
  createBackupStore,
  fsyncPath,
  LAST_RESTORE,
  PENDING_RESTORE,
  parseBackupName,
  writeDurably,
} from './backup-store';
import { NOT_DATA, restorePostgres } from './engines';
import { readTar } from './tar';

export interface PendingRestore {
  name: string;
  requested_at: string;
  requested_by: string;
}

export interface LastRestore {
  name: string;
  restored_at: string;
  requested_by: string;
}

const gunzipAsync = promisify(gunzip);

/** Rebuilds `dataDir` from a gzipped ustar archive of the embedded database, durably. */
export async function restorePgliteDir(archivePath: string, dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  const staging = `${dataDir}.restoring`;
  try {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    const { readFile } = await import('node:fs/promises');
    const bytes = new Uint8Array(await gunzipAsync(await readFile(archivePath)));
    const written: string[] = [];
    const dirs = new Set<string>([staging]);
    for (const entry of readTar(bytes)) {
      const path = entry.path.replace(/^\/+/, '');
      if (!path || path.split('/').includes('..')) continue;
      if (NOT_DATA.has(path.split('/')[0] ?? '')) continue;
      const full = join(staging, path);
      if (entry.type === 'directory') {
        await mkdir(full, { recursive: true });
        dirs.add(full);
      } else if (entry.type === 'file') {
        await mkdir(dirname(full), { recursive: true });
        dirs.add(dirname(full));
        await writeFile(full, entry.content);
        await chmod(full, entry.mode & 0o777 || 0o600);
        written.push(full);
      }
    }
    if (!written.some((p) => p.endsWith('/PG_VERSION')))
      throw new Error('the archive holds no database (no PG_VERSION)');
    for (let i = 0; i < written.length; i += 32) await Promise.all(written.slice(i, i + 32).map(fsyncPath));
    for (const d of [...dirs].sort((a, b) => b.length - a.length)) await fsyncPath(d);
    // The old content goes, the lock and the logs stay; the staged entries take its place.
    for (const name of await readdir(dataDir)) {
      if (NOT_DATA.has(name) || name.startsWith('wardlight.lock')) continue;
      await rm(join(dataDir, name), { recursive: true, force: true });
    }
    for (const name of await readdir(staging)) await rename(join(staging, name), join(dataDir, name));
    await fsyncPath(dataDir);
    await rm(staging, { recursive: true, force: true });
  } finally {
    await lock.release();
  }
}

async function dropSchemas(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/**
 * Applies a pending restore, if one was asked for. The marker is removed only once the restore is whole,
 * so a start that dies half-way does it again; a restore that fails is logged, its marker kept as
 * `restore-failed.json`, and the server starts on what the database holds (the automatic backup taken
 * before the restore is listed for a second try).
 */
export async function applyPendingRestore(options: {
  backupDir: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  log: Pick<Logger, 'info' | 'error'>;
}): Promise<LastRestore | null> {
  const store = createBackupStore(options.backupDir);
  const pending = await store.readMarker<PendingRestore>(PENDING_RESTORE);
  if (!pending) return null;
  const parsed = parseBackupName(pending.name);
  try {
    if (!parsed) throw new Error(`not a backup: ${pending.name}`);
    const engine = options.databaseUrl ? 'postgres' : 'pglite';
    if (parsed.engine !== engine)
      throw new Error(`${pending.name} is a backup of the ${parsed.engine} database, this server runs ${engine}`);
    options.log.info({ backup: pending.name }, 'restoring the database from a backup');
    const started = Date.now();
    if (options.databaseUrl) {
      const url = options.databaseUrl;
      await restorePostgres(url, store.path(pending.name), () => dropSchemas(url));
    } else await restorePgliteDir(store.path(pending.name), options.dataDir);
    const done: LastRestore = {
      name: pending.name,
      restored_at: new Date().toISOString(),
      requested_by: pending.requested_by,
    };
    await writeDurably(options.backupDir, LAST_RESTORE, JSON.stringify(done));
    await rm(join(options.backupDir, PENDING_RESTORE), { force: true });
    await fsyncPath(options.backupDir);
    options.log.info({ backup: pending.name, ms: Date.now() - started }, 'database restored from the backup');
    return done;
  } catch (error) {
    options.log.error(
      { err: error, backup: pending.name },
      'restoring the backup failed; starting on the database as it is',
    );
    await rename(join(options.backupDir, PENDING_RESTORE), join(options.backupDir, 'restore-failed.json')).catch(
      () => undefined,
    );
    return null;
  }
}
