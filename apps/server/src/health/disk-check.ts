import { constants } from 'node:fs';
import { access, open, stat, statfs, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * PGlite's WAL grows in 16 MB segments. With less room than one, the next segment cannot be created and
 * the embedded database stops (a PANIC, ADR 0024): below it the disk counts as full before it is.
 */
export const DISK_RESERVE_BYTES = 16 * 1024 * 1024;

/** Opened for writing (never written) by every check; kept, so that opening it changes nothing on disk. */
const MARK_FILE = '.wardlight-disk-check';
/** Written, synced and removed when the disk must prove it takes writes. */
const PROBE_FILE = '.wardlight-disk-probe';
const PROBE = Buffer.alloc(4096, 0x57);

// Faults of the disk itself. Others (a missing directory, wrong permissions) are configuration errors,
// reported where they happen.
const DISK_CODES: Record<string, string> = {
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EIO: 'the disk reports an I/O error',
};

const faultOf = (error: unknown): string | null => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const fault = code ? DISK_CODES[code] : undefined;
  return fault ? `${fault} (${code})` : null;
};

// A new file, so that its blocks must be found: overwriting an old one succeeds on a full disk.
async function writeProbe(dir: string): Promise<void> {
  const path = join(dir, PROBE_FILE);
  const file = await open(path, 'w');
  try {
    await file.write(PROBE);
    await file.datasync();
  } finally {
    await file.close();
    await unlink(path).catch(() => undefined);
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** `dir`, or the nearest directory above it that exists (a data directory the server has yet to create). */
async function existing(dir: string): Promise<string> {
  let at = dir;
  while (at !== dirname(at) && !(await exists(at))) at = dirname(at);
  return at;
}

/**
 * Why `dir` cannot take the embedded database's writes, in words for technicians that stay the same while
 * the fault lasts (a changing text would alarm them again), or null. `written`: also write and sync a
 * small file — the only way to see an I/O error, or a disk that refuses what it claims to have room for.
 * Everything runs on the libuv pool, never on the call path's thread.
 */
export async function diskProblem(
  dir: string,
  options: { reserveBytes?: number; written?: boolean } = {},
): Promise<string | null> {
  const reserve = options.reserveBytes ?? DISK_RESERVE_BYTES;
  const at = await existing(dir);
  try {
    // W_OK answers EROFS on a read-only mount without writing anything.
    await access(at, constants.W_OK);
    const fs = await statfs(at);
    if (fs.bavail * fs.bsize < reserve) {
      return `less than ${Math.round(reserve / 1024 / 1024)} MB free in ${at}: the database cannot grow its log`;
    }
    if (fs.files > 0 && fs.ffree === 0) return `no free inodes left in ${at}: no file can be created`;
    // A file system that stopped taking writes after an error (ext4's emergency read-only: its mount still
    // says rw, so W_OK passes) refuses to open a file for writing, and opening writes nothing. Only in the
    // data directory itself: its parents are not ours to leave files in.
    if (at === dir) await (await open(join(at, MARK_FILE), constants.O_RDWR | constants.O_CREAT)).close();
    if (options.written) await writeProbe(at);
    return null;
  } catch (error) {
    const fault = faultOf(error);
    if (fault) return `${fault}: ${at} refuses writes`;
    throw error;
  }
}
