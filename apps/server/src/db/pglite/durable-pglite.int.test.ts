import { readFile } from 'node:fs/promises';
import { count, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, inject, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { DurabilityError, type DurablePglite, openDurablePglite, openMemoryPglite } from './durable-pglite';
import { withDatabaseDir } from './test-support/child';
import { alarms, createAlarmsTable } from './test-support/schema';
import { driverError, track, WalGate } from './test-support/wal-gate';
import type { DurabilityEvent } from './wal-guard';

const T = { timeout: 60_000 };

async function withDurable(use: (durable: DurablePglite, gate: WalGate, dir: string) => Promise<void>) {
  await withDatabaseDir('durable', async (dir) => {
    const gate = new WalGate();
    const durable = await openDurablePglite(dir, { onEvent: gate.onEvent, walSync: gate.walSync });
    try {
      await createAlarmsTable(durable.client);
      await use(durable, gate, dir);
    } finally {
      await durable.close().catch(() => undefined);
    }
  });
}

const isWalFsync = (e: DurabilityEvent) => e.type === 'fsync' && e.path.includes('/pg_wal/');

describe('openDurablePglite', () => {
  for (const kind of ['single insert', 'transaction'] as const) {
    it(`resolves a ${kind} only after an fsync of the WAL that follows its commit`, T, () =>
      withDurable(async ({ client }, gate) => {
        const db = drizzle({ client });
        gate.reset();
        gate.held = true;
        const write = track<unknown>(
          kind === 'single insert'
            ? db.insert(alarms).values({ n: 1, part: 1 })
            : db.transaction(async (tx) => {
                await tx.insert(alarms).values({ n: 1, part: 1 });
                await tx.insert(alarms).values({ n: 1, part: 2 });
              }),
        );
        await gate.until(() => gate.calls === 1);
        // Committed (PGlite returned, the WAL was written) but the fsync is
        // held: the caller must not have its answer yet.
        expect(gate.count('executed')).toBe(1);
        expect(gate.count('wal-write')).toBeGreaterThan(0);
        expect(write.settled).toBe(false);

        gate.release();
        await write.promise;
        const types = gate.events.filter((e) => e.type !== 'wal-write').map((e) => e.type);
        expect(types).toEqual(['executed', 'fsync', 'acknowledged']);
        expect(gate.events.find(isWalFsync)).toMatchObject({ reason: 'group-commit' });
        // The transaction's statements were not synced one by one.
        expect(gate.calls).toBe(1);
        const rows = await db.select({ c: count() }).from(alarms);
        expect(rows[0]?.c).toBe(kind === 'single insert' ? 1 : 2);
      }),
    );
  }

  it('runs read-only queries without any fsync', T, () =>
    withDurable(async (durable, gate) => {
      const db = drizzle({ client: durable.client });
      await db.insert(alarms).values({ n: 1, part: 1 });
      const before = { ...durable.stats(), calls: gate.calls, events: gate.events.length };
      await db.select().from(alarms);
      await db.select({ c: count() }).from(alarms);
      await durable.client.query('select now()');
      await db.transaction(async (tx) => tx.select().from(alarms));
      expect(durable.stats()).toMatchObject({ fsyncs: before.fsyncs, writes: before.writes });
      expect(gate.calls).toBe(before.calls);
      expect(gate.events.slice(before.events).filter((e) => e.type === 'fsync' || e.type === 'wal-write')).toEqual([]);
    }),
  );

  it('lets concurrent writes share one fsync (group commit)', T, () =>
    withDurable(async (durable, gate) => {
      const db = drizzle({ client: durable.client });
      const start = durable.stats();
      gate.reset();
      gate.held = true;
      const writes = Array.from({ length: 50 }, (_, n) => track(db.insert(alarms).values({ n, part: 1 })));
      // The first write's fsync is held; the other 49 commit meanwhile.
      await gate.until(() => gate.count('executed') === 50);
      expect(writes.filter((w) => w.settled)).toHaveLength(0);
      gate.release();
      await Promise.all(writes.map((w) => w.promise));
      expect(gate.calls).toBe(2); // one for the first write, one for the 49 others
      expect(durable.stats().writes - start.writes).toBe(50);
      expect(durable.stats().fsyncs - start.fsyncs).toBe(2);
    }),
  );

  it('never lets Postgres fsync data or pg_control while WAL written before is unsynced', T, () =>
    withDurable(async (durable, gate) => {
      const db = drizzle({ client: durable.client });
      await db.insert(alarms).values({ n: 1, part: 1 });
      // A checkpoint inside a transaction writes WAL and then data pages while
      // the transaction's own WAL is not yet synced: WAL-before-data must hold.
      await db.transaction(async (tx) => {
        await tx.insert(alarms).values({ n: 2, part: 1 });
        await tx.execute(sql`checkpoint`);
      });
      await durable.close(); // shutdown checkpoint
      let walDirty = false;
      let dataFsyncs = 0;
      for (const e of gate.events) {
        if (e.type === 'wal-write') walDirty = true;
        else if (isWalFsync(e)) walDirty = false;
        else if (e.type === 'fsync') {
          dataFsyncs += 1;
          expect({ unsyncedWalBefore: e.path, walDirty }).toEqual({ unsyncedWalBefore: e.path, walDirty: false });
        }
      }
      expect(dataFsyncs).toBeGreaterThan(3);
      expect(gate.events).toContainEqual(expect.objectContaining({ type: 'fsync', reason: 'wal-before-data' }));
      expect(gate.events).toContainEqual(expect.objectContaining({ type: 'fsync', reason: 'postgres' }));
    }),
  );

  it('rejects the write and all later calls when an fsync fails', T, () =>
    withDurable(async (durable, gate, dir) => {
      const db = drizzle({ client: durable.client });
      gate.failWith = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
      const write = await db.insert(alarms).values({ n: 1, part: 1 }).catch(driverError);
      expect(write).toBeInstanceOf(DurabilityError);
      expect((write as DurabilityError).cause).toBe(gate.failWith);
      // The instance is poisoned: even a read is refused rather than served.
      expect(await db.select().from(alarms).catch(driverError)).toBe(write);
      // Reported once, so the server can exit and be restarted by its supervisor.
      expect(gate.events.filter((e) => e.type === 'failed')).toEqual([{ type: 'failed', error: write }]);
      // close() reports the failure again, but releases the directory.
      await expect(durable.close()).rejects.toBe(write);
      await (await lockDataDir(dir)).release();
    }),
  );

  it('syncs a commit inline while the disk is fast, asynchronously once it was slow', T, () =>
    withDatabaseDir('durable', async (dir) => {
      for (const [inlineFlushMs, inlineAfter] of [
        [undefined, true],
        // No disk syncs in 0 ms: the first inline flush is over the limit, the next commits go async.
        [0, false],
      ] as const) {
        const events: DurabilityEvent[] = [];
        const durable = await openDurablePglite(dir, { onEvent: (e) => events.push(e), inlineFlushMs });
        try {
          await createAlarmsTable(durable.client);
          const db = drizzle({ client: durable.client });
          expect(durable.stats().inline).toBe(true);
          for (const n of [1, 2]) {
            events.length = 0;
            await db.insert(alarms).values({ n, part: 1 });
            // Either way the answer comes only after the WAL of the commit was synced.
            const types = events.filter((e) => e.type !== 'wal-write').map((e) => e.type);
            expect(types).toEqual(['executed', 'fsync', 'acknowledged']);
            expect(events.find(isWalFsync)).toMatchObject({ reason: 'group-commit' });
          }
          expect(durable.stats().inline).toBe(inlineAfter);
        } finally {
          await durable.close();
        }
      }
    }),
  );

  it('holds the directory lock until closed', T, () =>
    withDatabaseDir('durable', async (dir) => {
      const durable = await openDurablePglite(dir);
      await expect(openDurablePglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      await durable.close();
      await durable.close(); // idempotent
      const lock = await lockDataDir(dir);
      await lock.release();
    }),
  );
});

describe('openMemoryPglite', () => {
  it('serves Drizzle without a directory or fsyncs', T, async () => {
    // From the run's dump of a migrated database: an empty one would run initdb, 5 s on two cores.
    const memory = await openMemoryPglite(new Blob([await readFile(inject('pgliteTemplate'))]));
    await createAlarmsTable(memory.client);
    const db = drizzle({ client: memory.client });
    await db.insert(alarms).values({ n: 1, part: 1 });
    expect(await db.select({ n: alarms.n }).from(alarms)).toEqual([{ n: 1 }]);
    expect(memory.stats()).toEqual({ fsyncs: 0, writes: 0, inline: false });
    await memory.close();
  });
});
