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
  return pino(
    { level },
    pino.multistream([
      ...(options.stdout === false ? [] : [{ level: level as pino.Level, stream: pino.destination(1) }]),
      { level: level as pino.Level, stream: files },
    ]),
  );
}
