import type { ChildProcess } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startServer } from './harness';
import { freePort, launchServer, migratedDataDir, waitHealthy } from './processes';
import { setUpAdmin } from './seed';

// Real server processes, as `npm start` runs them, with the environment of a production machine. They run
// on the embedded database alone: the PostgreSQL pass would start the same processes again.
const running: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The server in its own process and data directory, with `env` on top (PORT among it). */
function launch(env: Record<string, string>) {
  const dataDir = migratedDataDir('wardlight-start-');
  dirs.push(dataDir);
  return { dataDir, ...launchServer(Number(env.PORT), dataDir, running, env) };
}

describe('starting in production', { timeout: 120_000 }, () => {
  it('refuses to start when it would trust the development licence key', async () => {
    const server = launch({ NODE_ENV: 'production', PORT: String(await freePort()), LICENSE_PUBLIC_KEYS: '' });
    expect(await server.exited).toBe(78);
    expect(server.output()).toMatch(/refuses to start: NODE_ENV=production, but the trusted licence keys include/);
  });

  it('starts with ALLOW_DEV_LICENSE_KEY=1, says so, keeps the key file private and prints the setup code', async () => {
    const port = await freePort();
    const server = launch({ NODE_ENV: 'production', PORT: String(port), ALLOW_DEV_LICENSE_KEY: '1' });
    await waitHealthy(port);
    await vi.waitFor(() =>
      expect(server.output()).toMatch(/Setup code for the setup wizard[^"]*: [0-9A-Z]{5}-[0-9A-Z]{5}/),
    );
    expect(server.output()).toMatch(
      /ALLOW_DEV_LICENSE_KEY=1: this production server trusts the development licence key/,
    );
    expect(statSync(join(server.dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
  });
});

describe('the development key warning in the console', () => {
  it('tells administrators only', async () => {
    const server = await startServer({ config: { production: true, allowDevLicenseKey: true } });
    try {
      const query = '{ appState { dev_license_key } }';
      expect((await server.client().gql(query)).data).toEqual({ appState: { dev_license_key: false } });
      const admin = await setUpAdmin(server);
      expect((await admin.gql(query)).data).toEqual({ appState: { dev_license_key: true } });
    } finally {
      await server.close();
    }
  });
});
