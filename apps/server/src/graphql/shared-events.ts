import {
  createSourceEventStream,
  type ExecutionArgs,
  type ExecutionResult,
  execute as executeGraphQL,
  type GraphQLError,
  print,
} from 'graphql';
import { Repeater } from 'graphql-yoga';
import { streamFrames } from './framed-subscription';
import type { FrameSink } from './socket-frames';

export { eventSource } from './framed-subscription';

/**
 * Subscription events that read the same for every subscriber (open calls of a system) are marked
 * shared; a shared event is executed and serialised once per distinct operation and the same bytes
 * go to every socket that subscribed with it. Without this each of 1,000 displays ran the selection
 * over the call list, then JSON.stringify on the result, for every change (bench/calls, ADR 0026).
 * Only events whose fields do not depend on who asks may be marked.
 */
const shared = new WeakSet<object>();

export function markShared<T extends object>(event: T): T {
  shared.add(event);
  return event;
}

type Execute = (args: ExecutionArgs) => Promise<ExecutionResult>;
type Mask = (error: unknown, message: string) => Error;

const documentKeys = new WeakMap<object, string>();
const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
const payloads = new WeakMap<object, Map<string, Promise<Buffer>>>();

function operationKey(args: ExecutionArgs): string {
  let doc = documentKeys.get(args.document);
  if (doc === undefined) {
    doc = print(args.document);
    documentKeys.set(args.document, doc);
  }
  return `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}\n${doc}`;
}

/** Once per shared event and operation key; every time for an event that is not shared. */
function once<V>(cache: WeakMap<object, Map<string, V>>, event: unknown, key: string, make: () => V): V {
  if (typeof event !== 'object' || event === null || !shared.has(event)) return make();
  let byKey = cache.get(event);
  if (!byKey) {
    byKey = new Map();
    cache.set(event, byKey);
  }
  let value = byKey.get(key);
  if (value === undefined) {
    value = make();
    byKey.set(key, value);
  }
  return value;
}

/** Refusals (guards, validation) pass unchanged; a fault is masked like any other (mask-errors.ts). */
function masked(result: ExecutionResult, mask: Mask): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((e) => mask(e, 'Unexpected error.') as GraphQLError) };
}

/** The `payload` of graphql-ws's `next` message for a result, serialised as graphql-ws does. */
export function nextPayload(result: ExecutionResult): Buffer {
  const { errors, ...rest } = result;
  return Buffer.from(JSON.stringify({ ...rest, ...(errors ? { errors: errors.map((e) => e.toJSON()) } : {}) }));
}

/**
 * graphql-js `subscribe`, with each event executed once per operation where marked shared. Events run
 * through graphql-js `execute` (Yoga's executor would treat the subscription operation as a new
 * subscription); guards ran when the source stream was created, and errors are masked here.
 * With a `sink` (a socket's subscription) every event is written to the socket as a frame, shared
 * ones serialised once for all sockets (framed-subscription.ts); without one, results are iterated.
 */
export async function subscribeSharing(
  args: ExecutionArgs,
  mask: Mask,
  sink?: FrameSink,
): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> {
  const execute: Execute = async (a) => masked(await executeGraphQL(a), mask);
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return masked(source as ExecutionResult, mask);
  const events = source as AsyncIterable<unknown>;
  const key = operationKey(args);
  const run = (event: unknown) => execute({ ...args, rootValue: event });
  if (sink) {
    const payloadOf = (event: unknown) => once(payloads, event, key, async () => nextPayload(await run(event)));
    return streamFrames(events, payloadOf, sink, (error) => mask(error, 'Unexpected error.'));
  }
  const iterator = events[Symbol.asyncIterator]();
  return new Repeater<ExecutionResult>(async (push, stop) => {
    let done = false;
    void stop.then(() => {
      done = true;
      void iterator.return?.();
    });
    while (!done) {
      const next = await iterator.next();
      if (next.done) break;
      await push(await once(results, next.value, key, () => run(next.value)));
    }
    stop();
  });
}
