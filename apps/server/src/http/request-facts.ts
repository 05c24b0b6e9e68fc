import { parseSystemId, SYSTEM_HEADER } from '@wardlight/domain';
import type { FastifyRequest } from 'fastify';
import type { RequestFacts } from '../modules/auth/auth.service';
import { readCookie, SESSION_COOKIE } from '../modules/auth/session-token';

export function factsOfRequest(req: FastifyRequest): RequestFacts {
  const system = req.headers[SYSTEM_HEADER];
  return {
    sessionToken: readCookie(req.headers.cookie, SESSION_COOKIE),
    requestedSystem: parseSystemId(Array.isArray(system) ? system[0] : (system ?? null)),
    acceptLanguage: req.headers['accept-language'],
    clientIp: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    displayToken: headerValue(req.headers['x-display-token']),
    phoneTokens: {
      client: headerValue(req.headers['x-app-client']),
      session: headerValue(req.headers['x-app-session']),
    },
  };
}

const headerValue = (value: string | string[] | undefined): string | null =>
  (Array.isArray(value) ? value[0] : value) || null;
