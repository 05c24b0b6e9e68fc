import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeConfigurator, wireCall } from './fake-configurator';
import type { LinkSupervisor } from './link-supervisor';
import { CallsConsumer, superviseFor } from './link-test-kit';
import type { LinkSupervisorOptions } from './supervisor-types';

// Issue 11 point 4 (ADR 0025): a configurator that breaks its event order — a lost frame, a hole in its
// numbering, a stalled replay, a seq that goes backwards, a frame without a seq — never costs a call
// until the next reconnect: each ends in the call shown, the break logged with its event and reported.

let fake: FakeConfigurator;
let consumer: CallsConsumer;
let supervisor: LinkSupervisor | null = null;
let warnings: { object: Record<string, unknown>; message: string }[];

beforeEach(async () => {
  fake = await FakeConfigurator.start();
  consumer = new CallsConsumer();
  warnings = [];
});
afterEach(async () => {
  await supervisor?.stop();
  supervisor = null;
  await fake.close();
});

async function linked(overrides: Partial<LinkSupervisorOptions> = {}): Promise<void> {
  const logger = {
    info: () => {},
    warn: (object: object, message: string) => warnings.push({ object: object as Record<string, unknown>, message }),
  };
  const endpoint = { ip: '127.0.0.1', port: fake.port, username: '', password: '' };
  supervisor = superviseFor(endpoint, consumer, { logger, ...overrides });
  await vi.waitFor(() => expect(supervisor?.state).toBe('ready'));
}

const reasons = () => consumer.snapshots.map((s) => s.reason);
const isOpen = (id: number) => () => expect([...consumer.open.keys()]).toContain(id);
const logged = (kind: string) =>
  warnings.filter((w) => w.message === 'configurator event order broken' && w.object.kind === kind);

describe('a broken event order', () => {
  it('replays an event lost on its way, without a snapshot', async () => {
    await linked();
    fake.openCall(1);
    fake.openCall(2, 'lost');
    fake.openCall(3);

    await vi.waitFor(isOpen(3));

    expect(consumer.eventSeqs()).toEqual([1, 2, 3]);
    expect(reasons()).toEqual(['initial']);
    expect(consumer.faults.map((f) => f.kind)).toEqual(['gap']);
    expect(logged('gap')[0]?.object.event).toMatchObject({ seq: 3, type: 'call.opened' });
  });

  it('takes a snapshot at once when the replay ends in the same gap (a hole in the numbering)', async () => {
    // A minute: only the replay's answer can be what ends this gap.
    await linked({ gapCloseMs: 60_000 });
    fake.openCall(1);
    fake.skip();
    const startedAt = Date.now();
    fake.openCall(2);

    await vi.waitFor(isOpen(2));

    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(reasons()).toEqual(['initial', 'gap']);
    expect(consumer.faults.map((f) => f.kind)).toEqual(['gap']);
    await vi.waitFor(() => expect(supervisor?.state).toBe('ready'));
  });

  it('takes a snapshot when a replay does not close the gap within gapCloseMs', async () => {
    await linked({ gapCloseMs: 300 });
    fake.stallReplays = true;
    fake.openCall(1, 'lost');
    fake.openCall(2);

    await vi.waitFor(isOpen(1), { timeout: 5_000 });

    expect([...consumer.open.keys()]).toEqual([1, 2]);
    expect(reasons()).toEqual(['initial', 'gap']);
    expect(consumer.faults.map((f) => f.kind)).toEqual(['gap']);
    expect(warnings.map((w) => w.message)).toContain('a gap in the event stream did not close: taking a snapshot');
    await vi.waitFor(() => expect(supervisor?.state).toBe('ready'));
  });

  it('takes a snapshot after a seq that goes backwards, and logs it with the event', async () => {
    await linked();
    const seq = fake.openCall(1);
    await vi.waitFor(isOpen(1));
    const call = wireCall(2);
    fake.snapshotCalls.push(call);

    fake.event('call.opened', { call }, { seq });

    await vi.waitFor(isOpen(2));
    expect(reasons()).toEqual(['initial', 'backwards']);
    expect(consumer.faults.map((f) => f.kind)).toEqual(['backwards']);
    expect(logged('backwards')[0]?.object).toMatchObject({
      why: `seq ${seq} after ${seq}`,
      event: { seq, type: 'call.opened', data: { call: { id: 2 } } },
    });
  });

  it('takes a snapshot at once after a frame without a seq, and logs the frame', async () => {
    await linked();
    const call = wireCall(3);
    fake.snapshotCalls.push(call);
    const frame = JSON.stringify({ type: 'call.opened', at: call.opened_at, data: { call } });

    fake.raw(frame);

    await vi.waitFor(isOpen(3));
    expect(reasons()).toEqual(['initial', 'missing_seq']);
    expect(consumer.quarantined.map((q) => q.message.event_type)).toEqual(['call.opened']);
    expect(logged('missing_seq')[0]?.object.event).toBe(frame);
    // The stream goes on in order after it.
    fake.openCall(4);
    await vi.waitFor(isOpen(4));
    expect(consumer.faults.map((f) => f.kind)).toEqual(['missing_seq']);
  });
});
