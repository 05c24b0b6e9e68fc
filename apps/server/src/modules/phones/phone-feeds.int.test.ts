import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openMemoryDatabase } from '../../../test/pglite-template';
import type { Database } from '../../db/client';
import { callEscalations, calls, systems } from '../../db/schema/index';
import { LocalBus } from '../../events/local-bus';
import { createLogger } from '../../logger';
import type { CallView } from '../calls/call-view';
import { createPhoneFeeds, type PhoneCallsUpdate } from './phone-feeds';

// A new call reaches the phones from the engine's memory, before its rows are written (ADR 0032): the feed
// sends it without a read, and a read that comes before the write does not take it away again. The same
// for a call the engine found closed: the phones are told before its escalation's closing is written.

let database: Database;
const SYSTEM = 1;
const USER = 7;

beforeAll(async () => {
  database = await openMemoryDatabase();
}, 60_000);
afterAll(() => database.close());

const view = (id: number): CallView =>
  ({
    id,
    system_id: SYSTEM,
    call_type_id: 4,
    call_type_text: 'Ruf',
    call_source_id: null,
    call_source_text: '',
    section_id: null,
    section_name: 'Abteilung 1',
    system_tree_node_id: null,
    number: null,
    device_text_short: 'Zi 101',
    device_text_long: 'Zimmer 101',
    position: null,
    opened_at: new Date(),
    updated_at: new Date(),
    closed_at: null,
    duration: null,
    is_closed: false,
    handled_by_app_username: null,
    weekday: 5,
    call_type: null,
    call_source: null,
    section: null,
    system_tree_node: null,
  }) as unknown as CallView;

/** An escalation that rings USER's phone, as the engine starts it. */
const ringing = () => ({
  urgency: 'Normal',
  opened_at: Date.now(),
  tier: 0,
  deliveries: [{ user_id: USER, sent_at: Date.now(), confirmed_at: null, resends: 0 }],
  rejected_by: [],
  accepted: null,
  done: false,
});

/** A phone feed with one phone of USER subscribed, its first (complete) update in. */
async function subscribed() {
  const bus = new LocalBus();
  const feeds = createPhoneFeeds({ db: database.db, bus, log: createLogger('silent') });
  const updates: PhoneCallsUpdate[] = [];
  let arrived: () => void = () => {};
  /** The next update to arrive. */
  const next = () => new Promise<void>((resolve) => (arrived = resolve));
  const first = next();
  const off = feeds.subscribe(SYSTEM, USER, (update) => {
    updates.push(update);
    arrived();
  });
  await first;
  return { bus, feeds, updates, next, off };
}

/** Another phone of USER joins; resolves with its first update in `into`. */
function joined(feeds: ReturnType<typeof createPhoneFeeds>, into: PhoneCallsUpdate[]) {
  return new Promise<void>((resolve) => {
    feeds.subscribe(SYSTEM, USER, (update) => {
      into.push(update);
      resolve();
    });
  });
}

it('sends a decided call at once, and keeps it through a read made before its rows exist', async () => {
  const { bus, feeds, updates, next, off } = await subscribed();
  expect(updates).toEqual([{ calls: [], removed: [], complete: true }]);

  const state = ringing();
  const first = next();
  feeds.provisional(
    SYSTEM,
    [{ system_id: SYSTEM, call_id: 41, state, tiers: [], due_at: null, updated_at: new Date() } as never],
    [view(41)],
  );
  await first;
  expect(updates[1]).toMatchObject({ complete: false, removed: [], calls: [{ id: 41, state: 'ringing' }] });

  // Another change makes the feed read the system whole while call 41's rows are not written yet. A phone
  // that joins after it is served once that read is done (rounds do not overlap): its list still holds 41.
  await bus.publish('phoneCalls', { system_id: SYSTEM, user_ids: null, call_ids: null });
  const later: PhoneCallsUpdate[] = [];
  await joined(feeds, later);
  expect(later[0]).toMatchObject({ complete: true, calls: [{ id: 41, state: 'ringing' }] });
  expect(updates.flatMap((u) => u.removed)).toEqual([]);
  off();
  feeds.close();
});

it('closes a call on the phones when the engine finds it closed, through reads made before the closing is written', async () => {
  const call42 = view(42);
  const { bus, feeds, updates, next, off } = await subscribed();
  let waiting: Promise<void>;
  const state = ringing();
  waiting = next();
  feeds.provisional(
    SYSTEM,
    [{ system_id: SYSTEM, call_id: 42, state, tiers: [], due_at: null, updated_at: new Date() } as never],
    [call42],
  );
  await waiting;
  expect(updates.at(-1)).toMatchObject({ calls: [{ id: 42, state: 'ringing' }] });

  const closedAt = new Date();
  waiting = next();
  feeds.provisionalClose(SYSTEM, [{ call_id: 42, closed_at: closedAt }]);
  await waiting;
  expect(updates.at(-1)).toMatchObject({ calls: [{ id: 42, state: 'closed', closed_at: closedAt }], removed: [] });

  // The call's rows are written as running (the start), its closing not yet: a whole read finds 42 running,
  // yet a phone joining after it still sees 42 closed, and the first phone is sent nothing (its list did not
  // change). Once the row is written done, the stored version counts (and looks the same).
  await database.db.insert(systems).values({ id: SYSTEM, name: 'Haus' }).onConflictDoNothing();
  await database.db.insert(calls).values({
    system_id: SYSTEM,
    id: 42,
    call_type_id: 4,
    call_type_text: call42.call_type_text,
    section_name: call42.section_name,
    device_text_short: call42.device_text_short,
    device_text_long: call42.device_text_long,
    opened_at: call42.opened_at,
    updated_at: closedAt,
    closed_at: closedAt,
    is_closed: true,
    weekday: 5,
  });
  await database.db
    .insert(callEscalations)
    .values({ system_id: SYSTEM, call_id: 42, state, tiers: [], due_at: null, updated_at: new Date() });
  const before = updates.length;
  await bus.publish('phoneCalls', { system_id: SYSTEM, user_ids: null, call_ids: null });
  const later: PhoneCallsUpdate[] = [];
  await joined(feeds, later);
  expect(later[0]).toMatchObject({ complete: true, calls: [{ id: 42, state: 'closed' }] });
  expect(updates.slice(before)).toEqual([]);

  await database.db
    .update(callEscalations)
    .set({ state: { ...state, done: true } })
    .where(eq(callEscalations.call_id, 42));
  const settled: PhoneCallsUpdate[] = [];
  await bus.publish('phoneCalls', { system_id: SYSTEM, user_ids: null, call_ids: null });
  await joined(feeds, settled);
  expect(settled[0]).toMatchObject({ complete: true, calls: [{ id: 42, state: 'closed' }] });
  expect(updates.slice(before)).toEqual([]);
  off();
  feeds.close();
});

it('sends phones whose updates read the same one update object, so it is executed and serialised once', async () => {
  const { feeds, updates, next, off } = await subscribed();
  const other: PhoneCallsUpdate[] = [];
  await joined(feeds, other);

  const arrived = next();
  feeds.provisional(
    SYSTEM,
    [{ system_id: SYSTEM, call_id: 43, state: ringing(), tiers: [], due_at: null, updated_at: new Date() } as never],
    [view(43)],
  );
  await arrived;
  expect(updates.at(-1)).toMatchObject({ calls: [{ id: 43, state: 'ringing' }] });
  expect(other.at(-1)).toBe(updates.at(-1));
  off();
  feeds.close();
});
