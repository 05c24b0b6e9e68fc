import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
