import {
  createSourceEventStream,
  type ExecutionArgs,
  type ExecutionResult,
  execute as executeGraphQL,
  type GraphQLError,
  print,
} from 'graphql';
import { Repeater } from 'graphql-yoga';

/**
 * Subscription events that read the same for every subscriber (open calls of a system) are marked
 * shared; a shared event is executed once per distinct operation and the result handed to every
 * socket that subscribed with it. Without this each of 200 displays runs the whole selection over the
 * call list for every change, which is what dominated the press-to-screen latency (bench/calls).
 * Only events whose fields do not depend on who asks may be marked.
 */
const shared = new WeakSet<object>();

export function markShared<T extends object>(event: T): T {
  shared.add(event);
  return event;
}

type Execute = (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;
type Mask = (error: unknown, message: string) => Error;

const documentKeys = new WeakMap<object, string>();
const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

function operationKey(args: ExecutionArgs): string {
  let doc = documentKeys.get(args.document);
  if (doc === undefined) {
    doc = print(args.document);
    documentKeys.set(args.document, doc);
  }
  return `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}\n${doc}`;
}

function executeEvent(args: ExecutionArgs, event: unknown, execute: Execute): Promise<ExecutionResult> {
  const run = () => Promise.resolve(execute({ ...args, rootValue: event }));
  if (typeof event !== 'object' || event === null || !shared.has(event)) return run();
  let byOperation = results.get(event);
  if (!byOperation) {
    byOperation = new Map();
    results.set(event, byOperation);
  }
  const key = operationKey(args);
  let result = byOperation.get(key);
  if (!result) {
    result = run();
    byOperation.set(key, result);
  }
  return result;
}

/** Refusals (guards, validation) pass unchanged; a fault is masked like any other (mask-errors.ts). */
function masked(result: ExecutionResult, mask: Mask): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((e) => mask(e, 'Unexpected error.') as GraphQLError) };
}

/**
 * graphql-js `subscribe`, with each event executed once per operation where marked shared. Events run
 * through graphql-js `execute` (Yoga's executor would treat the subscription operation as a new
 * subscription); guards ran when the source stream was created, and errors are masked here.
 */
export async function subscribeSharing(
  args: ExecutionArgs,
  mask: Mask,
): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> {
  const execute: Execute = async (a) => masked(await executeGraphQL(a), mask);
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return masked(source as ExecutionResult, mask);
  const iterator = (source as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  return new Repeater<ExecutionResult>(async (push, stop) => {
    let done = false;
    void stop.then(() => {
      done = true;
      void iterator.return?.();
    });
    while (!done) {
      const next = await iterator.next();
      if (next.done) break;
      await push(await executeEvent(args, next.value, execute));
    }
    stop();
  });
}
