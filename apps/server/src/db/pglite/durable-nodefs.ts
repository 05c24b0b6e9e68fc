// PGlite's NodeFS with the file operations Postgres needs for crash safety.
//
// PGlite starts Postgres with fsync=off, and even with fsync=on nothing would
// reach the disk: Emscripten's NODEFS has no fsync stream operation and its
// fdatasync() is a no-op. We run Postgres with fsync=on and patch NODEFS so
// that:
// - fsync() really fsyncs. Postgres then orders checkpoints correctly: data
//   files and pg_control are synced before old WAL is removed, new WAL
//   segments and renames are synced, and after a crash it syncs the whole
//   data directory before replaying the WAL.
// - WAL writes are recorded in the WalGuard. The fdatasync() Postgres issues
//   at commit stays a no-op, so the guard decides how the WAL is synced before
//   the call is acknowledged: inline while the disk is fast, else
//   asynchronously with group commit, off the event loop (ADR 0048).
// - Before Postgres writes or fsyncs any other file, dirty WAL is synced
//   first, synchronously: the WAL-before-data rule that fdatasync() at
//   XLogFlush() would otherwise have enforced.
import { fsyncSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { WalGuard } from './wal-guard';

type PostgresModOptions = Parameters<NodeFS['init']>[1];

// The few Emscripten internals we touch; they ship without usable types.
interface EmNode {
  mode: number;
}
interface EmStream {
  path: string;
  nfd: number;
  node: EmNode;
}
interface NodeFsStreamOps {
  write(stream: EmStream, buffer: Uint8Array, offset: number, length: number, position?: number): number;
  fsync?: (stream: EmStream) => number;
}
interface EmModule {
  NODEFS: {
    stream_ops: NodeFsStreamOps;
    realPath(node: EmNode): string;
    tryFSOperation<T>(f: () => T): T;
  };
  FS: { isDir(mode: number): boolean };
}

export class DurableNodeFS extends NodeFS {
  readonly #guard: WalGuard;

  constructor(dataDir: string, guard: WalGuard) {
    super(dataDir);
    this.#guard = guard;
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const opts: PostgresModOptions = result.emscriptenOpts;
    // preRun runs after NODEFS exists and before Postgres touches a file, so
    // crash recovery at startup is already covered.
    opts.preRun = [...(opts.preRun ?? []), (mod) => patchNodeFs(mod as unknown as EmModule, this.#guard)];
    return result;
  }
}

const isWal = (path: string) => path.includes('/pg_wal/');

// Files whose content no WAL record describes: writing them before the WAL is
// durable is harmless, and flushing for them would only cost time.
const noOrdering = /\/(pgsql_tmp|pg_stat_tmp)\/|\/postmaster\.pid$|\/pg_internal\.init/;

function patchNodeFs(mod: EmModule, guard: WalGuard): void {
  const { NODEFS, FS } = mod;
  const ops = NODEFS.stream_ops; // shared by every NODEFS stream, open or future
  if (typeof ops?.write !== 'function' || typeof NODEFS.realPath !== 'function') {
    throw new Error('PGlite NODEFS internals changed: the durability guard cannot be installed');
  }
  const write = ops.write;

  ops.write = (stream, buffer, offset, length, position) => {
    const wal = isWal(stream.path);
    if (!wal && guard.hasDirtyWal && !noOrdering.test(stream.path) && !isZero(buffer, offset, length)) {
      // Zero-filled writes are relation extensions, which Postgres does not
      // order after the WAL either; anything else may carry WAL-logged data.
      NODEFS.tryFSOperation(() => guard.flushSync('wal-before-data'));
    }
    const written = write(stream, buffer, offset, length, position);
    if (wal) guard.noteWalWrite(NODEFS.realPath(stream.node));
    return written;
  };

  ops.fsync = (stream) =>
    NODEFS.tryFSOperation(() => {
      if (!isWal(stream.path) && guard.hasDirtyWal) guard.flushSync('wal-before-data');
      // Windows cannot fsync a directory; elsewhere it makes renames durable.
      if (process.platform === 'win32' && FS.isDir(stream.node.mode)) return 0;
      fsyncSync(stream.nfd);
      guard.notePostgresFsync(NODEFS.realPath(stream.node));
      return 0;
    });
  guard.installed = true;
}

function isZero(buffer: Uint8Array, offset: number, length: number): boolean {
  for (let i = offset; i < offset + length; i++) if (buffer[i] !== 0) return false;
  return true;
}
