// The engines' own dumps (ADR 0042). Embedded: a copy of the data directory's files taken while no
// statement runs (PGlite's statement lock), archived as ustar + gzip afterwards; the copy is
// crash-consistent, and opening it replays its WAL as after a power cut (ADR 0002). PostgreSQL: pg_dump's
// custom format, restored with pg_restore.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { TAR_END, tarHeader, tarPadding } from './tar';

/** Not part of a database: the lock (ADR 0002), PGlite's pid stand-in, the log files (issue 16.7). */
export const NOT_DATA = new Set(['wardlight.lock', 'postmaster.pid', 'logs']);
const isData = (top: string) => !NOT_DATA.has(top) && !top.startsWith('wardlight.lock.');

export interface SnapshotStats {
  /** How long statements were held back: the copy of the files. */
  heldMs: number;
  files: number;
  bytes: number;
}

async function walk(dir: string, base = ''): Promise<{ path: string; isDir: boolean }[]> {
  const out: { path: string; isDir: boolean }[] = [];
  for (const entry of await readdir(join(dir, base), { withFileTypes: true })) {
    const path = base ? `${base}/${entry.name}` : entry.name;
    if (!base && !isData(entry.name)) continue;
    if (entry.isDirectory()) {
      out.push({ path, isDir: true });
      out.push(...(await walk(dir, path)));
    } else if (entry.isFile()) out.push({ path, isDir: false });
  }
  return out;
}

/** Writes the files below `staging` as a gzipped ustar archive to `out`, fsynced. */
async function archive(staging: string, out: string): Promise<number> {
  const entries = await walk(staging);
  let bytes = 0;
  async function* chunks() {
    for (const e of entries) {
      const full = join(staging, e.path);
      const info = await stat(full);
      if (e.isDir) {
        yield tarHeader(e.path, 'directory', 0, info.mode, info.mtimeMs);
        continue;
      }
      const content = await readFile(full);
      bytes += content.length;
      yield tarHeader(e.path, 'file', content.length, info.mode, info.mtimeMs);
      yield content;
      yield tarPadding(content.length);
    }
    yield TAR_END;
  }
  await pipeline(Readable.from(chunks()), createGzip({ level: 1 }), createWriteStream(out));
  return bytes;
}

type ExclusivePglite = PGlite & { _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> };

/**
 * A backup of the embedded database into `out` (gzipped ustar). With a data directory the files are
 * copied into a staging directory twice: first while statements run, then, under PGlite's statement lock,
 * only the files that may have changed since (async copies: the event loop keeps running, only statements
 * wait, and not for long). The staging copy is then a crash-consistent image and is archived with the lock
 * released. In memory (tests) PGlite's own dumpDataDir.
 */
export async function snapshotPglite(client: PGlite, dataDir: string | null, out: string): Promise<SnapshotStats> {
  if (!dataDir) {
    const started = performance.now();
    const blob = await client.dumpDataDir('none');
    const heldMs = performance.now() - started;
    await pipeline(
      Readable.from(blob.stream() as unknown as AsyncIterable<Uint8Array>),
      createGzip(),
      createWriteStream(out),
    );
    return { heldMs, files: 0, bytes: blob.size };
  }
  const staging = `${out}.staging`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    // First a copy while statements run: it may be torn, but it holds most files as they stay.
    const fuzzyFrom = Date.now();
    const first = await walk(dataDir);
    const sizes = new Map<string, number>();
    await copyFiles(dataDir, staging, first, sizes);
    let heldMs = 0;
    let files = 0;
    await (client as ExclusivePglite)._runExclusiveQuery(async () => {
      const started = performance.now();
      // Then, with statements held, whatever may have changed since the first copy began: a file written
      // after it began has an mtime at or after that moment (less the clock's coarseness, well under the
      // margin), or another size. The rest is already right in the copy.
      const since = fuzzyFrom - MTIME_MARGIN_MS;
      const entries = await walk(dataDir);
      const changed: typeof entries = [];
      for (let i = 0; i < entries.length; i += POOL_SHARE * 4) {
        const batch = entries.slice(i, i + POOL_SHARE * 4);
        const infos = await Promise.all(
          batch.map(async (e) => {
            if (e.isDir) return null;
            const now = await stat(join(dataDir, e.path));
            return sizes.get(e.path) !== now.size || now.mtimeMs >= since ? e : null;
          }),
        );
        for (const e of infos) if (e) changed.push(e);
      }
      const kept = new Set(entries.map((e) => e.path));
      for (const old of first)
        if (!kept.has(old.path)) await rm(join(staging, old.path), { recursive: true, force: true });
      await copyFiles(dataDir, staging, [...entries.filter((e) => e.isDir), ...changed]);
      files = changed.length;
      heldMs = performance.now() - started;
    });
    const bytes = await archive(staging, out);
    return { heldMs, files, bytes };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * File operations in flight at once. libuv's pool has four threads, and the WAL guard's fdatasync of every
 * commit (ADR 0002) and the disk watch (ADR 0024) run there too: a backup must leave them threads.
 */
const POOL_SHARE = 2;

/** A file written within this of the first copy's start is copied again under the statement lock. */
const MTIME_MARGIN_MS = 2_000;

async function copyFiles(
  from: string,
  to: string,
  entries: { path: string; isDir: boolean }[],
  sizes?: Map<string, number>,
): Promise<void> {
  for (const e of entries.filter((x) => x.isDir)) await mkdir(join(to, e.path), { recursive: true });
  const plain = entries.filter((x) => !x.isDir);
  for (let i = 0; i < plain.length; i += POOL_SHARE) {
    await Promise.all(
      plain.slice(i, i + POOL_SHARE).map(async (e) => {
        try {
          // The size before the copy: a file that grows during it differs from it later and is copied again.
          if (sizes) sizes.set(e.path, (await stat(join(from, e.path))).size);
          await copyFile(join(from, e.path), join(to, e.path));
        } catch (error) {
          // Removed meanwhile (a dropped table, a recycled WAL segment): the held pass settles it.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }),
    );
  }
}

/** A PostgreSQL client program: on the PATH, else the newest under /usr/lib/postgresql. */
export function findPgProgram(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const p = join(root, v, 'bin', name);
      if (existsSync(p)) return p;
    }
  }
  throw new Error(`${name} was not found (install the PostgreSQL client programs)`);
}

/** The connection as libpq's environment, so that the password never shows in a process list. */
export function pgEnvironment(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || '5432',
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')),
  };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const host = u.searchParams.get('host');
  if (host) env.PGHOST = host;
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function run(program: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (t: string) => {
      stderr = (stderr + t).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** pg_dump's custom format of the whole database into `out`, fsynced. */
export async function dumpPostgres(url: string, out: string): Promise<void> {
  await run(
    findPgProgram('pg_dump'),
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${out}`],
    pgEnvironment(url),
  );
  const fh = await open(out, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Replaces the database's content by the dump: its schemas are dropped, then pg_restore in one transaction. */
export async function restorePostgres(url: string, dump: string, dropSchemas: () => Promise<void>): Promise<void> {
  await dropSchemas();
  await run(
    findPgProgram('pg_restore'),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${pgEnvironment(url).PGDATABASE}`,
      dump,
    ],
    pgEnvironment(url),
  );
}
