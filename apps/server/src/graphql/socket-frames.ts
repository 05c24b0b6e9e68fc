/**
 * A subscription's `next` frames, written straight to its socket (shared-events.ts). The payload is
 * serialised once per event and operation; per socket only the frame around it is added, so 1,000
 * displays cost one JSON.stringify per change instead of 1,000. The bytes are those graphql-ws would
 * send: `{"id":<id>,"type":"next","payload":<payload>}`.
 */

/** What a frame sink needs of a `ws` socket. */
export interface FrameSocket {
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

/**
 * The frames made around a payload, by subscription id. Displays subscribe under the same id, so a change
 * sent to a thousand of them is one buffer they all queue (`ws` writes a server's frames as given, it never
 * masks or changes them), not a thousand 4.4-KB copies: `bench/calls` at 1,000 displays allocated ~22 MB/s
 * of them. Kept as long as the payload itself, which its event drops once every socket has it.
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
    frame = Buffer.concat([prefix, payload, SUFFIX], prefix.length + payload.length + SUFFIX.length);
    byId.set(id, frame);
  }
  return frame;
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
      // A text frame, as graphql-ws sends: a Buffer would go out as binary (a Blob in a browser).
      socket.send(frameOf(id, prefix, payload), { binary: false });
    },
  };
}
