import type { TLSSocket } from 'node:tls';
import WebSocket from 'ws';
import type { EventStream, StreamEnd, StreamMessage } from './link';
import { errorFromFailure, errorFromResponse, LinkError } from './link-error';
import { parseStreamMessage } from './stream-messages';
import { type ConfiguratorTls, connectTls } from './tls-trust';

export interface KeepAlive {
  /** How often the client sends `{"type":"ping"}`; the pong (or any message) proves the link alive. */
  pingIntervalMs: number;
  /** Silence after which the socket counts as dead (DESIGN.md §6: a dead link must never look live). */
  deadAfterMs: number;
}

export const DEFAULT_KEEP_ALIVE: KeepAlive = { pingIntervalMs: 2_000, deadAfterMs: 6_000 };

/** Past this many unread messages the socket stops reading; the configurator buffers, then drops us. */
const HIGH_WATER = 1_000;
const LOW_WATER = 100;
const WHAT = 'WS /api/v1/events';

export interface EventSocketOptions {
  /** Produces the ws:// or wss:// URL; may throw for a bad address, which ends the stream as unreachable. */
  url: () => string;
  /** How a wss:// configurator is trusted (ADR 0021). */
  tls?: ConfiguratorTls | undefined;
  authorization: string;
  keepAlive: KeepAlive;
  handshakeTimeoutMs: number;
}

/** The event socket as an EventStream: a queue between the socket and one reader, with keep-alive. */
export class SocketEventStream implements EventStream {
  readonly closed: Promise<StreamEnd>;
  private readonly queue: StreamMessage[] = [];
  private ws: WebSocket | null = null;
  private end: StreamEnd | null = null;
  private error: LinkError | null = null;
  private wake: (() => void) | null = null;
  private resolveClosed: (end: StreamEnd) => void = () => {};
  private timer: NodeJS.Timeout | null = null;
  private isLive = false;
  private isPaused = false;
  private isClosedByUs = false;
  private lastHeardAt = Date.now();
  private lastPingAt = 0;

  constructor(private readonly options: EventSocketOptions) {
    this.closed = new Promise((resolve) => {
      this.resolveClosed = resolve;
    });
    let url: string;
    try {
      url = options.url();
      if (url.startsWith('wss:')) {
        void this.openSecure(url);
        return;
      }
      this.open(url);
    } catch (error) {
      this.finish({ code: null, reason: 'bad address', error: errorFromFailure(error, WHAT) });
    }
  }

  private open(url: string, socket?: TLSSocket): void {
    this.ws = new WebSocket(url, {
      headers: { authorization: this.options.authorization },
      handshakeTimeout: this.options.handshakeTimeoutMs,
      // A socket already checked by connectTls: the credentials go nowhere else.
      ...(socket ? { createConnection: () => socket } : {}),
    });
    this.listen(this.ws);
  }

  /** wss://: the certificate is checked (pinned or by chain) before the upgrade request is written. */
  private async openSecure(url: string): Promise<void> {
    let socket: TLSSocket;
    try {
      socket = await connectTls(new URL(url), this.options.tls, this.options.handshakeTimeoutMs);
    } catch (error) {
      this.finish({ code: null, reason: 'tls', error: this.isClosedByUs ? null : errorFromFailure(error, WHAT) });
      return;
    }
    if (this.isClosedByUs) {
      socket.destroy();
      this.finish({ code: null, reason: 'closed', error: null });
      return;
    }
    try {
      this.open(url, socket);
    } catch (error) {
      socket.destroy();
      this.finish({ code: null, reason: 'bad address', error: errorFromFailure(error, WHAT) });
    }
  }

  close(): void {
    this.isClosedByUs = true;
    // terminate, not close: a close handshake would leave ws's 30 s close timer behind a dead peer.
    if (this.ws && !this.end) this.ws.terminate();
  }

  takeQueued(accept: (message: StreamMessage) => boolean, max: number): StreamMessage[] {
    const taken: StreamMessage[] = [];
    for (let next = this.queue[0]; next && taken.length < max && accept(next); next = this.queue[0]) {
      taken.push(next);
      this.queue.shift();
    }
    this.resumeBelowLowWater();
    return taken;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<StreamMessage> {
    try {
      for (;;) {
        const message = this.queue.shift();
        if (message) {
          this.resumeBelowLowWater();
          yield message;
          continue;
        }
        if (this.end) {
          if (this.end.error) throw this.end.error;
          return;
        }
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = null;
      }
    } finally {
      this.close();
    }
  }

  private resumeBelowLowWater(): void {
    if (this.isPaused && this.queue.length <= LOW_WATER) {
      this.isPaused = false;
      this.ws?.resume();
    }
  }

  private listen(ws: WebSocket): void {
    ws.on('open', () => {
      this.lastHeardAt = Date.now();
      // Checked more often than pinged, so a dead link is noticed soon after `deadAfterMs`, not a ping later.
      const { pingIntervalMs, deadAfterMs } = this.options.keepAlive;
      const tickMs = Math.max(10, Math.min(pingIntervalMs, Math.floor(deadAfterMs / 6)));
      this.timer = setInterval(() => this.keepAlive(), tickMs);
    });
    ws.on('message', (data, isBinary) => this.receive(isBinary ? '' : data.toString()));
    ws.on('ping', () => this.heard());
    ws.on('pong', () => this.heard());
    ws.on('unexpected-response', (_request, response) => {
      // The upgrade was refused with a plain HTTP answer: 401 for a wrong password, like the REST calls.
      this.fail(errorFromResponse(response.statusCode ?? 0, null, WHAT));
      response.resume();
    });
    ws.on('error', (error) => {
      if (!this.isClosedByUs) this.error ??= errorFromFailure(error, WHAT);
    });
    ws.on('close', (code, reason) => {
      const error = this.isClosedByUs ? null : this.error;
      this.finish({ code, reason: reason.toString() || (error?.message ?? ''), error });
    });
  }

  private heard(): void {
    this.lastHeardAt = Date.now();
  }

  private keepAlive(): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    // A paused socket is silent because we stopped reading, not because the configurator died.
    if (this.isPaused) this.heard();
    const now = Date.now();
    const silentMs = now - this.lastHeardAt;
    if (silentMs > this.options.keepAlive.deadAfterMs) {
      this.fail(new LinkError('unreachable', `${WHAT}: no message or pong for ${silentMs} ms`));
      return;
    }
    if (now - this.lastPingAt < this.options.keepAlive.pingIntervalMs) return;
    this.lastPingAt = now;
    ws.send('{"type":"ping"}');
  }

  private receive(text: string): void {
    // After a failure nothing more is trusted; what arrived before it is still read, in order.
    if (this.error) return;
    this.heard();
    const parsed = parseStreamMessage(text, !this.isLive);
    if (parsed.type === 'ignored') return;
    if (parsed.type === 'unreadable-fatal') {
      // Quarantined like any unreadable frame, then the stream ends: it cannot go on without this message.
      this.push(parsed.message);
      this.fail(new LinkError('protocol', `${WHAT}: a malformed ${parsed.message.unreadable.event_type} message`));
      return;
    }
    if (parsed.type === 'live') this.isLive = true;
    this.push(parsed);
  }

  private push(message: StreamMessage): void {
    this.queue.push(message);
    if (!this.isPaused && this.queue.length >= HIGH_WATER) {
      this.isPaused = true;
      this.ws?.pause();
    }
    this.wake?.();
  }

  private fail(error: LinkError): void {
    this.error ??= error;
    this.ws?.terminate();
  }

  private finish(end: StreamEnd): void {
    if (this.end) return;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.end = end;
    this.resolveClosed(end);
    this.wake?.();
  }
}
