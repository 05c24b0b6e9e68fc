import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { callEscalations, calls, phoneDeliveries, systemTreeNodes } from '../src/db/schema/index';
import { isoWeekday } from '../src/modules/calls/calls.repository';
import { type LinkedStack, startLinkedStack } from './call-system';
import type { TestClient } from './client';
import { activateAppLicence, addAppUser, addGroup, addPhone, type Phone, phoneOf, sectionOfNode } from './phones-kit';

// What the call path keeps instead of reading it with every call's change (bench/calls: two to five of
// ~21 statements each): the system's time zone, the app settings, the next due time of the escalations,
// and, on the embedded database, the isolation level of the walls' read. Each is read again when it
// changes, through the way the console changes it.

let stack: LinkedStack;
let admin: TestClient;
let phone: Phone;
const statements: string[] = [];
const DEVICE = 23;

beforeAll(async () => {
  stack = await startLinkedStack({ onQuery: (sql) => statements.push(sql) });
  admin = await activateAppLicence(stack.server);
  admin.system = String(stack.systemId).padStart(2, '0');
  const db = stack.server.app.database.db;
  const group = await addGroup(db, stack.systemId, {
    name: 'Pflege',
    section_id: await sectionOfNode(db, stack.systemId, DEVICE),
  });
  await addAppUser(db, stack.systemId, 'anna', group);
  await addPhone(db, stack.systemId, 'Phone A', 'PAIR-A');
  phone = await phoneOf(stack.client(), 'PAIR-A', 'anna');
  // A first call fills what is kept.
  await release(await ring());
}, 60_000);
afterAll(async () => {
  await phone?.close();
  await stack.close();
});

/** Presses the device, waits until the phone rings for its call and its escalation is written; its id. */
async function ring(): Promise<number> {
  await stack.sim.control.press(DEVICE, 'alert');
  const id = await vi.waitFor(async () => {
    const [row] = await stack.server.app.database.db
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.system_tree_node_id, DEVICE), eq(calls.is_closed, false)));
    expect(row).toBeDefined();
    return row?.id ?? 0;
  });
  await phone.shows(id, 'ringing');
  await stack.server.app.services.escalation.settled();
  return id;
}

async function release(id: number) {
  await stack.sim.control.press(DEVICE, 'alert');
  await phone.shows(id, 'closed');
  await stack.server.app.services.escalation.settled();
}

const count = (pattern: RegExp) => statements.filter((s) => pattern.test(s)).length;
const TIME_ZONE = /select "timezone" from "systems"/;
const APP_SETTINGS = /from "app_settings"/;

it('opens and closes calls without reading the time zone, the app settings, the next due time or an isolation level', async () => {
  statements.length = 0;
  for (let i = 0; i < 3; i++) await release(await ring());
  // The work was done and its statements are counted: each call's row, escalation and event.
  expect(count(/insert into "calls"/)).toBeGreaterThanOrEqual(6);
  expect(count(/insert into "call_escalations"/)).toBeGreaterThanOrEqual(3);
  expect(count(TIME_ZONE)).toBe(0);
  expect(count(APP_SETTINGS)).toBe(0);
  expect(count(/min\("due_at"\)/)).toBe(0);
  expect(count(/set transaction/i)).toBe(0);
});

it('rings and ends a call on the phones from the rows the ingest stored, before any look at the database', async () => {
  const db = stack.server.app.database.db;
  const [node] = await db
    .select()
    .from(systemTreeNodes)
    .where(and(eq(systemTreeNodes.system_id, stack.systemId), eq(systemTreeNodes.id, DEVICE)));
  // Stored as the ingest stores a call, and not announced: no look runs, only the ingest's word.
  const [row] = await db
    .insert(calls)
    .values({
      system_id: stack.systemId,
      id: 900_001,
      call_type_id: 4,
      section_id: node?.section_id ?? null,
      system_tree_node_id: DEVICE,
      device_text_short: node?.text_short ?? '',
      device_text_long: node?.text_long ?? '',
      opened_at: new Date(),
      updated_at: new Date(),
      weekday: 1,
    })
    .returning();
  if (!row) throw new Error('call not stored');
  stack.server.app.services.escalation.stored(stack.systemId, { opened: [row], closed: [] });
  await phone.shows(row.id, 'ringing');
  await stack.server.app.services.escalation.settled();
  // Closed as the ingest closes it, again not announced: the phone is told from the ingest's word too.
  const closedAt = new Date();
  await db.update(calls).set({ is_closed: true, closed_at: closedAt }).where(eq(calls.id, row.id));
  stack.server.app.services.escalation.stored(stack.systemId, {
    opened: [],
    closed: [{ call_id: row.id, closed_at: closedAt }],
  });
  await phone.shows(row.id, 'closed');
  await stack.server.app.services.escalation.settled();
  const [escalation] = await db.select().from(callEscalations).where(eq(callEscalations.call_id, row.id));
  expect(escalation?.state).toMatchObject({ done: true });
  const rows = await db.select().from(phoneDeliveries).where(eq(phoneDeliveries.call_id, row.id));
  expect(rows).toHaveLength(1);
});

it('reads the app settings again once they are saved', async () => {
  const saved = await admin.gql(
    'mutation { updateGlobalAppSettings(data: { resend_timeout: 45 }) { resend_timeout } }',
  );
  expect(saved.errors).toEqual([]);
  statements.length = 0;
  const id = await ring();
  expect(count(APP_SETTINGS)).toBeGreaterThan(0);
  await release(id);
});

it('judges a call’s weekday in the time zone saved for its system since the last call', async () => {
  // Fourteen hours ahead of UTC and eleven behind: their dates differ at any moment.
  for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    const saved = await admin.gql(
      'mutation($id: Int!, $tz: String!) { updateSystemParam(id: $id, data: { timezone: $tz }) { timezone } }',
      {
        id: stack.systemId,
        tz: timezone,
      },
    );
    expect(saved.errors).toEqual([]);
    const id = await ring();
    const [row] = await stack.server.app.database.db
      .select({ opened_at: calls.opened_at, weekday: calls.weekday })
      .from(calls)
      .where(eq(calls.id, id));
    expect(row?.weekday).toBe(isoWeekday(row?.opened_at ?? new Date(), timezone));
    await release(id);
  }
});
