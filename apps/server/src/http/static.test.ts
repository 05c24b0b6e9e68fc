import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticApp } from './static';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
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
