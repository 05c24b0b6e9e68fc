import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type LinkedStack, startLinkedStack } from './call-system';
import { setUpAdmin } from './seed';

let stack: LinkedStack;
const statements: string[] = [];

beforeAll(async () => {
  stack = await startLinkedStack({ onQuery: (sql) => statements.push(sql) });
});
afterAll(() => stack.close());

const SUBSCRIBE = 'subscription { onCallsChanged { seq calls { id device_text_long } opened closed } }';

/** A graphql-transport-ws client on `ws` that keeps every text the server sends, as sent. */
async function rawSocket(cookie: string | null) {
  const url = `${stack.server.url.replace(/^http/, 'ws')}/ws/backend`;
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers: cookie ? { cookie } : {} });
  const texts: string[] = [];
  socket.on('message', (data) => texts.push(String(data)));
  await new Promise((ok) => socket.once('open', ok));
  const system = String(stack.systemId).padStart(2, '0');
  socket.send(JSON.stringify({ type: 'connection_init', payload: { system } }));
  await vi.waitFor(() => expect(texts).toContain('{"type":"connection_ack"}'));
  const nexts = (id: string) => texts.filter((t) => t.startsWith(`{"id":"${id}","type":"next"`));
  return {
    socket,
    texts,
    nexts,
    subscribe: async (id: string) => {
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: SUBSCRIBE } }));
      await vi.waitFor(() => expect(nexts(id)).toHaveLength(1));
    },
    complete: (id: string) => socket.send(JSON.stringify({ id, type: 'complete' })),
  };
}

/** The payload of a frame as sent: the bytes after the subscription id. */
const payloadOf = (text: string) => text.slice(text.indexOf(',"type":"next","payload":'));

describe('onCallsChanged frames', () => {
  it('are the same bytes for a display and for a signed-in user, and stop for a completed subscription', async () => {
    const staff = await setUpAdmin(stack.server);
    const display = await rawSocket(null);
    const phone = await rawSocket(staff.cookie);
    await display.subscribe('kept');
    await display.subscribe('dropped');
    await phone.subscribe('phone-1');
    display.complete('dropped');
    // graphql-ws has handled the complete once a later message on the socket is answered.
    display.socket.send('{"type":"ping"}');
    await vi.waitFor(() => expect(display.texts).toContain('{"type":"pong"}'));

    const call = await stack.sim.control.call({ device_id: 23, call_type_id: 4 });
    const opened = (text: string) =>
      (JSON.parse(text).payload.data.onCallsChanged.opened as number[]).includes(call?.id ?? -1);
    await vi.waitFor(() => expect(display.nexts('kept').some(opened)).toBe(true));
    await vi.waitFor(() => expect(phone.nexts('phone-1').some(opened)).toBe(true));
    const kept = display.nexts('kept').find(opened) as string;
    expect(payloadOf(phone.nexts('phone-1').find(opened) as string)).toBe(payloadOf(kept));
    expect(JSON.parse(kept).payload.data.onCallsChanged.calls).toContainEqual(
      expect.objectContaining({ id: call?.id }),
    );
    expect(display.nexts('dropped')).toHaveLength(1);
    display.socket.close();
    phone.socket.close();
  });

  it('serves a crowd that joins at once from one read of the open calls', async () => {
    await stack.sim.control.call({ device_id: 24, call_type_id: 4 });
    const openCallReads = () =>
      statements.filter((s) => /from "calls"/.test(s) && /NOT "calls"."is_closed"/.test(s) && /order by/i.test(s))
        .length;
    const before = openCallReads();
    // The call was delivered: the read is there to count (a changed statement text would count nothing).
    expect(before).toBeGreaterThan(0);
    const started = performance.now();
    const crowd = await Promise.all(Array.from({ length: 30 }, () => rawSocket(null)));
    await Promise.all(crowd.map((c, i) => c.subscribe(`crowd-${i}`)));
    const seconds = (performance.now() - started) / 1000;
    // A read serves those who join within a second of it (calls-feed.ts); before, each arrival read again.
    expect(openCallReads() - before).toBeLessThanOrEqual(1 + Math.ceil(seconds));
    const lists = crowd.map((c, i) => payloadOf(c.nexts(`crowd-${i}`)[0] as string));
    expect(new Set(lists).size).toBe(1);

    // A change ends what the read may serve: who joins after it is told, however soon.
    const call = await stack.sim.control.call({ device_id: 25, call_type_id: 4 });
    const callsIn = (text: string) => JSON.parse(text).payload.data.onCallsChanged.calls as { id: number }[];
    await vi.waitFor(() =>
      expect(crowd[0]?.nexts('crowd-0').some((t) => callsIn(t).some((c) => c.id === call?.id))).toBe(true),
    );
    const late = await rawSocket(null);
    await late.subscribe('late');
    expect(callsIn(late.nexts('late')[0] as string).map((c) => c.id)).toContain(call?.id);
    for (const c of [...crowd, late]) c.socket.close();
  });
});
