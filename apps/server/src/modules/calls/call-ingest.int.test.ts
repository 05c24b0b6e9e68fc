import { afterAll, beforeAll, expect, it } from 'vitest';
import { openMemoryDatabase } from '../../../test/pglite-template';
import { wireCall } from '../../call-system/fake-configurator';
import type { CallEvent } from '../../call-system/protocol-types';
import type { Database } from '../../db/client';
import { systems } from '../../db/schema/index';
import { LocalBus } from '../../events/local-bus';
import { createCallIngest, type StoredCalls } from './call-ingest';

// The ingest tells the phones' engine what a group of call events opened and closed before it announces
// them (ADR 0052). The walls hear of a stored call whatever that engine does.

let database: Database;
const SYSTEM = 1;

beforeAll(async () => {
  database = await openMemoryDatabase();
  await database.db.insert(systems).values({ id: SYSTEM, name: 'Haus' });
}, 60_000);
afterAll(() => database.close());

const event = (type: CallEvent['type'], id: number, patch: Record<string, unknown> = {}) =>
  ({ type, data: { call: wireCall(id, patch) } }) as unknown as CallEvent;
const cursor = (seq: number) => ({ stream_id: 's', seq });

it('tells what a group opened and closed, the call opened and closed in it as closed only', async () => {
  const told: StoredCalls[] = [];
  const ingest = createCallIngest({ db: database.db, bus: new LocalBus(), onStored: (_, calls) => told.push(calls) });
  const closed = { is_closed: true, closed_at: new Date().toISOString() };
  await ingest.applyCallEvents(SYSTEM, [event('call.opened', 1), event('call.opened', 2)], cursor(1));
  await ingest.applyCallEvents(
    SYSTEM,
    [event('call.closed', 1, closed), event('call.opened', 3), event('call.closed', 3, closed)],
    cursor(2),
  );
  expect(told.map((t) => ({ opened: t.opened.map((c) => c.id), closed: t.closed.map((c) => c.call_id) }))).toEqual([
    { opened: [1, 2], closed: [] },
    { opened: [], closed: [1, 3] },
  ]);
  expect(told[0]?.opened[0]).toMatchObject({ id: 1, system_tree_node_id: 23, handled_by_app_username: null });
});

it('announces a stored call even when telling the phones fails', async () => {
  const bus = new LocalBus();
  const announced: number[] = [];
  bus.on('callsChanged', ({ seq }) => announced.push(seq));
  const ingest = createCallIngest({
    db: database.db,
    bus,
    onStored: () => {
      throw new Error('the phones’ engine failed');
    },
  });
  await ingest.applyCallEvents(SYSTEM, [event('call.opened', 10)], cursor(3));
  expect(announced).toHaveLength(1);
});
