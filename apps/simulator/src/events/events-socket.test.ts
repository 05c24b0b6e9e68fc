import { afterEach, describe, expect, it } from 'vitest';
import { openEvents } from '../testing/event-client';
import { startTestSimulator, type TestSimulator } from '../testing/harness';

describe('event socket', () => {
  let t: TestSimulator;
  afterEach(() => t.close());

  it('sends a button press as a call.opened event with the next seq', async () => {
    t = await startTestSimulator();
    const events = await openEvents(t.url);
    const live = await events.next((m) => m.type === 'live');

    const press = await t.api.post('/sim/press', { device: 23, button: 'alert' });

    expect(press.status).toBe(200);
    expect(press.body.lights).toEqual({ alert: true, presence: false, emergency: false });
    const opened = await events.next((m) => m.type === 'call.opened');
    expect(opened.seq).toBe(live.current_seq + 1);
    expect(opened.data.call).toMatchObject({
      call_type_id: 4,
      system_tree_node_id: 23,
      section_id: 1,
      call_source_id: 1,
      closed_at: null,
      is_closed: false,
    });
    const snapshot = await t.api.get('/api/v1/calls');
    expect(snapshot.body.seq).toBe(opened.seq);
    expect(snapshot.body.calls).toEqual([opened.data.call]);
    await events.close();
  });

  it('replays what a client missed after `since`, then goes live', async () => {
    t = await startTestSimulator();
    const before = (await t.api.get('/api/v1/calls')).body.seq as number;
    await t.api.post('/sim/press', { device: 23, button: 'presence' });
    await t.api.post('/sim/press', { device: 23, button: 'alert' });

    const events = await openEvents(t.url, { since: before });
    await events.next((m) => m.type === 'live');
    await t.api.post('/sim/press', { device: 23, button: 'alert' });
    await events.next((m) => m.type === 'call.closed' && m.data.call.call_type_id === 2);

    const replayed = events.events().map((m) => [m.type, m.data.call.call_type_id]);
    expect(replayed).toEqual([
      ['call.opened', 6],
      ['call.closed', 6],
      ['call.opened', 2],
      ['call.closed', 2],
    ]);
    const seqs = events.events().map((m) => m.seq);
    expect(seqs).toEqual(seqs.map((_, index) => before + 1 + index));
    expect(events.messages.map((m) => m.type).indexOf('live')).toBe(4);
    await events.close();
  });

  it('says "snapshot needed" when the missed events are no longer retained', async () => {
    t = await startTestSimulator({ eventRetention: 3 });
    for (const button of ['alert', 'alert', 'presence', 'presence']) {
      await t.api.post('/sim/press', { device: 24, button });
    }
    const events = await openEvents(t.url, { since: 0 });

    const needed = await events.next((m) => m.type === 'snapshot_needed');
    expect(needed).toMatchObject({ reason: 'expired', current_seq: 4 });
    expect(events.events()).toEqual([]);
    await events.close();
  });

  it.each([
    ['a seq ahead of the stream', { since: 999 }, 'ahead'],
    ['another stream', { since: 0, stream: 'not-this-one' }, 'other_stream'],
  ])('says "snapshot needed" for %s', async (_name, query, reason) => {
    t = await startTestSimulator();
    const events = await openEvents(t.url, query);
    expect(await events.next((m) => m.type === 'snapshot_needed')).toMatchObject({ reason });
    await events.close();
  });

  it('answers a JSON ping with a pong', async () => {
    t = await startTestSimulator();
    const events = await openEvents(t.url);
    events.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await events.next((m) => m.type === 'pong')).toMatchObject({ current_seq: 0 });
    await events.close();
  });
});
