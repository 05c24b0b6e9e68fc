import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appSubscriptions, callActions, phoneDeliveries } from '../src/db/schema/index';
import { linkReady, startTestSimulator } from './call-system';
import { freshDatabaseUrl, startServer, type TestServer } from './harness';
import {
  activateAppLicence,
  addAppUser,
  addGroup,
  addPhone,
  type Phone,
  phoneOf,
  sectionOfNode,
  setAppSettings,
} from './phones-kit';

// Two instances on one PostgreSQL, both running the escalation engine (ADR 0032): a call is started by
// one of them, each step happens once, and a phone on either instance hears what a phone on the other did.
let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let one: TestServer;
let two: TestServer;
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
let systemId = 0;
const phones: Phone[] = [];
const DEVICE = 23;

beforeAll(async () => {
  db = await freshDatabaseUrl();
  if (!db) throw new Error('this file runs only with TEST_DATABASE_URL');
  sim = await startTestSimulator();
  [one, two] = await Promise.all([startServer({ databaseUrl: db.url }), startServer({ databaseUrl: db.url })]);
  systemId = await linkReady(one, sim.sim.port);
  await activateAppLicence(one);
}, 60_000);
afterAll(async () => {
  await Promise.all(phones.map((p) => p.close()));
  await one?.close();
  await two?.close();
  await sim?.close();
  await db?.drop();
});

describe('phones on two instances', () => {
  it('start each call once, escalate it once, and tell each other’s phones', async () => {
    const store = one.app.database.db;
    const section = await sectionOfNode(store, systemId, DEVICE);
    const group = await addGroup(store, systemId, { name: 'Pflege', section_id: section });
    const carla = await addAppUser(store, systemId, 'carla', null);
    await addAppUser(store, systemId, 'anna', group);
    await store
      .insert(appSubscriptions)
      .values({ system_id: systemId, app_user_id: carla, node_id: DEVICE, confirmed: true });
    await addPhone(store, systemId, 'Phone C', 'PAIR-C');
    await addPhone(store, systemId, 'Phone A', 'PAIR-A');
    await setAppSettings(one, { subscriptions_enabled: true, escalation_timeout: 2, resend_timeout: 600 });
    const client = (server: TestServer) =>
      Object.assign(server.client(), { system: String(systemId).padStart(2, '0') });
    // Carla's phone talks to the first instance, Anna's to the second.
    const carlasPhone = await phoneOf(client(one), 'PAIR-C', 'carla');
    const annasPhone = await phoneOf(client(two), 'PAIR-A', 'anna');
    phones.push(carlasPhone, annasPhone);

    const call = await sim.control.call({ device_id: DEVICE, call_type_id: 4 });
    const callId = call?.id ?? 0;
    await carlasPhone.shows(callId, 'ringing');
    await carlasPhone.acknowledge([callId]);
    await annasPhone.shows(callId, 'ringing', 10_000);
    await annasPhone.acknowledge([callId]);
    expect((await annasPhone.act(callId, 'accept')).data?.phoneCallAction.state).toBe('accepted');
    await carlasPhone.shows(callId, 'taken');

    const steps = await store
      .select()
      .from(callActions)
      .where(and(eq(callActions.system_id, systemId), eq(callActions.call_id, callId)))
      .orderBy(asc(callActions.at), asc(callActions.row_id));
    expect(
      steps.map((s) => `${s.action}${s.user_name ? ` ${s.user_name}` : ''}${s.detail ? ` → ${s.detail}` : ''}`),
    ).toEqual(['Escalated → anna', 'Accepted anna']);
    // An acknowledgement is written with the others gathered meanwhile, and one that overtook its delivery
    // row (another instance's transaction) is tried again until the row is there (ADR 0032): eventually both.
    await vi.waitFor(
      async () => {
        const sent = await store
          .select()
          .from(phoneDeliveries)
          .where(and(eq(phoneDeliveries.system_id, systemId), eq(phoneDeliveries.call_id, callId)));
        expect(sent.map((d) => `${d.state} ${d.attempts}`).sort()).toEqual(['confirmed 1', 'confirmed 1']);
      },
      { timeout: 20_000, interval: 250 },
    );
  });
});
