import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidEmail, type Principal } from '@wardlight/domain';
import type { Db } from '../../db/client';
import { userError, ValidationFailed } from '../../graphql/errors';
import type { Logger } from '../../logger';
import type { SecretBox } from '../../secrets/secret-box';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import { writeDurably } from '../backups/backup-store';
import { assertEverySystem } from '../backups/backups.service';
import { configurationArchive } from '../backups/configuration-csv';
import { OffsiteError, type OffsiteTarget, uploadBackup } from '../backups/offsite';

// The cloud sync page (spec part 1 §2 gets-cloud, §3, §4, §8; ADR 0045 "Cloud sync"). The vendor's cloud is
// not public: the installation names one (CLOUD_SYNC_URL) and the page holds the account. A sync sends the
// configuration — the CSV backup of ADR 0042 — through the online backup's adapter: an S3-compatible store
// (username = access key, password = secret key) or a mounted directory.

const FILE = 'cloud-sync.json';
export const CLOUD_OBJECT = 'wardlight-configuration.tar';

interface Stored {
  enabled: boolean;
  username: string;
  password_sealed: string;
  last_sync_at: string | null;
  last_error_code: string | null;
  last_error: string | null;
}

const EMPTY: Stored = {
  enabled: false,
  username: '',
  password_sealed: '',
  last_sync_at: null,
  last_error_code: null,
  last_error: null,
};

type Actor = AuditActor & { principal: Principal };

export interface CloudSyncDeps {
  db: Db;
  log: Logger;
  /** Where the settings live: the backup directory (they belong to the machine, like the online backup's). */
  dir: string;
  secrets?: SecretBox | undefined;
  /** CLOUD_SYNC_URL: `http(s)://…` an S3-compatible store, `/…` a mounted directory; empty: none. */
  address: string;
  /** CLOUD_SYNC_BUCKET for an S3 store. */
  bucket: string;
  now?: () => Date;
}

export function cloudSyncEnv(env: NodeJS.ProcessEnv) {
  return {
    address: (env.CLOUD_SYNC_URL ?? '').trim(),
    bucket: (env.CLOUD_SYNC_BUCKET ?? '').trim() || 'wardlight-cloud',
  };
}

/** The account's folder on the cloud: its address with what a key or path must not hold replaced. */
export const folderOf = (username: string) =>
  username
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9@._-]/g, '_');

export function createCloudSyncService(deps: CloudSyncDeps) {
  const box = deps.secrets?.forUse('cloud-sync-password');
  const now = deps.now ?? (() => new Date());
  let syncing: Promise<void> | null = null;

  async function stored(): Promise<Stored> {
    try {
      return { ...EMPTY, ...(JSON.parse(await readFile(join(deps.dir, FILE), 'utf8')) as Partial<Stored>) };
    } catch {
      return { ...EMPTY };
    }
  }
  const save = async (s: Stored) => writeDurably(deps.dir, FILE, JSON.stringify(s));

  function target(s: Stored): OffsiteTarget {
    const password = s.password_sealed && box ? box.open(s.password_sealed) : '';
    if (/^https?:\/\//.test(deps.address))
      return {
        kind: 's3',
        path: folderOf(s.username),
        bucket: deps.bucket,
        endpoint: deps.address,
        accessKey: s.username.trim(),
        secret: password,
      };
    return {
      kind: 'path',
      path: join(deps.address, folderOf(s.username)),
      bucket: '',
      endpoint: '',
      accessKey: '',
      secret: '',
    };
  }

  async function view() {
    const s = await stored();
    const usable = s.enabled && s.username !== '' && deps.address !== '';
    return {
      state: syncing ? 'syncing' : !usable ? 'inactive' : s.last_error_code ? 'error' : 'active',
      enabled: s.enabled,
      username: s.username,
      has_password: s.password_sealed !== '',
      address: deps.address || null,
      last_sync_at: s.last_sync_at ? new Date(s.last_sync_at) : null,
      last_error_code: s.last_error_code,
      last_error: s.last_error,
    } as const;
  }

  /** One sync: the configuration archive to the account's folder; the outcome stored. */
  async function sync(): Promise<void> {
    const s = await stored();
    if (!s.enabled || !s.username) return;
    const at = now();
    let outcome: Pick<Stored, 'last_sync_at' | 'last_error_code' | 'last_error'>;
    if (!deps.address) {
      outcome = { last_sync_at: s.last_sync_at, last_error_code: 'login_url_missing', last_error: 'no CLOUD_SYNC_URL' };
    } else {
      const temp = await mkdtemp(join(tmpdir(), 'wardlight-cloud-'));
      try {
        const file = join(temp, CLOUD_OBJECT);
        await writeFile(file, await configurationArchive(deps.db, at));
        await uploadBackup(target(s), file, CLOUD_OBJECT);
        outcome = { last_sync_at: at.toISOString(), last_error_code: null, last_error: null };
      } catch (error) {
        const code = error instanceof OffsiteError ? error.code : 'upload_failed';
        const message = error instanceof Error ? error.message : String(error);
        deps.log.warn({ code }, `cloud sync failed: ${message}`);
        outcome = { last_sync_at: s.last_sync_at, last_error_code: code, last_error: message };
      } finally {
        await rm(temp, { recursive: true, force: true });
      }
    }
    // The settings may have changed meanwhile: only the outcome is written over them.
    await save({ ...(await stored()), ...outcome });
  }

  function run(): Promise<void> {
    if (!syncing) syncing = sync().finally(() => (syncing = null));
    return syncing;
  }

  return {
    async get(principal: Principal) {
      assertEverySystem(principal);
      return view();
    },

    async update(actor: Actor, input: { enabled: boolean; username: string; password: string | null }) {
      assertEverySystem(actor.principal);
      const username = input.username.trim();
      if ((input.enabled || username) && !isValidEmail(username))
        throw new ValidationFailed([{ field: 'username', key: 'invalid_email' }]);
      if (!box && input.password) throw userError('secrets cannot be sealed on this server', 'CLOUD_SYNC_UNAVAILABLE');
      const before = await stored();
      const password_sealed =
        input.password === null ? before.password_sealed : input.password && box ? box.seal(input.password) : '';
      if (input.enabled && !password_sealed) throw new ValidationFailed([{ field: 'password', key: 'required' }]);
      const next: Stored = {
        ...before,
        enabled: input.enabled,
        username,
        password_sealed,
        // Another account or password: the old outcome says nothing about it.
        ...(username !== before.username || password_sealed !== before.password_sealed || !input.enabled
          ? { last_error_code: null, last_error: null }
          : {}),
      };
      await save(next);
      await writeAudit(deps.db, actor, [
        {
          action: 'updated',
          entity: 'cloud_sync',
          change: {
            before: { enabled: before.enabled, username: before.username },
            after: { enabled: next.enabled, username: next.username },
          },
        },
      ]);
      // The login is tried at once: the form shows "wrong password" now, not at the next sync.
      if (next.enabled) await run();
      return view();
    },

    async runNow(principal: Principal) {
      assertEverySystem(principal);
      await run();
      return view();
    },
  };
}

export type CloudSyncService = ReturnType<typeof createCloudSyncService>;
