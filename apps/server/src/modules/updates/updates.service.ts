import { spawnSync } from 'node:child_process';
import type { KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Principal } from '@wardlight/domain';
import type { Db } from '../../db/client';
import { userError } from '../../graphql/errors';
import type { Logger } from '../../logger';
import { SERVER_VERSION } from '../../version';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import { fsyncPath, writeDurably } from '../backups/backup-store';
import { assertEverySystem } from '../backups/backups.service';
import { PackageRefused, type ReleaseManifest, verifyReleasePackage } from './release-package';

// Updates of an offline site (issue 16 item 8, ADR 0045). The server takes an uploaded package, checks its
// signature and contents, keeps it until an administrator installs it, then unpacks it beside the running
// version and restarts; npm start's supervisor (scripts/releases.mjs) runs it on trial and rolls back.

export const UPDATE_TIMEOUT_MS = 5 * 60_000;
const RESTART_AFTER_MS = 300;
const INCOMING = 'incoming.wlupdate';
const INCOMING_INFO = 'incoming.json';

export type UpdateState = 'available' | 'unavailable' | 'in_progress' | 'done' | 'error' | 'timeout';

interface IncomingInfo {
  version: string;
  created_at: string;
  files: number;
  size: number;
  uploaded_at: string;
  uploaded_by: string;
}

interface PendingInfo {
  version: string;
  previous: string;
  asked_at: string;
  asked_by: string;
  /** The before_update backup and its directory: the supervisor restores it when the trial migrated and failed. */
  backup?: string;
  backup_dir?: string;
}

interface LastOutcome {
  version: string;
  previous: string | null;
  state: 'done' | 'error' | 'timeout';
  at: string;
  reason?: string;
  backup?: string | null;
  restored_backup?: string | null;
}

type Actor = AuditActor & { principal: Principal };

export interface UpdatesDeps {
  db: Db;
  log: Logger;
  keys: readonly KeyObject[];
  /** RELEASES_DIR, or `<DATA_DIR>-releases` (scripts/releases.mjs computes the same). */
  dir: string;
  /** The installation whose node_modules a release uses (WARDLIGHT_BASE_DIR; default this checkout). */
  baseDir?: string;
  /** Set when npm start's supervisor runs this server (WARDLIGHT_SUPERVISED=1): only it can switch versions. */
  supervised: boolean;
  restart?: (() => void) | undefined;
  /**
   * Takes the before_update backup (the backups module's own, ADR 0042) and names it with its directory;
   * without it (tests of the service alone) nothing is backed up.
   */
  backupBeforeUpdate?: ((version: string) => Promise<{ name: string; dir: string }>) | undefined;
  timeoutMs?: number;
  runningVersion?: string;
  now?: () => Date;
}

/** The updates' settings of an environment (start.mjs sets them for the server it runs). */
export function updatesEnv(env: NodeJS.ProcessEnv, dataDir: string) {
  return {
    dir: resolve(env.RELEASES_DIR || `${dataDir}-releases`),
    baseDir: env.WARDLIGHT_BASE_DIR || undefined,
    supervised: env.WARDLIGHT_SUPERVISED === '1',
    timeoutMs: Number(env.UPDATE_TIMEOUT_MS) || UPDATE_TIMEOUT_MS,
  };
}

/** Written by a version on trial before it migrates the database; read by the supervisor (releases.mjs). */
export const TRIAL_MIGRATED = 'trial-migrated.json';

/**
 * The server start's hook before migrations (db/client.ts beforeMigrate) when this process is an update on
 * trial (the supervisor sets WARDLIGHT_TRIAL_VERSION): it records, durably and before the schema changes,
 * that this version migrated the database, so a rollback restores the before_update backup (ADR 0045).
 */
export function trialMigrationRecorder(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  log: Pick<Logger, 'warn'>,
  version = SERVER_VERSION,
): ((pending: number) => Promise<void>) | undefined {
  if (!env.WARDLIGHT_TRIAL_VERSION || env.WARDLIGHT_TRIAL_VERSION !== version) return undefined;
  const dir = updatesEnv(env, dataDir).dir;
  return async (pending) => {
    await writeDurably(dir, TRIAL_MIGRATED, JSON.stringify({ version, pending, at: new Date().toISOString() }));
    log.warn({ version, pending }, 'update on trial: migrating the database (a rollback restores the backup)');
  };
}

const CHECKOUT = fileURLToPath(new URL('../../../../../', import.meta.url)).replace(/\/$/, '');

async function readJson<T>(path: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * A release's node_modules: a directory of links to the installation's packages, except the workspace
 * packages (@wardlight/*), which link to the release's own, so the release runs its own shared code.
 */
async function linkDependencies(releaseDir: string, baseDir: string): Promise<void> {
  const base = join(baseDir, 'node_modules');
  const mine = join(releaseDir, 'node_modules');
  await mkdir(mine, { recursive: true });
  for (const name of await readdir(base)) {
    if (name === '@wardlight') continue;
    await symlink(join(base, name), join(mine, name));
  }
  const workspaces = join(base, '@wardlight');
  if (existsSync(workspaces)) {
    await mkdir(join(mine, '@wardlight'));
    for (const name of await readdir(workspaces)) {
      const from = join(workspaces, name);
      const target = (await lstat(from)).isSymbolicLink() ? await readlink(from) : null;
      // A workspace link is relative (../../apps/server); the same link in the release points into it.
      const own = target && !target.startsWith('/') ? resolve(join(mine, '@wardlight'), target) : null;
      await symlink(target && own && existsSync(own) ? target : from, join(mine, '@wardlight', name));
    }
  }
  // Workspaces with dependencies of their own (apps/web/node_modules) use the installation's.
  for (const group of ['apps', 'packages']) {
    const dir = join(baseDir, group);
    if (!existsSync(dir)) continue;
    for (const ws of await readdir(dir)) {
      const own = join(dir, ws, 'node_modules');
      if (existsSync(own) && existsSync(join(releaseDir, group, ws)))
        await symlink(own, join(releaseDir, group, ws, 'node_modules'));
    }
  }
}

export function createUpdatesService(deps: UpdatesDeps) {
  const now = deps.now ?? (() => new Date());
  const running = deps.runningVersion ?? SERVER_VERSION;
  const timeoutMs = deps.timeoutMs ?? UPDATE_TIMEOUT_MS;
  const baseDir = deps.baseDir ?? CHECKOUT;
  let busy = false;

  const path = (name: string) => join(deps.dir, name);

  async function incoming(): Promise<IncomingInfo | null> {
    if (!existsSync(path(INCOMING))) return null;
    return readJson<IncomingInfo>(path(INCOMING_INFO));
  }

  function refuse(error: PackageRefused): never {
    const code =
      error.problem === 'signature'
        ? 'UPDATE_SIGNATURE'
        : error.problem === 'not_a_package'
          ? 'UPDATE_NOT_A_PACKAGE'
          : 'UPDATE_CONTENTS';
    throw userError(error.message, code);
  }

  const service = {
    dir: deps.dir,
    timeoutMs,

    async status(principal: Principal) {
      assertEverySystem(principal);
      const pending = await readJson<PendingInfo>(path('pending.json'));
      const pkg = await incoming();
      const last = await readJson<LastOutcome>(path('last.json'));
      const state: UpdateState = pending ? 'in_progress' : pkg ? 'available' : 'unavailable';
      return {
        running_version: running,
        state,
        package: pkg
          ? {
              version: pkg.version,
              created_at: new Date(pkg.created_at),
              files: pkg.files,
              size: pkg.size,
              uploaded_at: new Date(pkg.uploaded_at),
              uploaded_by: pkg.uploaded_by,
            }
          : null,
        pending: pending
          ? {
              version: pending.version,
              since: new Date(pending.asked_at),
              by: pending.asked_by,
              backup: pending.backup ?? null,
            }
          : null,
        last: last
          ? {
              version: last.version,
              previous_version: last.previous,
              state: last.state,
              at: new Date(last.at),
              reason: last.reason ?? null,
              backup: last.backup ?? null,
              restored_backup: last.restored_backup ?? null,
            }
          : null,
        supervised: deps.supervised && deps.restart !== undefined,
        timeout_seconds: Math.round(timeoutMs / 1000),
      };
    },

    /** Checks an uploaded package and keeps it as the one to install (replacing an earlier one). */
    async receive(actor: Actor, bytes: Uint8Array): Promise<ReleaseManifest> {
      assertEverySystem(actor.principal);
      let manifest: ReleaseManifest;
      try {
        manifest = verifyReleasePackage(bytes, deps.keys).manifest;
      } catch (error) {
        if (error instanceof PackageRefused) {
          deps.log.warn({ problem: error.problem }, `update package refused: ${error.message}`);
          refuse(error);
        }
        throw error;
      }
      if (manifest.version === running) throw userError(`version ${running} is already running`, 'UPDATE_SAME_VERSION');
      if (await readJson<PendingInfo>(path('pending.json')))
        throw userError('an update is in progress', 'UPDATE_IN_PROGRESS');
      await mkdir(deps.dir, { recursive: true });
      const temp = path(`.${INCOMING}.tmp`);
      const fh = await open(temp, 'w');
      try {
        await fh.writeFile(bytes);
        await fh.sync();
      } finally {
        await fh.close();
      }
      await rename(temp, path(INCOMING));
      const info: IncomingInfo = {
        version: manifest.version,
        created_at: manifest.created_at,
        files: manifest.files.length,
        size: bytes.length,
        uploaded_at: now().toISOString(),
        uploaded_by: actor.userName ?? String(actor.userId ?? ''),
      };
      await writeDurably(deps.dir, INCOMING_INFO, JSON.stringify(info));
      await writeAudit(deps.db, actor, [
        { action: 'created', entity: 'update_package', entityId: manifest.version, change: { from: running } },
      ]);
      deps.log.info({ version: manifest.version }, 'update package received');
      return manifest;
    },

    async discard(actor: Actor): Promise<boolean> {
      assertEverySystem(actor.principal);
      const pkg = await incoming();
      if (!pkg) return false;
      await rm(path(INCOMING), { force: true });
      await rm(path(INCOMING_INFO), { force: true });
      await writeAudit(deps.db, actor, [{ action: 'deleted', entity: 'update_package', entityId: pkg.version }]);
      return true;
    },

    /**
     * Unpacks the waiting package into RELEASES_DIR/<version>, marks it pending and restarts; the
     * supervisor runs it on trial and rolls back when it is not healthy within the timeout.
     */
    async install(actor: Actor): Promise<boolean> {
      assertEverySystem(actor.principal);
      if (!deps.supervised || !deps.restart)
        throw userError('updates need the supervisor of npm start to switch versions', 'UPDATE_UNSUPERVISED');
      if (busy || (await readJson<PendingInfo>(path('pending.json'))))
        throw userError('an update is in progress', 'UPDATE_IN_PROGRESS');
      busy = true;
      try {
        const pkg = await incoming();
        if (!pkg) throw userError('no update package was uploaded', 'UPDATE_NONE');
        let files: ReturnType<typeof verifyReleasePackage>['files'];
        let version: string;
        try {
          const verified = verifyReleasePackage(await readFile(path(INCOMING)), deps.keys);
          files = verified.files;
          version = verified.manifest.version;
        } catch (error) {
          if (error instanceof PackageRefused) refuse(error);
          throw error;
        }
        const staging = path(`${version}.staging`);
        await rm(staging, { recursive: true, force: true });
        const dirs = new Set<string>();
        for (const f of files) {
          const target = join(staging, f.path);
          const parent = dirname(target);
          if (!dirs.has(parent)) {
            await mkdir(parent, { recursive: true });
            dirs.add(parent);
          }
          await writeFile(target, f.content);
          await chmod(target, f.mode);
        }
        await linkDependencies(staging, baseDir);
        // The whole tree on disk before it is named: a crash leaves a staging directory, never half a release.
        // One syncfs of the file system (coreutils' sync -f) instead of a thousand fsyncs; else each file.
        if (spawnSync('sync', ['-f', staging]).status !== 0)
          for (const f of files) await fsyncPath(join(staging, f.path));
        for (const d of dirs) await fsyncPath(d);
        const final = path(version);
        await rm(final, { recursive: true, force: true });
        await rename(staging, final);
        await fsyncPath(deps.dir);
        // The database as it is, last thing before the restart: what the rollback restores if the new
        // version changed the schema and then failed. No backup, no install.
        let backup: { name: string; dir: string } | null = null;
        if (deps.backupBeforeUpdate) {
          try {
            backup = await deps.backupBeforeUpdate(version);
          } catch (error) {
            deps.log.error({ err: error, version }, 'update not installed: the backup before it failed');
            const why = error instanceof Error ? error.message : String(error);
            throw userError(`the backup before the update failed: ${why}`, 'UPDATE_BACKUP_FAILED');
          }
        }
        const pending: PendingInfo = {
          version,
          previous: running,
          asked_at: now().toISOString(),
          asked_by: actor.userName ?? String(actor.userId ?? ''),
          ...(backup ? { backup: backup.name, backup_dir: backup.dir } : {}),
        };
        await writeDurably(deps.dir, 'pending.json', JSON.stringify(pending));
        await rm(path(INCOMING), { force: true });
        await rm(path(INCOMING_INFO), { force: true });
        await writeAudit(deps.db, actor, [
          {
            action: 'updated',
            entity: 'server_version',
            entityId: version,
            change: { before: running, after: version, backup: backup?.name ?? null },
          },
        ]);
        deps.log.info({ version, previous: running, backup: backup?.name }, 'update installed; restarting on it');
        setTimeout(deps.restart, RESTART_AFTER_MS).unref();
        return true;
      } finally {
        busy = false;
      }
    },
  };
  return service;
}

export type UpdatesService = ReturnType<typeof createUpdatesService>;
