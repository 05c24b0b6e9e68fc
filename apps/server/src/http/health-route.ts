import type { FastifyInstance } from 'fastify';
import type { Health } from '../health/health';
import { SERVER_VERSION } from '../version';

/**
 * `/backend/health` for load balancers, Docker's HEALTHCHECK and systemd watchdogs: 200 while the instance
 * serves (`ok`, or `degraded` while it waits for something that comes back by itself), 503 when it is
 * `failing` and should be restarted or looked at. Answered from memory, never from the database, so it
 * answers at once even while the database hangs.
 */
export function registerHealthRoute(fastify: FastifyInstance, health: Health, database: string): void {
  fastify.get('/backend/health', async (_req, reply) => {
    const { status, problems } = health.report();
    reply.code(status === 'failing' ? 503 : 200);
    return {
      ok: status !== 'failing',
      status,
      problems: problems.map((p) => ({ source: p.source, status: p.status, reason: p.reason, since: p.since })),
      version: SERVER_VERSION,
      database,
    };
  });
}
