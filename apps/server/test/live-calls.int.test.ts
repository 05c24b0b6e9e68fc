import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../src/db/schema/index';
import { type LinkedStack, startLinkedStack } from './call-system';
import type { TestClient } from './client';

let stack: LinkedStack;
let server: LinkedStack['server'];
let sim: LinkedStack['sim'];
let visitor: TestClient;

beforeAll(async () => {
  stack = await startLinkedStack();
  ({ server, sim } = stack);
  visitor = stack.client();
});
afterAll(() => stack.close());

type Update = {
  onCallsChanged: {
    seq: number;
    calls: { id: number; call_type_id: number; number: number }[];
    opened: number[];
    closed: number[];
  };
};
const SUBSCRIBE = `subscription($since: Int) { onCallsChanged(since: $since) { seq calls { id call_type_id number device_text_long } opened closed } }`;

describe('a button pressed at the simulator', () => {
  it('reaches a subscriber, and closing it removes it; the stored call has its times and duration', async () => {
    const socket = visitor.socket();
    const updates: Update['onCallsChanged'][] = [];
    const done = new Promise<void>((resolve, reject) => {
      socket.subscribe<Update>(
        { query: SUBSCRIBE },
        {
          next: (v) => {
            if (v.errors) return reject(new Error(JSON.stringify(v.errors)));
            const u = (v.data as Update).onCallsChanged;
            updates.push(u);
            if (updates.length === 1) void sim.control.press(23, 'alert');
            if (u.opened.length && u.calls.length === 1 && updates.length === 2) void sim.control.press(23, 'alert');
            if (u.closed.length) resolve();
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await done;
    const [initial, opened, closed] = updates;
    expect(initial?.calls).toEqual([]);
    expect(opened?.calls).toEqual([expect.objectContaining({ call_type_id: 4 })]);
    const callId = opened?.calls[0]?.id ?? -1;
    expect(opened?.opened).toEqual([callId]);
    expect(closed?.calls).toEqual([]);
    expect(closed?.closed).toEqual([callId]);
    expect(closed?.seq).toBeGreaterThan(opened?.seq ?? Number.POSITIVE_INFINITY);
    await socket.dispose();

    const rows = await server.app.database.db.select().from(calls);
    const row = rows.find((r) => r.id === callId);
    expect(row).toMatchObject({ is_closed: true, system_tree_node_id: 23, call_type_id: 4 });
    expect(row?.closed_at?.getTime()).toBeGreaterThanOrEqual(row?.opened_at.getTime() ?? 0);
    expect(row?.duration).toBe(Math.round(((row?.closed_at?.getTime() ?? 0) - (row?.opened_at.getTime() ?? 0)) / 1000));
  });

  it('is listed by openCalls for a visitor, with its call type', async () => {
    await sim.control.press(24, 'presence');
    await vi.waitFor(async () => {
      const res = await visitor.gql<{ openCalls: { number: number; call_type: { flag: string } | null }[] }>(
        '{ openCalls { number call_type { flag } } }',
      );
      expect(res.data?.openCalls).toHaveLength(1);
    });
    await sim.control.press(24, 'presence');
    // The next test counts events from here: this closing must be in before it starts.
    await vi.waitFor(async () => {
      const res = await visitor.gql<{ openCalls: unknown[] }>('{ openCalls { id } }');
      expect(res.data?.openCalls).toEqual([]);
    });
  });

  it('gives a subscriber that comes back with its last seq exactly what it missed', async () => {
    const socket = visitor.socket();
    const first = await new Promise<Update['onCallsChanged']>((resolve) => {
      const stop = socket.subscribe<Update>(
        { query: SUBSCRIBE },
        {
          next: (v) => {
            stop();
            resolve((v.data as Update).onCallsChanged);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
    });
    await socket.dispose();
    // Another display stays connected throughout: it tells when the server has taken all three events.
    const watcher = visitor.socket();
    let latestSeq = first.seq;
    const stopWatching = watcher.subscribe<Update>(
      { query: SUBSCRIBE },
      {
        next: (v) => {
          latestSeq = Math.max(latestSeq, (v.data as Update).onCallsChanged.seq);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    // While away: one call opens and stays, one opens and closes.
    await sim.control.press(10, 'alert');
    await sim.control.press(23, 'emergency');
    await sim.control.press(23, 'emergency');
    await vi.waitFor(() => expect(latestSeq).toBe(first.seq + 3));
    stopWatching();
    await watcher.dispose();
    const back = visitor.socket();
    const missed = await new Promise<Update['onCallsChanged']>((resolve) => {
      const stop = back.subscribe<Update>(
        { query: SUBSCRIBE, variables: { since: first.seq } },
        {
          next: (v) => {
            stop();
            resolve((v.data as Update).onCallsChanged);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
    });
    await back.dispose();
    expect(missed.seq).toBe(first.seq + 3);
    expect(missed.opened).toHaveLength(2);
    expect(missed.closed).toHaveLength(1);
    expect(missed.calls.map((c) => c.number).sort()).toEqual(expect.arrayContaining([expect.any(Number)]));
    expect(missed.calls).toHaveLength(first.calls.length + 1);
  });
});
