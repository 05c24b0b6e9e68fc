import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** pino, typed as Fastify sees it, so one logger serves the HTTP server and the services. */
export type Logger = FastifyBaseLogger;

/** Where the server's log files are: DATA_DIR/logs (issue 16 item 7, ADR 0041); none without a data directory. */
export function logDirOf(dataDir: string): string | null {
  return dataDir ? join(dataDir, 'logs') : null;
}

/** A file is rolled daily or at this size, and this many rolled files are kept beside the current one. */
export const LOG_FILE_MAX_SIZE = '5m';
export const LOG_FILES_KEPT = 14;

/**
 * The server's logger: standard output as always, and with `dir` also rotating files written by
 * pino-roll in a worker thread (pino.transport), so writing a file never holds up the call path.
 */
export function createLogger(level: string, options: { dir?: string | null; stdout?: boolean } = {}): Logger {
  if (!options.dir) return pino({ level });
  const files = pino.transport({
    target: 'pino-roll',
    options: {
      file: join(options.dir, 'wardlight'),
      extension: '.log',
      frequency: 'daily',
      dateFormat: 'yyyy-MM-dd',
      size: LOG_FILE_MAX_SIZE,
      mkdir: true,
      limit: { count: LOG_FILES_KEPT },
    },
  });
  const stdout = options.stdout === false ? null : pino.destination(1);
  return pino(
    { level },
    pino.multistream([
      ...(stdout ? [{ level: level as pino.Level, stream: stdout }] : []),
      { level: level as pino.Level, stream: guarded(files, stdout) },
    ]),
  );
}

/**
 * The log files must never end the server: a full or read-only disk makes pino-roll's worker fail, and
 * its stream's error (or a write after it) would otherwise be thrown where a line is logged — anywhere,
 * the call path included. The files stop until the next start and standard output says so once; the
 * disk itself is the health's and the disk watch's to report (ADR 0024).
 */
function guarded(files: pino.DestinationStream & NodeJS.EventEmitter, stdout: pino.DestinationStream | null) {
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    const reason = error instanceof Error ? error.message : String(error);
    stdout?.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: `log files stopped: ${reason}` })}\n`);
  };
  files.on('error', fail);
  return {
    write(line: string) {
      if (failed) return;
      try {
        files.write(line);
      } catch (error) {
        fail(error);
      }
    },
  };
}
