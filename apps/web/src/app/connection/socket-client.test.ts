import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectionStore } from './connection-state';
import { withOpenTimeout } from './open-timeout';
import { CONNECT_TIMEOUT_MS } from './reconnect-policy';
import { createSocketClient } from './socket-client';

/** A WebSocket that connects only when told: `open()`, or never (a hung server). */
class FakeWebSocket extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static made: FakeWebSocket[] = [];
  readyState = 0;
  protocol = 'graphql-transport-ws';
  onopen: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeWebSocket.made.push(this);
    this.addEventListener('open', (e) => this.onopen?.(e));
    this.addEventListener('error', (e) => this.onerror?.(e));
    this.addEventListener('message', (e) => this.onmessage?.(e as MessageEvent));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1006, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason, wasClean: false }));
  }
}

const Socket = FakeWebSocket as unknown as typeof WebSocket;

describe('the subscription socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.made = [];
  });
  afterEach(() => vi.useRealTimers());

  it('gives up on a connection that does not open in time, and tries again', async () => {
    const store = createConnectionStore();
    const client = createSocketClient({ url: 'ws://x', connectionParams: () => ({}), store, webSocketImpl: Socket });
    expect(FakeWebSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(FakeWebSocket.made[0]?.readyState).toBe(3);
    expect(store.getSnapshot().status).toBe('lost');
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.made.length).toBeGreaterThan(1);
    client.dispose();
  });

  it('shows the link lost at once when it is cut for a missing pong, before the browser reports the close', async () => {
    const store = createConnectionStore();
    const client = createSocketClient({ url: 'ws://x', connectionParams: () => ({}), store, webSocketImpl: Socket });
    const first = FakeWebSocket.made[0] as FakeWebSocket;
    first.open();
    first.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify({ type: 'connection_ack' }) }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe('connected');
    // The socket stays "open" in the browser's eyes (half-open link); graphql-ws pings, nothing answers.
    first.close = () => {};
    client.terminate();
    expect(store.getSnapshot().status).toBe('lost');
    client.dispose();
  });

  it('leaves a socket that opened in time alone', async () => {
    const Timed = withOpenTimeout(Socket, 100);
    const socket = new Timed('ws://x') as unknown as FakeWebSocket;
    socket.open();
    await vi.advanceTimersByTimeAsync(200);
    expect(socket.readyState).toBe(1);
  });
});
