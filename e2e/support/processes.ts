// Child processes for the end-to-end stack: started as `npm start` starts them (`node --import tsx`,
// from the repository root), watched for an early death, stopped with SIGTERM and, if that is not
// enough, SIGKILL. Mirrors bench/calls/stack.ts, which cannot be shared: it keeps module-wide state
// for one bench run.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** The repository root: the children run from it so `tsx` and the workspaces resolve as in `npm start`. */
export const ROOT = resolve(import.meta.dirname, '../..');

export interface Child {
  name: string;
  proc: ChildProcess;
  /** The last lines it printed, for the error message when it dies or does not come up. */
  tail: string[];
  exited: Promise<number | null>;
  alive(): boolean;
}

const running = new Set<Child>();

// Last resort when the runner goes down without its teardown: no process of ours is left behind.
process.on('exit', () => {
  for (const child of running) if (child.alive()) child.proc.kill('SIGKILL');
});

export function startChild(
  name: string,
  script: string,
  env: Record<string, string>,
  onLine?: (line: string) => void,
): Child {
  // JavaScript (the server's launcher, ADR 0047) runs as it is; TypeScript (the simulator) through tsx.
  const args = script.endsWith('.mjs') ? [script] : ['--import', 'tsx', script];
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exitCode: number | null | undefined;
  const child: Child = {
    name,
    proc,
    tail: [],
    exited: new Promise((done) =>
      proc.once('exit', (code) => {
        exitCode = code;
        running.delete(child);
        done(code);
      }),
    ),
    alive: () => exitCode === undefined,
  };
  const keep = (line: string) => {
    onLine?.(line);
    child.tail.push(line);
    if (child.tail.length > 40) child.tail.shift();
    // The server runs with LOG_LEVEL=warn: whatever it prints during a run is worth seeing.
    console.error(`[${name}] ${line}`);
  };
  for (const stream of [proc.stdout, proc.stderr]) if (stream) createInterface({ input: stream }).on('line', keep);
  running.add(child);
  return child;
}

export async function stopChild(child: Child): Promise<void> {
  if (!child.alive()) return;
  child.proc.kill('SIGTERM');
  const late = new Promise<'late'>((done) => setTimeout(() => done('late'), 10_000).unref());
  if ((await Promise.race([child.exited, late])) === 'late') {
    console.error(`[e2e] ${child.name} did not stop within 10 s after SIGTERM: SIGKILL`);
    child.proc.kill('SIGKILL');
    await child.exited;
  }
}

export { freePort } from '../../scripts/free-port.mjs';

/**
 * Polls `check` until it holds; fails when the child exits first or the time is up, with the
 * child's last lines in the message.
 */
export async function waitUntil(child: Child, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (!child.alive()) throw new Error(`${child.name} exited while starting:\n${child.tail.join('\n')}`);
    if (Date.now() > deadline) {
      throw new Error(`${child.name} not ready within ${timeoutMs} ms:\n${child.tail.join('\n')}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}
