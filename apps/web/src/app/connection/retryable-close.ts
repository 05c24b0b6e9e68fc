/**
 * graphql-ws gives up for good on some close codes (4400, 4401, 4500, 1002–1011, ...), whatever
 * `shouldRetry` says. A wall display must never give up (docs/architecture.md §6), so the socket
 * we hand it reports those as 1013 "try again later", keeping the original code in the reason.
 */
const RETRYABLE = new Set([1000, 1001, 1005, 1006, 1012, 1013, 1014]);
const TRY_AGAIN_LATER = 1013;

export interface CloseLike {
  code: number;
  reason: string;
  wasClean: boolean;
}

export function asRetryableClose(event: CloseLike): CloseLike {
  if (RETRYABLE.has(event.code) || (event.code >= 3000 && !isLibraryFatal(event.code))) return event;
  return { code: TRY_AGAIN_LATER, reason: `${event.code} ${event.reason}`.trim(), wasClean: event.wasClean };
}

// The 4xxx codes graphql-ws 6 treats as fatal (client.ts, shouldRetryConnectOrThrow).
const LIBRARY_FATAL = new Set([4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429]);

function isLibraryFatal(code: number): boolean {
  return LIBRARY_FATAL.has(code);
}

type Listener = (event: CloseLike) => void;
type Handler = ((this: WebSocket, ev: CloseEvent) => unknown) | null;

/**
 * A WebSocket constructor whose `onclose` handler (the one graphql-ws sets) sees retryable codes
 * only; `onOriginalClose` hears the real code, for the log and the connection state.
 */
export function withRetryableClose(Base: typeof WebSocket, onOriginalClose?: Listener): typeof WebSocket {
  function RetryableWebSocket(url: string | URL, protocols?: string | string[]): WebSocket {
    const socket = new Base(url, protocols);
    let handler: Handler = null;
    Object.defineProperty(socket, 'onclose', {
      configurable: true,
      get: () => handler,
      set: (next: Handler) => {
        handler = next;
      },
    });
    socket.addEventListener('close', (event) => {
      onOriginalClose?.(event);
      handler?.call(socket, asRetryableClose(event) as CloseEvent);
    });
    return socket;
  }
  // graphql-ws recognises a WebSocket class by these constants.
  Object.assign(RetryableWebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  return RetryableWebSocket as unknown as typeof WebSocket;
}
