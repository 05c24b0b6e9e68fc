import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openMemoryDatabase } from '../../../test/pglite-template';
import type { Database } from '../../db/client';
import { phoneDeliveries } from '../../db/schema/index';
import { createAcknowledgements } from './acknowledgements';

// Proof of delivery from a hundred phones must not be a hundred UPDATEs on the call path's connection:
// what arrives while one write runs goes into the next, and each write is one statement per kind.

let database: Database;
const statements: string[] = [];
const SYSTEM = 1;

beforeAll(async () => {
  database = await openMemoryDatabase({ onQuery: (sql) => statements.push(sql) });
  const sentAt = new Date();
  // Calls 1–3, each sent to phones 1–3 (app user = phone id + 100).
  await database.db.insert(phoneDeliveries).values(
    [1, 2, 3].flatMap((call_id) =>
      [1, 2, 3].map((client_id) => ({
        system_id: SYSTEM,
        call_id,
        client_id,
        app_user_id: client_id + 100,
        state: 'sent',
        sent_at: sentAt,
      })),
    ),
  );
}, 60_000);
afterAll(() => database.close());

const states = async (callId: number) =>
  (
    await database.db
      .select({ state: phoneDeliveries.state, confirmed: phoneDeliveries.confirmed_at })
      .from(phoneDeliveries)
      .where(and(eq(phoneDeliveries.system_id, SYSTEM), eq(phoneDeliveries.call_id, callId)))
      .orderBy(asc(phoneDeliveries.client_id))
  ).map((d) => `${d.state}${d.confirmed ? '+' : ''}`);

const updates = () => statements.filter((s) => /\bupdate "phone_deliveries"/i.test(s)).length;

it('stores what the phones acknowledge at once in one statement per kind', async () => {
  const acks = createAcknowledgements({ db: database.db });
  statements.length = 0;
  const first = acks.add({ systemId: SYSTEM, clientId: 1, callIds: [1, 2], opened: false });
  const more = [
    acks.add({ systemId: SYSTEM, clientId: 2, callIds: [1], opened: false }),
    acks.add({ systemId: SYSTEM, clientId: 3, callIds: [1, 2, 3], opened: false }),
    acks.add({ systemId: SYSTEM, clientId: 1, callIds: [3], opened: true }),
  ];
  await Promise.all([first, ...more]);
  expect(updates()).toBe(2); // confirmed, opened
  expect(await states(1)).toEqual(['confirmed+', 'confirmed+', 'confirmed+']);
  expect(await states(3)).toEqual(['opened+', 'sent', 'confirmed+']);
  expect(await states(2)).toEqual(['confirmed+', 'sent', 'confirmed+']);
});

it('writes again after a failed write, and the failure reaches only its own callers', async () => {
  const acks = createAcknowledgements({ db: database.db });
  const failing = acks.add({ systemId: SYSTEM, clientId: 2, callIds: [Number.MAX_SAFE_INTEGER], opened: false });
  await expect(failing).rejects.toThrow();
  await acks.add({ systemId: SYSTEM, clientId: 2, callIds: [2], opened: false });
  expect(await states(2)).toEqual(['confirmed+', 'confirmed+', 'confirmed+']);
});

it('takes an acknowledgement that overtook its delivery row once the row is there', async () => {
  // The phone heard of call 4 from the engine's memory; the engine writes the delivery row a moment later.
  const acks = createAcknowledgements({ db: database.db });
  await acks.add({ systemId: SYSTEM, clientId: 1, callIds: [4], opened: false });
  await database.db
    .insert(phoneDeliveries)
    .values({ system_id: SYSTEM, call_id: 4, client_id: 1, app_user_id: 101, state: 'sent', sent_at: new Date() });
  await vi.waitFor(async () => expect(await states(4)).toEqual(['confirmed+']), { timeout: 5_000, interval: 50 });
});
