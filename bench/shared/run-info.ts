// Small pieces every bench run needs: its numeric flags checked, and which code it measured.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A numeric flag, at least `min`: a typo ends the run before anything starts. */
export function numberFlag(name: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number ≥ ${min}, got "${value}"`);
  return n;
}

/** Which code was measured: the commit, and whether the server or simulator sources differed from it. */
export function codeVersion(): { commit: string; dirty: boolean } | null {
  try {
    const git = (...a: string[]) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' }).trim();
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      dirty: git('status', '--porcelain', 'apps', 'packages') !== '',
    };
  } catch {
    return null;
  }
}
