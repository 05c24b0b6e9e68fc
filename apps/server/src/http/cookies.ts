import type { FastifyReply } from 'fastify';
import type { CookieJar } from '../graphql/context';
import { SESSION_COOKIE } from '../modules/auth/session-token';

/**
 * The session cookie: httpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it),
 * Secure behind HTTPS. Lax rather than Strict so a link into the console from mail keeps the session.
 */
export function cookieJar(reply: FastifyReply, secure: boolean): CookieJar {
  const attrs = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const add = (cookie: string) => {
    const existing = reply.getHeader('set-cookie');
    const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
    reply.header('set-cookie', [...list, cookie]);
  };
  return {
    setSession: (token, maxAge) => add(`${SESSION_COOKIE}=${encodeURIComponent(token)}; ${attrs}; Max-Age=${maxAge}`),
    clearSession: () => add(`${SESSION_COOKIE}=; ${attrs}; Max-Age=0`),
  };
}
