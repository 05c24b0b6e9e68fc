import type { FastifyReply } from 'fastify';
import type { CookieJar } from '../graphql/context';
import { SESSION_COOKIE } from '../modules/auth/session-token';

/**
 * The session cookie: httpOnly (no script reads it), SameSite=Strict (no request another site starts
 * carries it), Secure behind HTTPS. Strict costs nothing here: the console is a single-page app whose
 * page needs no cookie, and every request that does comes from the page itself (ADR 0020).
 */
export function cookieJar(reply: FastifyReply, secure: boolean): CookieJar {
  const attrs = `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
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
