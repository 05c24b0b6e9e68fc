import { afterEach, describe, expect, it } from 'vitest';
import { type Message, openEvents } from '../testing/event-client';
import { startTestSimulator, type TestSimulator } from '../testing/harness';
import { eventually } from '../testing/wait-for';

const END = '2026-06-15T10:00:00.000Z';

describe('POST /sim/history', () => {
  const running: TestSimulator[] = [];
  afterEach(async () => {
    for (const sim of running.reverse()) await sim.close();
    running.length = 0;
  });
  async function start(sim: Promise<TestSimulator>): Promise<TestSimulator> {
    running.push(await sim);
    return running.at(-1) as TestSimulator;
  }

  it('emits one call.closed event per past call, with ids after the live calls and before the next', async () => {
    const t = await start(startTestSimulator());
    const live = await t.api.post('/sim/call', { device_id: 23, call_type_id: 4 });
    const events = await openEvents(t.url);
    await events.next((m) => m.type === 'live');

    const history = await t.api.post('/sim/history', { days: 2, per_day: 50, seed: 3, end: END });

    expect(history.status).toBe(200);
    expect(history.body).toEqual({ calls: 100, from: '2026-06-13T10:00:00.000Z', to: END, seq: 101 });
    await events.next((m) => m.seq === 101);
    const emitted = events.events();
    expect(emitted.map((m) => m.type)).toEqual(Array(100).fill('call.closed'));
    expect(emitted.map((m) => m.seq)).toEqual(emitted.map((_, index) => 2 + index));
    expect(emitted.map((m) => m.data.call.id)).toEqual(emitted.map((_, index) => live.body.call.id + 1 + index));
    for (const { data } of emitted) {
      expect(data.call).toMatchObject({ is_closed: true, closed_at: expect.any(String) });
      expect(data.call.opened_at >= history.body.from && data.call.closed_at < END).toBe(true);
    }
    // History is closed: the open-call snapshot still holds only the live call, and ids go on after it.
    expect((await t.api.get('/api/v1/calls')).body).toMatchObject({ seq: 101, calls: [live.body.call] });
    const next = await t.api.post('/sim/call', { device_id: 24, call_type_id: 4 });
    expect(next.body.call.id).toBe(live.body.call.id + 101);
    await events.close();
  });

  it('gives the same calls for the same seed and end, and defaults to 150 a day until now', async () => {
    const t = await start(startTestSimulator());
    const other = await start(startTestSimulator());
    const callsOf = async (sim: TestSimulator, body: object) => {
      const events = await openEvents(sim.url);
      const answer = await sim.api.post('/sim/history', body);
      await events.next((m) => m.seq === answer.body.seq);
      await events.close();
      return events.events().map((m: Message) => m.data.call);
    };

    const first = await callsOf(t, { days: 1, seed: 9, end: END });
    expect(first).toHaveLength(150);
    expect(await callsOf(other, { days: 1, seed: 9, end: END })).toEqual(first);
    const before = Date.now();
    const untilNow = await t.api.post('/sim/history', { days: 1 });
    expect(untilNow.body.calls).toBe(150);
    expect(Date.parse(untilNow.body.to)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(untilNow.body.to)).toBeLessThanOrEqual(Date.now());
  });

  it('keeps a slow reader: events wait for it instead of piling up until it is dropped', async () => {
    const t = await start(startTestSimulator());
    const events = await openEvents(t.url);
    await events.next((m) => m.type === 'live');
    events.ws.pause();
    // What the simulator holds unsent right after each step: the slow reader's backlog at its peak.
    const { bus } = t.sim.engine;
    const publish = bus.publish.bind(bus);
    let peak = 0;
    bus.publish = (published) => {
      publish(published);
      peak = Math.max(peak, bus.backlog());
    };

    let answered = false;
    // ~40,000 events are ~20 MB: everything at once would pass the 8 MB after which a reader is dropped.
    const request = t.api.post('/sim/history', { days: 200, per_day: 200, seed: 1, end: END }).then((answer) => {
      answered = true;
      return answer;
    });
    await eventually(() => bus.backlog() > 1024 * 1024, { timeoutMs: 15_000, what: 'a held-back reader' });
    expect(answered).toBe(false);
    events.ws.resume();

    const answer = await request;
    await events.next((m) => m.seq === answer.body.seq, 15_000);
    expect(answer.body.calls).toBe(40_000);
    expect(events.events()).toHaveLength(40_000);
    expect(events.ws.readyState).toBe(events.ws.OPEN);
    expect(peak).toBeLessThan(2 * 1024 * 1024);
    await events.close();
  });

  it('persists the sequence and the call ids it took', async () => {
    const t = await start(startTestSimulator());
    const answer = await t.api.post('/sim/history', { days: 10, per_day: 250, seed: 2, end: END });

    const restarted = await start(t.restart());

    const state = await restarted.api.get('/sim/state');
    expect(state.body).toMatchObject({ seq: answer.body.seq, next_call_id: 2501 });
  });

  it.each([
    ['days missing', {}, 'days', { reason: 'required' }],
    ['no days', { days: 0 }, 'days', { reason: 'min', min: 1 }],
    ['more than 400 days', { days: 401 }, 'days', { reason: 'max', max: 400 }],
    ['days not a number', { days: '3' }, 'days', { reason: 'type', expected: 'integer' }],
    ['no calls a day', { days: 1, per_day: 0 }, 'per_day', { reason: 'min', min: 1 }],
    ['more than 2,000 a day', { days: 1, per_day: 2001 }, 'per_day', { reason: 'max', max: 2000 }],
    ['more than 200,000 calls', { days: 400, per_day: 600 }, 'per_day', { reason: 'max', max: 500 }],
    ['a negative seed', { days: 1, seed: -1 }, 'seed', { reason: 'min', min: 0 }],
    ['an end that is no ISO time', { days: 1, end: 'yesterday' }, 'end', { reason: 'pattern', pattern: 'iso8601' }],
    ['an end in the future', { days: 1, end: '2999-01-01T00:00:00Z' }, 'end', { reason: 'max' }],
    ['an end before 2000', { days: 1, end: '1999-12-31T23:00:00Z' }, 'end', { reason: 'min' }],
    ['an unknown field', { days: 1, calls: 5 }, 'calls', { reason: 'unknown_field' }],
  ])('refuses %s with 422', async (_name, body, field, data) => {
    const t = await start(startTestSimulator());

    const response = await t.api.post('/sim/history', body);

    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      key: 'validation_failed',
      message: expect.any(String),
      errors: [{ key: 'invalid_value', field, data: expect.objectContaining(data) }],
    });
    expect((await t.api.get('/sim/state')).body.seq).toBe(0);
  });
});
