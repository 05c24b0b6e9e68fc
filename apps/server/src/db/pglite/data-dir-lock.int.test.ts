import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';
import { spawnChild, withTempDir } from './test-support/child';

const T = { timeout: 60_000 };
const refusal = (line: string) => JSON.parse(line.slice('REFUSED '.length)) as { message: string; pid: number };

describe('lockDataDir', () => {
  it('makes a second process refuse the directory with a clear message', T, () =>
    withTempDir('lock', async (dir) => {
      const lock = await lockDataDir(dir);
      const child = spawnChild('lock-child.ts', [dir]);
      const line = await child.waitForLine((l) => l.startsWith('REFUSED') || l === 'LOCKED');
      await child.exited;
      await lock.release();

      expect(line).toMatch(/^REFUSED /);
      const { message, pid } = refusal(line);
      expect(pid).toBe(process.pid);
      expect(message).toBe(
        `The data directory ${dir} is in use by another Wardlight server (pid ${process.pid}). ` +
          'Stop that server first, or set DATA_DIR to another directory.',
      );
    }),
  );

  it('takes over the lock of a process that was killed', T, () =>
    withTempDir('lock', async (dir) => {
      const child = spawnChild('lock-child.ts', [dir]);
      await child.waitForLine((l) => l === 'LOCKED');
      child.proc.kill('SIGKILL');
      await child.exited;
      const stale = JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')) as { pid: number };
      expect(stale.pid).toBe(child.proc.pid);

      const lock = await lockDataDir(dir);
      const owner = JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')) as { pid: number };
      expect(owner.pid).toBe(process.pid);
      await lock.release();
      expect(await readdir(dir)).toEqual([]); // no lock, guard or temp file left behind
    }),
  );

  it('lets another process lock the directory once released', T, () =>
    withTempDir('lock', async (dir) => {
      const lock = await lockDataDir(dir);
      await lock.release();
      const child = spawnChild('lock-child.ts', [dir]);
      await child.waitForLine((l) => l === 'LOCKED');
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      child.send('RELEASE');
      await child.waitForLine((l) => l === 'RELEASED');
      await child.exited;
      const again = await lockDataDir(dir);
      await again.release();
    }),
  );

  it('refuses a second lock within the same process', T, () =>
    withTempDir('lock', async (dir) => {
      const lock = await lockDataDir(dir);
      const err = await lockDataDir(dir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DataDirLockedError);
      expect((err as DataDirLockedError).pid).toBe(process.pid);
      expect((err as DataDirLockedError).dir).toBe(dir);
      await lock.release();
    }),
  );

  it('treats an unreadable lock file as held and says how to clear it', T, () =>
    withTempDir('lock', async (dir) => {
      await writeFile(join(dir, LOCK_FILE), '');
      const err = await lockDataDir(dir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DataDirLockedError);
      expect((err as DataDirLockedError).pid).toBeUndefined();
      expect((err as Error).message).toContain(`delete ${join(dir, LOCK_FILE)}`);
    }),
  );

  for (const start of ['free', 'stale'] as const) {
    it(`gives a ${start} directory to exactly one of several processes starting at once`, T, () =>
      withTempDir('lock', async (dir) => {
        if (start === 'stale') {
          const dead = spawnChild('lock-child.ts', [dir]);
          await dead.waitForLine((l) => l === 'LOCKED');
          dead.proc.kill('SIGKILL');
          await dead.exited;
        }
        const children = Array.from({ length: 6 }, () => spawnChild('lock-child.ts', [dir, '--wait-go']));
        await Promise.all(children.map((c) => c.waitForLine((l) => l === 'READY')));
        for (const c of children) c.send('GO');
        const outcomes = await Promise.all(
          children.map((c) => c.waitForLine((l) => l === 'LOCKED' || l.startsWith('REFUSED'))),
        );
        const winners = children.filter((_, i) => outcomes[i] === 'LOCKED');
        expect(winners).toHaveLength(1);
        const winnerPid = winners[0]?.proc.pid;
        for (const line of outcomes.filter((o) => o !== 'LOCKED')) expect(refusal(line).pid).toBe(winnerPid);
        winners[0]?.send('RELEASE');
        await Promise.all(children.map((c) => c.exited));
        expect(await readdir(dir)).toEqual([]);
      }),
    );
  }
});
