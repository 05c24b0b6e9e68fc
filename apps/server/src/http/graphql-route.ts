import { isSignedIn } from '@wardlight/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Yoga } from '../graphql/yoga';
import { SystemUnavailable } from '../modules/systems/systems.service';
import type { Services } from '../services';
import type { AnonymousBudget } from './anonymous-budget';
import { cookieJar } from './cookies';
import { factsOfRequest } from './request-facts';

/** POST (and GET) /backend/query: who is asking is settled here, before Yoga runs anything. */
export function registerGraphQLRoute(
  app: FastifyInstance,
  yoga: Yoga,
  services: Services,
  secureCookies: boolean,
  budget: AnonymousBudget,
): void {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    // A checkpoint map image (≤ 5 MB) travels base64 in the request: 8 MiB, not Fastify's 1 MiB (ADR 0011).
    bodyLimit: 8 * 1024 * 1024,
    handler: async (req, reply) => {
      const facts = factsOfRequest(req);
      // Charged before the session lookup when there is no cookie, so a flood costs no database work;
      // a cookie that turns out to be no session is charged after it.
      if (!facts.sessionToken && overBudget(budget, facts.clientIp, reply)) return reply;
      let identity: Awaited<ReturnType<Services['auth']['identify']>>;
      try {
        identity = await services.auth.identify(facts);
        if (facts.sessionToken && !isSignedIn(identity.principal) && overBudget(budget, facts.clientIp, reply)) {
          return reply;
        }
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

/** Answers 429 when the address has spent its budget; true when it did. */
function overBudget(budget: AnonymousBudget, address: string, reply: FastifyReply): boolean {
  const waitSeconds = budget.take(address);
  if (waitSeconds === 0) return false;
  reply
    .status(429)
    .header('retry-after', String(waitSeconds))
    .send({ errors: [{ message: 'too many requests', extensions: { code: 'RATE_LIMITED' } }] });
  return true;
}
