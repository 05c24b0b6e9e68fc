// Opens the server's PGlite database so that it is exclusively ours (data
// directory lock) and so that a write is acknowledged only once it would
// survive a power loss (see wal-guard.ts and durable-nodefs.ts).
//
// Usage: `const db = drizzle({ client: (await openDurablePglite(dir)).client })`.
import { open, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type ExecProtocolOptions, PGlite } from '@electric-sql/pglite';
import { noteBackendFailure } from './backend-failure';
import { lockDataDir } from './data-dir-lock';
import { DurableNodeFS } from './durable-nodefs';
import { GatedPGlite } from './gated-pglite';
import { PGLITE_MEMORY_PARAMS } from './memory';
import { Rank } from './rank-gate';
import { WalGuard, type WalGuardOptions } from './wal-guard';

export { DataDirLockedError } from './data-dir-lock';
export { DurabilityError, type DurabilityEvent } from './wal-guard';

export interface DurablePglite {
  client: GatedPGlite;
  close(): Promise<void>;
  /**
   * fsyncs: fsync calls made (WAL and Postgres-requested); writes: calls acknowledged after a WAL flush;
   * inline: whether the next commit's WAL is synced at once on the main thread (wal-guard.ts).
   */
  stats(): { fsyncs: number; writes: number; inline: boolean };
}

export type DurablePgliteOptions = WalGuardOptions;

// Postgres must see fsync=on (no -F) to sync data files and pg_control at
// checkpoints and the data directory after a crash. wal_sync_method stays
// fdatasync, a no-op in Emscripten, so the commit itself does not block: the
// WAL is synced by the guard when the call completes (wal-guard.ts).
const startParams = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'wal_sync_method=fdatasync',
  ...PGLITE_MEMORY_PARAMS,
];

/**
 * PGlite whose public entry points (query, sql, exec, transaction: all that
 * drizzle-orm/pglite uses) resolve only once the WAL they wrote is on disk.
 * Statements inside a transaction are not awaited individually: the
 * transaction as a whole is, after COMMIT. The wait for the disk is outside
 * the rank gate (gated-pglite.ts): the next operation runs meanwhile, and
 * commits that wait together are synced together.
 */
class GuardedPGlite extends GatedPGlite {
  readonly #guard: WalGuard;

  constructor(guard: WalGuard, dir: string) {
    super({ fs: new DurableNodeFS(dir, guard), startParams });
    this.#guard = guard;
  }

  // The call path's own work is synced inline while the disk is fast; the writes that can wait and the
  // console share the asynchronous group commit: a burst of acknowledgements is not an fsync each.
  protected override around<T>(rank: Rank, run: () => Promise<T>): Promise<T> {
    return this.#durably(() => super.around(rank, run), rank <= Rank.callPath);
  }

  // Every message to the backend passes here, a transaction's own statements, its ROLLBACK and the
  // protocol's Sync included: none may reach a backend that stopped (backend-failure.ts).
  override async execProtocolRaw(message: Uint8Array, options?: ExecProtocolOptions): Promise<Uint8Array> {
    this.#guard.assertHealthy();
    return await super.execProtocolRaw(message, options);
  }

  override async execProtocolStream(message: Uint8Array, options?: ExecProtocolOptions) {
    try {
      return await super.execProtocolStream(message, options);
    } catch (err) {
      throw noteBackendFailure(this.#guard, err);
    }
  }

  async #durably<T>(run: () => Promise<T>, inline: boolean): Promise<T> {
    const guard = this.#guard;
    guard.assertHealthy();
    let result: T;
    try {
      result = await run();
    } catch (err) {
      // A failed call committed nothing, but may still have shown data from
      // an earlier, not yet durable commit: settle that before reporting.
      await guard.waitDurable(inline);
      throw err;
    }
    guard.emit({ type: 'executed', walSeq: guard.writeSeq, durableSeq: guard.durableSeq });
    await guard.waitDurable(inline);
    guard.emit({ type: 'acknowledged', walSeq: guard.durableSeq });
    return result;
  }
}

export async function openDurablePglite(dir: string, options: DurablePgliteOptions = {}): Promise<DurablePglite> {
  const absDir = resolve(dir);
  const lock = await lockDataDir(absDir);
  try {
    const guard = new WalGuard(options);
    const client = new GuardedPGlite(guard, absDir);
    await client.waitReady;
    // Fail loudly rather than run undurable if a PGlite upgrade broke our hooks.
    const { rows } = await client.query<{ fsync: string }>('show fsync');
    if (!guard.installed || rows[0]?.fsync !== 'on') {
      await client.close();
      throw new Error(`PGlite durability guard inactive (fsync=${rows[0]?.fsync}); refusing to open ${absDir}`);
    }
    // Opening may have written files that Postgres itself never fsyncs: the
    // initdb copy into a new directory (plain writes, no fsync) and files from
    // a previous run without this guard. Sync everything once, before the
    // first write is acknowledged.
    await syncTree(absDir);
    let closing: Promise<void> | undefined;
    return {
      client,
      stats: () => ({ fsyncs: guard.fsyncs, writes: guard.writes, inline: guard.flushesInline }),
      close: () => {
        closing ??= (async () => {
          try {
            // Not even the shutdown checkpoint may enter a poisoned backend: it
            // would spin in XLogFlush(). The next open replays the WAL instead.
            guard.assertHealthy();
            // PGlite's close() runs the shutdown checkpoint; without it, the next
            // open replays all WAL since the last checkpoint (PGlite never
            // checkpoints on its own).
            await client.close();
            if (guard.hasDirtyWal) guard.flushSync('wal-before-data');
          } finally {
            await guard.release();
            await lock.release();
          }
        })();
        return closing;
      },
    };
  } catch (err) {
    await lock.release();
    throw err;
  }
}

/** In-memory database for tests: no directory, no lock, nothing to fsync. */
/**
 * An in-memory database; `template` is a dump of a migrated one (tests start from it rather than
 * running initdb and every migration again for each server they start).
 */
export async function openMemoryPglite(template?: Blob): Promise<DurablePglite> {
  const client = template ? new GatedPGlite({ loadDataDir: template }) : new GatedPGlite();
  await client.waitReady;
  let closing: Promise<void> | undefined;
  return {
    client,
    stats: () => ({ fsyncs: 0, writes: 0, inline: false }),
    close: () => {
      closing ??= client.close();
      return closing;
    },
  };
}

/** fsync every file and directory below `dir` (children before parents). */
async function syncTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(dir, e.name));
  for (let i = 0; i < files.length; i += 32) {
    await Promise.all(files.slice(i, i + 32).map(syncPath));
  }
  for (const sub of entries.filter((e) => e.isDirectory())) await syncTree(join(dir, sub.name));
  if (process.platform !== 'win32') await syncPath(dir);
}

async function syncPath(path: string): Promise<void> {
  const fh = await open(path, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}
