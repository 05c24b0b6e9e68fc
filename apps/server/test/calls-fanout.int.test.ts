import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LinkedStack, startLinkedStack } from './call-system';
import type { TestClient } from './client';

let stack: LinkedStack;
let visitor: TestClient;
const statements: string[] = [];

beforeAll(async () => {
  stack = await startLinkedStack({ onQuery: (sql) => statements.push(sql) });
  visitor = stack.client();
});
afterAll(() => stack.close());

describe('onCallsChanged fan-out', () => {
  it('reads the open calls once per change, however many displays listen', async () => {
    const SUBSCRIBERS = 25;
    const sockets = Array.from({ length: SUBSCRIBERS }, () => visitor.socket());
    const received = sockets.map(() => [] as number[][]);
    await new Promise<void>((resolve) => {
      let ready = 0;
      sockets.forEach((socket, i) => {
        socket.subscribe<{ onCallsChanged: { opened: number[] } }>(
          { query: 'subscription { onCallsChanged { seq opened } }' },
          {
            next: (v) => {
              received[i]?.push(v.data?.onCallsChanged.opened ?? []);
              if (received[i]?.length === 1 && ++ready === SUBSCRIBERS) resolve();
            },
            error: () => undefined,
            complete: () => undefined,
          },
        );
      });
    });
    statements.length = 0;
    const call = await stack.sim.control.call({ device_id: 23, call_type_id: 4 });
    await vi.waitFor(() =>
      expect(received.every((r) => r.some((opened) => opened.includes(call?.id ?? -1)))).toBe(true),
    );
    const openCallReads = statements.filter(
      (s) => /from "calls"/.test(s) && /NOT "calls"."is_closed"/.test(s) && /order by/i.test(s),
    );
    expect(openCallReads).toHaveLength(1);
    await Promise.all(sockets.map((s) => s.dispose()));
  });
});
