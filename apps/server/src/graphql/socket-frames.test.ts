import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { CLOSE_TOO_SLOW, frameSink, MAX_BUFFERED_BYTES } from './socket-frames';

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    for (const c of s.clients) c.terminate();
    await new Promise((ok) => s.close(ok));
  }
});

/** A real `ws` server and `count` clients on loopback; resolves with both ends of each socket. */
async function sockets(count: number) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(wss);
  await new Promise((ok) => wss.once('listening', ok));
  const { port } = wss.address() as AddressInfo;
  const accepted: WebSocket[] = [];
  wss.on('connection', (ws) => accepted.push(ws));
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const client = new WebSocket(`ws://127.0.0.1:${port}`);
      await new Promise((ok) => client.once('open', ok));
      return client;
    }),
  );
  await vi.waitFor(() => expect(accepted).toHaveLength(count));
  return { clients, accepted };
}

describe('frames to a socket', () => {
  it('cuts a socket that stopped reading off (1013), while the others get every frame at once', async () => {
    const { clients, accepted } = await sockets(3);
    const [stalled, ...readers] = clients as [WebSocket, ...WebSocket[]];
    // It stops reading: the kernel's buffers fill, then the server process's.
    stalled.pause();
    const received = readers.map(() => 0);
    for (const [i, r] of readers.entries()) {
      r.on('message', () => {
        received[i] = (received[i] ?? 0) + 1;
      });
    }
    const cut: number[] = [];
    const sinks = accepted.map((ws, i) => frameSink(ws, `s${i}`, (buffered) => cut.push(i, buffered)));
    const closed = new Promise<void>((ok) => accepted[0]?.once('close', () => ok()));
    const closing = vi.spyOn(accepted[0] as WebSocket, 'close');

    // 64 KiB payloads until the stalled socket is over the bound; bounded by 64 MiB in all.
    const payload = Buffer.from(JSON.stringify({ data: { pad: 'x'.repeat(64 * 1024) } }));
    let rounds = 0;
    while (cut.length === 0 && rounds < 1024) {
      for (const sink of sinks) sink.next(payload);
      rounds++;
      // The readers are never behind by more than a few frames: they are not held up by the stalled one.
      await vi.waitFor(() => expect(Math.min(...received)).toBeGreaterThanOrEqual(rounds - 4));
    }
    expect(cut[0]).toBe(0);
    expect(cut[1]).toBeGreaterThan(MAX_BUFFERED_BYTES);
    expect(closing).toHaveBeenCalledWith(CLOSE_TOO_SLOW, 'too slow');
    // Its memory is given back: the close frame waits behind the unread data, so a reader that never
    // resumes is terminated.
    await closed;
    for (const sink of sinks) sink.next(payload);
    await vi.waitFor(() => expect(Math.min(...received)).toBe(rounds + 1));
    expect(readers.every((r) => r.readyState === WebSocket.OPEN)).toBe(true);
  });

  it('sends a socket that reads slowly but keeps up everything, as text', async () => {
    const { clients, accepted } = await sockets(1);
    const texts: string[] = [];
    clients[0]?.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false);
      texts.push(String(data));
    });
    const sink = frameSink(accepted[0] as WebSocket, 'only', () => expect.unreachable('cut off'));
    for (let i = 0; i < 200; i++) sink.next(Buffer.from(`{"data":{"n":${i}}}`));
    await vi.waitFor(() => expect(texts).toHaveLength(200));
    expect(texts[199]).toBe('{"id":"only","type":"next","payload":{"data":{"n":199}}}');
  });

  it('makes one frame for the sockets of one subscription id, each socket reading it whole', async () => {
    const { clients, accepted } = await sockets(3);
    const texts = clients.map(() => [] as string[]);
    for (const [i, c] of clients.entries()) c.on('message', (data) => texts[i]?.push(String(data)));
    const sent: Buffer[][] = accepted.map(() => []);
    for (const [i, ws] of accepted.entries()) {
      const send = ws.send.bind(ws);
      vi.spyOn(ws, 'send').mockImplementation(((data: Buffer, options: { binary: false }) => {
        sent[i]?.push(data);
        send(data, options);
      }) as never);
    }
    const ids = ['1', '1', '2'];
    const sinks = accepted.map((ws, i) => frameSink(ws, ids[i] as string, () => expect.unreachable('cut off')));
    const payload = Buffer.from('{"data":{"calls":[1,2,3]}}');
    for (const sink of sinks) sink.next(payload);

    await vi.waitFor(() => expect(texts.map((t) => t.length)).toEqual([1, 1, 1]));
    expect(texts.map((t) => t[0])).toEqual([
      '{"id":"1","type":"next","payload":{"data":{"calls":[1,2,3]}}}',
      '{"id":"1","type":"next","payload":{"data":{"calls":[1,2,3]}}}',
      '{"id":"2","type":"next","payload":{"data":{"calls":[1,2,3]}}}',
    ]);
    // The same buffer for the same id; another id has its own.
    expect(sent[0]?.[0]).toBe(sent[1]?.[0]);
    expect(sent[2]?.[0]).not.toBe(sent[0]?.[0]);
  });
});
