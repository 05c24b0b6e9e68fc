import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TestClient } from '../../../test/client';
import { ADMIN_PASSWORD } from '../../../test/fixtures';
import { freePort, migratedDataDir } from '../../../test/processes';
import { collectReleaseFiles } from './release-files';
import { buildReleasePackage } from './release-package';

// Updates end to end (issue 16 item 8, ADR 0045) with the real processes of `npm start`: scripts/start.mjs
// supervises the server on a temporary data directory; packages are built from this working tree as
// `npm run release` builds them. A signed package installs and the server comes back on its version; a
// version that dies before it is healthy is rolled back by the supervisor; a foreign signature is refused.

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const DEV_KEY = readFileSync(join(ROOT, 'apps/server/keys/dev-license-private.pem'), 'utf8');
const BASE_VERSION = JSON.parse(readFileSync(join(ROOT, 'apps/server/package.json'), 'utf8')).version as string;

const dirs: string[] = [];
let start: ChildProcess | null = null;
let output = '';
afterAll(async () => {
  if (process.env.DEBUG_UPDATES) console.log(output);
  if (start && start.exitCode === null) {
    const ended = new Promise((r) => start?.once('exit', r));
    start.kill('SIGTERM');
    await ended;
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Status {
  running_version: string;
  state: string;
  package: { version: string } | null;
  last: { version: string; previous_version: string | null; state: string; reason: string | null } | null;
  supervised: boolean;
}
const STATUS = `{ updateStatus { running_version state supervised package { version }
  last { version previous_version state reason } } }`;

async function healthVersion(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/backend/health`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { version: string }).version;
}

/** Waits for the server to answer on `version`; the session survives the restart (sessions are in the database). */
const waitForVersion = (port: number, version: string) =>
  vi.waitFor(async () => expect(await healthVersion(port)).toBe(version), { timeout: 60_000, interval: 200 });

async function upload(client: TestClient, pkg: Buffer) {
  const res = await fetch(`${client.url}/backend/updates/package`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie: client.cookie ?? '' },
    body: new Uint8Array(pkg),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('updates through npm start', { timeout: 180_000 }, () => {
  it('installs a signed package, rolls back one that fails, refuses a foreign signature', async () => {
    const dataDir = migratedDataDir('wardlight-updates-');
    const releasesDir = mkdtempSync(join(tmpdir(), 'wardlight-releases-'));
    dirs.push(dataDir, `${dataDir}-backups`, releasesDir);
    const port = await freePort();
    const began = Date.now();
    start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        SIMULATOR: '0',
        WEB_BUILD: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        RELEASES_DIR: releasesDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        WARDLIGHT_VERSION_OVERRIDE: '',
        LICENSE_PUBLIC_KEYS: '',
        UPDATE_TIMEOUT_MS: '60000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    start.stdout?.on('data', (d) => (output += d));
    start.stderr?.on('data', (d) => (output += d));
    await waitForVersion(port, BASE_VERSION);
    console.info(`base up in ${((Date.now() - began) / 1000).toFixed(1)} s`);

    const admin = new TestClient(`http://127.0.0.1:${port}`);
    const made = await admin.gql('mutation($p: String!) { createInitialUser(password: $p) { id } }', {
      p: ADMIN_PASSWORD,
    });
    expect(made.errors).toEqual([]);
    const first = await admin.gql<{ updateStatus: Status }>(STATUS);
    expect(first.errors).toEqual([]);
    expect(first.data?.updateStatus).toMatchObject({
      running_version: BASE_VERSION,
      state: 'unavailable',
      package: null,
      last: null,
      supervised: true,
    });

    // A package signed by a key the server does not trust is refused and not kept.
    const good = '0.99.1-test.1';
    const files = collectReleaseFiles(ROOT, { version: good, web: false });
    const foreign = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forged = await upload(admin, buildReleasePackage({ version: good, files, privateKeyPem: foreign }));
    expect(forged).toEqual({ status: 400, body: { code: 'UPDATE_SIGNATURE', message: expect.any(String) } });
    expect(await upload(admin, Buffer.from('not a package'))).toMatchObject({
      status: 400,
      body: { code: 'UPDATE_NOT_A_PACKAGE' },
    });
    expect((await admin.gql<{ updateStatus: Status }>(STATUS)).data?.updateStatus.state).toBe('unavailable');

    // A signed package waits as `available`, installs, and the server comes back on its version.
    const accepted = await upload(admin, buildReleasePackage({ version: good, files, privateKeyPem: DEV_KEY }));
    expect(accepted).toEqual({ status: 200, body: { version: good, files: files.length } });
    const waiting = await admin.gql<{ updateStatus: Status }>(STATUS);
    expect(waiting.data?.updateStatus).toMatchObject({ state: 'available', package: { version: good } });
    const installed = await admin.gql<{ installUpdate: boolean }>('mutation { installUpdate }');
    expect(installed.errors).toEqual([]);
    expect(installed.data?.installUpdate).toBe(true);
    await waitForVersion(port, good);
    await vi.waitFor(
      async () => {
        const s = (await admin.gql<{ updateStatus: Status }>(STATUS)).data?.updateStatus;
        expect(s).toMatchObject({
          running_version: good,
          state: 'unavailable',
          last: { version: good, previous_version: BASE_VERSION, state: 'done' },
        });
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(JSON.parse(readFileSync(join(releasesDir, 'current.json'), 'utf8'))).toEqual({ version: good });
    // The release runs from its own directory with its own workspace packages.
    expect(existsSync(join(releasesDir, good, 'node_modules/@wardlight/domain/package.json'))).toBe(true);

    // A version that ends before it is healthy: the supervisor starts the previous one again.
    const broken = '0.99.2-test.2';
    const brokenFiles = collectReleaseFiles(ROOT, {
      version: broken,
      web: false,
      change: (path, content) =>
        path === 'apps/server/src/main.ts'
          ? Buffer.from('console.error("this release cannot start"); process.exit(1);\n')
          : content,
    });
    expect(
      (await upload(admin, buildReleasePackage({ version: broken, files: brokenFiles, privateKeyPem: DEV_KEY })))
        .status,
    ).toBe(200);
    expect((await admin.gql<{ installUpdate: boolean }>('mutation { installUpdate }')).data?.installUpdate).toBe(true);
    await vi.waitFor(() => expect(output).toMatch(/this release cannot start/), { timeout: 30_000, interval: 100 });
    await waitForVersion(port, good);
    const after = (await admin.gql<{ updateStatus: Status }>(STATUS)).data?.updateStatus;
    expect(after).toMatchObject({
      running_version: good,
      state: 'unavailable',
      last: { version: broken, previous_version: good, state: 'error', reason: expect.stringMatching(/exited \(1\)/) },
    });
    expect(JSON.parse(readFileSync(join(releasesDir, 'current.json'), 'utf8'))).toEqual({ version: good });
    expect(existsSync(join(releasesDir, 'pending.json'))).toBe(false);
    console.info(`updates: base, an update and a rollback in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  });
});
