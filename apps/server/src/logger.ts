import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** pino, typed as Fastify sees it, so one logger serves the HTTP server and the services. */
export type Logger = FastifyBaseLogger;

export function createLogger(level: string): Logger {
  return pino({ level });
}
