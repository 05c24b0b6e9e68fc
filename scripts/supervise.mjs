// The processes of `npm start`, kept running as systemd or Docker would (ADR 0024): a server whose embedded
// database stopped exits with 70 and is started again, after a pause that grows while it keeps failing (a
// disk still full or read-only); any other end of a process ends them all. A stop sends SIGTERM, and
// SIGKILL to whatever is still running 10 s later.
import { spawn } from 'node:child_process';

/** The server's EXIT_DATABASE_LOST (apps/server/src/shutdown.ts). */
export const EXIT_DATABASE_LOST = 70;
/** The server's EXIT_RESTART: an administrator asked for a restart (ADR 0042); started again at once. */
export const EXIT_RESTART = 75;
export const KILL_AFTER_MS = 10_000;
const FIRST_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 30_000;
/** A process that ran this long was healthy: its next restart starts again from the first pause. */
const HEALTHY_AFTER_MS = 60_000;

/**
 * @param {{ log?: (line: string) => void, exit?: (code: number) => void, killAfterMs?: number, firstPauseMs?: number }} [options]
 */
export function createSupervisor(options = {}) {
  const log = options.log ?? ((line) => console.error(line));
  const exit = options.exit ?? ((code) => process.exit(code));
  const killAfterMs = options.killAfterMs ?? KILL_AFTER_MS;
  const firstPauseMs = options.firstPauseMs ?? FIRST_PAUSE_MS;
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const running = new Set();
  /** @type {Set<NodeJS.Timeout>} */
  const pauses = new Set();
  let isStopping = false;

  /**
   * Runs `node <args>` and keeps it running as described above.
   * @param {string} name
   * @param {string[]} args
   * `launchWith` is asked before every launch for a working directory and more environment (the release
   * to run, ADR 0045); `onSpawn` sees each process; `onExit` may answer 'restart' to start it again at once
   * whatever its code (an update on trial that failed: the previous version comes back).
   * @param {{ env?: Record<string, string>, restartOn?: number[],
   *   launchWith?: () => { cwd?: string, env?: Record<string, string> },
   *   onSpawn?: (child: import('node:child_process').ChildProcess, launched: any) => void,
   *   onExit?: (child: import('node:child_process').ChildProcess, code: number | null, signal: NodeJS.Signals | null) => 'restart' | undefined }} [how]
   */
  function start(name, args, how = {}) {
    let pauseMs = firstPauseMs;
    const launch = () => {
      const startedAt = Date.now();
      const launched = how.launchWith?.() ?? {};
      const child = spawn(process.execPath, args, {
        stdio: 'inherit',
        cwd: launched.cwd,
        env: { ...process.env, ...how.env, ...launched.env },
      });
      running.add(child);
      how.onSpawn?.(child, launched);
      child.on('exit', (code, signal) => {
        running.delete(child);
        if (isStopping) return;
        if (how.onExit?.(child, code, signal) === 'restart') {
          launch();
          return;
        }
        if (code === EXIT_RESTART && how.restartOn?.includes(code)) {
          log(`${name} restarts as asked.`);
          launch();
          return;
        }
        if (code !== null && how.restartOn?.includes(code)) {
          if (Date.now() - startedAt >= HEALTHY_AFTER_MS) pauseMs = firstPauseMs;
          log(`${name} stopped (${code}); starting it again in ${pauseMs / 1000} s.`);
          const pause = setTimeout(() => {
            pauses.delete(pause);
            if (!isStopping) launch();
          }, pauseMs);
          pauses.add(pause);
          pauseMs = Math.min(pauseMs * 2, MAX_PAUSE_MS);
          return;
        }
        log(`${name} stopped (${signal ?? code}); stopping the rest.`);
        stop(code ?? 1);
      });
    };
    launch();
  }

  /** Ends every process (SIGTERM, then SIGKILL after the deadline) and exits with `code`. */
  function stop(code = 0) {
    if (isStopping) return;
    isStopping = true;
    for (const pause of pauses) clearTimeout(pause);
    const children = [...running];
    for (const child of children) child.kill('SIGTERM');
    const kill = setTimeout(() => {
      for (const child of running) {
        log(`process ${child.pid} did not stop within ${killAfterMs / 1000} s; killing it.`);
        child.kill('SIGKILL');
      }
    }, killAfterMs);
    Promise.all(children.map((c) => new Promise((ended) => (running.has(c) ? c.once('exit', ended) : ended())))).then(
      () => {
        clearTimeout(kill);
        exit(code);
      },
    );
  }

  return { start, stop };
}
