import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { startS3 } from '../../../test/s3-server';
import { setUpAdmin } from '../../../test/seed';
import { readTar } from '../backups/tar';
import { CLOUD_OBJECT } from './cloud-sync.service';

// The cloud sync page's account (spec part 1 §3, §4, §8; ADR 0045): the vendor's cloud played by s3rver on
// loopback, with an account whose access key is an email address like the spec's username.

const ACCOUNT = 'pflege@haus-linde.ch';
const PASSWORD = 'Cloud-Passwort-1';
const dirs: string[] = [];
let s3: Awaited<ReturnType<typeof startS3>>;
let endpoint = '';
let server: TestServer;
let admin: TestClient;
let backupDir = '';
let account: { DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void; revokeAccessKey(id: string): void } };
const savedEnv = { url: process.env.CLOUD_SYNC_URL, bucket: process.env.CLOUD_SYNC_BUCKET };

beforeAll(async () => {
  s3 = await startS3('cloud');
  endpoint = s3.endpoint;
  // s3rver knows one account; the cloud's user is a second key of it.
  account = createRequire(import.meta.url)('s3rver/lib/models/account.js') as typeof account;
  account.DUMMY_ACCOUNT.createKeyPair(ACCOUNT, PASSWORD);
  backupDir = mkdtempSync(join(tmpdir(), 'wardlight-cloud-backups-'));
  dirs.push(backupDir);
  process.env.CLOUD_SYNC_URL = endpoint;
  process.env.CLOUD_SYNC_BUCKET = 'cloud';
  server = await startServer({ config: { backupDir } });
  admin = await setUpAdmin(server);
});

afterAll(async () => {
  // s3rver's accounts are its module's state, shared with the next file of this worker.
  account?.DUMMY_ACCOUNT.revokeAccessKey(ACCOUNT);
  process.env.CLOUD_SYNC_URL = savedEnv.url ?? '';
  process.env.CLOUD_SYNC_BUCKET = savedEnv.bucket ?? '';
  if (savedEnv.url === undefined) delete process.env.CLOUD_SYNC_URL;
  if (savedEnv.bucket === undefined) delete process.env.CLOUD_SYNC_BUCKET;
  await server?.close();
  await s3?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Cloud {
  state: string;
  enabled: boolean;
  username: string;
  has_password: boolean;
  address: string | null;
  last_sync_at: string | null;
  last_error_code: string | null;
}
const FIELDS = 'state enabled username has_password address last_sync_at last_error_code';
const save = (data: Record<string, unknown>) =>
  admin.gql<{ updateCloudSync: Cloud }>(`mutation($d: CloudSyncInput!) { updateCloudSync(data: $d) { ${FIELDS} } }`, {
    d: data,
  });

describe('cloud sync', { timeout: 60_000 }, () => {
  it('is inactive at first, then sends the configuration to the account’s folder', async () => {
    const first = await admin.gql<{ cloudSync: Cloud }>(`{ cloudSync { ${FIELDS} } }`);
    expect(first.data?.cloudSync).toMatchObject({ state: 'inactive', enabled: false, address: endpoint });
    const saved = await save({ enabled: true, username: ACCOUNT, password: PASSWORD });
    expect(saved.errors).toEqual([]);
    expect(saved.data?.updateCloudSync).toMatchObject({ state: 'active', has_password: true, last_error_code: null });
    expect(saved.data?.updateCloudSync.last_sync_at).not.toBeNull();
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const got = await client.send(new GetObjectCommand({ Bucket: 'cloud', Key: `${ACCOUNT}/${CLOUD_OBJECT}` }));
    const archive = await got.Body?.transformToByteArray();
    client.destroy();
    const names = [...readTar(archive ?? new Uint8Array())].map((e) => e.path.replace(/^[^/]+\//, ''));
    expect(names).toContain('users.csv');
    expect(names).toContain('systems.csv');
    // The password never goes back, and the settings file holds it sealed.
    const stored = readFileSync(join(backupDir, 'cloud-sync.json'), 'utf8');
    expect(stored).not.toContain(PASSWORD);
  });

  it('names an unknown account, a username that is no email and a cloud it cannot reach', async () => {
    const unknown = await save({ enabled: true, username: 'niemand@haus-linde.ch', password: 'x' });
    expect(unknown.data?.updateCloudSync).toMatchObject({ state: 'error', last_error_code: 'not_registered' });
    const notEmail = await save({ enabled: true, username: 'pflege', password: 'x' });
    expect(notEmail.errors[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'username',
      key: 'invalid_email',
    });
    const off = await save({ enabled: false, username: ACCOUNT, password: null });
    expect(off.data?.updateCloudSync).toMatchObject({ state: 'inactive', last_error_code: null });
    await s3.stop();
    const down = await save({ enabled: true, username: ACCOUNT, password: PASSWORD });
    expect(down.data?.updateCloudSync).toMatchObject({ state: 'error', last_error_code: 'not_reachable' });
  });
});
