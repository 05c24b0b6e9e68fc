// What a failed statement says about the embedded database as a whole.
//
// PGlite runs one Postgres backend in the server's own process. Postgres
// answers a failed WAL write (a disk that is full or went read-only, an I/O
// error) with PANIC: the whole cluster restarts and replays its WAL. PGlite
// cannot restart the backend; it hands the PANIC to the caller as an ordinary
// error and goes on with the WAL write lock still held. The next commit then
// retries XLogFlush() for ever on the main thread (measured: 66–83 % CPU, no
// system call, every route and SIGTERM unanswered). Such a backend must not
// be entered again; only a new process can replay the WAL (ADR 0024).
import type { WalGuard } from './wal-guard';

interface PostgresError {
  severity?: unknown;
  code?: unknown;
  message?: unknown;
}

const asPostgresError = (error: unknown): PostgresError =>
  typeof error === 'object' && error !== null ? (error as PostgresError) : {};

/** PANIC (and FATAL, which ends the one backend there is) leave the embedded database unusable. */
export function endsBackend(error: unknown): boolean {
  const { severity } = asPostgresError(error);
  return severity === 'PANIC' || severity === 'FATAL';
}

// Postgres names ENOSPC by its code (disk_full); EROFS and EIO only in the text, as the libc of PGlite's
// WebAssembly build (musl) or a glibc-built PostgreSQL spells them.
const DISK_FULL = '53100';
const DISK_ERRNO_TEXT =
  /No space left on device|Read-only file system|I\/O error|Input\/output error|Quota exceeded|Disk quota exceeded/;

/**
 * Why the disk refused the statement's write ("No space left on device", "Read-only file system", …),
 * or null when it failed for another reason. The system's words, not the file's: the same fault gives
 * the same text, so technicians are not alarmed again for every file it hits.
 */
export function diskRefusal(error: unknown): string | null {
  const { code, message } = asPostgresError(error);
  const text = typeof message === 'string' ? DISK_ERRNO_TEXT.exec(message)?.[0] : undefined;
  return text ?? (code === DISK_FULL ? 'disk full' : null);
}

/** The embedded database stopped (a PANIC): it must be restarted, which only a new process can do. */
export class DatabasePanicError extends Error {
  // Lets NODEFS hand Postgres an EIO should this ever surface inside a file operation.
  readonly code = 'EIO';
  constructor(cause: unknown) {
    const { severity, message } = asPostgresError(cause);
    super(`the embedded database stopped after a ${String(severity)} (${String(message)}); it must be restarted`, {
      cause,
    });
    this.name = 'DatabasePanicError';
  }
}

/**
 * Tells the guard what a failed backend call means: a PANIC poisons the instance (the error to throw
 * becomes the guard's failure), a refused disk write is reported and the error passes as it is.
 */
export function noteBackendFailure(guard: WalGuard, error: unknown): unknown {
  if (endsBackend(error)) return guard.poison(new DatabasePanicError(error));
  const refusal = diskRefusal(error);
  if (refusal !== null && error instanceof Error) guard.emit({ type: 'disk-refused', error, refusal });
  return error;
}
