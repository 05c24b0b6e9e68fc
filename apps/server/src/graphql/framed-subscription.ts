import type { ExecutionResult } from 'graphql';
import type { FrameSink } from './socket-frames';

const LISTEN = Symbol('listen');

/** Takes an event; a framed subscription returns when its frame is written, so a fan-out knows when it is done. */
type Emit<T> = (event: T) => Promise<void> | undefined;
type Listen<T> = (emit: Emit<T>) => () => void;

/**
 * An event source that can also be listened to without an iterator: a framed subscription
 * (streamFrames) takes each event as it is emitted, with no queue per socket, so a change fanned out
 * to 1,000 sockets costs 1,000 function calls. Iterated, it is an ordinary async iterable (graphql-js
 * requires one from a subscribe resolver). `listen` returns what stops it.
 */
export function eventSource<T>(listen: Listen<T>): AsyncIterable<T> {
  return {
    [LISTEN]: listen,
    [Symbol.asyncIterator]() {
      const queue: T[] = [];
      let wake: (() => void) | null = null;
      let off: (() => void) | null = null;
      let done = false;
      return {
        async next(): Promise<IteratorResult<T>> {
          off ??= listen((event) => {
            queue.push(event);
            wake?.();
            return undefined;
          });
          while (!done && queue.length === 0) await new Promise<void>((ok) => (wake = ok));
          wake = null;
          const value = queue.shift();
          return done || value === undefined ? { done: true, value: undefined } : { done: false, value };
        },
        async return(): Promise<IteratorResult<T>> {
          done = true;
          off?.();
          wake?.();
          return { done: true, value: undefined };
        },
      };
    },
  } as AsyncIterable<T>;
}

function listenerOf<T>(source: AsyncIterable<T>): Listen<T> | null {
  return (source as { [LISTEN]?: Listen<T> })[LISTEN] ?? null;
}

/** Iterates a plain async iterable in the background; returns what stops it. */
function iterate<T>(source: AsyncIterable<T>, emit: Emit<T>, end: (error?: unknown) => void) {
  const iterator = source[Symbol.asyncIterator]();
  let stopped = false;
  void (async () => {
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done || stopped) break;
        emit(next.value);
      }
      end();
    } catch (error) {
      end(error);
    }
  })();
  return () => {
    stopped = true;
    void iterator.return?.();
  };
}

/**
 * A subscription whose events are written straight to its socket as `next` frames (socket-frames.ts),
 * in the order they came, each once its payload is ready. graphql-ws iterates what this returns: it
 * yields nothing, ends once the source has ended and its last frame is written, or fails with the
 * masked error; graphql-ws then sends `complete` or `error` itself, after every frame. When the client
 * completes the subscription or the socket closes, graphql-ws calls `return` and nothing more is written.
 */
export function streamFrames<T>(
  source: AsyncIterable<T>,
  payloadOf: (event: T) => Promise<Buffer>,
  sink: FrameSink,
  mask: (error: unknown) => Error,
): AsyncIterableIterator<ExecutionResult> {
  let tail: Promise<void> = Promise.resolve();
  let stopped = false;
  let off: () => void = () => undefined;
  let settle: (error: Error | null) => void = () => undefined;
  const ended = new Promise<Error | null>((ok) => {
    settle = ok;
  });
  const write = (bytes: Buffer) => {
    if (!stopped) sink.next(bytes);
  };
  const stop = () => {
    stopped = true;
    off();
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    settle(mask(error));
  };
  const emit = (event: T) => {
    if (stopped) return undefined;
    const payload = payloadOf(event);
    // Never rejects: a failed execution or write ends this subscription (masked), not the fan-out.
    tail = tail
      .then(() => payload)
      .then(write)
      .catch(fail);
    return tail;
  };
  const end = (error?: unknown) => {
    tail = tail.then(() => (error === undefined ? settle(null) : fail(error)));
  };
  const listen = listenerOf(source);
  off = listen ? listen(emit) : iterate(source, emit, end);

  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<ExecutionResult>> {
      const error = await ended;
      if (error) throw error;
      return { done: true, value: undefined };
    },
    async return(): Promise<IteratorResult<ExecutionResult>> {
      stop();
      settle(null);
      return { done: true, value: undefined };
    },
  };
}
