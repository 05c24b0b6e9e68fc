import type { FastifyInstance } from 'fastify';
import type { Yoga } from '../graphql/yoga';
import { SystemUnavailable } from '../modules/systems/systems.service';
import type { Services } from '../services';
import { cookieJar } from './cookies';
import { factsOfRequest } from './request-facts';

/** POST (and GET) /backend/query: who is asking is settled here, before Yoga runs anything. */
export function registerGraphQLRoute(
  app: FastifyInstance,
  yoga: Yoga,
  services: Services,
  secureCookies: boolean,
): void {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    // A checkpoint map image (≤ 5 MB) travels base64 in the request: 8 MiB, not Fastify's 1 MiB (ADR 0011).
    bodyLimit: 8 * 1024 * 1024,
    handler: async (req, reply) => {
      let identity: Awaited<ReturnType<Services['auth']['identify']>>;
      try {
        identity = await services.auth.identify(factsOfRequest(req));
      } catch (error) {
        if (!(error instanceof SystemUnavailable)) throw error;
        return reply
          .status(424)
          .send({ errors: [{ message: error.message, extensions: { code: 'SYSTEM_UNAVAILABLE' } }] });
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, {
        identity,
        cookies: cookieJar(reply, secureCookies),
      });
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie') reply.header(key, value);
      }
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
