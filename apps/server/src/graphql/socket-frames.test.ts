import type { AddressInfo, Socket } from 'node:net';
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
    for (const [i, c] of clients.entries())
      c.on('message', (data, binary) => texts[i]?.push(binary ? 'binary' : String(data)));
    // What reaches each TCP socket: one write of the complete frame, header included, `ws.send` not used.
    const written: Buffer[][] = accepted.map(() => []);
    for (const [i, ws] of accepted.entries()) {
      const tcp = (ws as unknown as { _socket: Socket })._socket;
      const write = tcp.write.bind(tcp);
      vi.spyOn(tcp, 'write').mockImplementation(((data: Buffer) => {
        written[i]?.push(data);
        return write(data);
      }) as never);
      vi.spyOn(ws, 'send');
    }
    const ids = ['1', '1', '2'];
    const sinks = accepted.map((ws, i) => frameSink(ws, ids[i] as string, () => expect.unreachable('cut off')));
    const small = Buffer.from('{"data":{"calls":[1,2,3]}}');
    // Lengths that take each of the header's three forms (RFC 6455 §5.2: 7 bits, 16 bits, 64 bits).
    const medium = Buffer.from(JSON.stringify({ data: { pad: 'm'.repeat(300) } }));
    const large = Buffer.from(JSON.stringify({ data: { pad: 'l'.repeat(70_000) } }));
    for (const payload of [small, medium, large]) for (const sink of sinks) sink.next(payload);

    await vi.waitFor(() => expect(texts.map((t) => t.length)).toEqual([3, 3, 3]));
    for (const [i, t] of texts.entries()) {
      expect(t).toEqual(
        [small, medium, large].map((p) => `{"id":"${ids[i]}","type":"next","payload":${p.toString('utf8')}}`),
      );
    }
    for (const ws of accepted) expect(ws.send).not.toHaveBeenCalled();
    expect(written.map((w) => w.length)).toEqual([3, 3, 3]);
    // The same buffer for the same id; another id has its own.
    expect(written[0]?.[0]).toBe(written[1]?.[0]);
    expect(written[2]?.[0]).not.toBe(written[0]?.[0]);
  });

  it('leaves framing to `ws` while its sender is busy, so frames keep their order', async () => {
    const { clients, accepted } = await sockets(1);
    const [client] = clients as [WebSocket];
    const [ws] = accepted as [WebSocket];
    const texts: string[] = [];
    client.on('message', (data) => texts.push(String(data)));
    const sink = frameSink(ws, 'q', () => expect.unreachable('cut off'));
    // A Blob makes ws's sender read it before it writes anything more: what comes meanwhile waits in its queue.
    ws.send(new Blob(['{"type":"ping"}']));
    const sending = vi.spyOn(ws, 'send');
    sink.next(Buffer.from('{"data":{"n":1}}'));
    expect(sending).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(texts).toHaveLength(2));
    expect(texts).toEqual(['{"type":"ping"}', '{"id":"q","type":"next","payload":{"data":{"n":1}}}']);
  });
});
