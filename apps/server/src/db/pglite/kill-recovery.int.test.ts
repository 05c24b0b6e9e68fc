import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { expect, it } from 'vitest';
import { openDurablePglite } from './durable-pglite';
import { spawnChild, withDatabaseDir } from './test-support/child';
import { alarms } from './test-support/schema';

// SIGKILL right after an acknowledgement: nothing of the child's shutdown
// runs (no close(), no checkpoint, the lock stays behind). Reopening must
// replay the WAL and show every acknowledged write, whole. Two rounds, so the
// second child also starts from a crashed directory and a stale lock.
it('keeps every acknowledged write of a SIGKILLed server', { timeout: 180_000 }, () =>
  withDatabaseDir('kill', async (dir) => {
    let acked: number[] = [];
    // Each round numbers its writes from its own base: a write committed but
    // not acknowledged before a kill must not collide with the next round's.
    for (const [first, killAfter] of [
      [1, 25],
      [1001, 1030],
    ] as const) {
      const child = spawnChild('kill-child.ts', [dir, String(first)]);
      await child.waitForLine((l) => l === `ACK ${killAfter}`);
      child.proc.kill('SIGKILL');
      expect((await child.exited).signal).toBe('SIGKILL');
      // Lines that reached us before the kill landed are acknowledged too.
      acked = [...acked, ...child.lines.filter((l) => l.startsWith('ACK ')).map((l) => Number(l.slice(4)))];
      expect(acked.at(-1)).toBeGreaterThanOrEqual(killAfter);
    }

    const durable = await openDurablePglite(dir);
    try {
      const db = drizzle({ client: durable.client });
      const rows = await db.select({ n: alarms.n, part: alarms.part }).from(alarms).orderBy(asc(alarms.id));
      const parts = new Map<number, number[]>();
      for (const r of rows) parts.set(r.n, [...(parts.get(r.n) ?? []), r.part]);
      for (const n of acked) expect({ n, parts: parts.get(n) }).toEqual({ n, parts: n % 2 ? [1] : [1, 2] });
      // Writes committed but not acknowledged before the kill may exist, but
      // never half a transaction, and never twice.
      for (const [n, p] of parts) expect({ n, parts: p }).toEqual({ n, parts: n % 2 ? [1] : [1, 2] });
    } finally {
      await durable.close();
    }
  }),
);
