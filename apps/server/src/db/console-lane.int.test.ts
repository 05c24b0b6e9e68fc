import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../../test/pglite-template';
import type { Database } from './client';
import { ConsoleLane } from './console-lane';

describe('the console lane of the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMemoryDatabase();
  });
  afterAll(() => database.close());

  it('lets a call-path statement pass a crowd of console statements already waiting', async () => {
    const finished: string[] = [];
    const crowd = Array.from({ length: 50 }, (_, i) =>
      database.db.execute(sql`SELECT pg_sleep(0.002)`).then(() => finished.push(`console ${i}`)),
    );
    const call = database.callPath.execute(sql`SELECT 1`).then(() => finished.push('call'));
    await Promise.all([...crowd, call]);
    // At most the one console statement already admitted runs before it.
    expect(finished.indexOf('call')).toBeLessThanOrEqual(1);
    expect(database.lane?.queuedTotal).toBeGreaterThanOrEqual(49);
  });

  it('keeps a console transaction whole and lets the call path run after it, not after the crowd', async () => {
    const order: string[] = [];
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`SELECT pg_sleep(0.01)`);
      await t.execute(sql`SELECT 1`);
      order.push('transaction');
    });
    const crowd = Array.from({ length: 20 }, () =>
      database.db.execute(sql`SELECT 1`).then(() => order.push('console')),
    );
    const call = database.callPath.execute(sql`SELECT 1`).then(() => order.push('call'));
    await Promise.all([tx, call, ...crowd]);
    expect(order.slice(0, 2)).toEqual(['transaction', 'call']);
  });
});

describe('ConsoleLane', () => {
  it('admits one operation at a time, in arrival order', async () => {
    const lane = new ConsoleLane();
    const log: string[] = [];
    let release = () => {};
    const first = lane.run(
      () =>
        new Promise<void>((r) => {
          log.push('1 start');
          release = () => {
            log.push('1 end');
            r();
          };
        }),
    );
    const second = lane.run(async () => log.push('2'));
    const third = lane.run(async () => log.push('3'));
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['1 start']);
    expect(lane.queued).toBe(2);
    release();
    await Promise.all([first, second, third]);
    expect(log).toEqual(['1 start', '1 end', '2', '3']);
  });

  it('frees its place when an operation fails', async () => {
    const lane = new ConsoleLane();
    await expect(lane.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lane.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('ConsoleLane.first', () => {
  it('admits no console operation while call-path work runs, and all of them after', async () => {
    const lane = new ConsoleLane();
    const log: string[] = [];
    let finish = () => {};
    const call = lane.first(
      () =>
        new Promise<void>((r) => {
          finish = () => {
            log.push('call done');
            r();
          };
        }),
    );
    const consoleOps = [1, 2].map((i) => lane.run(async () => log.push(`console ${i}`)));
    // Several turns of the event loop: a place would have been handed over by now.
    for (let turn = 0; turn < 5; turn++) await new Promise((r) => setImmediate(r));
    expect(log).toEqual([]);
    expect(lane.queued).toBe(2);
    finish();
    await Promise.all([call, ...consoleOps]);
    expect(log).toEqual(['call done', 'console 1', 'console 2']);
  });

  it('holds the console back at most as long as it was told, should call-path work wait on the console', async () => {
    const lane = new ConsoleLane(1, 50);
    // Call-path work that (wrongly) needs a console statement must not wait for ever.
    await expect(lane.first(() => lane.run(async () => 'through'))).resolves.toBe('through');
  });
});
