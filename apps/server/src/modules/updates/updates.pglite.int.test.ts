import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
  last: {
    version: string;
    previous_version: string | null;
    state: string;
    reason: string | null;
    backup: string | null;
    restored_backup: string | null;
  } | null;
  supervised: boolean;
}
const STATUS = `{ updateStatus { running_version state supervised package { version }
  last { version previous_version state reason backup restored_backup } } }`;

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

describe('updates through npm start', { timeout: 300_000 }, () => {
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
    // The backup before the update is there when the install answers, before the restart onto the new version.
    const backupDir = `${dataDir}-backups`;
    const beforeGood = readdirSync(backupDir).filter((n) => n.includes(`-before_update-v${good}.pglite.tar.gz`));
    expect(beforeGood).toHaveLength(1);
    await waitForVersion(port, good);
    await vi.waitFor(
      async () => {
        const s = (await admin.gql<{ updateStatus: Status }>(STATUS)).data?.updateStatus;
        expect(s).toMatchObject({
          running_version: good,
          state: 'unavailable',
          last: {
            version: good,
            previous_version: BASE_VERSION,
            state: 'done',
            backup: beforeGood[0],
            restored_backup: null,
          },
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
      last: {
        version: broken,
        previous_version: good,
        state: 'error',
        reason: expect.stringMatching(/exited \(1\)/),
        // It never opened the database: the backup stays a backup, nothing is restored.
        backup: expect.stringContaining(`-before_update-v${broken}.`),
        restored_backup: null,
      },
    });
    expect(JSON.parse(readFileSync(join(releasesDir, 'current.json'), 'utf8'))).toEqual({ version: good });
    expect(existsSync(join(releasesDir, 'pending.json'))).toBe(false);

    // A version that migrates the database, then fails before it is healthy: rolled back with its database.
    // What the administrator made before the update must be there afterwards, on the schema of before.
    const role = await admin.gql<{ createRole: { id: number } }>(
      'mutation($d: RoleInput!) { createRole(data: $d) { id } }',
      { d: { name: 'Vor dem Update', permissions: ['calllog::use_module'] } },
    );
    expect(role.errors).toEqual([]);
    const migrating = '0.99.3-test.3';
    const journalPath = 'apps/server/src/db/drizzle/meta/_journal.json';
    const baseJournal = JSON.parse(readFileSync(join(ROOT, journalPath), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = baseJournal.entries.at(-1) as { idx: number; when: number };
    const migratingFiles = collectReleaseFiles(ROOT, {
      version: migrating,
      web: false,
      change: (path, content) => {
        if (path === journalPath) {
          const journal = JSON.parse(content.toString('utf8')) as typeof baseJournal;
          journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9000_update_trial' });
          return Buffer.from(JSON.stringify(journal, null, 2));
        }
        // The database is open and migrated when this release gives up, before it serves.
        if (path === 'apps/server/src/main.ts')
          return Buffer.from(
            content
              .toString('utf8')
              .replace(
                'const port = await server.listen();',
                'console.error("this release migrated and cannot serve"); process.exit(1); const port = 0;',
              ),
          );
        return content;
      },
    });
    migratingFiles.push({
      path: 'apps/server/src/db/drizzle/9000_update_trial.sql',
      mode: 0o644,
      content: Buffer.from(
        'CREATE TABLE "update_trial" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "roles" ADD COLUMN "trial_note" text;',
      ),
    });
    expect(
      (await upload(admin, buildReleasePackage({ version: migrating, files: migratingFiles, privateKeyPem: DEV_KEY })))
        .status,
    ).toBe(200);
    expect((await admin.gql<{ installUpdate: boolean }>('mutation { installUpdate }')).data?.installUpdate).toBe(true);
    const beforeMigrating = readdirSync(backupDir).filter((n) => n.includes(`-before_update-v${migrating}.`));
    expect(beforeMigrating).toHaveLength(1);
    await vi.waitFor(() => expect(output).toMatch(/this release migrated and cannot serve/), {
      timeout: 60_000,
      interval: 100,
    });
    await waitForVersion(port, good);
    const rolledBack = (await admin.gql<{ updateStatus: Status }>(STATUS)).data?.updateStatus;
    expect(rolledBack).toMatchObject({
      running_version: good,
      last: {
        version: migrating,
        previous_version: good,
        state: 'error',
        backup: beforeMigrating[0],
        restored_backup: beforeMigrating[0],
      },
    });
    // The start restored it (ADR 0042's restore at start) and the data from before the update is there.
    expect(JSON.parse(readFileSync(join(backupDir, 'restore-last.json'), 'utf8'))).toMatchObject({
      name: beforeMigrating[0],
      requested_by: `update rollback (${migrating})`,
    });
    expect(existsSync(join(backupDir, 'restore-pending.json'))).toBe(false);
    const roles = await admin.gql<{ roles: { items: { name: string }[] } }>('{ roles { items { name } } }');
    expect(roles.data?.roles.items.map((r) => r.name)).toContain('Vor dem Update');

    // The schema is the previous version's: no table, no column, no migration of the failed version.
    const ended = new Promise((r) => start?.once('exit', r));
    start.kill('SIGTERM');
    await ended;
    const db = new PGlite(dataDir);
    try {
      const table = await db.query<{ t: string | null }>("SELECT to_regclass('public.update_trial')::text AS t");
      expect(table.rows[0]?.t).toBeNull();
      const column = await db.query(
        "SELECT 1 FROM information_schema.columns WHERE table_name = 'roles' AND column_name = 'trial_note'",
      );
      expect(column.rows).toEqual([]);
      const applied = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0]?.n).toBe(baseJournal.entries.length);
    } finally {
      await db.close();
    }
    console.info(`updates: base, an update and a rollback in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  });
});
