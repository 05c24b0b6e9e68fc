import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  type Locale,
  matchesRestorePhrase,
  type Principal,
  restrictedTo,
  type ValidationIssue,
} from '@wardlight/domain';
import type { Database } from '../../db/client';
import { missingPermission, userError, ValidationFailed } from '../../graphql/errors';
import type { Logger } from '../../logger';
import type { SecretBox } from '../../secrets/secret-box';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import {
  type BackupEngine,
  type BackupFile,
  type BackupKind,
  type BackupSettings,
  backupName,
  createBackupStore,
  LAST_RESTORE,
  MAX_INTERVAL_HOURS,
  MAX_KEEP,
  PENDING_RESTORE,
  writeDurably,
} from './backup-store';
import { dumpPostgres, snapshotPglite } from './engines';
import { OffsiteError, type OffsiteErrorCode, type OffsiteTarget, uploadBackup } from './offsite';
import type { LastRestore, PendingRestore } from './restore-at-start';

/** The backup directory when BACKUP_DIR is not set: beside the data directory, never inside it (ADR 0042). */
export function defaultBackupDir(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '')}-backups`;
}

/** The configured directory; without BACKUP_DIR nor DATA_DIR (tests in memory) one of this process in tmp. */
export function backupDirOf(config: { backupDir?: string | undefined; dataDir: string }): string {
  if (config.backupDir) return config.backupDir;
  if (config.dataDir) return defaultBackupDir(config.dataDir);
  return join(tmpdir(), `wardlight-backups-${process.pid}`);
}

/** How often the schedule looks whether a backup is due. */
const SCHEDULE_TICK_MS = 60_000;
/** The first scheduled backup of a server that has none waits at most this long after the start. */
const FIRST_SCHEDULED_AFTER_MS = 3600_000;
/** A restart asked for answers first, then the process ends. */
const RESTART_AFTER_MS = 300;

export interface BackupsDeps {
  database: Pick<Database, 'db' | 'kind' | 'url' | 'embedded'>;
  dir: string;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Ends the process for its supervisor to start it again (main.ts); absent in tests that build the app. */
  restart?: (() => void) | undefined;
  /** Seals the online backup's secret key (ADR 0021, use `online-backup-secret`). */
  secrets?: SecretBox | undefined;
  now?: () => Date;
}

/** The online backup's settings as the spec names them (part 1 §3; mapping in ADR 0042). */
export interface OnlineBackupSettings {
  enabled: boolean;
  path: string;
  root_folder_id: string;
  team_drive: string;
  access_key: string;
  secret_sealed: string;
}

export type OnlineBackupState = 'unconfigured' | 'configured' | 'disabled' | 'in_progress' | 'error';

const ONLINE_FILE = 'online-backup.json';
const NO_ONLINE: OnlineBackupSettings = {
  enabled: false,
  path: '',
  root_folder_id: '',
  team_drive: '',
  access_key: '',
  secret_sealed: '',
};

export interface BackupRun {
  file: BackupFile;
  /** How long statements of the embedded database waited for the copy (0 on PostgreSQL). */
  heldMs: number;
  /** The longest the event loop was held during the backup. */
  loopMaxMs: number;
  /** Files copied while statements were held (embedded database). */
  heldFiles: number;
}

type Actor = AuditActor & { principal: Principal };

/** Backups of the whole database are for administrators of every system: they hold every system's data. */
export function assertEverySystem(principal: Principal): void {
  if (restrictedTo(principal) !== null) throw missingPermission('system');
}

export function createBackupsService(deps: BackupsDeps) {
  const store = createBackupStore(deps.dir);
  const now = deps.now ?? (() => new Date());
  const engine: BackupEngine = deps.database.kind;
  let running: Promise<BackupRun> | null = null;
  let lastError: { at: Date; message: string } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const startedAt = now();
  const box = deps.secrets?.forUse('online-backup-secret');
  let uploading: Promise<void> | null = null;
  let lastUpload: { at: Date; name: string } | null = null;
  let uploadError: { at: Date; code: OffsiteErrorCode; message: string } | null = null;

  async function onlineSettings(): Promise<OnlineBackupSettings> {
    return { ...NO_ONLINE, ...((await store.readMarker<Partial<OnlineBackupSettings>>(ONLINE_FILE)) ?? {}) };
  }

  function targetOf(s: OnlineBackupSettings): OffsiteTarget {
    return {
      kind: s.team_drive || s.root_folder_id ? 's3' : 'path',
      path: s.path,
      bucket: s.root_folder_id,
      endpoint: s.team_drive,
      accessKey: s.access_key,
      secret: s.secret_sealed && box ? box.open(s.secret_sealed) : '',
    };
  }

  const configuredTarget = (s: OnlineBackupSettings) => Boolean(s.path || s.root_folder_id || s.team_drive);

  async function onlineOverview() {
    const s = await onlineSettings();
    const state: OnlineBackupState = !configuredTarget(s)
      ? 'unconfigured'
      : !s.enabled
        ? 'disabled'
        : uploading
          ? 'in_progress'
          : uploadError
            ? 'error'
            : 'configured';
    return {
      state,
      enabled: s.enabled,
      path: s.path,
      root_folder_id: s.root_folder_id,
      team_drive: s.team_drive,
      access_key: s.access_key,
      has_secret: s.secret_sealed !== '',
      last_upload_at: lastUpload?.at ?? null,
      last_uploaded: lastUpload?.name ?? null,
      last_error: uploadError?.message ?? null,
      last_error_code: uploadError?.code ?? null,
    };
  }

  /** Copies a backup to the online target when one is enabled; one upload at a time. */
  function upload(file: BackupFile): Promise<void> {
    const run = (async () => {
      await uploading?.catch(() => undefined);
      const s = await onlineSettings();
      if (!s.enabled || !configuredTarget(s)) return;
      try {
        await uploadBackup(targetOf(s), store.path(file.name), file.name);
        lastUpload = { at: now(), name: file.name };
        uploadError = null;
        deps.log.info({ backup: file.name }, 'online backup uploaded');
      } catch (error) {
        const e = error instanceof OffsiteError ? error : new OffsiteError('upload_failed', String(error));
        uploadError = { at: now(), code: e.code, message: e.message };
        deps.log.error({ err: error, backup: file.name }, 'online backup failed');
      }
    })();
    uploading = run.finally(() => {
      if (uploading === tracked) uploading = null;
    });
    const tracked = uploading;
    return run;
  }

  async function take(kind: BackupKind, version?: string): Promise<BackupRun> {
    await store.ensure();
    const name = backupName(kind, engine, now(), version);
    const partial = store.partial(name);
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    try {
      let heldMs = 0;
      let heldFiles = 0;
      if (engine === 'pglite') {
        const embedded = deps.database.embedded;
        if (!embedded) throw new Error('the embedded database is not reachable for a backup');
        const stats = await snapshotPglite(embedded.client, embedded.dataDir, partial);
        heldMs = stats.heldMs;
        heldFiles = stats.files;
      } else {
        if (!deps.database.url) throw new Error('no PostgreSQL address for pg_dump');
        await dumpPostgres(deps.database.url, partial);
      }
      await store.publish(name);
      const file = await store.find(name);
      if (!file) throw new Error(`the backup ${name} vanished`);
      const loopMaxMs = loop.max / 1e6;
      deps.log.info({ backup: name, size: file.size, heldMs, heldFiles, loopMaxMs }, 'backup written');
      lastError = null;
      // Off the machine as well, in the background: the backup is done either way.
      void upload(file);
      return { file, heldMs, loopMaxMs, heldFiles };
    } catch (error) {
      await rm(partial, { force: true });
      lastError = { at: now(), message: error instanceof Error ? error.message : String(error) };
      deps.log.error({ err: error, kind }, 'backup failed');
      throw error;
    } finally {
      loop.disable();
    }
  }

  /** One backup at a time; a second request while one runs is refused (BACKUP_RUNNING). */
  function backup(kind: BackupKind, version?: string): Promise<BackupRun> {
    if (running) throw userError('a backup is already running', 'BACKUP_RUNNING');
    running = take(kind, version).finally(() => {
      running = null;
    });
    return running;
  }

  async function prune(keep: number): Promise<string[]> {
    const scheduled = (await store.list()).filter((f) => f.kind === 'scheduled');
    const gone = scheduled.slice(Math.max(1, keep)).map((f) => f.name);
    for (const name of gone) await store.remove(name);
    return gone;
  }

  function failed(error: unknown): never {
    if (error instanceof Error && 'extensions' in error) throw error;
    throw userError(`backup failed: ${error instanceof Error ? error.message : String(error)}`, 'BACKUP_FAILED');
  }

  const service = {
    engine,
    directory: deps.dir,

    async overview(principal: Principal) {
      assertEverySystem(principal);
      return {
        engine,
        directory: deps.dir,
        settings: await store.settings(),
        backups: await store.list(),
        running: running !== null,
        last_error: lastError,
        last_restore: await store.readMarker<LastRestore>(LAST_RESTORE),
        pending_restore: await store.readMarker<PendingRestore>(PENDING_RESTORE),
        restart_available: deps.restart !== undefined,
      };
    },

    async create(actor: Actor): Promise<BackupFile> {
      assertEverySystem(actor.principal);
      const run = await backup('manual').catch(failed);
      await writeAudit(deps.database.db, actor, [
        { action: 'created', entity: 'backup', entityId: run.file.name, change: { size: run.file.size } },
      ]);
      return run.file;
    },

    /** For tests and the schedule: a backup of the given kind without an actor. */
    backup,

    async remove(actor: Actor, names: readonly string[]): Promise<number> {
      assertEverySystem(actor.principal);
      let removed = 0;
      for (const name of names) if (await store.remove(name)) removed += 1;
      if (removed)
        await writeAudit(deps.database.db, actor, [
          { action: 'deleted', entity: 'backup', change: { names: names.slice(0, 50), removed } },
        ]);
      return removed;
    },

    async updateSettings(actor: Actor, settings: BackupSettings): Promise<BackupSettings> {
      assertEverySystem(actor.principal);
      const errors: ValidationIssue[] = [];
      if (
        !Number.isInteger(settings.interval_hours) ||
        settings.interval_hours < 0 ||
        settings.interval_hours > MAX_INTERVAL_HOURS
      )
        errors.push({ field: 'interval_hours', key: 'between', data: { min: 0, max: MAX_INTERVAL_HOURS } });
      if (!Number.isInteger(settings.keep) || settings.keep < 1 || settings.keep > MAX_KEEP)
        errors.push({ field: 'keep', key: 'between', data: { min: 1, max: MAX_KEEP } });
      if (errors.length) throw new ValidationFailed(errors);
      const before = await store.settings();
      const next = { interval_hours: settings.interval_hours, keep: settings.keep };
      await store.saveSettings(next);
      await writeAudit(deps.database.db, actor, [
        { action: 'updated', entity: 'backup_settings', change: { before, after: next } },
      ]);
      await prune(next.keep);
      return next;
    },

    /**
     * The restore (spec part 1 §2 backups): the phrase, an automatic backup of what is there now, the
     * marker for the next start, then the restart. The server comes back on the restored data.
     */
    async requestRestore(actor: Actor, locale: Locale, name: string, confirm: string): Promise<boolean> {
      assertEverySystem(actor.principal);
      if (!matchesRestorePhrase(confirm, locale))
        throw new ValidationFailed([{ field: 'confirm', key: 'invalid_value', data: { reason: 'phrase' } }]);
      const file = await store.find(name);
      if (!file) throw new ValidationFailed([{ field: 'name', key: 'invalid_value', data: { reason: 'not_found' } }]);
      if (file.engine !== engine)
        throw new ValidationFailed([{ field: 'name', key: 'invalid_value', data: { reason: 'engine' } }]);
      if (!deps.restart) throw userError('this server cannot restart itself', 'RESTART_UNAVAILABLE');
      const before = await backup('before_restore').catch(failed);
      await writeAudit(deps.database.db, actor, [
        { action: 'updated', entity: 'backup_restore', entityId: name, change: { before_restore: before.file.name } },
      ]);
      const pending: PendingRestore = {
        name,
        requested_at: now().toISOString(),
        requested_by: actor.userName ?? String(actor.userId ?? ''),
      };
      await writeDurably(deps.dir, PENDING_RESTORE, JSON.stringify(pending));
      deps.log.info({ backup: name, before: before.file.name }, 'restore asked for; restarting');
      service.restartSoon();
      return true;
    },

    /** Ends the process shortly (the answer goes out first); the supervisor starts it again. */
    restartSoon(): void {
      const restart = deps.restart;
      if (!restart) throw userError('this server cannot restart itself', 'RESTART_UNAVAILABLE');
      setTimeout(restart, RESTART_AFTER_MS).unref();
    },

    canRestart: () => deps.restart !== undefined,

    async onlineBackup(principal: Principal) {
      assertEverySystem(principal);
      return onlineOverview();
    },

    /**
     * The online backup's settings. The secret is kept when `secret` is null (the form shows only whether
     * one is set). S3 (a bucket given) needs the store's address: the spec's "login URL missing".
     */
    async updateOnlineBackup(
      actor: Actor,
      input: Omit<OnlineBackupSettings, 'secret_sealed'> & { secret: string | null },
    ) {
      assertEverySystem(actor.principal);
      if (input.root_folder_id && !input.team_drive)
        throw new ValidationFailed([{ field: 'team_drive', key: 'required' }]);
      if (input.enabled && !input.path && !input.root_folder_id)
        throw new ValidationFailed([{ field: 'path', key: 'required' }]);
      if (input.team_drive && !/^https?:\/\//.test(input.team_drive))
        throw new ValidationFailed([{ field: 'team_drive', key: 'url_http' }]);
      if (!box && input.secret) throw userError('secrets cannot be sealed on this server', 'BACKUPS_UNAVAILABLE');
      const before = await onlineSettings();
      const next: OnlineBackupSettings = {
        enabled: input.enabled,
        path: input.path.trim(),
        root_folder_id: input.root_folder_id.trim(),
        team_drive: input.team_drive.trim(),
        access_key: input.access_key.trim(),
        secret_sealed: input.secret === null ? before.secret_sealed : input.secret && box ? box.seal(input.secret) : '',
      };
      await store.ensure();
      await writeDurably(deps.dir, ONLINE_FILE, JSON.stringify(next));
      uploadError = null;
      const { secret_sealed: _a, ...shownBefore } = before;
      const { secret_sealed: _b, ...shownAfter } = next;
      await writeAudit(deps.database.db, actor, [
        { action: 'updated', entity: 'online_backup', change: { before: shownBefore, after: shownAfter } },
      ]);
      return onlineOverview();
    },

    /** Uploads the newest backup now and answers the state after it (the page's "upload now"). */
    async runOnlineBackup(principal: Principal) {
      assertEverySystem(principal);
      const s = await onlineSettings();
      if (!configuredTarget(s) || !s.enabled) return onlineOverview();
      const [newest] = await store.list();
      if (newest) await upload(newest);
      return onlineOverview();
    },

    /** The backup file for a download: its size and a stream. */
    async file(principal: Principal, name: string) {
      assertEverySystem(principal);
      const file = await store.find(name);
      if (!file) return null;
      return { file, stream: () => store.read(name) };
    },

    /**
     * A scheduled backup when one is due, then the old scheduled ones are removed. Due: the newest
     * scheduled backup is older than the interval; with none yet, once the server has run for the interval
     * or an hour, whichever is shorter (not in the busy minute of a start). `at` lets tests look ahead.
     */
    async runSchedule(at: Date = now()): Promise<BackupRun | null> {
      const settings = await store.settings();
      if (settings.interval_hours <= 0 || running) return null;
      const intervalMs = settings.interval_hours * 3600_000;
      const newest = (await store.list()).find((f) => f.kind === 'scheduled');
      if (newest && at.getTime() - newest.created_at.getTime() < intervalMs) return null;
      if (!newest && at.getTime() - startedAt.getTime() < Math.min(intervalMs, FIRST_SCHEDULED_AFTER_MS)) return null;
      const run = await backup('scheduled');
      await prune(settings.keep);
      return run;
    },

    start(): void {
      if (timer || closed) return;
      timer = setInterval(() => {
        service.runSchedule().catch(() => undefined);
      }, SCHEDULE_TICK_MS);
      timer.unref();
    },

    async close(): Promise<void> {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      await uploading?.catch(() => undefined);
    },

    path: (name: string) => join(deps.dir, name),
  };
  return service;
}

export type BackupsService = ReturnType<typeof createBackupsService>;
