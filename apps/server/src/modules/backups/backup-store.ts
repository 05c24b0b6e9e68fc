// The backup directory (ADR 0042): one file per backup, named so that its kind, engine and time need no
// index; settings and the restore markers beside them. Writes go to a temporary name, are fsynced and
// renamed, so a listed backup is always whole.
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** before_update: taken by the server before it installs an update package (ADR 0045), named with its version. */
export type BackupKind = 'manual' | 'scheduled' | 'before_restore' | 'before_update';
export type BackupEngine = 'pglite' | 'postgres';

export interface BackupFile {
  name: string;
  kind: BackupKind;
  engine: BackupEngine;
  size: number;
  created_at: Date;
  /** A before_update backup's version, the one the update went to (in the name); null for the others. */
  update_version: string | null;
}

export interface BackupSettings {
  /** Hours between scheduled backups; 0: none. */
  interval_hours: number;
  /** Scheduled backups kept; older ones are removed after each new one. */
  keep: number;
}

export const DEFAULT_SETTINGS: BackupSettings = { interval_hours: 24, keep: 7 };
export const MAX_KEEP = 365;
export const MAX_INTERVAL_HOURS = 24 * 31;

const EXTENSIONS: Record<BackupEngine, string> = { pglite: 'pglite.tar.gz', postgres: 'pgdump' };
const NAME =
  /^wardlight-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-(manual|scheduled|before_restore|before_update)(?:-v([0-9A-Za-z._-]+?))?\.(pglite\.tar\.gz|pgdump)$/;
const SETTINGS_FILE = 'backup-settings.json';
/** Written by a restore request, read and removed by the next start (restore-at-start.ts). */
export const PENDING_RESTORE = 'restore-pending.json';
export const LAST_RESTORE = 'restore-last.json';

/** A backup's file name; `version` (a before_update backup's) is kept to letters, digits, dot, dash, underscore. */
export function backupName(kind: BackupKind, engine: BackupEngine, at: Date, version?: string): string {
  const label = version ? `-v${version.replace(/[^0-9A-Za-z._-]/g, '_')}` : '';
  return `wardlight-${at.toISOString().replace(/[:.]/g, '-')}-${kind}${label}.${EXTENSIONS[engine]}`;
}

export function parseBackupName(name: string): Omit<BackupFile, 'size'> | null {
  const m = NAME.exec(name);
  if (!m?.[1] || !m[2] || !m[4]) return null;
  const [date, time] = m[1].split('T') as [string, string];
  const [h, min, s, ms] = time.replace('Z', '').split('-');
  const created = new Date(`${date}T${h}:${min}:${s}.${ms}Z`);
  if (Number.isNaN(created.getTime())) return null;
  return {
    name,
    kind: m[2] as BackupKind,
    engine: m[4] === 'pgdump' ? 'postgres' : 'pglite',
    created_at: created,
    update_version: m[3] ?? null,
  };
}

export async function fsyncPath(path: string): Promise<void> {
  const fh = await open(path, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Writes `text` durably: a temporary file, fsync, rename, fsync of the directory. */
export async function writeDurably(dir: string, name: string, text: string): Promise<void> {
  const temp = join(dir, `.${name}.tmp`);
  const fh = await open(temp, 'w');
  try {
    await fh.writeFile(text);
    await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(temp, join(dir, name));
  await fsyncPath(dir);
}

export function createBackupStore(dir: string) {
  return {
    dir,
    async ensure(): Promise<void> {
      await mkdir(dir, { recursive: true });
    },

    /** Newest first. */
    async list(): Promise<BackupFile[]> {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const files: BackupFile[] = [];
      for (const name of names) {
        const parsed = parseBackupName(name);
        if (!parsed) continue;
        const info = await stat(join(dir, name)).catch(() => null);
        if (info?.isFile()) files.push({ ...parsed, size: info.size });
      }
      return files.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.name.localeCompare(a.name));
    },

    async find(name: string): Promise<BackupFile | null> {
      if (!parseBackupName(name)) return null;
      return (await this.list()).find((f) => f.name === name) ?? null;
    },

    path(name: string): string {
      if (!parseBackupName(name)) throw new Error(`not a backup name: ${name}`);
      return join(dir, name);
    },

    /** A temporary name in the directory for a backup being written. */
    partial(name: string): string {
      return join(dir, `.${name}.partial`);
    },

    /** Makes a written, fsynced partial file a listed backup. */
    async publish(name: string): Promise<void> {
      await fsyncPath(this.partial(name));
      await rename(this.partial(name), this.path(name));
      await fsyncPath(dir);
    },

    async remove(name: string): Promise<boolean> {
      if (!parseBackupName(name)) return false;
      try {
        await rm(join(dir, name));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    read(name: string) {
      return createReadStream(this.path(name));
    },

    async settings(): Promise<BackupSettings> {
      try {
        const raw = JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8')) as Partial<BackupSettings>;
        return { ...DEFAULT_SETTINGS, ...raw };
      } catch {
        return { ...DEFAULT_SETTINGS };
      }
    },

    async saveSettings(settings: BackupSettings): Promise<void> {
      await this.ensure();
      await writeDurably(dir, SETTINGS_FILE, JSON.stringify(settings));
    },

    async readMarker<T>(name: string): Promise<T | null> {
      try {
        return JSON.parse(await readFile(join(dir, name), 'utf8')) as T;
      } catch {
        return null;
      }
    },
  };
}

export type BackupStore = ReturnType<typeof createBackupStore>;
