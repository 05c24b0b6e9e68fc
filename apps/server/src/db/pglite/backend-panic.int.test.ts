import { describe, expect, it } from 'vitest';
import { mountExt4, mountTmpfs } from '../../../test/disk-mounts';
import { copyMigratedDatabase } from '../../../test/processes';
import { spawnChild } from './test-support/child';

// Issue 11: on a disk that went read-only the server spun at 66 % CPU, answered nothing and ignored
// SIGTERM. Cause: a refused WAL write is Postgres' PANIC, which PGlite hands over as an ordinary error
// with the WAL write lock still held, and its next commit retries XLogFlush() for ever (ADR 0024).
// The database runs in a child process, so that a spin fails this test instead of freezing it.

const T = { timeout: 90_000 };
const STEP_MS = 10_000;

const PANIC = /^DatabasePanicError: the embedded database stopped after a PANIC/;

async function breakUnder(
  disk: { dir: string; unmount(): void },
  mode: 'row' | 'wal',
  breakIt: () => void,
): Promise<string[]> {
  // A copy of the run's migrated database on the small disk: opened in a second, where initdb takes 5–10 s.
  const child = spawnChild('panic-child.ts', [copyMigratedDatabase(`${disk.dir}/data`), mode]);
  try {
    await child.waitForLine((l) => l === 'OPEN');
    breakIt();
    child.send('GO');
    await child.waitForLine((l) => l.startsWith('FAILED-EVENTS'), STEP_MS * 3);
    return child.lines;
  } finally {
    if (child.proc.exitCode === null) child.proc.kill('SIGKILL');
    await child.exited;
  }
}

const lineOf = (lines: string[], step: string) => {
  const line = lines.find((l) => l.startsWith(`${step} `)) ?? '';
  const [, ms, outcome] = /^\w+ (\d+) ms (.*)$/.exec(line) ?? [];
  return { ms: Number(ms), outcome: outcome ?? line };
};

describe('a PANIC of the embedded database', () => {
  it('on a read-only disk: the write is refused, and nothing after it enters the stopped database', T, async () => {
    const disk = mountExt4(128);
    try {
      const lines = await breakUnder(disk, 'row', () => disk.break());
      const write = lineOf(lines, 'WRITE');
      expect(write.outcome).toMatch(PANIC);
      expect(write.outcome).toMatch(/Read-only file system/);
      // Refused at once, not after a spin; the read and the close too.
      expect(lineOf(lines, 'READ').outcome).toMatch(PANIC);
      for (const step of ['WRITE', 'READ', 'CLOSE']) expect(lineOf(lines, step).ms).toBeLessThan(STEP_MS);
      expect(lines).toContain('FAILED-EVENTS 1');
    } finally {
      disk.unmount();
    }
  });

  it('on a full disk: the WAL segment that does not fit stops the database the same way', T, async () => {
    const disk = mountTmpfs(100);
    try {
      const lines = await breakUnder(disk, 'wal', () => disk.fill());
      const write = lineOf(lines, 'WRITE');
      expect(write.outcome).toMatch(PANIC);
      expect(write.outcome).toMatch(/No space left on device/);
      expect(lineOf(lines, 'READ').outcome).toMatch(PANIC);
      for (const step of ['WRITE', 'READ', 'CLOSE']) expect(lineOf(lines, step).ms).toBeLessThan(STEP_MS);
      expect(lines).toContain('FAILED-EVENTS 1');
    } finally {
      disk.unmount();
    }
  });
});
