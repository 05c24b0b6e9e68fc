import { type Client, createClient } from 'graphql-ws';
import type { ConnectionStore } from './connection-state';
import { withOpenTimeout } from './open-timeout';
import { CONNECT_TIMEOUT_MS, PING_INTERVAL_MS, PONG_TIMEOUT_MS, reconnectDelayMs } from './reconnect-policy';
import { withRetryableClose } from './retryable-close';

export interface SocketOptions {
  url: string;
  /** Read at every (re)connect, so a new system or language applies from the next connection. */
  connectionParams: () => Record<string, string>;
  store: ConnectionStore;
  webSocketImpl?: typeof WebSocket;
  /**
   * Connect only while something is subscribed (graphql-ws `lazy`). The staff phone's socket must carry
   * the tokens of its current sign-in, read at connect: it opens with the calls list and closes with it.
   */
  lazy?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The subscription socket: retries for ever, every close retryable, a dead link noticed by pings. */
export function createSocketClient(options: SocketOptions): Client {
  const Base = options.webSocketImpl ?? WebSocket;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  const client: Client = createClient({
    url: options.url,
    connectionParams: options.connectionParams,
    lazy: options.lazy ?? false,
    retryAttempts: Number.POSITIVE_INFINITY,
    // graphql-ws counts retries from 0; the spec counts attempts from 1.
    retryWait: (retries) => sleep(reconnectDelayMs(retries + 1)),
    shouldRetry: () => true,
    keepAlive: PING_INTERVAL_MS,
    connectionAckWaitTimeout: CONNECT_TIMEOUT_MS,
    webSocketImpl: withRetryableClose(withOpenTimeout(Base, CONNECT_TIMEOUT_MS), (event) =>
      options.store.closed(event.code, event.reason),
    ),
    on: {
      connected: () => options.store.connected(),
      // A half-open TCP link never closes by itself: no pong in time, and we cut it and reconnect.
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => client.terminate(), PONG_TIMEOUT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      // A link cut by `terminate()` (no pong) closes in graphql-ws at once, while the browser may not
      // report the dead socket's own close for minutes: the shell must say "connection lost" now.
      // The socket's own close, where it comes, has reported first, with the original code.
      closed: (event) => {
        clearTimeout(pongTimer);
        if (options.store.getSnapshot().status === 'lost') return;
        const close = event as Partial<CloseEvent> | undefined;
        options.store.closed(close?.code ?? 1006, close?.reason ?? '');
      },
    },
  });
  return client;
}
