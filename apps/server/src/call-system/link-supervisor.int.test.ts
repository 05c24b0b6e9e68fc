import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkSupervisor } from './link-supervisor';
import { CallsConsumer, endpointOf, SimLab, superviseFor } from './link-test-kit';
import { SimulatorControl } from './simulator-control';

const activeTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('link supervisor against the simulator', () => {
  let lab: SimLab;
  const supervisors: LinkSupervisor[] = [];
  const supervise = (...args: Parameters<typeof superviseFor>) => {
    const supervisor = superviseFor(...args);
    supervisors.push(supervisor);
    return supervisor;
  };

  beforeEach(() => {
    lab = new SimLab();
  });
  afterEach(async () => {
    for (const supervisor of supervisors.splice(0)) await supervisor.stop();
    await lab.cleanup();
  });

  it('goes ready from the open-call snapshot, then hands a pressed button to onEvent', async () => {
    const sim = await lab.start();
    const control = new SimulatorControl(endpointOf(sim));
    const consumer = new CallsConsumer();
    const supervisor = supervise(endpointOf(sim), consumer);
    await vi.waitFor(() => expect(supervisor.state).toBe('ready'));

    await control.press(23, 'alert');

    await vi.waitFor(() => expect(consumer.events).toHaveLength(1));
    const [first] = consumer.events;
    expect(first?.event).toMatchObject({
      type: 'call.opened',
      data: { call: { system_tree_node_id: 23, call_type_id: 4, is_closed: false } },
    });
    expect(first?.cursor.seq).toBe((consumer.snapshots[0]?.snapshot.seq ?? -1) + 1);
    await vi.waitFor(() => expect(consumer.cursor).toEqual(first?.cursor));
    expect(consumer.snapshots.map((s) => s.reason)).toEqual(['initial']);
    expect(consumer.states).toEqual(['loading', 'ready']);
    expect(supervisor.detail.version).toBe('5.4.13-sim');
    expect(supervisor.heartbeatAt).toBeInstanceOf(Date);
  });

  it('reports a refused password as unauthorized and hands nothing over', async () => {
    const sim = await lab.start();
    const consumer = new CallsConsumer();
    const supervisor = supervise(endpointOf(sim, { username: 'admin', password: 'wrong' }), consumer);

    await vi.waitFor(() => expect(supervisor.state).toBe('unauthorized'));

    expect(supervisor.detail.error).toMatch(/Unauthorized/);
    expect(consumer.snapshots).toEqual([]);
    expect(consumer.cursor).toBeNull();
  });

  it.each([
    { through: 'replayed events', eventRetention: 1000, snapshotReasons: ['initial'] },
    { through: 'a fresh snapshot', eventRetention: 2, snapshotReasons: ['initial', 'expired'] },
  ])(
    'goes offline when the configurator stops, and catches up through $through when it is back',
    async ({ eventRetention, snapshotReasons }) => {
      const first = await lab.start({ eventRetention });
      const port = first.port;
      const opened = await new SimulatorControl(endpointOf(first)).call({ device_id: 23, call_type_id: 4 });
      const consumer = new CallsConsumer();
      const supervisor = supervise(endpointOf(first), consumer);
      await vi.waitFor(() => expect(supervisor.state).toBe('ready'));
      expect([...consumer.open.keys()]).toEqual([opened?.id]);

      await lab.stop(first);
      await vi.waitFor(() => expect(supervisor.state).toBe('offline'), { timeout: 10_000 });
      // Meanwhile the configurator runs on where this link cannot see it: one call closes, one opens,
      // and (for the snapshot case) enough happens that the missed events are no longer retained.
      const meanwhile = await lab.start({ eventRetention });
      const control = new SimulatorControl(endpointOf(meanwhile));
      await control.call({ device_id: 23, call_type_id: 4, close: true });
      const later = await control.call({ device_id: 24, call_type_id: 6 });
      await control.call({ device_id: 10, call_type_id: 4 });
      await control.call({ device_id: 10, call_type_id: 4, close: true });
      await lab.stop(meanwhile);
      await lab.start({ port, eventRetention });

      await vi.waitFor(() => expect(supervisor.state).toBe('ready'), { timeout: 10_000 });
      expect(consumer.closed).toContain(opened?.id);
      expect([...consumer.open.keys()]).toEqual([later?.id]);
      expect(consumer.snapshots.map((s) => s.reason)).toEqual(snapshotReasons);
      expect(consumer.states).toContain('offline');
    },
  );

  it('continues from a stored cursor with exactly the events after it', async () => {
    const sim = await lab.start();
    const control = new SimulatorControl(endpointOf(sim));
    const before = new CallsConsumer();
    const earlier = supervise(endpointOf(sim), before);
    await vi.waitFor(() => expect(earlier.state).toBe('ready'));
    await control.press(23, 'alert');
    await vi.waitFor(() => expect(before.cursor?.seq).toBe(before.eventSeqs()[0]));
    await earlier.stop();
    const stored = before.cursor;

    await control.press(23, 'alert');
    await control.press(24, 'presence');
    const after = new CallsConsumer();
    after.cursor = stored;
    const later = supervise(endpointOf(sim), after);
    await vi.waitFor(() => expect(later.state).toBe('ready'));
    await control.press(10, 'alert');

    await vi.waitFor(() => expect(after.events).toHaveLength(3));
    const seq = stored?.seq ?? 0;
    expect(after.eventSeqs()).toEqual([seq + 1, seq + 2, seq + 3]);
    expect(after.events.map((e) => e.event.type)).toEqual(['call.closed', 'call.opened', 'call.opened']);
    expect(after.snapshots).toEqual([]);
    expect(after.cursor).toEqual({ stream_id: stored?.stream_id, seq: seq + 3 });
  });

  it('shows a commit as processing and returns to ready when it finished', async () => {
    const sim = await lab.start();
    const consumer = new CallsConsumer();
    const supervisor = supervise(endpointOf(sim), consumer);
    await vi.waitFor(() => expect(supervisor.state).toBe('ready'));

    await supervisor.link.unstage('display_groups', 5);
    await supervisor.link.commit();

    await vi.waitFor(() => expect(consumer.states).toContain('processing'));
    await vi.waitFor(() => expect(supervisor.state).toBe('ready'));
    expect(consumer.events.map((e) => e.event.type)).toContain('commit.finished');
  });

  it.each([
    ['live', 'ready'],
    ['waiting to reconnect', 'offline'],
  ])('stop() while %s ends everything and leaves no timer behind', async (_while, state) => {
    const sim = await lab.start();
    const endpoint = endpointOf(sim);
    if (state === 'offline') await lab.stop(sim);
    const timersBefore = activeTimers();
    const consumer = new CallsConsumer();
    const supervisor = supervise(endpoint, consumer);
    await vi.waitFor(() => expect(supervisor.state).toBe(state));

    await supervisor.stop();

    expect(activeTimers()).toBeLessThanOrEqual(timersBefore);
    const statesAtStop = consumer.states.length;
    if (state === 'offline') await lab.start({ port: endpoint.port });
    else await new SimulatorControl(endpoint).press(23, 'alert');
    await new Promise((resolve) => setImmediate(resolve));
    expect(consumer.states).toHaveLength(statesAtStop);
    expect(consumer.events).toEqual([]);
  });
});
