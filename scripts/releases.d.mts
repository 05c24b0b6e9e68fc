/** The supervisor's half of updates (releases.mjs, ADR 0045). */
import type { ChildProcess } from 'node:child_process';

export const UPDATE_TIMEOUT_MS: number;
export function releasesDirOf(env: NodeJS.ProcessEnv): string;
export function writeJsonDurably(dir: string, name: string, value: unknown): void;

export interface Launched {
  cwd: string;
  env: Record<string, string>;
  trialVersion: string | null;
}

export function createReleaseLauncher(options: {
  baseDir: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  timeoutMs?: number;
  killAfterMs?: number;
}): {
  dir: string;
  plan(): Launched;
  watch(child: ChildProcess, launched: Launched): void;
  onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): 'restart' | undefined;
  stop(): void;
};
