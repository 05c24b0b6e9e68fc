// Spawns a TypeScript child process and lets a test wait on what it prints:
// tests wait for conditions (a line, an exit), never for fixed durations.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { copyMigratedDatabase } from '../../../../test/processes';

const here = dirname(fileURLToPath(import.meta.url));

export interface Child {
  proc: ChildProcess;
  lines: string[];
  /** Resolves with the first line (already printed or future) matching `test`. */
  waitForLine(test: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  send(line: string): void;
}

export function spawnChild(script: string, args: string[]): Child {
  // `--import tsx` resolves from cwd; node_modules is found by walking up.
  const proc = spawn(process.execPath, ['--import', 'tsx', join(here, script), ...args], {
    cwd: here,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  createInterface({ input: proc.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    lines.push(line);
    for (const w of waiters) w();
  });
  let done = false;
  // 'close' (not 'exit') fires once stdout is drained, so no line is missed.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    proc.on('close', (code, signal) => {
      done = true;
      resolve({ code, signal });
      for (const w of waiters) w();
    });
  });
  return {
    proc,
    lines,
    exited,
    send: (line) => proc.stdin?.write(`${line}\n`),
    waitForLine: (test, timeoutMs = 60_000) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const found = lines.find(test);
          if (found !== undefined) finish(() => resolve(found));
          else if (done)
            finish(() =>
              reject(new Error(`child exited without the expected line; output:\n${lines.join('\n')}\n${stderr}`)),
            );
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`timed out; output:\n${lines.join('\n')}\n${stderr}`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      }),
  };
}

export async function withTempDir<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), `wardlight-${prefix}-`));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A temporary directory holding a copy of the test run's migrated embedded database (the global setup's):
 * opening it takes about a second, where initdb in an empty directory takes 5–10 s on two cores. For the
 * tests whose subject is what happens after the database exists; creating one is prepare-data-dir's.
 */
export function withDatabaseDir<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
  return withTempDir(prefix, (dir) => use(copyMigratedDatabase(dir)));
}
