import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CALL_TYPE_IDS } from '../../fixtures/care-home-ids';
import { openEvents } from '../testing/event-client';
import { startTestSimulator, type TestSimulator } from '../testing/harness';

describe('fault controls (issue 15): silence, defects, repeater faults', () => {
  let t: TestSimulator;
  beforeEach(async () => {
    t = await startTestSimulator();
  });
  afterEach(() => t.close());

  const nodes = async () =>
    (await t.api.get('/api/v1/config')).body.system_tree_nodes as { id: number; kind: string }[];

  it('a silenced radio is reported unreachable and stays so through the ticks until heard again', async () => {
    const radio = (await nodes()).find((n) => n.kind === 'radio');
    const events = await openEvents(t.url);
    const silenced = await t.api.post('/sim/silence', { device_id: radio?.id, silent: true });
    expect(silenced.body.device).toMatchObject({ reachable: false });
    expect((await events.next((m) => m.type === 'device.reachability')).data).toMatchObject({ reachable: false });
    await t.api.post('/sim/tick', { count: 500 });
    expect(
      events.events().filter((m) => m.type === 'device.reachability' && m.data.device_id === radio?.id),
    ).toHaveLength(1);
    const heard = await t.api.post('/sim/silence', { device_id: radio?.id, silent: false });
    expect(heard.body.device).toMatchObject({ reachable: true });
    await events.close();
  });

  it('a silenced hub reports Offline once and syncs no more, not even after a commit', async () => {
    const events = await openEvents(t.url);
    expect((await t.api.post('/sim/silence', { hub_id: 1 })).body.hub).toMatchObject({ status: 'Offline' });
    await t.api.post('/sim/tick', { count: 500 });
    await t.api.post('/api/v1/commit', {});
    await events.next((m) => m.type === 'commit.finished');
    const syncs = events.events().filter((m) => m.type === 'hub.sync' && m.data.hub_id === 1);
    expect(syncs.map((m) => m.data.status)).toEqual(['Offline']);
    expect((await t.api.post('/sim/silence', { hub_id: 1, silent: false })).body.hub).toMatchObject({
      status: 'Ready',
    });
    await events.close();
  });

  it('hears every device and hub again after a reset', async () => {
    await t.api.post('/sim/silence', { device_id: 23 });
    await t.api.post('/sim/silence', { hub_id: 1 });
    await t.api.post('/sim/reset', {});
    expect((await t.api.get('/sim/state')).body.silenced).toBeUndefined();
  });

  it('needs exactly one of device_id and hub_id', async () => {
    expect((await t.api.post('/sim/silence', {})).status).toBe(422);
    expect((await t.api.post('/sim/silence', { device_id: 23, hub_id: 1 })).status).toBe(422);
  });

  it('a defect opens and closes a call of the Defect call type; a repeater fault only on a technical device', async () => {
    const opened = await t.api.post('/sim/defect', { device_id: 23 });
    expect(opened.body.call).toMatchObject({ call_type_id: CALL_TYPE_IDS.defect, system_tree_node_id: 23 });
    const closed = await t.api.post('/sim/defect', { device_id: 23, close: true });
    expect(closed.body.call).toMatchObject({ is_closed: true });

    const repeater = (await nodes()).find((n) => n.kind === 'tech');
    const fault = await t.api.post('/sim/repeater-fault', {});
    expect(fault.body.call).toMatchObject({ call_type_id: CALL_TYPE_IDS.defect, system_tree_node_id: repeater?.id });
    expect((await t.api.post('/sim/repeater-fault', { close: true })).body.call).toMatchObject({ is_closed: true });
    const notRepeater = await t.api.post('/sim/repeater-fault', { device_id: 23 });
    expect(notRepeater.status).toBe(422);
  });
});
