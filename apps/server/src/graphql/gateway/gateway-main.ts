import type { Socket } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { frameOf, writeFrame } from '../socket-frames';
import { GRAPHQL_WS_PROTOCOL, KEEP_ALIVE_MS, MAX_SOCKET_FRAME_BYTES } from './limits';
import type { Fan, FromGateway, ToGateway } from './protocol';

/**
 * The socket gateway (ADR 0050): a child process of the server that holds every client's WebSocket.
 * The server accepts the HTTP upgrade, checks it (ws-upgrade.ts) and hands the TCP socket over; here
 * the handshake is done, frames are read and written, keep-alive pings are sent and slow readers are
 * cut off. The server keeps everything that decides: graphql-ws, identities, guards, the calls.
 *
 * Why a process: writing a change to 1,200 sockets was a quarter of the server's main thread
 * (the kernel's writev, bench/calls); here it runs on the other core, beside the call path instead of
 * in its way. A socket cannot be handed to a worker thread, only to a process.
 */

if (!process.send) throw new Error('the socket gateway runs as a child process of the server (gateway-link.ts)');

const wss = new WebSocketServer({
  noServer: true,
  maxPayload: MAX_SOCKET_FRAME_BYTES,
  // graphql-ws's choice: its protocol when offered, otherwise none (and graphql-ws closes with 4406).
  handleProtocols: (offered) => (offered.has(GRAPHQL_WS_PROTOCOL) ? GRAPHQL_WS_PROTOCOL : false),
});
const sockets = new Map<number, WebSocket>();

let outbox: FromGateway[] = [];
function report(message: FromGateway): void {
  if (outbox.length === 0) setImmediate(flush);
  outbox.push(message);
}
function flush(): void {
  const batch = outbox;
  outbox = [];
  if (process.connected) process.send?.(batch);
}

function take(message: Extract<ToGateway, { t: 'take' }>, socket: Socket | undefined): void {
  const { conn } = message;
  if (!socket) {
    report({ t: 'closed', conn, code: 1006, reason: '', opened: false });
    return;
  }
  let opened = false;
  // A failed handshake is answered and destroyed by `ws` without a callback: the server still counts it.
  socket.once('close', () => {
    if (!opened) report({ t: 'closed', conn, code: 1006, reason: '', opened: false });
  });
  const request = { method: message.method, url: message.url, headers: message.headers };
  wss.handleUpgrade(request as never, socket, Buffer.from(message.head), (ws) => {
    opened = true;
    sockets.set(conn, ws);
    follow(conn, ws);
    report({ t: 'open', conn, protocol: ws.protocol });
  });
}

/** Reads the socket for the server; pings it as graphql-ws's `ws` adapter does and drops it when it does not answer. */
function follow(conn: number, ws: WebSocket): void {
  let pongWait: NodeJS.Timeout | null = null;
  const ping = setInterval(() => {
    if (ws.readyState !== ws.OPEN || pongWait) return;
    pongWait = setTimeout(() => ws.terminate(), KEEP_ALIVE_MS);
    ws.ping();
  }, KEEP_ALIVE_MS);
  ws.on('pong', () => {
    if (pongWait) clearTimeout(pongWait);
    pongWait = null;
  });
  ws.on('message', (data) => report({ t: 'message', conn, data: String(data) }));
  ws.once('error', () => ws.close(1011, 'Internal server error'));
  ws.once('close', (code, reason) => {
    clearInterval(ping);
    if (pongWait) clearTimeout(pongWait);
    sockets.delete(conn);
    report({ t: 'closed', conn, code, reason: String(reason), opened: true });
  });
}

function fan(message: Fan): void {
  const payload = Buffer.from(message.payload.buffer, message.payload.byteOffset, message.payload.byteLength);
  for (const [id, conns] of message.to) {
    const frame = frameOf(id, payload);
    for (const conn of conns) {
      const ws = sockets.get(conn);
      if (ws) writeFrame(ws, frame, (buffered) => report({ t: 'cut', conn, buffered }));
    }
  }
}

function handle(message: ToGateway): void {
  switch (message.t) {
    case 'fan':
      fan(message);
      break;
    case 'send': {
      const ws = sockets.get(message.conn);
      if (ws?.readyState === ws?.OPEN) ws?.send(message.data);
      break;
    }
    case 'close':
      sockets.get(message.conn)?.close(message.code, message.reason);
      break;
    case 'take':
      // Comes alone, with its socket (see below).
      break;
  }
}

process.on('message', (message: ToGateway | ToGateway[], socket?: unknown) => {
  if (Array.isArray(message)) {
    for (const one of message) handle(one);
  } else if (message.t === 'take') {
    take(message, socket as Socket | undefined);
  }
});

// The server alone decides when the sockets end: a Ctrl-C or a supervisor's SIGTERM reaches the whole
// process group, and the server then closes every socket with 1012 ("restarting") through here.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
// The server is gone (ended, or killed): the sockets go with it, so clients reconnect to the next one.
process.on('disconnect', () => {
  for (const ws of sockets.values()) ws.terminate();
  process.exit(0);
});

report({ t: 'ready' });
