import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./prepare-data-dir-main.ts', import.meta.url));

/**
 * Creates a new embedded database in a process of its own (ADR 0027). Creating the cluster (initdb) and
 * running every migration makes PGlite's WebAssembly memory and V8's heap peak at ~850 MiB, and a process
 * never gives that back: a server that created its database itself would carry it for its whole life. A
 * directory that already holds a database is left to the server (its migrations since are small).
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  await new Promise<void>((resolve, reject) => {
    // The same node and flags as this process, on the same directory; the TypeScript loader is added where
    // this process got it another way (a test runner).
    const loader = process.execArgv.some((arg) => arg.includes('tsx')) ? [] : ['--import', 'tsx'];
    const child = spawn(process.execPath, [...loader, ...process.execArgv, CHILD], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`creating the database in ${dataDir} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}
