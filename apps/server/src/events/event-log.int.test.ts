import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../../test/pglite-template';
import type { Database } from '../db/client';
import { systems } from '../db/schema/index';
import { appendSystemEvent, currentSeq, eventsSince } from './event-log';

let database: Database;
let a: number;
let b: number;

beforeAll(async () => {
  database = await openMemoryDatabase();
  const rows = await database.db
    .insert(systems)
    .values([{ name: 'A' }, { name: 'B' }])
    .returning({ id: systems.id });
  [a = 0, b = 0] = rows.map((r) => r.id);
});
afterAll(() => database.close());

describe('per-system event sequence', () => {
  it('numbers each system on its own, without gaps, and replays from a sequence', async () => {
    const { db } = database;
    for (const n of [1, 2, 3]) await appendSystemEvent(db, a, 'call.opened', { n });
    await appendSystemEvent(db, b, 'call.opened', { n: 1 });
    expect(await currentSeq(db, a)).toBe(3);
    expect(await currentSeq(db, b)).toBe(1);
    expect((await eventsSince(db, a, 1)).map((e) => [e.seq, e.payload])).toEqual([
      [2, { n: 2 }],
      [3, { n: 3 }],
    ]);
  });

  it('takes the number back when the change it belongs to rolls back', async () => {
    const { db } = database;
    const before = await currentSeq(db, a);
    await expect(
      db.transaction(async (tx) => {
        await appendSystemEvent(tx, a, 'call.closed', { n: 'lost' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await currentSeq(db, a)).toBe(before);
    expect(await appendSystemEvent(db, a, 'call.closed', { n: 'next' })).toBe(before + 1);
  });

  it("writes the system's columns it is given in the same statement, and leaves the others", async () => {
    const { db } = database;
    const seq = await appendSystemEvent(db, b, 'calls', { n: 2 }, { link_stream_id: 's-1', link_seq: 41 });
    const [row] = await db.select().from(systems).where(eq(systems.id, b));
    expect([row?.event_seq, row?.link_stream_id, row?.link_seq, row?.name]).toEqual([seq, 's-1', 41, 'B']);
  });

  it('refuses an event for a system that does not exist', async () => {
    await expect(appendSystemEvent(database.db, 9999, 'x', {})).rejects.toThrow(/does not exist/);
  });
});
