import { ANONYMOUS, hasPermission, type Principal } from '@wardlight/domain';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { factsOfRequest } from '../../http/request-facts';
import type { Services } from '../../services';
import { SystemUnavailable } from '../systems/systems.service';
import { updatesOf } from './updates-registry';

/** A package is a few MB (the app without its dependencies); this leaves room for a large web console. */
export const MAX_PACKAGE_BYTES = 512 * 1024 * 1024;

/**
 * POST /backend/updates/package: the body is the package file (application/octet-stream). The session
 * cookie says who sends it: admin::manage_system and every system, as for `installUpdate`. Answers the
 * package's version, or `{ code, message }` with 400 when it is refused (bad signature, not a package).
 */
export function registerUpdateUploadRoute(app: FastifyInstance, services: Services): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: MAX_PACKAGE_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.post('/backend/updates/package', { bodyLimit: MAX_PACKAGE_BYTES }, async (req, reply) => {
      let principal: Principal = ANONYMOUS;
      let userName: string | null = null;
      let systemId: number | null = null;
      try {
        const who = await services.auth.identify({ ...factsOfRequest(req), requestedSystem: null });
        principal = who.principal;
        userName = who.userName ?? null;
        systemId = who.systemId ?? null;
      } catch (error) {
        if (!(error instanceof SystemUnavailable)) throw error;
        return reply.status(403).send({ code: 'FORBIDDEN', message: 'not allowed' });
      }
      if (principal.id <= 0) return reply.status(401).send({ code: 'UNAUTHENTICATED', message: 'not signed in' });
      if (!hasPermission(principal, 'admin::manage_system'))
        return reply.status(403).send({ code: 'FORBIDDEN', message: 'not allowed' });
      if (!Buffer.isBuffer(req.body) || req.body.length === 0)
        return reply.status(400).send({ code: 'UPDATE_NOT_A_PACKAGE', message: 'send the package file as the body' });
      try {
        const manifest = await updatesOf(services).receive(
          { principal, userId: principal.id, userName, systemId },
          req.body,
        );
        return { version: manifest.version, files: manifest.files.length };
      } catch (error) {
        if (error instanceof GraphQLError) {
          const code = String(error.extensions.code ?? 'BAD_REQUEST');
          const status = code === 'MISSING_PERMISSION' ? 403 : 400;
          return reply.status(status).send({ code, message: error.message });
        }
        throw error;
      }
    });
  });
}
