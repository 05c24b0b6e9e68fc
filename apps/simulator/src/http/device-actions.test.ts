import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CALL_TYPE_IDS } from '../../fixtures/care-home-ids';
import { openEvents } from '../testing/event-client';
import { startTestSimulator, type TestSimulator } from '../testing/harness';

describe('device actions', () => {
  let t: TestSimulator;
  beforeEach(async () => {
    t = await startTestSimulator();
  });
  afterEach(() => t.close());

  const openCall = (device_id: number, call_type_id: number) =>
    t.api.post('/sim/call', { device_id, call_type_id, close: false });
  const openDevices = async () =>
    (await t.api.get('/api/v1/calls')).body.calls.map((c: { system_tree_node_id: number; call_type_id: number }) => [
      c.system_tree_node_id,
      c.call_type_id,
    ]);

  it('EndCalls closes every open call of the device and nothing else', async () => {
    await openCall(24, CALL_TYPE_IDS.alert);
    await openCall(24, CALL_TYPE_IDS.defect);
    await openCall(23, CALL_TYPE_IDS.alert);
    const events = await openEvents(t.url);

    const action = await t.api.post('/api/v1/devices/24/actions', { action: 'EndCalls' });

    expect(action.status).toBe(200);
    expect(action.body.closed_calls).toHaveLength(2);
    expect(action.body.closed_calls.every((c: { is_closed: boolean }) => c.is_closed)).toBe(true);
    expect(await openDevices()).toEqual([[23, CALL_TYPE_IDS.alert]]);
    const closed = await events.next(
      (m) => m.type === 'call.closed' && m.data.call.call_type_id === CALL_TYPE_IDS.defect,
    );
    expect(closed.data.call.system_tree_node_id).toBe(24);
    await events.close();
  });

  it('EndCalls resets the button state, so the next alert opens a new call', async () => {
    await t.api.post('/sim/press', { device: 23, button: 'alert' });
    await t.api.post('/api/v1/devices/23/actions', { action: 'EndCalls' });

    const press = await t.api.post('/sim/press', { device: 23, button: 'alert' });

    expect(press.body.effects).toEqual([{ action: 'open', call: 'alert' }]);
  });

  it('IgnoreDefects closes only defect calls', async () => {
    await openCall(10, CALL_TYPE_IDS.alert);
    await openCall(10, CALL_TYPE_IDS.defect);

    await t.api.post('/api/v1/devices/10/actions', { action: 'IgnoreDefects' });

    expect(await openDevices()).toEqual([[10, CALL_TYPE_IDS.alert]]);
  });

  it('Mute and Unmute toggle the muted flag with an event', async () => {
    const events = await openEvents(t.url);
    const muted = await t.api.post('/api/v1/devices/23/actions', { action: 'Mute' });
    expect(muted.body.device.muted).toBe(true);
    expect((await events.next((m) => m.type === 'device.muted')).data).toEqual({ device_id: 23, muted: true });
    const node = (await t.api.get('/api/v1/config')).body.system_tree_nodes.find((n: { id: number }) => n.id === 23);
    expect(node.muted).toBe(true);
    expect((await t.api.post('/api/v1/devices/23/actions', { action: 'Unmute' })).body.device.muted).toBe(false);
    await events.close();
  });

  it('refuses unknown actions and devices', async () => {
    const badAction = await t.api.post('/api/v1/devices/23/actions', { action: 'Explode' });
    expect(badAction.status).toBe(422);
    expect(badAction.body.error.errors[0]).toMatchObject({ key: 'invalid_value', field: 'action' });
    expect((await t.api.post('/api/v1/devices/9999/actions', { action: 'Mute' })).status).toBe(404);
    // A room is a tree node but not a device.
    expect((await t.api.post('/api/v1/devices/3/actions', { action: 'Mute' })).status).toBe(404);
  });
});
