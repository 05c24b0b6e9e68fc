import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { FIRMWARE_VERSION } from '../config/views';
import type { Engine } from '../engine';
import { oldestRetainedSeq, replayAfter } from '../events/event-log';
import type { SimEvent } from '../events/event-types';
import { AUTH_CHALLENGE, type Credentials, isAuthorized, UNAUTHORIZED_BODY } from './basic-auth';
import { errorBody } from './http-errors';

export const EVENTS_PATH = '/api/v1/events';
/** A client this far behind is dropped; it reconnects with `since` and catches up from the replay. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** 1012 "service restart": the client should reconnect, never treat the close as final. */
const CLOSE_RESTARTING = 1012;

interface EventSocketOptions {
  credentials: Credentials;
  pingIntervalMs: number;
}

function refuseUpgrade(socket: Duplex, status: string, body: object, headers: string[] = []): void {
  const json = JSON.stringify(body);
  socket.end(
    [
      `HTTP/1.1 ${status}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'Connection: close',
      ...headers,
      '',
      json,
    ].join('\r\n'),
  );
}

function parseSince(raw: string | null): number | null | 'invalid' {
  if (raw === null || raw === '') return null;
  return /^\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : 'invalid';
}

function isPing(text: string): boolean {
  try {
    return (JSON.parse(text) as { type?: unknown })?.type === 'ping';
  } catch {
    return false;
  }
}

/** `WS /api/v1/events`: hello, then a replay or "snapshot needed", then live events, with ping/pong. */
export function attachEventSocket(server: Server, engine: Engine, options: EventSocketOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const alive = new WeakMap<WebSocket, boolean>();

  function send(ws: WebSocket, message: object): void {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      return;
    }
    ws.send(JSON.stringify(message));
  }

  function onConnection(ws: WebSocket, since: number | null, streamId: string | null): void {
    const { state, journal } = engine;
    // All of this runs synchronously, so no event can slip between the replay and the subscription.
    const published = journal.publishedSeq;
    send(ws, {
      type: 'hello',
      stream_id: state.stream_id,
      current_seq: published,
      oldest_seq: oldestRetainedSeq(state),
      version: FIRMWARE_VERSION,
    });
    if (since !== null) {
      const replay = replayAfter(state, since, published, streamId);
      if (replay.kind === 'events') for (const event of replay.events) send(ws, event);
      else
        send(ws, {
          type: 'snapshot_needed',
          reason: replay.reason,
          stream_id: state.stream_id,
          current_seq: published,
        });
    }
    send(ws, { type: 'live', current_seq: published });
    const unsubscribe = engine.bus.subscribe(
      (events: readonly SimEvent[]) => {
        for (const event of events) send(ws, event);
      },
      () => ws.bufferedAmount,
    );
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('message', (data) => {
      // Clients that cannot see protocol-level pings may ask in JSON.
      if (isPing(data.toString())) send(ws, { type: 'pong', current_seq: journal.publishedSeq });
    });
    ws.on('close', unsubscribe);
    ws.on('error', () => ws.terminate());
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://configurator');
    if (url.pathname !== EVENTS_PATH) {
      refuseUpgrade(socket, '404 Not Found', errorBody('not_found', `No WebSocket at ${url.pathname}`));
      return;
    }
    if (!isAuthorized(request.headers.authorization, options.credentials)) {
      refuseUpgrade(socket, '401 Unauthorized', UNAUTHORIZED_BODY, [`WWW-Authenticate: ${AUTH_CHALLENGE}`]);
      return;
    }
    const since = parseSince(url.searchParams.get('since'));
    if (since === 'invalid') {
      refuseUpgrade(socket, '400 Bad Request', errorBody('bad_request', 'since must be a whole number ≥ 0'));
      return;
    }
    const streamId = url.searchParams.get('stream');
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, since, streamId));
  }

  server.on('upgrade', onUpgrade);
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, options.pingIntervalMs);

  return {
    /** Closes every socket with 1012 so clients reconnect, waiting briefly for each to acknowledge. */
    async close(): Promise<void> {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      const closing = [...wss.clients].map(
        (ws) =>
          new Promise<void>((resolve) => {
            const force = setTimeout(() => ws.terminate(), 1000);
            ws.once('close', () => {
              clearTimeout(force);
              resolve();
            });
            ws.close(CLOSE_RESTARTING, 'configurator restarting');
          }),
      );
      await Promise.all(closing);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
