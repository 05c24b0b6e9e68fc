/** `npm start`'s process supervision (supervise.mjs). */
export const EXIT_DATABASE_LOST: 70;
export const EXIT_RESTART: 75;
export const KILL_AFTER_MS: number;

export interface Supervisor {
  /** Runs `node <args>`; an exit with a code in `restartOn` starts it again, any other end stops all. */
  start(
    name: string,
    args: string[],
    how?: {
      env?: Record<string, string>;
      restartOn?: number[];
      /** Asked before every launch: the working directory and more environment (ADR 0045). */
      launchWith?: () => { cwd?: string; env?: Record<string, string> };
      // biome-ignore lint/suspicious/noExplicitAny: whatever launchWith returned
      onSpawn?: (child: import('node:child_process').ChildProcess, launched: any) => void;
      /** 'restart' starts the process again at once whatever its code. */
      onExit?: (
        child: import('node:child_process').ChildProcess,
        code: number | null,
        signal: NodeJS.Signals | null,
      ) => 'restart' | undefined;
    },
  ): void;
  /** SIGTERM to every process, SIGKILL to those still running after the deadline, then `exit(code)`. */
  stop(code?: number): void;
}

export function createSupervisor(options?: {
  log?: (line: string) => void;
  exit?: (code: number) => void;
  killAfterMs?: number;
  firstPauseMs?: number;
}): Supervisor;
