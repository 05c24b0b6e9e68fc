import type { FastifyInstance } from 'fastify';

// A Host header is the client's to write; only a plain host[:port] goes into the policy.
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The Content-Security-Policy of every reply (ADR 0020). Scripts only from the console itself (the
 * build has no inline script); styles inline too, because Mantine writes style attributes and
 * `<style>` tags at run time; images also from any http(s) host, because a display shows the pictures
 * of the video-stream cameras the administrator configured (spec part 2), addresses no policy written
 * here can know; connections to the console and its socket only; framed only by the console itself.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  // CSP 3 lets 'self' cover ws(s): of the same host; older engines need it spelled out.
  const socket = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    "media-src 'self' data: blob:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers a browser should get with every reply: the page, its assets, the API and the errors alike. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.headers({
      'content-security-policy': contentSecurityPolicy(req.headers.host),
      // For browsers without frame-ancestors; SAMEORIGIN lets the console frame its own display.
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      // Addresses of the console (a display's slug, a user's id) stay inside it.
      'referrer-policy': 'same-origin',
    });
  });
}
