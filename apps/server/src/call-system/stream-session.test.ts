import { describe, expect, it } from 'vitest';
import { READY_COMMIT_STATUS, wireCall } from './fake-configurator';
import type { CallSystemLink, Cursor, EventStream, StreamMessage } from './link';
import { CallsConsumer } from './link-test-kit';
import type { Call, CommitStatus, OpenCallsSnapshot, WireEvent } from './protocol-types';
import { MAX_CALL_BATCH, type SessionContext, StreamSession } from './stream-session';
import { unreadable } from './unreadable';

const STREAM = 'stream-a';

const call = (id: number) => wireCall(id) as unknown as Call;

const opened = (seq: number, id = seq): StreamMessage => ({
  type: 'event',
  replayed: false,
  event: { seq, type: 'call.opened', at: '', data: { call: call(id) } } satisfies WireEvent,
});
const closed = (seq: number, id: number): StreamMessage => ({
  type: 'event',
  replayed: false,
  event: { seq, type: 'call.closed', at: '', data: { call: { ...call(id), is_closed: true } } } satisfies WireEvent,
});
const battery = (seq: number): StreamMessage => ({
  type: 'event',
  replayed: false,
  event: { seq, type: 'device.battery', at: '', data: { device_id: 7, battery: 40 } } satisfies WireEvent,
});
const openings = (from: number, count: number) => Array.from({ length: count }, (_, i) => opened(from + i));
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

/**
 * A socket whose messages all arrived before the session reads the first (`queued`: the session may take
 * what waits behind a call event), or that hands over each only once the one before was handled.
 */
function scripted(messages: StreamMessage[], arrival: 'queued' | 'one by one' = 'queued'): EventStream {
  const queue = [...messages];
  return {
    closed: Promise.resolve({ code: 1012, reason: 'restart', error: null }),
    close: () => {},
    takeQueued(accept, max) {
      const taken: StreamMessage[] = [];
      if (arrival !== 'queued') return taken;
      for (let next = queue[0]; next && taken.length < max && accept(next); next = queue[0])
        taken.push(queue.shift() ?? next);
      return taken;
    },
    async *[Symbol.asyncIterator]() {
      for (let next = queue.shift(); next; next = queue.shift()) yield next;
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

  describe('call events already waiting are handed over together (group commit, ADR 0026)', () => {
    const midway = { stream_id: STREAM, seq: 2 };
    const empty = { stream_id: STREAM, seq: 0, calls: [] };

    /** The positions the session saved, in order. */
    function savesOf(consumer: CallsConsumer): number[] {
      const saves: number[] = [];
      const save = consumer.saveCursor.bind(consumer);
      consumer.saveCursor = async (cursor) => {
        saves.push(cursor.seq);
        await save(cursor);
      };
      return saves;
    }

    it('takes the call events queued behind one in one group, and moves the cursor once, past all of them', async () => {
      const consumer = new CallsConsumer();
      const saves = savesOf(consumer);
      const session = sessionFor(consumer, empty, midway);

      await session.run(scripted([hello(2), live(2), opened(3), opened(4), closed(5, 3), opened(6)]));

      expect(consumer.callGroups).toEqual([[3, 4, 5, 6]]);
      expect(saves).toEqual([6]);
      expect(session.cursor).toEqual({ stream_id: STREAM, seq: 6 });
      expect([...consumer.open.keys()]).toEqual([4, 6]);
      expect([...consumer.closed]).toEqual([3]);
    });

    it('waits for nothing: a call that arrives alone is a group of one', async () => {
      const consumer = new CallsConsumer();
      const session = sessionFor(consumer, empty, midway);

      await session.run(scripted([hello(2), live(2), opened(3), opened(4), opened(5)], 'one by one'));

      expect(consumer.callGroups).toEqual([[3], [4], [5]]);
      expect(session.cursor?.seq).toBe(5);
    });

    it('ends a group at an event that is not a call, which is handled after it, in order', async () => {
      const consumer = new CallsConsumer();
      const saves = savesOf(consumer);
      const session = sessionFor(consumer, empty, midway);

      await session.run(scripted([hello(2), live(2), opened(3), opened(4), battery(5), opened(6), opened(7)]));

      expect(consumer.callGroups).toEqual([
        [3, 4],
        [6, 7],
      ]);
      expect(consumer.events.map((e) => [e.cursor.seq, e.event.type])).toEqual([
        [3, 'call.opened'],
        [4, 'call.opened'],
        [5, 'device.battery'],
        [6, 'call.opened'],
        [7, 'call.opened'],
      ]);
      expect(saves).toEqual([4, 5, 7]);
    });

    it('stores the calls before a gap together, then resyncs from the last of them as before', async () => {
      const consumer = new CallsConsumer();
      const session = sessionFor(consumer, empty, midway);

      const outcome = await session.run(scripted([hello(2), live(2), opened(3), opened(4), opened(6), opened(7)]));

      expect(outcome).toEqual({
        kind: 'resync',
        why: 'gap in the event sequence: 4 then 6',
        gap: { after: 4, event: expect.objectContaining({ seq: 6 }) },
      });
      expect(consumer.callGroups).toEqual([[3, 4]]);
      expect(session.cursor?.seq).toBe(4);
    });

    it('leaves a seq gone backwards in the queue for the loop: stored group, then fault and snapshot', async () => {
      const consumer = new CallsConsumer();
      const session = sessionFor(consumer, { stream_id: STREAM, seq: 9, calls: [call(9)] }, midway);

      await session.run(scripted([hello(2), live(2), opened(3), opened(4), opened(4), live(9), opened(10)]));

      expect(consumer.callGroups).toEqual([[3, 4], [10]]);
      expect(consumer.faults.map((f) => [f.kind, f.why])).toEqual([['backwards', 'seq 4 after 4']]);
      expect(consumer.snapshots.map((s) => s.reason)).toEqual(['backwards']);
    });

    it('skips the calls a snapshot already reflects without starting a group with them', async () => {
      const consumer = new CallsConsumer();
      const session = sessionFor(consumer, { stream_id: STREAM, seq: 5, calls: [call(4), call(5)] }, null);

      await session.run(scripted([hello(3), opened(4), opened(5), opened(6), opened(7)]));

      expect(consumer.snapshots.map((s) => s.reason)).toEqual(['initial']);
      expect(consumer.callGroups).toEqual([[6, 7]]);
    });

    it(`stores at most ${MAX_CALL_BATCH} calls in one group`, async () => {
      const consumer = new CallsConsumer();
      const session = sessionFor(consumer, empty, midway);

      await session.run(scripted([hello(2), live(2), ...openings(3, 2 * MAX_CALL_BATCH + 10)]));

      expect(consumer.callGroups.map((g) => g.length)).toEqual([MAX_CALL_BATCH, MAX_CALL_BATCH, 10]);
      expect(session.cursor?.seq).toBe(2 * MAX_CALL_BATCH + 12);
    });

    it('leaves the cursor before a group whose store failed, so all of it comes again', async () => {
      const consumer = new CallsConsumer();
      const tried: number[][] = [];
      consumer.onCallEvents = async (events) => {
        tried.push(events.map((e) => e.seq));
        throw new Error('database down');
      };
      const session = sessionFor(consumer, empty, midway);

      const run = session.run(scripted([hello(2), live(2), opened(3), opened(4), opened(5)]));

      await expect(run).rejects.toThrow('database down');
      expect(tried).toEqual([[3, 4, 5]]);
      expect(session.cursor?.seq).toBe(2);
      expect(consumer.cursor).toBeNull();
    });
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
