/**
 * What the server and its socket gateway (gateway-main.ts, ADR 0050) say to each other over the child
 * process's IPC channel. Both ends are this code base's own processes; nothing here comes from a client
 * unread: a client's text arrives as `message.data` and is parsed by graphql-ws in the server.
 *
 * Each side gathers what it has to say during one turn of its event loop and sends it as one batch:
 * a change fanned out to 1,000 displays is one message, not 1,000.
 */

/** One frame payload for many sockets: the gateway writes `{"id":<id>,"type":"next","payload":…}`. */
export interface Fan {
  t: 'fan';
  /** graphql-ws `next` payload, serialised once (shared-events.ts). */
  payload: Uint8Array;
  /** Subscription id → the connections subscribed under it. */
  to: Array<[id: string, conns: number[]]>;
}

export type ToGateway =
  /** Sent with the socket's handle: do the WebSocket handshake on it. */
  | {
      t: 'take';
      conn: number;
      method: string;
      url: string;
      headers: Record<string, string | string[] | undefined>;
      head: Uint8Array;
    }
  /** A graphql-ws message of the protocol (ack, error, complete, pong…). */
  | { t: 'send'; conn: number; data: string }
  | { t: 'close'; conn: number; code: number; reason: string }
  | Fan;

export type FromGateway =
  | { t: 'ready' }
  /** The handshake succeeded; graphql-ws's sub-protocol as negotiated. */
  | { t: 'open'; conn: number; protocol: string }
  | { t: 'message'; conn: number; data: string }
  /** The socket is gone (or its handshake failed: `opened` false). */
  | { t: 'closed'; conn: number; code: number; reason: string; opened: boolean }
  /** Cut off for reading too slowly (socket-frames.ts): a line for the log. */
  | { t: 'cut'; conn: number; buffered: number };

/** One IPC message: everything one side had to say in one turn of its loop, in order. */
export type Batch<T> = T[];
