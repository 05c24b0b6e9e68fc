import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type WardlightServer } from '../src/app';
import { testConfig } from './harness';
import { openMemoryDatabase } from './pglite-template';

// Origins, browser headers and socket bounds (ADR 0020), against a built app serving a small web build.

const LISTED = 'https://console.example.org';
const FOREIGN = 'https://evil.example.org';
let dir: string;
let app: WardlightServer;
let url: string;
let self: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dir, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
  app = await buildApp({
    config: testConfig({ allowedOrigins: [LISTED], socketsPerAddress: 3 }),
    database: await openMemoryDatabase(),
    logger: pino({ level: 'silent' }),
    webRoot: dir,
  });
  const port = await app.listen();
  url = `http://127.0.0.1:${port}`;
  self = url;
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const query = (origin?: string) =>
  fetch(`${url}/backend/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ query: '{ appState { setup_time } }' }),
  });

/** Opens a raw socket; resolves with 'open' or the HTTP status that refused it. */
function handshake(origin?: string, headers: Record<string, string> = {}): Promise<{ ws: WebSocket; outcome: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws/backend`, 'graphql-transport-ws', {
      headers: { ...(origin ? { origin } : {}), ...headers },
    });
    ws.once('open', () => resolve({ ws, outcome: 'open' }));
    ws.once('unexpected-response', (_req, res) => resolve({ ws, outcome: String(res.statusCode) }));
    ws.once('error', () => resolve({ ws, outcome: 'error' }));
  });
}

function closeOf(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

describe('origins', () => {
  it('refuses a credentialed request from a foreign origin and reflects no CORS for it', async () => {
    const res = await query(FOREIGN);
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${url}/backend/login`, { method: 'OPTIONS', headers: { origin: FOREIGN } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the console itself and clients without Origin, with no CORS headers', async () => {
    for (const res of [await query(self), await query()]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('gives an origin of ALLOWED_ORIGINS its own origin back, with credentials', async () => {
    const res = await query(LISTED);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${url}/backend/query`, {
      method: 'OPTIONS',
      headers: { origin: LISTED, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-system');
  });

  it('refuses the socket handshake from a foreign origin, and lets the console and non-browsers in', async () => {
    expect((await handshake(FOREIGN)).outcome).toBe('403');
    for (const origin of [self, LISTED, undefined]) {
      const { ws, outcome } = await handshake(origin);
      expect(outcome).toBe('open');
      const closed = closeOf(ws);
      ws.close();
      await closed;
    }
  });
});

describe('browser headers', () => {
  it.each([
    '/',
    '/admin/users',
    '/assets/index-abc123.js',
    '/backend/health',
    '/backend/query?query=%7B__typename%7D',
    '/nope.map',
  ])('come with %s', async (path) => {
    const res = await fetch(`${url}${path}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('does not serve source maps', async () => {
    const res = await fetch(`${url}/assets/index-abc123.js.map`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret.ts');
  });
});

describe('socket bounds', () => {
  it('refuses a frame over 1 MiB', async () => {
    const { ws, outcome } = await handshake();
    expect(outcome).toBe('open');
    const closed = closeOf(ws);
    ws.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(1024 * 1024 + 1) } }));
    expect(await closed).toBe(1009);
  });

  it('bounds the sockets of one address, and frees a place when one closes', async () => {
    const held = await Promise.all([handshake(), handshake(), handshake()]);
    expect(held.map((h) => h.outcome)).toEqual(['open', 'open', 'open']);
    expect((await handshake()).outcome).toBe('429');
    const first = held[0]?.ws as WebSocket;
    const closed = closeOf(first);
    first.close();
    await closed;
    // The server counts the place free once its side of the TCP connection has closed too.
    let again = await handshake();
    for (let i = 0; again.outcome !== 'open' && i < 50; i++) again = await handshake();
    expect(again.outcome).toBe('open');
    for (const h of [...held.slice(1), again]) h.ws.close();
  });
});
