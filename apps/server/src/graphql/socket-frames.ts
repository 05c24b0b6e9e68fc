/**
 * A subscription's `next` frames, written straight to its socket (shared-events.ts). The payload is
 * serialised once per event and operation; per socket only the frame around it is added, so 1,000
 * displays cost one JSON.stringify per change instead of 1,000. The bytes are those graphql-ws would
 * send: `{"id":<id>,"type":"next","payload":<payload>}`.
 */

/** What a frame sink needs of a `ws` socket. */
export interface FrameSocket {
  /**
   * `ws`'s own: the TCP socket, and the sender that frames what `send` is given. Read by `rawOf` only, to
   * write a complete frame where the sender would write the same bytes (ws 8).
   */
  readonly _socket?: { write(data: Buffer): boolean } | null;
  readonly _sender?: { _state?: number; _queue?: unknown[] } | null;
  readonly readyState: number;
  /** Bytes queued in the process and not yet handed to the kernel. */
  readonly bufferedAmount: number;
  send(data: Buffer, options: { binary: false }): void;
  close(code: number, reason: string): void;
  terminate(): void;
}

export interface FrameSink {
  /** Writes one `next` frame around `payload` (JSON of graphql-ws's payload), unless the socket is gone. */
  next(payload: Buffer): void;
}

const OPEN = 1;

/**
 * A socket that reads this far behind is cut off: over a hundred display frames (~4.4 KB each) are
 * waiting in this process, on top of what the kernel's buffers already hold — seconds of calls a wall
 * has not shown. It resyncs with `since` when it reconnects; kept, it would hold memory without bound.
 */
export const MAX_BUFFERED_BYTES = 512 * 1024;

/** "Try again later": the web client reconnects on it (retryable-close.ts) and resubscribes with `since`. */
export const CLOSE_TOO_SLOW = 1013;

/** The close handshake waits behind the unread bytes; a reader that stalled for good is dropped. */
const TERMINATE_AFTER_MS = 1000;

const SUFFIX = Buffer.from('}');

/** A final text frame's first byte (FIN, opcode 1). A server's frames are never masked (RFC 6455 §5.1). */
const FIN_TEXT = 0x81;

/** The frame's header for a text message of `length` bytes (RFC 6455 §5.2). */
function headerOf(length: number): Buffer {
  if (length < 126) return Buffer.from([FIN_TEXT, length]);
  if (length < 65536) {
    const header = Buffer.alloc(4);
    header[0] = FIN_TEXT;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
    return header;
  }
  const header = Buffer.alloc(10);
  header[0] = FIN_TEXT;
  header[1] = 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
}

/**
 * The frames made around a payload, by subscription id, as they go on the wire (WebSocket header, then the
 * message). Displays subscribe under the same id, so a change sent to a thousand of them is one buffer they
 * all queue (a server's frames are never masked or changed on the way), not a thousand 4.4-KB copies:
 * `bench/calls` at 1,000 displays allocated ~22 MB/s of them. Kept as long as the payload itself, which its
 * event drops once every socket has it.
 */
const framed = new WeakMap<Buffer, Map<string, Buffer>>();

function frameOf(id: string, prefix: Buffer, payload: Buffer): Buffer {
  let byId = framed.get(payload);
  if (!byId) {
    byId = new Map();
    framed.set(payload, byId);
  }
  let frame = byId.get(id);
  if (!frame) {
    const length = prefix.length + payload.length + SUFFIX.length;
    const header = headerOf(length);
    frame = Buffer.concat([header, prefix, payload, SUFFIX], header.length + length);
    byId.set(id, frame);
  }
  return frame;
}

/**
 * The TCP socket under a `ws` socket when its sender is idle (no compression, no Blob being read: the
 * server never negotiates either), so a complete frame written there comes out as `send` would write it.
 * One `write` of one buffer per socket, where `send` built a header and corked two writes into a writev:
 * the bench's steady phase allocated ~17 % of its bytes there (ADR 0051). `bufferedAmount` still counts
 * what waits, as it reads the TCP socket's queue. Null for anything else: `send` then frames it.
 */
function rawOf(socket: FrameSocket): { write(data: Buffer): boolean } | null {
  const sender = socket._sender;
  if (!socket._socket || !sender || sender._state !== 0 || sender._queue?.length !== 0) return null;
  return socket._socket;
}

export function frameSink(socket: FrameSocket, id: string, onCut: (buffered: number) => void): FrameSink {
  const prefix = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
  return {
    next(payload) {
      if (socket.readyState !== OPEN) return;
      const buffered = socket.bufferedAmount;
      if (buffered > MAX_BUFFERED_BYTES) {
        socket.close(CLOSE_TOO_SLOW, 'too slow');
        setTimeout(() => socket.terminate(), TERMINATE_AFTER_MS).unref();
        onCut(buffered);
        return;
      }
      const frame = frameOf(id, prefix, payload);
      const raw = rawOf(socket);
      if (raw) {
        raw.write(frame);
        return;
      }
      const message = frame.subarray(frame.length - (prefix.length + payload.length + SUFFIX.length));
      // A text frame, as graphql-ws sends: a Buffer would go out as binary (a Blob in a browser).
      socket.send(message, { binary: false });
    },
  };
}
