import { describe, expect, it } from 'vitest';
import { READY_COMMIT_STATUS, wireCall } from './fake-configurator';
import type { CallSystemLink, Cursor, EventStream, StreamMessage } from './link';
import { CallsConsumer } from './link-test-kit';
import type { Call, CommitStatus, OpenCallsSnapshot, WireEvent } from './protocol-types';
import { type SessionContext, StreamSession } from './stream-session';
import { unreadable } from './unreadable';

const STREAM = 'stream-a';

const call = (id: number) => wireCall(id) as unknown as Call;

const opened = (seq: number, id = seq): StreamMessage => ({
  type: 'event',
  replayed: false,
  event: { seq, type: 'call.opened', at: '', data: { call: call(id) } } satisfies WireEvent,
});
const hello = (current_seq: number): StreamMessage => ({
  type: 'hello',
  stream_id: STREAM,
  current_seq,
  oldest_seq: 1,
  version: 'x',
});
const live = (current_seq: number): StreamMessage => ({ type: 'live', current_seq });
/** A frame that failed its schema; with `seq` it still has its place in the order. */
const broken = (event_type: string, seq: number | null = null): StreamMessage => ({
  type: 'unreadable',
  unreadable: unreadable(seq === null ? 'frame' : 'event', `{"type":"${event_type}"}`, 'seq: required', {
    event_type,
    seq,
  }),
});

function scripted(messages: StreamMessage[]): EventStream {
  return {
    closed: Promise.resolve({ code: 1012, reason: 'restart', error: null }),
    close: () => {},
    async *[Symbol.asyncIterator]() {
      yield* messages;
    },
  };
}

function sessionFor(consumer: CallsConsumer, snapshot: OpenCallsSnapshot, cursor: Cursor | null) {
  const ready = READY_COMMIT_STATUS as CommitStatus;
  const link = { openCalls: async () => snapshot, commitStatus: async () => ready } as unknown as CallSystemLink;
  const ctx: SessionContext = {
    link,
    handlers: consumer,
    store: consumer,
    guard: (promise) => promise,
    isStopped: () => false,
    heard: () => {},
    report: () => {},
    fault: (fault) => consumer.onSeqFault(fault),
  };
  return new StreamSession(ctx, cursor);
}

describe('stream session', () => {
  it('hands the snapshot over first and skips the events it already reflects', async () => {
    const consumer = new CallsConsumer();
    const session = sessionFor(consumer, { stream_id: STREAM, seq: 5, calls: [call(5)] }, null);

    const outcome = await session.run(scripted([hello(4), opened(5), live(5), opened(6)]));

    expect(outcome.kind).toBe('closed');
    expect(consumer.snapshots.map((s) => s.reason)).toEqual(['initial']);
    expect(consumer.eventSeqs()).toEqual([6]);
    expect(session.cursor).toEqual({ stream_id: STREAM, seq: 6 });
    expect(consumer.faults).toEqual([]);
  });

  it('forces a resync on a gap and keeps the cursor at the last event before it', async () => {
    const consumer = new CallsConsumer();
    const session = sessionFor(consumer, { stream_id: STREAM, seq: 0, calls: [] }, { stream_id: STREAM, seq: 2 });

    const outcome = await session.run(scripted([hello(3), opened(3), live(3), opened(5), opened(6)]));

    expect(outcome).toEqual({
      kind: 'resync',
      why: 'gap in the event sequence: 3 then 5',
      gap: { after: 3, event: expect.objectContaining({ seq: 5, type: 'call.opened' }) },
    });
    expect(consumer.eventSeqs()).toEqual([3]);
    expect(session.cursor?.seq).toBe(3);
  });

  it('forces a resync when a pong says events were sent that never arrived', async () => {
    const consumer = new CallsConsumer();
    const session = sessionFor(consumer, { stream_id: STREAM, seq: 0, calls: [] }, { stream_id: STREAM, seq: 2 });

    const outcome = await session.run(scripted([hello(2), live(2), { type: 'pong', current_seq: 3 }, opened(4)]));

    expect(outcome.kind).toBe('resync');
    expect(consumer.events).toEqual([]);
  });

  it('skips event types it does not know but still advances past them', async () => {
    const consumer = new CallsConsumer();
    const session = sessionFor(consumer, { stream_id: STREAM, seq: 0, calls: [] }, { stream_id: STREAM, seq: 2 });
    const future: StreamMessage = {
      type: 'event',
      replayed: false,
      event: { seq: 3, type: 'lift.stuck', at: '', data: {} },
    };

    await session.run(scripted([hello(2), live(2), future, opened(4)]));

    expect(consumer.eventSeqs()).toEqual([4]);
    expect(consumer.cursor?.seq).toBe(4);
  });

  it('does not advance the cursor past an event whose handler failed', async () => {
    const consumer = new CallsConsumer();
    consumer.onEvent = async () => {
      throw new Error('database down');
    };
    const session = sessionFor(consumer, { stream_id: STREAM, seq: 0, calls: [] }, { stream_id: STREAM, seq: 2 });

    await expect(session.run(scripted([hello(2), live(2), opened(3)]))).rejects.toThrow('database down');

    expect(session.cursor?.seq).toBe(2);
    expect(consumer.cursor).toBeNull();
  });

  describe('event order (protocol §8, ADR 0025)', () => {
    const midway = { stream_id: STREAM, seq: 2 };

    it.each([
      ['lower than one already seen', [opened(3), opened(4), opened(3)], [3, 4]],
      ['equal to the last one', [opened(3), opened(3)], [3]],
      ['at or below the position the stream was opened from', [opened(2)], []],
    ])('takes a snapshot after a seq %s, and reports it with the event', async (_case, events, applied) => {
      const consumer = new CallsConsumer();
      const session = sessionFor(consumer, { stream_id: STREAM, seq: 9, calls: [call(9)] }, midway);

      const outcome = await session.run(scripted([hello(4), ...events, live(9), opened(10)]));

      expect(outcome.kind).toBe('closed');
      expect(consumer.eventSeqs()).toEqual([...applied, 10]);
      expect(consumer.snapshots.map((s) => s.reason)).toEqual(['backwards']);
      expect(consumer.faults).toEqual([
        expect.objectContaining({ kind: 'backwards', event: expect.objectContaining({ type: 'call.opened' }) }),
      ]);
      expect([...consumer.open.keys()]).toContain(9);
    });

    it('skips events up to the snapshot that were in flight when it was taken, silently', async () => {
      const consumer = new CallsConsumer();
      const session = sessionFor(consumer, { stream_id: STREAM, seq: 6, calls: [call(5), call(6)] }, midway);

      // The unreadable call event 4 makes the session read the open calls (up to 6) on this socket; 5 and 6
      // were already on their way.
      await session.run(
        scripted([hello(2), live(2), opened(3), broken('call.opened', 4), opened(5), opened(6), opened(7)]),
      );

      expect(consumer.eventSeqs()).toEqual([3, 7]);
      expect(consumer.snapshots.map((s) => s.reason)).toEqual(['unreadable_call']);
      expect(consumer.faults).toEqual([]);
    });

    it('follows a configurator that numbers anew under the same stream id after one snapshot', async () => {
      const consumer = new CallsConsumer();
      const session = sessionFor(
        consumer,
        { stream_id: STREAM, seq: 1, calls: [call(1)] },
        { stream_id: STREAM, seq: 40 },
      );

      await session.run(scripted([hello(40), live(40), opened(41), opened(1), opened(2), opened(3)]));

      expect(consumer.eventSeqs()).toEqual([41, 2, 3]);
      expect(consumer.faults.map((f) => f.kind)).toEqual(['backwards']);
    });

    it('takes a snapshot at once after a frame without a readable seq, which may have been a call', async () => {
      const consumer = new CallsConsumer();
      const session = sessionFor(consumer, { stream_id: STREAM, seq: 3, calls: [call(3)] }, midway);

      await session.run(scripted([hello(2), live(2), broken('call.opened'), opened(3), opened(4)]));

      expect(consumer.quarantined.map((q) => q.cursor)).toEqual([null]);
      expect(consumer.faults).toEqual([
        expect.objectContaining({ kind: 'missing_seq', cursorSeq: 2, event: '{"type":"call.opened"}' }),
      ]);
      expect(consumer.snapshots.map((s) => s.reason)).toEqual(['missing_seq']);
      expect([...consumer.open.keys()]).toEqual([3, 4]);
    });

    it('keeps a broken control message in quarantine without a snapshot', async () => {
      const consumer = new CallsConsumer();
      const session = sessionFor(consumer, { stream_id: STREAM, seq: 0, calls: [] }, midway);

      await session.run(scripted([hello(2), live(2), broken('pong'), opened(3)]));

      expect(consumer.quarantined).toHaveLength(1);
      expect(consumer.faults).toEqual([]);
      expect(consumer.snapshots).toEqual([]);
      expect(consumer.eventSeqs()).toEqual([3]);
    });
  });
});
