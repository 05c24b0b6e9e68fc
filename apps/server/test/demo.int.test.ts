import type { DemoLayout, DemoPhone } from '@wardlight/domain';
import { DEMO_CONSOLE_USER } from '@wardlight/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../src/modules/demo/demo-seed';
import { type LinkedStack, startLinkedStack } from './call-system';

let stack: LinkedStack;
let server: LinkedStack['server'];
let sim: LinkedStack['sim'];
let systemId: number;

beforeAll(async () => {
  stack = await startLinkedStack();
  ({ server, sim, systemId } = stack);
});
afterAll(() => stack.close());

const open = () => server.app.services.calls.openCalls(systemId);

describe('demo REST', () => {
  it('answers 404 while demo mode is off', async () => {
    const res = await server.client().post('/backend/demo/call/trigger', { call_type_id: 4, device_id: 23 });
    expect(res.status).toBe(404);
  });

  it('triggers and closes calls on simulated devices, closes all, and resets', async () => {
    await server.app.services.demo.setMode(true);
    const c = server.client();
    const bad = await c.post('/backend/demo/call/trigger', { device_id: 23 });
    expect(bad.status).toBe(422);

    const alert = await c.post('/backend/demo/call/trigger', {
      call_type_id: 4,
      section_id: null,
      device_id: 23,
      close: false,
    });
    expect(alert.status).toBe(200);
    expect(alert.body).toMatchObject({ ok: true, call: { call_type_id: 4, system_tree_node_id: 23 } });
    await c.post('/backend/demo/call/trigger', { call_type_id: 2, device_id: 24 });
    await vi.waitFor(async () => expect(await open()).toHaveLength(2));

    await c.post('/backend/demo/call/trigger', { call_type_id: 4, device_id: 23, close: true });
    await vi.waitFor(async () => expect((await open()).map((x) => x.system_tree_node_id)).toEqual([24]));

    const closeAll = await c.post('/backend/demo/call/close', {});
    expect(closeAll.body).toMatchObject({ ok: true, devices: 1 });
    await vi.waitFor(async () => expect(await open()).toEqual([]));

    await c.post('/backend/demo/call/trigger', { call_type_id: 6, device_id: 10 });
    await vi.waitFor(async () => expect(await open()).toHaveLength(1));
    expect((await c.post('/backend/demo/reset', {})).body).toMatchObject({ ok: true });
    await vi.waitFor(async () => expect(await open()).toEqual([]));
  });

  it('follows the demo button rules, as the console sees them', async () => {
    // type ids: 4 alert, 6 presence, 2 emergency (spec part 2 §3)
    const types = async () =>
      (await open())
        .filter((x) => x.system_tree_node_id === 24)
        .map((x) => x.call_type_id)
        .sort();
    const steps: [button: 'alert' | 'presence', expected: number[]][] = [
      ['alert', [4]], // alert toggles an alert on
      ['presence', [6]], // presence while an alert is on closes the alert
      ['alert', [2]], // alert while presence is on: presence closes, emergency opens
      ['presence', []], // both on: either button ends the emergency and resets both
      ['presence', [6]],
      ['presence', []], // presence toggles
    ];
    for (const [button, expected] of steps) {
      await sim.control.press(24, button);
      await vi.waitFor(async () => expect(await types()).toEqual(expected));
    }
  });
});

describe('the demo data set (ADR 0043)', () => {
  it('seeds the demo user and three signed-in phones, and lays out the polled devices by floor', async () => {
    await server.app.services.demo.setMode(true);
    await seedDemo(server.app.services, server.app.services.log);
    // Twice: a second start finds everything and makes nothing twice.
    await seedDemo(server.app.services, server.app.services.log);

    const consoleUser = server.client();
    expect((await consoleUser.login(DEMO_CONSOLE_USER.name, DEMO_CONSOLE_USER.password)).status).toBe(200);

    const res = await fetch(`${server.url}/backend/demo`);
    const body = (await res.json()) as { demo_mode: boolean; layout: DemoLayout };
    expect(body.demo_mode).toBe(true);
    expect(body.layout.phones).toBe(true);
    expect(body.layout.floors.map((f) => [f.name, f.devices.map((d) => d.id)])).toEqual([
      ['1. OG', [23, 24]],
      ['2. OG', [10]],
    ]);
    expect(body.layout.floors[0]?.devices[0]).toMatchObject({
      room: 'Zimmer 101',
      resident: 'Anna Keller',
      section_id: 1,
      medallion: { name: 'Medaillon Anna Keller', section_id: 1 },
    });

    const c = server.client();
    const phones = (await c.post('/backend/demo/phones', { renew: [1, 3] })).body.phones as DemoPhone[];
    expect(phones.map((p) => [p.partition, p.name, p.device_token !== null])).toEqual([
      ['demo-1', 'lena', true],
      ['demo-2', 'marco', false],
      ['demo-3', 'claire', true],
    ]);
    const third = phones[2];
    const phone = server.client();
    phone.phone = { client: third?.device_token ?? null, session: third?.session_token ?? null };
    const session = await phone.gql<{ phoneSession: { user: { name: string; group_name: string } } }>(
      '{ phoneSession { user { name group_name } } }',
    );
    expect(session.data?.phoneSession.user).toEqual({ name: 'claire', group_name: 'Pflege 2. OG' });

    // Renewing phone 3 again (another browser) ends the first pairing.
    await c.post('/backend/demo/phones', { renew: [3] });
    const stale = await phone.gql('{ phoneSession { user { name } } }');
    expect(stale.errors[0]?.extensions?.code).toBe('PHONE_NOT_PAIRED');
  });

  it('says demo mode is off, without a layout, while it is off', async () => {
    await server.app.services.demo.setMode(false);
    const body = (await (await fetch(`${server.url}/backend/demo`)).json()) as Record<string, unknown>;
    expect(body).toEqual({ demo_mode: false, layout: null });
    expect((await server.client().post('/backend/demo/phones', { renew: [1] })).status).toBe(404);
  });
});
