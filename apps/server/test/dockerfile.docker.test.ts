import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './processes';

/**
 * deploy/Dockerfile alone, as deploy/README.md's "Single box" runs it: one container on the embedded
 * database in a named volume (`npm run test:docker -w @wardlight/server`, not part of `npm test`).
 */
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const name = `wardlight-single-${process.pid}`;
const volume = `${name}-data`;
const docker = async (...args: string[]) =>
  (await run('docker', args, { cwd: ROOT, maxBuffer: 64 << 20 })).stdout.trim();
const state = () =>
  docker('inspect', '-f', '{{.State.Status}} exit={{.State.ExitCode}} health={{.State.Health.Status}}', name);
const setupCode = async () => /"setup_code":"([0-9A-Z-]+)"/.exec((await run('docker', ['logs', name])).stdout)?.[1];
let url: string;

beforeAll(async () => {
  await docker('build', '-f', 'deploy/Dockerfile', '-t', 'wardlight:local', '.');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const key = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  await docker(
    'run',
    '--detach',
    '--name',
    name,
    '--restart',
    'unless-stopped',
    '--publish',
    `127.0.0.1:${port}:8080`,
    '--volume',
    `${volume}:/var/lib/wardlight`,
    '--env',
    `LICENSE_PUBLIC_KEYS=${key}`,
    'wardlight:local',
  );
}, 600_000);
afterAll(async () => {
  await docker('rm', '--force', name).catch(() => undefined);
  await docker('volume', 'rm', volume).catch(() => undefined);
}, 60_000);

const healthy = () =>
  vi.waitFor(async () => expect(await state()).toBe('running exit=0 health=healthy'), {
    timeout: 150_000,
    interval: 500,
  });

describe('deploy/Dockerfile on the embedded database', { timeout: 180_000 }, () => {
  it('runs as the unprivileged user, healthy to its HEALTHCHECK, on the database in its volume', async () => {
    await healthy();
    expect(await docker('exec', name, 'id', '-un')).toBe('node');
    expect(await (await fetch(`${url}/backend/health`)).json()).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(await docker('exec', name, 'ls', '/var/lib/wardlight')).toContain('PG_VERSION');
  });

  it('ends by itself on `docker stop` within 10 s, and starts again on what the volume kept', async () => {
    const code = await setupCode();
    expect(code).toBeDefined();
    const from = performance.now();
    await docker('stop', '--time', '10', name);
    expect(performance.now() - from).toBeLessThan(10_000);
    expect(await state()).toMatch(/^exited exit=0 /);
    await docker('start', name);
    await healthy();
    // The same database: setup is still open, with the code it stored (ADR 0021), not a new one.
    expect(await setupCode()).toBe(code);
  });
});
