import type { RunningSimulator } from '@wardlight/simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpLink } from './http-link';
import type { EventStream, StreamMessage } from './link';
import { LinkError } from './link-error';
import { endpointOf, SimLab } from './link-test-kit';
import { SimulatorControl } from './simulator-control';

async function rejection(promise: Promise<unknown>): Promise<LinkError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LinkError);
  return error as LinkError;
}

/** Reads messages until `until` matches one; returns them. (Leaving a for-await loop would close the stream.) */
async function readUntil(
  messages: AsyncIterator<StreamMessage>,
  until: (m: StreamMessage) => boolean,
): Promise<StreamMessage[]> {
  const read: StreamMessage[] = [];
  for (;;) {
    const next = await messages.next();
    if (next.done) return read;
    read.push(next.value);
    if (until(next.value)) return read;
  }
}

const reader = (stream: EventStream) => stream[Symbol.asyncIterator]();

describe('HTTP/WebSocket link against the simulator', () => {
  const lab = new SimLab();
  let sim: RunningSimulator;
  let link: HttpLink;
  beforeAll(async () => {
    sim = await lab.start();
    link = new HttpLink({ endpoint: endpointOf(sim) });
  });
  afterAll(() => lab.cleanup());

  it('reads the configuration, the open calls and the commit status', async () => {
    await new SimulatorControl(endpointOf(sim)).press(24, 'alert');

    const [config, calls, status] = await Promise.all([link.config(), link.openCalls(), link.commitStatus()]);

    expect(config.system_params?.version).toBe('5.4.13-sim');
    expect(config.system_tree_nodes.find((node) => node.id === 24)).toMatchObject({ kind: 'wired' });
    expect(calls.calls.map((call) => call.system_tree_node_id)).toContain(24);
    expect(status.status).toBe('ready');
  });

  it('stages, lists and discards changes, and maps a refused entity to a validation error with every problem', async () => {
    const staged = await link.stage('call_sources', 9, { number: 9, text: 'Flur' });
    expect(staged).toMatchObject({ kind: 'call_sources', id: 9, action: 'created' });
    expect((await link.staged()).changes).toHaveLength(1);

    const refused = await rejection(link.stage('schedules', 4, { name: 'x', time_1: '08:00', time_2: '07:00' }));

    expect(refused).toMatchObject({ kind: 'validation', status: 422, key: 'validation_failed' });
    expect(refused.errors).toEqual([expect.objectContaining({ key: 'schedule_intervals_not_ascending' })]);
    expect(await link.discardStaged()).toEqual({ discarded: 1 });
  });

  it('commits, and refuses staging while the commit runs as a conflict', async () => {
    await link.unstage('display_groups', 5);
    // Long enough that the conflict is tried while the commit still runs, even on a busy machine.
    sim.engine.commits.settings.durationMs = 2000;

    const started = await link.commit();
    const conflict = await rejection(link.stage('call_sources', 9, { number: 9 }));

    expect(started.status).toBe('committing');
    expect(conflict).toMatchObject({ kind: 'conflict', status: 409, key: 'commit_running' });
    await vi.waitFor(
      async () => expect(await link.commitStatus()).toMatchObject({ status: 'ready', staged_count: 0 }),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    sim.engine.commits.settings.durationMs = 200;
  });

  it('runs device actions and maps an unknown device to a protocol error', async () => {
    await new SimulatorControl(endpointOf(sim)).press(10, 'alert');

    const result = await link.deviceAction(10, 'EndCalls');
    const missing = await rejection(link.deviceAction(9999, 'Mute'));

    expect(result.closed_calls.map((call) => call.system_tree_node_id)).toEqual([10]);
    expect(missing).toMatchObject({ kind: 'protocol', status: 404 });
  });

  it('streams hello, the replay after a cursor, live, then new events', async () => {
    const { stream_id, seq } = await link.openCalls();
    const control = new SimulatorControl(endpointOf(sim));
    await control.press(23, 'alert');
    const stream = link.openEvents({ stream_id, seq });
    const messages = reader(stream);

    const head = await readUntil(messages, (m) => m.type === 'live');
    await control.press(23, 'alert');
    const [next] = await readUntil(messages, (m) => m.type === 'event');
    stream.close();

    expect(head.map((m) => m.type)).toEqual(['hello', 'event', 'live']);
    expect(head[1]).toMatchObject({ replayed: true, event: { seq: seq + 1, type: 'call.opened' } });
    expect(next).toMatchObject({ replayed: false, event: { seq: seq + 2, type: 'call.closed' } });
    expect(await stream.closed).toMatchObject({ error: null });
  });

  it('ends the event stream with unauthorized for a wrong password', async () => {
    const stream = new HttpLink({ endpoint: endpointOf(sim, { username: 'admin', password: 'x' }) }).openEvents(null);

    const error = await rejection(readUntil(reader(stream), () => true));

    expect(error.kind).toBe('unauthorized');
  });

  it('ends the event stream with unreachable when nothing listens', async () => {
    const gone = await lab.start();
    await lab.stop(gone);
    const stream = new HttpLink({ endpoint: endpointOf(gone) }).openEvents(null);

    const error = await rejection(readUntil(reader(stream), () => true));

    expect(error.kind).toBe('unreachable');
    expect(await stream.closed).toMatchObject({ error: { kind: 'unreachable' } });
  });
});
