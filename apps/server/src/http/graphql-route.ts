import { type Readable, Transform } from 'node:stream';
import { isSignedIn } from '@wardlight/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Yoga } from '../graphql/yoga';
import { SystemUnavailable } from '../modules/systems/systems.service';
import type { Services } from '../services';
import type { AnonymousBudget } from './anonymous-budget';
import { cookieJar } from './cookies';
import { factsOfRequest } from './request-facts';

/** A visitor's request is a few kilobytes (a display's queries, a sign-in); only staff send images. */
export const VISITOR_BODY_LIMIT = 64 * 1024;

type Identified = Awaited<ReturnType<Services['auth']['identify']>>;

/**
 * POST (and GET) /backend/query: who is asking is settled here, before Yoga runs anything — and before
 * the body is read, so a visitor's oversized body is refused from its headers, or cut off as it arrives,
 * without being parsed (a 199 KiB query parsed 40 times a second held the event loop, ADR 0019).
 */
export function registerGraphQLRoute(
  app: FastifyInstance,
  yoga: Yoga,
  services: Services,
  secureCookies: boolean,
  budget: AnonymousBudget,
): void {
  const identities = new WeakMap<FastifyRequest, Identified>();
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    // A checkpoint map image (≤ 5 MB) travels base64 in the request: 8 MiB, not Fastify's 1 MiB (ADR 0011).
    bodyLimit: 8 * 1024 * 1024,
    onRequest: async (req, reply) => {
      const facts = factsOfRequest(req);
      // Charged before the session lookup when there is no cookie, so a flood costs no database work;
      // a cookie that turns out to be no session is charged after it.
      if (!facts.sessionToken && overBudget(budget, facts.clientIp, reply)) return reply;
      // Without a cookie it is a visitor for sure: an oversized body costs not even the session lookup.
      const declared = Number(req.headers['content-length'] ?? 0);
      if (!facts.sessionToken && declared > VISITOR_BODY_LIMIT) return tooLarge(reply);
      let identity: Identified;
      try {
        identity = await services.auth.identify(facts);
      } catch (error) {
        if (!(error instanceof SystemUnavailable)) throw error;
        return reply
          .status(424)
          .send({ errors: [{ message: error.message, extensions: { code: 'SYSTEM_UNAVAILABLE' } }] });
      }
      const isVisitor = !isSignedIn(identity.principal);
      if (isVisitor && facts.sessionToken && overBudget(budget, facts.clientIp, reply)) return reply;
      if (isVisitor && declared > VISITOR_BODY_LIMIT) return tooLarge(reply);
      identities.set(req, identity);
      return undefined;
    },
    // A body without a declared length (chunked) is counted as it arrives.
    preParsing: async (req, _reply, payload) => {
      const identity = identities.get(req);
      const isUncounted = identity && !isSignedIn(identity.principal) && req.headers['content-length'] === undefined;
      return isUncounted ? limited(payload, VISITOR_BODY_LIMIT) : payload;
    },
    handler: async (req, reply) => {
      const identity = identities.get(req);
      if (!identity) throw new Error('no identity for a GraphQL request');
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

function tooLarge(reply: FastifyReply): FastifyReply {
  // The body is not read: once the answer is out the connection is cut, since Node would otherwise read
  // (and throw away) the rest of it, which costs the event loop what parsing it would.
  reply.raw.once('finish', () => reply.request.raw.socket?.destroy());
  return reply
    .status(413)
    .header('connection', 'close')
    .send({ errors: [{ message: 'request too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
}

/** The payload, ended with a 413 once more than `max` bytes came. */
function limited(payload: Readable, max: number): Readable {
  let seen = 0;
  const counter: Transform & { receivedEncodedLength?: number } = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      // Fastify reads this to tell the body's size (its own check against the body limit).
      counter.receivedEncodedLength = seen;
      if (seen > max) {
        done(Object.assign(new Error('request too large'), { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' }));
        return;
      }
      done(null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
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
