// Exclusive lock on a PGlite data directory, so that two Wardlight servers can
// never open the same database files (PGlite has no such guard and would
// silently corrupt the cluster).
//
// Node has no flock(), so the lock is a file whose *creation* is atomic:
// the owner record is written and fsynced to a private temp file first, then
// hard-linked to `wardlight.lock` (link fails with EEXIST if the lock exists),
// so nobody ever reads a half-written lock. A lock whose owner is dead is
// replaced, never deleted by name: see takeOver() for why.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export const LOCK_FILE = 'wardlight.lock';

export class DataDirLockedError extends Error {
  readonly pid: number | undefined;
  readonly dir: string;
  constructor(dir: string, pid: number | undefined, host: string = hostname()) {
    const who = pid === undefined ? 'an unknown process' : `pid ${pid}`;
    const where = host !== hostname() ? ` on host ${host}` : '';
    // An unreadable lock file is treated as held (safe side), so say how to clear it.
    const hint = pid === undefined ? ` If no Wardlight server is running, delete ${join(dir, LOCK_FILE)}.` : '';
    super(
      `The data directory ${dir} is in use by another Wardlight server (${who}${where}). ` +
        `Stop that server first, or set DATA_DIR to another directory.${hint}`,
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
    this.dir = dir;
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

interface LockOwner {
  pid: number;
  host: string;
  bootId: string | undefined;
  token: string;
  since: string;
}

// Tokens of locks held by this process: the pid check alone cannot tell our
// own live lock from a stale one left by an earlier process that had the same
// pid (typical in containers, where the server is always pid 1).
const heldTokens = new Set<string>();

// Linux boot id: a lock written before a reboot is stale whatever its pid.
const BOOT_ID = '/proc/sys/kernel/random/boot_id';
const bootId = existsSync(BOOT_ID) ? readFileSync(BOOT_ID, 'utf8').trim() : undefined;

export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const absDir = resolve(dir);
  await mkdir(absDir, { recursive: true });
  const lockPath = join(absDir, LOCK_FILE);
  const [pid, host, token, since] = [process.pid, hostname(), randomUUID(), new Date().toISOString()];
  const me: LockOwner = { pid, host, bootId, token, since };
  for (let attempt = 0; attempt < 100; attempt++) {
    const tmp = await writeTemp(lockPath, me);
    try {
      if (await tryLink(tmp, lockPath)) return await held(absDir, lockPath, me);
      const current = await readOwner(lockPath);
      if (current === 'missing') continue; // released meanwhile: try again
      if (current === 'unreadable') throw new DataDirLockedError(absDir, undefined);
      if (isAlive(current)) throw new DataDirLockedError(absDir, current.pid, current.host);
      if (await takeOver(lockPath, current, tmp)) return await held(absDir, lockPath, me);
    } finally {
      await unlink(tmp).catch(() => undefined);
    }
  }
  throw new Error(`Could not lock the data directory ${absDir}: too much contention on ${lockPath}`);
}

// Replace the stale lock `stale` by ours. Deleting it by name and re-creating
// would race: a second process that also saw it stale could delete *our* fresh
// lock. So the right to touch `stale` is itself claimed with link() on a name
// derived from its token; only the winner replaces it (atomic rename), and only
// after re-checking that the lock file still is `stale`. If the winner died
// half-way, its guard is stale in turn and the next claimant moves one level
// down (guard named after the dead guard's token).
async function takeOver(lockPath: string, stale: LockOwner, tmp: string): Promise<boolean> {
  let guardedBy = stale;
  for (let depth = 0; depth < 10; depth++) {
    const guard = `${lockPath}.takeover-${guardedBy.token}`;
    if (await tryLink(tmp, guard)) {
      try {
        const current = await readOwner(lockPath);
        if (typeof current !== 'object' || current.token !== stale.token) return false;
        await rename(tmp, lockPath);
        return true;
      } finally {
        await unlink(guard).catch(() => undefined);
      }
    }
    const owner = await readOwner(guard);
    if (owner === 'missing') continue;
    if (owner === 'unreadable' || isAlive(owner)) {
      await delay(20); // someone is replacing it right now; let the caller re-read
      return false;
    }
    guardedBy = owner;
  }
  return false;
}

async function held(dir: string, lockPath: string, me: LockOwner): Promise<DataDirLock> {
  heldTokens.add(me.token);
  await syncDir(dir);
  await removeLitter(dir);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      heldTokens.delete(me.token);
      const current = await readOwner(lockPath);
      // Never delete a lock that is no longer ours.
      if (typeof current === 'object' && current.token === me.token) {
        await unlink(lockPath);
        await syncDir(dir);
      }
    },
  };
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true; // cannot check a pid on another host: assume alive
  if (owner.bootId !== undefined && bootId !== undefined && owner.bootId !== bootId) return false;
  if (owner.pid === process.pid) return heldTokens.has(owner.token);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}

async function writeTemp(lockPath: string, me: LockOwner): Promise<string> {
  const tmp = `${lockPath}.${me.token}.${randomUUID().slice(0, 8)}.tmp`;
  await writeFile(tmp, `${JSON.stringify(me)}\n`, { flag: 'wx', mode: 0o644, flush: true });
  return tmp;
}

async function tryLink(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

async function readOwner(path: string): Promise<LockOwner | 'missing' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
  try {
    const o = JSON.parse(text) as Partial<LockOwner>;
    const valid = typeof o.pid === 'number' && typeof o.token === 'string' && typeof o.host === 'string';
    if (valid) return o as LockOwner;
  } catch {}
  return 'unreadable'; // callers treat it as held: the safe side
}

// Guards and temp files left by processes that died mid-acquisition. Only
// files of dead owners are removed: a live contender may be about to link its
// temp file, and a temp file being written is briefly empty (hence the age
// check before treating an unreadable one as litter).
async function removeLitter(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.startsWith(`${LOCK_FILE}.`)) continue;
    const path = join(dir, name);
    const owner = await readOwner(path);
    const litter =
      owner === 'unreadable'
        ? Date.now() - ((await stat(path).catch(() => undefined))?.mtimeMs ?? Date.now()) > 60_000
        : owner !== 'missing' && owner.pid !== process.pid && !isAlive(owner);
    if (litter) await unlink(path).catch(() => undefined);
  }
}

async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return; // directories cannot be fsynced there
  const fh = await open(dir, 'r');
  await fh.sync().finally(() => fh.close());
}
