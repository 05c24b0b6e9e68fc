import type { ExecutionResult } from 'graphql';
import type { FrameSink } from './socket-frames';

const LISTEN = Symbol('listen');

/** Takes an event; a framed subscription returns when its frame is written, so a fan-out knows when it is done. */
type Emit<T> = (event: T) => Promise<void> | undefined;
/** Ends the source: after the frames already taken, with `error` (masked) or without. */
type End = (error?: unknown) => void;
type Listen<T> = (emit: Emit<T>, end: End) => () => void;

/**
 * An event source that can also be listened to without an iterator: a framed subscription
 * (streamFrames) takes each event as it is emitted, with no queue per socket, so a change fanned out
 * to 1,000 sockets costs 1,000 function calls. Iterated, it is an ordinary async iterable (graphql-js
 * requires one from a subscribe resolver). `listen` returns what stops it; it is called once, also when
 * the source ends itself (`end`).
 */
export function eventSource<T>(listen: Listen<T>): AsyncIterable<T> {
  return {
    [LISTEN]: listen,
    [Symbol.asyncIterator]() {
      const queue: T[] = [];
      let wake: (() => void) | null = null;
      let off: (() => void) | null = null;
      let ended = false;
      let failure: { error: unknown } | null = null;
      let done = false;
      const stop = () => {
        done = true;
        const stopping = off;
        off = () => undefined;
        stopping?.();
        wake?.();
      };
      return {
        async next(): Promise<IteratorResult<T>> {
          off ??= listen(
            (event) => {
              queue.push(event);
              wake?.();
              return undefined;
            },
            (error) => {
              ended = true;
              if (error !== undefined) failure = { error };
              wake?.();
            },
          );
          while (!done && !ended && queue.length === 0) await new Promise<void>((ok) => (wake = ok));
          wake = null;
          const value = queue.shift();
          if (!done && value !== undefined) return { done: false, value };
          stop();
          const failed = failure as { error: unknown } | null;
          failure = null;
          if (failed) throw failed.error;
          return { done: true, value: undefined };
        },
        async return(): Promise<IteratorResult<T>> {
          stop();
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

type Writer = (bytes: Buffer | null, error?: unknown) => void;

/**
 * The subscriptions waiting for one payload, written in one pass once it is ready. A shared change
 * (shared-events.ts) is one payload for a thousand displays: each used to chain three promises of its own
 * onto it, ~12 % of what the server allocated in the steady phase of bench/calls (ADR 0051). `writers` is
 * null once written; a subscription that comes later with the same payload is written at once.
 */
interface Batch {
  writers: Writer[] | null;
  bytes: Buffer | null;
  error: unknown;
  done: Promise<void>;
}

const batches = new WeakMap<Promise<Buffer>, Batch>();
const DONE: Promise<void> = Promise.resolve();

/** Writes `payload` with `writer` once it is ready; what returns settles when every writer waiting for it ran. */
function together(payload: Promise<Buffer>, writer: Writer): Promise<void> {
  let batch = batches.get(payload);
  if (!batch) {
    const made: Batch = { writers: [], bytes: null, error: null, done: DONE };
    const flush = (bytes: Buffer | null, error: unknown) => {
      const writers = made.writers ?? [];
      made.writers = null;
      made.bytes = bytes;
      made.error = error;
      for (const write of writers) write(bytes, error);
    };
    // Never rejects: a failed payload is handed to each writer, which ends its own subscription.
    made.done = payload.then(
      (bytes) => flush(bytes, null),
      (error: unknown) => flush(null, error ?? new Error('payload failed')),
    );
    batches.set(payload, made);
    batch = made;
  }
  if (batch.writers) {
    batch.writers.push(writer);
    return batch.done;
  }
  writer(batch.bytes, batch.error);
  return DONE;
}

/**
 * A subscription whose events are written straight to its socket as `next` frames (socket-frames.ts),
 * in the order they came, each once its payload is ready. graphql-ws iterates what this returns: it
 * yields nothing, ends once the source has ended and its last frame is written, or fails with the
 * masked error; graphql-ws then sends `complete` or `error` itself, after every frame. When the client
 * completes the subscription or the socket closes, graphql-ws calls `return` and nothing more is written.
 * A subscription with nothing waiting joins the others waiting for the same payload (`together`); one
 * whose last frame is not yet out chains behind it, so its frames keep their order.
 */
export function streamFrames<T>(
  source: AsyncIterable<T>,
  payloadOf: (event: T) => Promise<Buffer>,
  sink: FrameSink,
  mask: (error: unknown) => Error,
): AsyncIterableIterator<ExecutionResult> {
  let tail: Promise<void> = DONE;
  /** Events taken and not yet written (or failed). */
  let waiting = 0;
  let stopped = false;
  let off: () => void = () => undefined;
  let settle: (error: Error | null) => void = () => undefined;
  const ended = new Promise<Error | null>((ok) => {
    settle = ok;
  });
  const stop = () => {
    if (stopped) return;
    stopped = true;
    off();
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    settle(mask(error));
  };
  // Never throws: a failed execution or write ends this subscription (masked), not the fan-out.
  const writer: Writer = (bytes, error) => {
    waiting--;
    if (bytes === null) return fail(error);
    if (stopped) return;
    try {
      sink.next(bytes);
    } catch (writeError) {
      fail(writeError);
    }
  };
  const emit = (event: T) => {
    if (stopped) return undefined;
    const payload = payloadOf(event);
    waiting++;
    tail =
      waiting === 1
        ? together(payload, writer)
        : tail.then(() => payload).then(writer, (error: unknown) => writer(null, error));
    return tail;
  };
  const end = (error?: unknown) => {
    tail = tail.then(() => {
      if (error !== undefined) return fail(error);
      if (stopped) return;
      stop();
      settle(null);
    });
  };
  const listen = listenerOf(source);
  const stopping = listen ? listen(emit, end) : iterate(source, emit, end);
  // A source may end while it starts: what stops it is called all the same.
  if (stopped) stopping();
  else off = stopping;

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
