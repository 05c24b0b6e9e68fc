import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkReady } from '../../../test/call-system';
import { startServer, type TestServer } from '../../../test/harness';
import { FakeConfigurator, wireCall } from '../../call-system/fake-configurator';
import { rowsOf } from '../../db/client';
import { calls, systemEvents, systemLinks, systems } from '../../db/schema/index';
import type { CallsChange } from './call-ingest';

// Group commit (ADR 0026): call events that queued up in the link's socket while it was storing are stored
// in one transaction. Each case makes the link busy the way a burst does — its store of one call waits on
// the system's row, held here — sends events meanwhile, and checks what the database and the displays got.

let fake: FakeConfigurator;
let server: TestServer;
let systemId: number;
let nextCallId = 100;
const statements: string[] = [];

beforeAll(async () => {
  fake = await FakeConfigurator.start();
  server = await startServer({ onQuery: (query) => statements.push(query) });
  // The fake asks for no password.
  systemId = await linkReady(server, fake.port, '');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const newIds = (count: number) => Array.from({ length: count }, () => nextCallId++);
const db = () => server.app.database.db;

async function eventSeq(): Promise<number> {
  const [row] = await db().select({ seq: systems.event_seq }).from(systems).where(eq(systems.id, systemId));
  return row?.seq ?? 0;
}

/** What the event log says changed after `seq`, one entry per transaction that stored calls. */
async function changesAfter(seq: number): Promise<CallsChange[]> {
  const rows = await db()
    .select({ payload: systemEvents.payload })
    .from(systemEvents)
    .where(and(eq(systemEvents.system_id, systemId), eq(systemEvents.topic, 'calls'), gt(systemEvents.seq, seq)))
    .orderBy(asc(systemEvents.seq));
  return rows.map((row) => row.payload as CallsChange);
}

async function openIds(): Promise<number[]> {
  return (await server.app.services.calls.openCalls(systemId)).map((call) => call.id);
}

const allOpen = (ids: number[]) => async () => expect(await openIds()).toEqual(expect.arrayContaining(ids));

/**
 * Holds the system's row while a pilot call is sent: the link takes it alone (nothing else has arrived)
 * and its store waits on the row. What `send` sends then waits in the link's socket until the row is
 * released. Pongs are kept out, so the queue holds only what `send` sent. Returns the pilot's id.
 */
async function whileStoreWaits(send: () => void): Promise<number> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  const holder = server.app.database.quiet.callPath.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM systems WHERE id = ${systemId} FOR UPDATE`);
    held();
    await gate;
  });
  const [pilot = 0] = newIds(1);
  fake.answerPings = false;
  try {
    await Promise.race([isHeld, holder]);
    fake.openCall(pilot);
    await fake.delivered();
    send();
    await fake.delivered();
  } finally {
    release();
    await holder;
    fake.answerPings = true;
  }
  return pilot;
}

type Update = { seq: number; calls: { id: number }[]; opened: number[]; closed: number[] };

/** A wall display's subscription on this system, collecting what it is told. */
function display(): { updates: Update[]; close(): Promise<void> } {
  const client = server.client();
  client.system = String(systemId).padStart(2, '0');
  const socket = client.socket();
  const updates: Update[] = [];
  socket.subscribe<{ onCallsChanged: Update }>(
    { query: 'subscription { onCallsChanged { seq calls { id } opened closed } }' },
    {
      next: (value) => {
        if (value.data) updates.push(value.data.onCallsChanged);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return {
    updates,
    close: async () => {
      await socket.dispose();
    },
  };
}

describe('call events that queued up while the link was storing (group commit, ADR 0026)', () => {
  it('are stored in one transaction, with one entry in the event log', async () => {
    const before = await eventSeq();
    const ids = newIds(6);
    statements.length = 0;

    const pilot = await whileStoreWaits(() => {
      for (const id of ids) fake.openCall(id);
    });
    await vi.waitFor(allOpen(ids));

    expect(await changesAfter(before)).toEqual([
      { opened: [pilot], updated: [], closed: [] },
      { opened: ids, updated: [], closed: [] },
    ]);
    // The pilot's transaction and the group's: one upsert, one write of the system's row (cursor and event
    // seq) and one event each.
    const count = (start: string) => statements.filter((q) => q.startsWith(start)).length;
    expect(count('insert into "calls"')).toBe(2);
    expect(count('update "systems"')).toBe(2);
    expect(count('insert into "system_events"')).toBe(2);
  });

  it('end a call opened and closed in the same group closed, and displays are told of both', async () => {
    const wall = display();
    await vi.waitFor(() => expect(wall.updates.length).toBeGreaterThan(0));
    const [closing = 0, staying = 0] = newIds(2);
    const before = await eventSeq();

    await whileStoreWaits(() => {
      fake.openCall(closing);
      fake.openCall(staying);
      fake.closeCall(closing);
    });

    await vi.waitFor(() => expect(wall.updates.at(-1)?.calls.map((c) => c.id)).toContain(staying));
    expect((await changesAfter(before)).at(-1)).toEqual({ opened: [closing, staying], updated: [], closed: [closing] });
    await wall.close();
    const told = wall.updates.find((u) => u.closed.includes(closing));
    expect(told?.opened).toEqual(expect.arrayContaining([closing, staying]));
    expect(told?.calls.map((c) => c.id)).not.toContain(closing);
    const rows = await db()
      .select()
      .from(calls)
      .where(and(eq(calls.system_id, systemId), inArray(calls.id, [closing, staying])))
      .orderBy(asc(calls.id));
    expect(rows.map((r) => [r.id, r.is_closed, r.duration])).toEqual([
      [closing, true, 90],
      [staying, false, null],
    ]);
  });

  it('replay a call lost in the middle of the queue as before, and store the ones before the gap together', async () => {
    const gaps = async () =>
      (await db().select({ n: systemLinks.seq_gaps }).from(systemLinks).where(eq(systemLinks.system_id, systemId)))[0]
        ?.n ?? 0;
    const gapsBefore = await gaps();
    const before = await eventSeq();
    const [first = 0, second = 0, lost = 0, third = 0, fourth = 0] = newIds(5);

    const pilot = await whileStoreWaits(() => {
      fake.openCall(first);
      fake.openCall(second);
      // Lost on its way, and not among the open calls either: only a replay can bring it.
      fake.lose('call.opened', { call: wireCall(lost) });
      fake.openCall(third);
      fake.openCall(fourth);
    });

    await vi.waitFor(allOpen([first, second, lost, third, fourth]), { timeout: 10_000 });
    const logged = (await changesAfter(before)).map((c) => c.opened);
    expect(logged.slice(0, 2)).toEqual([[pilot], [first, second]]);
    expect(logged.flat()).toEqual([pilot, first, second, lost, third, fourth]);
    await vi.waitFor(async () => expect(await gaps()).toBe(gapsBefore + 1));
  });

  it('lose nothing when the database fails in the middle of the group: all of it comes again', async () => {
    // A statement of the group's transaction fails after its calls and cursor were written (once: a
    // sequence is not rolled back), as a disk that refuses a write would make it fail.
    const failOnce = [
      'CREATE SEQUENCE group_fault',
      `CREATE FUNCTION group_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF NEW.topic = 'calls' AND jsonb_array_length(NEW.payload->'opened') > 1 AND nextval('group_fault') = 1 THEN
           RAISE EXCEPTION 'could not write block: No space left on device';
         END IF;
         RETURN NEW;
       END $$`,
      'CREATE TRIGGER group_fault BEFORE INSERT ON system_events FOR EACH ROW EXECUTE FUNCTION group_fault()',
    ];
    for (const statement of failOnce) await db().execute(sql.raw(statement));
    try {
      const before = await eventSeq();
      const ids = newIds(3);

      const pilot = await whileStoreWaits(() => {
        for (const id of ids) fake.openCall(id);
      });

      await vi.waitFor(allOpen(ids), { timeout: 10_000 });
      const [fault] = rowsOf<{ is_called: boolean }>(await db().execute(sql.raw('SELECT is_called FROM group_fault')));
      expect(fault?.is_called).toBe(true);
      // Every call once in the log, in order: the failed group left nothing behind, and came again whole.
      expect((await changesAfter(before)).flatMap((c) => c.opened)).toEqual([pilot, ...ids]);
      const [cursor] = await db().select({ seq: systems.link_seq }).from(systems).where(eq(systems.id, systemId));
      expect(cursor?.seq).toBe(fake.lastSeq);
    } finally {
      for (const statement of ['DROP TRIGGER group_fault ON system_events', 'DROP FUNCTION group_fault()']) {
        await db().execute(sql.raw(statement));
      }
      await db().execute(sql.raw('DROP SEQUENCE group_fault'));
    }
  });
});
