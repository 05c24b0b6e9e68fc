import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustFunction } from './trust-proxy';

/**
 * Which web origins may use the API and the socket with the user's cookie (ADR 0020): the console's
 * own origin, and those named in `ALLOWED_ORIGINS`. A request without `Origin` is let through: browsers
 * send it on every cross-origin request, every POST and every WebSocket handshake, so its absence means
 * a same-origin GET or a client that is not a browser (scripts, the tests), which no cookie rides along.
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        throw new Error(`ALLOWED_ORIGINS: "${origin}" is not an origin like https://console.example.org`);
      }
      if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash) {
        throw new Error(`ALLOWED_ORIGINS: "${origin}" is not an origin like https://console.example.org`);
      }
      return url.origin;
    });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether `Origin` is the console itself: its host and port are the ones the request was sent to
 * (`Host`, or `X-Forwarded-Host` when a trusted proxy set it). The scheme is not compared: one port
 * speaks one scheme, and behind a TLS proxy the server sees http where the browser saw https.
 */
function sameOrigin(origin: string, req: IncomingMessage, trust: TrustFunction): boolean {
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const hosts = [first(req.headers.host)];
  const forwardedHost = first(req.headers['x-forwarded-host']);
  if (forwardedHost && trust(req.socket.remoteAddress ?? '', 0)) hosts.push(forwardedHost.split(',').pop()?.trim());
  return hosts.some((h) => h !== undefined && h.toLowerCase() === host);
}

export type OriginVerdict = 'none' | 'same' | 'allowed' | 'foreign';

export function judgeOrigin(req: IncomingMessage, allowed: readonly string[], trust: TrustFunction): OriginVerdict {
  const origin = first(req.headers.origin);
  if (origin === undefined) return 'none';
  if (sameOrigin(origin, req, trust)) return 'same';
  return allowed.includes(origin) ? 'allowed' : 'foreign';
}

const API = /^\/(backend|ws)(\/|$)/;
const ALLOW_HEADERS = 'content-type, accept-language, x-system, apollo-require-preflight';

/**
 * CORS for the API, replacing Yoga's, which reflects any origin with credentials: a foreign origin
 * gets 403 before anything runs; a listed one gets its own origin back with credentials; the console
 * itself needs no CORS headers, and none it would not need are left on a reply.
 */
export function registerOriginPolicy(app: FastifyInstance, allowed: readonly string[], trust: TrustFunction): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!API.test(req.url)) return;
    const verdict = judgeOrigin(req.raw, allowed, trust);
    if (verdict === 'foreign') return reply.status(403).send({ error: 'origin not allowed' });
    if (verdict !== 'allowed') return;
    reply
      .header('access-control-allow-origin', req.headers.origin)
      .header('access-control-allow-credentials', 'true')
      .header('vary', 'origin');
    if (req.method === 'OPTIONS') {
      return reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', ALLOW_HEADERS)
        .header('access-control-expose-headers', 'x-server-version')
        .header('access-control-max-age', '600')
        .send();
    }
  });
  app.addHook('onSend', async (req, reply) => {
    if (judgeOrigin(req.raw, allowed, trust) === 'allowed') return;
    for (const name of Object.keys(reply.getHeaders())) {
      if (name.startsWith('access-control-')) reply.removeHeader(name);
    }
  });
}
