// Tracks which WAL segment files PGlite has written but not yet fsynced, and
// makes them durable before a call is acknowledged (at once on the main thread
// while the disk is fast, else asynchronously with group commit: ADR 0048), or
// synchronously when Postgres is about to write or fsync
// anything else (WAL-before-data, the rule Postgres itself relies on).
//
// PGlite writes through Emscripten's NODEFS with plain write() calls, and the
// fdatasync() Postgres issues at commit is a no-op in Emscripten, so the WAL
// reaches the page cache at commit but not the disk. Counting WAL writes here
// (see durable-nodefs.ts) is exact and free: no extra query per call, and a
// read-only query, which writes no WAL, never causes an fsync.
import { closeSync, fdatasyncSync, openSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';

export type FsyncReason = 'group-commit' | 'wal-before-data' | 'postgres';

/** Ordered trace of what the guard does; for tests and diagnostics. */
export type DurabilityEvent =
  | { type: 'wal-write'; path: string; seq: number }
  | { type: 'fsync'; path: string; reason: FsyncReason }
  | { type: 'executed'; walSeq: number; durableSeq: number }
  | { type: 'acknowledged'; walSeq: number }
  /** Durability is lost for good (a failed fsync, a PANIC): the process must restart (reported once). */
  | { type: 'failed'; error: Error }
  /** A statement failed because the disk refused a write (full, read-only, I/O error); the database works on. */
  | { type: 'disk-refused'; error: Error; refusal: string };

export interface WalGuardOptions {
  onEvent?: (event: DurabilityEvent) => void;
  /** The asynchronous WAL flush; injectable so tests can hold or fail it (the flush is then never inline). */
  walSync?: (path: string) => Promise<void>;
  /** A commit's WAL is flushed on the main thread while the disk answers within this on average (ms); null: never. */
  inlineFlushMs?: number | null;
}

/**
 * While the disk syncs within this on average, a commit's WAL is synced at once on the main thread
 * (ADR 0048). On a fast disk that takes a fraction of a millisecond, where the asynchronous flush waited
 * for the event loop to come round to its completion: 38 ms at the median in a burst of calls (85 ms at
 * the 90th percentile), added to every call's write and to every read after a write.
 */
export const INLINE_FLUSH_MS = 3;
/** After the average went over it, flushes are asynchronous again for this long before the disk is tried again. */
const INLINE_PAUSE_MS = 30_000;
/** Weight of the last inline flush in the average: one slow flush of a fast disk does not end it. */
const INLINE_WEIGHT = 0.1;

/** The disk refused an fsync: acknowledged writes can no longer be promised. */
export class DurabilityError extends Error {
  // Lets NODEFS hand Postgres an EIO instead of a foreign JS exception.
  readonly code = 'EIO';
  constructor(path: string, cause: unknown) {
    super(`fsync of ${path} failed; the database can no longer guarantee durability and must be restarted`, {
      cause,
    });
    this.name = 'DurabilityError';
  }
}

export class WalGuard {
  /** Incremented on every write() to a WAL file. */
  writeSeq = 0;
  /** Every WAL write with seq <= durableSeq is on disk. */
  durableSeq = 0;
  fsyncs = 0;
  writes = 0;
  /** Set once PGlite's file system is patched (durable-nodefs.ts). */
  installed = false;
  // host path -> seq of its latest write; an entry leaves only once synced.
  readonly #dirty = new Map<string, number>();
  #round: Promise<void> | undefined;
  #failure: Error | undefined;
  readonly #emit: (event: DurabilityEvent) => void;
  readonly #walSync: (path: string) => Promise<void>;
  readonly #files = new WalFiles();
  readonly #inlineMs: number | null;
  /** Average duration of the inline flushes (ms), and until when they are paused (performance.now()). */
  #inlineAverage = 0;
  #inlinePausedUntil = 0;

  constructor(options: WalGuardOptions = {}) {
    this.#emit = options.onEvent ?? (() => {});
    this.#walSync = options.walSync ?? ((path) => this.#files.sync(path));
    const inlineMs = options.inlineFlushMs === undefined ? INLINE_FLUSH_MS : options.inlineFlushMs;
    this.#inlineMs = options.walSync ? null : inlineMs;
  }

  /** Whether commits are flushed inline now (the disk has been fast); for tests and diagnostics. */
  get flushesInline(): boolean {
    return this.#inlineMs !== null && performance.now() >= this.#inlinePausedUntil;
  }

  /** Closes the WAL descriptors kept for the flushes (the database is closed). */
  async release(): Promise<void> {
    await this.#files.close();
  }

  get hasDirtyWal(): boolean {
    return this.#dirty.size > 0;
  }

  emit(event: DurabilityEvent): void {
    this.#emit(event);
  }

  noteWalWrite(path: string): void {
    this.writeSeq += 1;
    this.#dirty.set(path, this.writeSeq);
    this.#emit({ type: 'wal-write', path, seq: this.writeSeq });
  }

  assertHealthy(): void {
    if (this.#failure) throw this.#failure;
  }

  /**
   * Resolves once every WAL byte written so far is on disk. Called when a call
   * completes: a write must not be acknowledged earlier, and a read that ran
   * after a not-yet-durable commit may have seen it, so it waits for the same
   * flush (as in Postgres, where a commit is visible only once flushed). If
   * nothing is pending this costs one comparison and no fsync. While the disk
   * is fast the flush is made at once (it resolves without waiting for the
   * event loop) unless `inline` is false (work that can wait: each inline
   * flush is an fsync of its own); otherwise calls finishing together share
   * one async fsync.
   */
  async waitDurable(inline = true): Promise<void> {
    const target = this.writeSeq;
    if (this.durableSeq >= target) return;
    this.writes += 1;
    if (inline && this.flushesInline) return this.#flushInline();
    while (this.durableSeq < target) {
      this.assertHealthy();
      // Group commit: one round at a time; calls finishing while it runs are
      // covered by the next round, which serves all of them with one fsync.
      this.#round ??= this.#runRound().finally(() => {
        this.#round = undefined;
      });
      await this.#round;
    }
  }

  /** Syncs the WAL now and keeps the disk's average; a slow disk sends the next commits to the async flush. */
  #flushInline(): void {
    const started = performance.now();
    this.flushSync('group-commit');
    const now = performance.now();
    this.#inlineAverage += INLINE_WEIGHT * (now - started - this.#inlineAverage);
    if (this.#inlineMs !== null && this.#inlineAverage > this.#inlineMs) {
      this.#inlinePausedUntil = now + INLINE_PAUSE_MS;
      this.#inlineAverage = 0;
    }
  }

  async #runRound(): Promise<void> {
    const target = this.writeSeq;
    for (const [path, seq] of [...this.#dirty]) {
      try {
        await this.#walSync(path);
      } catch (err) {
        throw this.#fail(path, err);
      }
      this.fsyncs += 1;
      this.#emit({ type: 'fsync', path, reason: 'group-commit' });
      // Writes made while the fsync ran may not be covered: keep those dirty.
      if ((this.#dirty.get(path) ?? 0) <= seq) this.#dirty.delete(path);
    }
    this.durableSeq = Math.max(this.durableSeq, target);
  }

  /**
   * Synchronous flush of every dirty WAL file, for use inside PGlite's own
   * (synchronous) file operations. Nothing else runs meanwhile, so afterwards
   * all WAL written so far is durable.
   */
  flushSync(reason: FsyncReason): void {
    this.assertHealthy();
    for (const path of this.#dirty.keys()) {
      try {
        datasyncPathSync(path);
      } catch (err) {
        throw this.#fail(path, err);
      }
      this.fsyncs += 1;
      this.#emit({ type: 'fsync', path, reason });
    }
    this.#dirty.clear();
    this.durableSeq = this.writeSeq;
  }

  /** Count and trace an fsync Postgres asked for (checkpoints, new files). */
  notePostgresFsync(path: string): void {
    this.fsyncs += 1;
    this.#emit({ type: 'fsync', path, reason: 'postgres' });
  }

  get isPoisoned(): boolean {
    return this.#failure !== undefined;
  }

  /** Refuses every later call with `error` (the first one given), and reports it once. */
  poison(error: Error): Error {
    if (!this.#failure) {
      this.#failure = error;
      this.#emit({ type: 'failed', error });
    }
    return this.#failure;
  }

  // After a failed fsync the kernel may have dropped the dirty pages, so a
  // later "successful" fsync would prove nothing: refuse all further work.
  #fail(path: string, err: unknown): Error {
    return this.poison(new DurabilityError(path, err));
  }
}

/**
 * Our own descriptors of the WAL segments, opened by path (the one Postgres holds may be closed and its
 * number reused while an asynchronous fsync is queued) and kept open between flushes: opening and closing
 * a segment for every group commit were two more trips through libuv's thread pool, each waiting for the
 * event loop's next turn — under a burst of calls the opening took longer than the fdatasync itself
 * (6.4 ms against 2.3 ms on average in `bench/calls`), and every call's ingest waits for the flush.
 * A segment that vanished was recycled by a checkpoint, which had already synced it; a kept descriptor
 * whose segment was renamed for reuse still syncs the same file, which is harmless. The few most recent
 * segments are kept (Postgres writes one at a time).
 */
class WalFiles {
  readonly #handles = new Map<string, Promise<FileHandle | null>>();

  async sync(path: string): Promise<void> {
    let handle = this.#handles.get(path);
    if (handle) this.#handles.delete(path);
    else handle = openSegment(path);
    this.#handles.set(path, handle); // the most recently used last
    for (const [old, oldHandle] of this.#handles) {
      if (this.#handles.size <= KEPT_SEGMENTS) break;
      this.#handles.delete(old);
      void oldHandle.then((fh) => fh?.close()).catch(() => undefined);
    }
    let fh: FileHandle | null;
    try {
      fh = await handle;
    } catch (err) {
      this.#handles.delete(path);
      throw err;
    }
    if (!fh) {
      this.#handles.delete(path);
      return;
    }
    await fh.datasync(); // segments are preallocated: no size change to sync
  }

  async close(): Promise<void> {
    const handles = [...this.#handles.values()];
    this.#handles.clear();
    await Promise.all(handles.map((h) => h.then((fh) => fh?.close()).catch(() => undefined)));
  }
}

const KEPT_SEGMENTS = 4;

async function openSegment(path: string): Promise<FileHandle | null> {
  try {
    return await open(path, 'r+');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** One flush of a segment, opened and closed again (the tests' gates flush this way). */
export async function datasyncPath(path: string): Promise<void> {
  const fh = await openSegment(path);
  if (!fh) return;
  try {
    await fh.datasync();
  } finally {
    await fh.close();
  }
}

function datasyncPathSync(path: string): void {
  let fd: number;
  try {
    fd = openSync(path, 'r+');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
