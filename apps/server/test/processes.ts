import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, vi } from 'vitest';

/**
 * A new data directory holding a migrated, empty embedded database (a copy of the global setup's), for
 * tests whose subject is not the creation of one: the server opens it in a second instead of creating it.
 */
export function migratedDataDir(prefix = 'wardlight-proc-'): string {
  return copyMigratedDatabase(mkdtempSync(join(tmpdir(), prefix)));
}

/** Fills `dir` (new or empty) with a copy of the global setup's migrated, empty embedded database. */
export function copyMigratedDatabase(dir: string): string {
  const template = inject('pgliteDataDir');
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export { freePort } from '../../../scripts/free-port.mjs';

export interface Launched {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** The server as `npm start` runs it: a real process on its own port and data directory. */
export function launchServer(
  port: number,
  dataDir: string,
  running: ChildProcess[],
  env: Record<string, string> = {},
): Launched {
  const child = spawn(process.execPath, ['run.mjs'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function waitHealthy(port: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/backend/health`);
      expect(res.status).toBe(200);
    },
    // A server compiling its sources on a busy two-core machine may take most of a minute.
    { timeout: 60_000, interval: 100 },
  );
}
