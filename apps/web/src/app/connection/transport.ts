import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { formatSystemId, SYSTEM_HEADER, VERSION_HEADER } from '@wardlight/domain';
import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { GRAPHQL_PATH, type RequestContext, requestHeaders } from './request-context';

/** A document generated as a string (src/generated/transport.ts), typed with its result and variables. */
export type Operation<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

export interface GraphqlErrorLike {
  message: string;
  extensions?: Record<string, unknown> | undefined;
}

/**
 * A request that failed: GraphQL errors in the reply (`errors`), or no usable reply at all (`status`
 * is the HTTP status when there was one; `unreachable` when no answer came at all: no network, or the
 * server is away). `errors` has the shape ui/graphql-errors reads.
 */
export class RequestFailed extends Error {
  override readonly name = 'RequestFailed';
  constructor(
    message: string,
    readonly errors: readonly GraphqlErrorLike[],
    readonly status: number | null = null,
    readonly unreachable = false,
  ) {
    super(message);
  }

  static of(errors: readonly GraphqlErrorLike[]): RequestFailed {
    return new RequestFailed(errors.map((e) => e.message).join('; ') || 'GraphQL error', errors);
  }
}

/** What a failed request means for the whole page (spec part 1 §8); other failures are the caller's. */
export type RequestProblem =
  | 'system-unavailable'
  | 'missing-auth'
  | 'display-not-enrolled'
  | 'phone-not-paired'
  | 'phone-signed-out';

/** A staff phone that lost its pairing or its sign-in learns it from whichever request meets it (ADR 0032). */
const PHONE_PROBLEMS: Readonly<Record<string, RequestProblem>> = {
  PHONE_NOT_PAIRED: 'phone-not-paired',
  PHONE_SIGNED_OUT: 'phone-signed-out',
};

export interface Reply<T> {
  data: T | null;
  error: RequestFailed | null;
}

export interface RequestOptions {
  /** The system asked, when it is not the page's context: a display shows several systems. */
  system?: number;
}

export interface Sink<T> {
  next(data: T): void;
  error(error: RequestFailed): void;
  /** The server ended the subscription. */
  complete?(): void;
}

export interface Transport {
  /** Data and errors side by side: partial data beside errors (AppData) is the caller's to judge. */
  execute<R, V>(operation: Operation<R, V>, variables?: V, options?: RequestOptions): Promise<Reply<R>>;
  /** The data, or a RequestFailed thrown. */
  request<R, V>(operation: Operation<R, V>, variables?: V, options?: RequestOptions): Promise<R>;
  /** Over the socket; returns the unsubscribe. */
  subscribe<R, V>(operation: Operation<R, V>, variables: V | undefined, sink: Sink<R>): () => void;
  /** The socket itself: restarted when the session or the system changes, watched by the display. */
  readonly socket: Client;
}

export interface TransportOptions {
  context: RequestContext;
  socket: Client;
  /** Told of a 424 for the page's own system and of MISSING_AUTH, whichever request met them. */
  onProblem?: (problem: RequestProblem, operationName: string) => void;
  fetch?: typeof fetch;
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+(\w+)/;

function operationNameOf(text: string): string {
  return OPERATION_NAME.exec(text)?.[1] ?? '';
}

const hasMissingAuth = (errors: readonly GraphqlErrorLike[]) =>
  errors.some((e) => e.extensions?.code === 'MISSING_AUTH' || e.message.includes('MISSING_AUTH'));

/** The problems of a reply's errors that concern the whole page; the display's enrolment is one (ADR 0022). */
function problemsOf(errors: readonly GraphqlErrorLike[]): RequestProblem[] {
  const problems: RequestProblem[] = [];
  if (hasMissingAuth(errors)) problems.push('missing-auth');
  if (errors.some((e) => e.extensions?.code === 'DISPLAY_NOT_ENROLLED')) problems.push('display-not-enrolled');
  for (const error of errors) {
    const problem = PHONE_PROBLEMS[String(error.extensions?.code)];
    if (problem && !problems.includes(problem)) problems.push(problem);
  }
  return problems;
}

/**
 * GraphQL over fetch and graphql-ws without a client cache: what the wall display and the session
 * need, at a few hundred bytes instead of Apollo Client's 44 KB (ADR 0014). Every request carries the
 * page's system and locale unless it names its own system; every reply reports the server version.
 */
export function createTransport(options: TransportOptions): Transport {
  const { context, socket, onProblem } = options;
  const report = (errors: readonly GraphqlErrorLike[], operationName: string) => {
    for (const problem of problemsOf(errors)) onProblem?.(problem, operationName);
  };
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function execute<R, V>(operation: Operation<R, V>, variables?: V, opts: RequestOptions = {}) {
    const query = operation.toString();
    const operationName = operationNameOf(query);
    const headers: Record<string, string> = { ...requestHeaders(context), 'content-type': 'application/json' };
    const ownSystem = opts.system === undefined || opts.system === context.systemId();
    if (opts.system !== undefined) headers[SYSTEM_HEADER] = formatSystemId(opts.system);
    let response: Response;
    try {
      response = await doFetch(GRAPHQL_PATH, {
        method: 'POST',
        credentials: 'include',
        headers,
        body: JSON.stringify({ query, operationName, variables: variables ?? {} }),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { data: null, error: new RequestFailed(message, [], null, true) };
    }
    const version = response.headers.get(VERSION_HEADER);
    if (version) context.onServerVersion?.(version);
    if (response.status === 424 && ownSystem) onProblem?.('system-unavailable', operationName);
    const body = (await response.json().catch(() => null)) as FormattedExecutionResult<R> | null;
    if (!body || (!response.ok && !body.errors)) {
      return { data: null, error: new RequestFailed(`HTTP ${response.status}`, [], response.status) };
    }
    const errors = body.errors ?? [];
    report(errors, operationName);
    return { data: (body.data as R | undefined) ?? null, error: errors.length > 0 ? RequestFailed.of(errors) : null };
  }

  return {
    socket,
    execute,
    async request(operation, variables, opts) {
      const { data, error } = await execute(operation, variables, opts);
      if (error) throw error;
      if (data === null) throw new RequestFailed('empty reply', []);
      return data;
    },
    subscribe(operation, variables, sink) {
      const query = operation.toString();
      const operationName = operationNameOf(query);
      return socket.subscribe<NonNullable<unknown>>(
        { query, operationName, variables: (variables ?? {}) as Record<string, unknown> },
        {
          next: (result) => {
            const errors = result.errors ?? [];
            if (errors.length > 0) {
              report(errors, operationName);
              sink.error(RequestFailed.of(errors));
            } else if (result.data) sink.next(result.data as Parameters<typeof sink.next>[0]);
          },
          // graphql-ws hands over an Error, a CloseEvent or the server's error list.
          error: (error) => {
            const errors = Array.isArray(error) ? (error as GraphqlErrorLike[]) : [];
            report(errors, operationName);
            sink.error(
              errors.length > 0
                ? RequestFailed.of(errors)
                : new RequestFailed(error instanceof Error ? error.message : 'the subscription failed', []),
            );
          },
          complete: () => sink.complete?.(),
        },
      );
    },
  };
}
