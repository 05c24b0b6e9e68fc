import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDiskFaultStack } from './disk-fault-stack';
import { mountExt4, mountTmpfs } from './disk-mounts';

// Issue 11 point 2, ADR 0024: a disk that is full or goes read-only under the embedded database. The
// server, the simulator and the file systems are real; the disks are small ones the test breaks.

const running: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  const alive = running.splice(0).filter((p) => p.exitCode === null && p.signalCode === null);
  for (const p of alive) p.kill('SIGKILL');
  await Promise.all(alive.map((p) => new Promise((exited) => p.once('exit', exited))));
  // Every clean-up runs, after a failing one too: a mount left behind would outlive the test run.
  let failure: unknown = null;
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
});

/**
 * The health route answers from memory; what delays it here is the machine (two cores shared with other
 * test processes) and the embedded database's own statements on the main thread, never a spin.
 */
const HEALTH_ANSWERS_WITHIN_MS = 2_500;

/** The server's log, for the lines an operator would read. */
const logOf = (stack: { server: { output(): string } }) => stack.server.output();

// Server processes compile their sources at start: slow on a busy two-core machine.
describe('disk faults under the embedded database', { timeout: 90_000 }, () => {
  it('disk full: failing and told at once, the refused call waits in the configurator and arrives when space returns', async () => {
    const disk = mountTmpfs(128);
    cleanups.push(() => disk.unmount());
    const stack = await startDiskFaultStack(disk.dir, running);
    cleanups.push(() => stack.close());

    disk.fill();
    await vi.waitFor(
      async () => expect((await fetch(`http://127.0.0.1:${stack.port}/backend/health`)).status).toBe(503),
      {
        timeout: 5_000,
        interval: 100,
      },
    );
    await stack.waitHealthMessage('failing', 'disk');

    // The first call needs the calls table's first block, which the full disk refuses: not stored, so
    // not shown, and the link's cursor stays before it.
    const refused = await stack.press(24);
    await vi.waitFor(() => expect(logOf(stack)).toMatch(/No space left on device/), { timeout: 10_000 });
    expect(await stack.openCallIds()).toEqual([]);

    disk.free();
    await stack.waitHealthMessage('ok');
    // Replayed by the configurator from the cursor that never moved past it.
    await stack.waitShown([refused]);
    expect((await fetch(`http://127.0.0.1:${stack.port}/backend/health`)).status).toBe(200);

    const { code, ms } = await stack.terminate();
    expect({ code, quick: ms < 10_000 }).toEqual({ code: 0, quick: true });
    await stack.health.stop();
    expect(stack.health.slowestMs).toBeLessThan(HEALTH_ANSWERS_WITHIN_MS);
  });

  it('read-only: the stopped database ends the process with code 70 and a clear line; restarted on the repaired disk, the refused call arrives', async () => {
    const disk = mountExt4(256);
    cleanups.push(() => disk.unmount());
    const stack = await startDiskFaultStack(disk.dir, running);
    cleanups.push(() => stack.close());
    // A stored call: the next one's rows fit in the tables' blocks, and only its WAL write is refused.
    const before = await stack.press(23);
    await stack.waitShown([before]);

    disk.break();
    await stack.waitHealthMessage('failing', 'disk');
    await stack.stopListening();
    // Its write fails in the WAL: Postgres' PANIC. PGlite would spin in XLogFlush() from the next commit
    // on; the server says why and exits for its supervisor instead.
    const refused = await stack.press(24);
    expect(await stack.server.exited).toBe(70);
    // Whichever write meets the disk first says so: the press's WAL write (Postgres' PANIC) or the WAL's
    // fdatasync of a write just before it (the guard's; the incident engine's timer writes too).
    expect(logOf(stack)).toMatch(/FATAL: (the embedded database stopped after a PANIC|fsync of \S+ failed)/);
    expect(logOf(stack)).toMatch(/Read-only file system|EROFS: read-only file system/);
    expect(logOf(stack)).toMatch(/Exiting with code 70 so that the supervisor restarts the server/);

    // Started again by its supervisor while the disk still refuses writes: it says why and exits with 70.
    const early = await stack.startRefused();
    expect(early.code).toBe(70);
    expect(early.output).toMatch(/Wardlight cannot start: the file system is read-only \(EROFS\)/);

    disk.repair();
    await stack.restart();
    await stack.waitShown([before, refused]);
    const { code, ms } = await stack.terminate();
    expect({ code, quick: ms < 10_000 }).toEqual({ code: 0, quick: true });
    await stack.health.stop();
    expect(stack.health.slowestMs).toBeLessThan(HEALTH_ANSWERS_WITHIN_MS);
  });
});
