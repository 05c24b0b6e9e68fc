import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CALL_TYPE_IDS } from '../../fixtures/care-home-ids';
import { openEvents } from '../testing/event-client';
import { startTestSimulator, type TestSimulator } from '../testing/harness';

describe('control API', () => {
  let t: TestSimulator;
  beforeEach(async () => {
    t = await startTestSimulator();
  });
  afterEach(() => t.close());

  const node = async (id: number) =>
    (await t.api.get('/api/v1/config')).body.system_tree_nodes.find((n: { id: number }) => n.id === id);

  it('opens and closes a call of any type, and the buttons follow', async () => {
    const opened = await t.api.post('/sim/call', { device_id: 23, call_type_id: CALL_TYPE_IDS.alert, close: false });
    expect(opened.body.call).toMatchObject({ call_type_id: 4, system_tree_node_id: 23, section_id: 1 });
    const again = await t.api.post('/sim/call', { device_id: 23, call_type_id: CALL_TYPE_IDS.alert });
    expect(again.body.call.id).toBe(opened.body.call.id);

    // The terminal knows its alert is on: pressing alert now closes it.
    const press = await t.api.post('/sim/press', { device: 23, button: 'alert' });
    expect(press.body.effects).toEqual([{ action: 'close', call: 'alert' }]);

    await t.api.post('/sim/call', { device_id: 23, call_type_id: CALL_TYPE_IDS.urgent, section_id: 2 });
    const closed = await t.api.post('/sim/call', { device_id: 23, call_type_id: CALL_TYPE_IDS.urgent, close: true });
    expect(closed.body.call).toMatchObject({ section_id: 2, is_closed: true, closed_at: expect.any(String) });
    expect((await t.api.post('/sim/call', { device_id: 23, call_type_id: 77 })).body.error.key).toBe(
      'missing_relation',
    );
  });

  it('refuses a button the device does not have', async () => {
    const response = await t.api.post('/sim/press', { device: 23, button: 'medallion' });
    expect(response.status).toBe(422);
    expect(response.body.error.key).toBe('unknown_button');
  });

  it('reports battery, reachability and position, moving open calls along', async () => {
    const medallion = (await t.api.get('/api/v1/config')).body.system_tree_nodes.find(
      (n: { kind: string }) => n.kind === 'radio',
    );
    await t.api.post('/sim/press', { device: medallion.id, button: 'medallion' });
    const events = await openEvents(t.url);

    await t.api.post('/sim/device', { device_id: medallion.id, battery: 12, reachable: false, position: 'Speisesaal' });

    const updated = await events.next((m) => m.type === 'call.updated');
    expect(updated.data.call.position).toBe('Speisesaal');
    const types = events.events().map((m) => m.type);
    expect(types).toEqual(['device.battery', 'device.reachability', 'device.position', 'call.updated']);
    expect(await node(medallion.id)).toMatchObject({ battery: 12, reachable: false, position: 'Speisesaal' });
    await events.close();
  });

  it('emits a hub-printer message for a detected radio and an outdated hub sync', async () => {
    const events = await openEvents(t.url);
    const radio = (await t.api.get('/api/v1/config')).body.system_tree_nodes.find(
      (n: { kind: string }) => n.kind === 'radio',
    );

    const printed = await t.api.post('/sim/hub-printer', { device_id: radio.id });
    await t.api.post('/sim/hub', { hub_id: 2, status: 'Offline', last_sync: '2024-01-01T00:00:00Z' });

    expect(printed.body.message).toMatchObject({ address: radio.mac, system_tree_node: { id: radio.id } });
    expect((await events.next((m) => m.type === 'hub.printer')).data.message.address).toBe(radio.mac);
    expect((await events.next((m) => m.type === 'hub.sync')).data).toEqual({
      hub_id: 2,
      status: 'Offline',
      last_sync: '2024-01-01T00:00:00Z',
    });
    const unknown = await t.api.post('/sim/hub-printer', { address: 'aa:bb:cc:dd:ee:ff' });
    expect(unknown.body.message).toMatchObject({ address: 'AA:BB:CC:DD:EE:FF', system_tree_node: null });
    await events.close();
  });

  it('resets to the fixture: calls closed with events, staged changes dropped, sequence kept', async () => {
    await t.api.post('/sim/press', { device: 24, button: 'presence' });
    await t.api.put('/api/v1/config/call_sources/8', { number: 8 });
    const before = (await t.api.get('/api/v1/config')).body.revision;
    const events = await openEvents(t.url);

    const reset = await t.api.post('/sim/reset');

    expect(reset.body).toEqual({ seq: 3, revision: before + 1 });
    expect((await t.api.get('/api/v1/calls')).body.calls).toEqual([]);
    expect((await t.api.get('/api/v1/config/staged')).body.changes).toEqual([]);
    await events.next((m) => m.type === 'config.changed' && m.data.reason === 'reset');
    expect(events.events().map((m) => [m.seq, m.type])).toEqual([
      [2, 'call.closed'],
      [3, 'config.changed'],
    ]);
    const press = await t.api.post('/sim/press', { device: 24, button: 'presence' });
    expect(press.body.effects).toEqual([{ action: 'open', call: 'presence' }]);
    await events.close();
  });

  it('advances the world on demand', async () => {
    const ticked = await t.api.post('/sim/tick', { count: 120 });
    expect(ticked.body.tick).toBe(120);
    expect(ticked.body.seq).toBeGreaterThanOrEqual(10);
  });
});
