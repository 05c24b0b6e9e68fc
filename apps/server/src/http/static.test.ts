import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, registerStaticApp } from './static';

const HTML = '<!doctype html><div id="root"></div>';
const CSS = 'body { margin: 0 }';
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), HTML);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dir, 'assets', 'index-abc123.css'), CSS);
  await writeFile(join(dir, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(join(dir, 'favicon.svg'), '<svg/>');
  app = Fastify();
  app.get('/backend/health', async () => ({ ok: true }));
  registerStaticApp(app, dir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('static web app', () => {
  it('serves hashed assets as cacheable for good', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log(1)');
  });

  it.each(['/', '/index.html', '/admin/users/edit/3', '/display/ward-a?fullscreen=1', '/login'])(
    'answers %s with index.html, never cached without asking',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    },
  );

  it('gzips scripts, styles and the page for clients that take it, and says it varies', async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/index-abc123.css', '/display/ward-a']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('accept-encoding');
      const text = gunzipSync(res.rawPayload).toString();
      expect(text).toBe(url.endsWith('.js') ? 'console.log(1)' : url.endsWith('.css') ? CSS : HTML);
    }
    // Twice: the second answer comes from the compressed copy of the immutable asset.
    const again = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(again.rawPayload).toString()).toBe('console.log(1)');
  });

  it('sends files as they are to clients without gzip, and images uncompressed', async () => {
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const image = await app.inject({ url: '/assets/logo-abc123.png', headers: { 'accept-encoding': 'gzip' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['deflate, br', false],
    ['', false],
    [undefined, false],
  ])('reads Accept-Encoding %j as taking gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('serves other files of the build', async () => {
    const res = await app.inject('/favicon.svg');
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });

  it.each(['/backend/nope', '/ws/other', '/assets/missing.js'])('answers %s with 404, not the page', async (url) => {
    expect((await app.inject(url)).statusCode).toBe(404);
  });

  it('leaves the API routes alone', async () => {
    expect((await app.inject('/backend/health')).json()).toEqual({ ok: true });
  });

  it('does not leave the build folder', async () => {
    const res = await app.inject('/..%2f..%2fetc%2fpasswd');
    expect(res.body).toContain('id="root"');
  });

  it('says so when the app is not built', async () => {
    const bare = Fastify();
    registerStaticApp(bare, join(dir, 'missing'));
    const res = await bare.inject('/login');
    expect(res.statusCode).toBe(503);
    await bare.close();
  });
});
