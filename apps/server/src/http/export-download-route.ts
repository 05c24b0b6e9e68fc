import { Readable } from 'node:stream';
import { ANONYMOUS, type Principal } from '@wardlight/domain';
import type { FastifyInstance } from 'fastify';
import { SystemUnavailable } from '../modules/systems/systems.service';
import type { Services } from '../services';
import { factsOfRequest } from './request-facts';

const REFUSALS = { 401: 'not signed in', 403: 'not allowed', 404: 'not found', 409: 'not ready' } as const;

/**
 * GET /backend/exports/:id/file: a finished export's file, streamed from the database piece by piece
 * (any instance serves it). The session cookie says who asks, as for GraphQL; the job's own system is
 * checked, not the X-System header, which a plain link does not send.
 */
export function registerExportDownloadRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string } }>('/backend/exports/:id/file', async (req, reply) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return reply.status(404).send({ error: REFUSALS[404] });
    let principal: Principal = ANONYMOUS;
    try {
      principal = (await services.auth.identify({ ...factsOfRequest(req), requestedSystem: null })).principal;
    } catch (error) {
      // Signed in, but allowed no system at all: not this export's either.
      if (!(error instanceof SystemUnavailable)) throw error;
      return reply.status(403).send({ error: REFUSALS[403] });
    }
    const answer = await services.exports.download(principal, id);
    if (answer.status !== 200) return reply.status(answer.status).send({ error: REFUSALS[answer.status] });
    const name = answer.fileName;
    return reply
      .header('content-type', answer.contentType)
      .header('content-length', String(answer.size))
      .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(answer.chunks()));
  });
}
