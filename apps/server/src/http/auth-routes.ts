import { ANONYMOUS } from '@wardlight/domain';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../modules/auth/session-token';
import { SystemUnavailable } from '../modules/systems/systems.service';
import type { Services } from '../services';
import { cookieJar } from './cookies';
import { factsOfRequest } from './request-facts';

/** REST sign-in and sign-out (spec part 1 §7): POST /backend/login and POST /backend/logout. */
export function registerAuthRoutes(app: FastifyInstance, services: Services, secureCookies: boolean): void {
  app.post<{ Body: { username?: unknown; password?: unknown } }>('/backend/login', async (req, reply) => {
    const facts = factsOfRequest(req);
    const body = req.body ?? {};
    const systemId = await services.systems.resolveContext(ANONYMOUS, facts.requestedSystem).catch((error: unknown) => {
      if (error instanceof SystemUnavailable) return null;
      throw error;
    });
    const { token, maxAgeSeconds, ...result } = await services.auth.login(
      facts,
      systemId,
      typeof body.username === 'string' ? body.username : '',
      typeof body.password === 'string' ? body.password : '',
    );
    if (token && maxAgeSeconds) cookieJar(reply, secureCookies).setSession(token, maxAgeSeconds);
    return result;
  });

  app.post('/backend/logout', async (req, reply) => {
    const { sessionToken } = factsOfRequest(req);
    await services.auth.logout(sessionToken ? hashToken(sessionToken) : null);
    cookieJar(reply, secureCookies).clearSession();
    return { ok: true };
  });
}
