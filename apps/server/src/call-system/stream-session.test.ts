import { describe, expect, it } from 'vitest';
import { READY_COMMIT_STATUS, wireCall } from './fake-configurator';
import type { CallSystemLink, Cursor, EventStream, StreamMessage } from './link';
import { CallsConsumer } from './link-test-kit';
import type { Call, CommitStatus, OpenCallsSnapshot, WireEvent } from './protocol-types';
import { type SessionContext, StreamSession } from './stream-session';

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
  });

  it('forces a resync on a gap and keeps the cursor at the last event before it', async () => {
    const consumer = new CallsConsumer();
    const session = sessionFor(consumer, { stream_id: STREAM, seq: 0, calls: [] }, { stream_id: STREAM, seq: 2 });

    const outcome = await session.run(scripted([hello(3), opened(3), live(3), opened(5), opened(6)]));

    expect(outcome).toEqual({ kind: 'resync', why: 'gap in the event sequence: 3 then 5', gapAfter: 3 });
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
});
