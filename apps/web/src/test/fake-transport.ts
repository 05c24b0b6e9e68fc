import type { MockLink } from '@apollo/client/testing';
import type { Client } from 'graphql-ws';
import { type GraphqlErrorLike, type Operation, RequestFailed, type Transport } from '../app/connection/transport';

/** What one request is answered with: data, GraphQL errors, or a failure of the request itself. */
type Answer = { data?: unknown; errors?: readonly GraphqlErrorLike[] };

/**
 * A canned answer for the plain transport, in the shape of Apollo's mocked responses so tests mix
 * both: matched by document and (equal, or accepted by a function) variables, used `maxUsageCount`
 * times (once by default), answered after `delay` ms (never, if infinite).
 */
export interface TransportMock {
  request: {
    query: Operation<unknown, never> | Operation<never, never>;
    variables?: Record<string, unknown> | ((variables: Record<string, unknown>) => boolean);
  };
  result?: Answer | (() => Answer);
  error?: Error;
  delay?: number;
  maxUsageCount?: number;
}

export type AnyMock = MockLink.MockedResponse | TransportMock;

/** The plain transport's documents are strings (generated/transport.ts); Apollo's are syntax trees. */
export function isTransportMock(mock: AnyMock): mock is TransportMock {
  return mock.request.query instanceof String;
}

export function splitMocks(mocks: readonly AnyMock[]) {
  return {
    apollo: mocks.filter((m): m is MockLink.MockedResponse => !isTransportMock(m)),
    transport: mocks.filter(isTransportMock),
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const IDLE_SOCKET: Client = {
  on: () => () => {},
  subscribe: () => () => {},
  iterate: () => {
    throw new Error('not used');
  },
  dispose: () => {},
  terminate: () => {},
};

/** A transport answering from mocks, recording what was asked (operation name and variables). */
export function createFakeTransport(mocks: readonly TransportMock[], socket: Client = IDLE_SOCKET) {
  const uses = new Map<TransportMock, number>();
  const asked: { operation: string; variables: Record<string, unknown> }[] = [];

  function take(operation: Operation<unknown, unknown>, variables: Record<string, unknown>): TransportMock | null {
    const mock = mocks.find((m) => {
      if (m.request.query !== operation) return false;
      if ((uses.get(m) ?? 0) >= (m.maxUsageCount ?? 1)) return false;
      const expected = m.request.variables;
      if (typeof expected === 'function') return expected(variables);
      return expected === undefined || sameJson(expected, variables);
    });
    if (mock) uses.set(mock, (uses.get(mock) ?? 0) + 1);
    return mock ?? null;
  }

  const answerOf = (mock: TransportMock): Answer =>
    typeof mock.result === 'function' ? mock.result() : (mock.result ?? {});

  const later = (mock: TransportMock, act: () => void) => {
    const delay = mock.delay ?? 0;
    if (Number.isFinite(delay)) setTimeout(act, delay);
  };

  const nameOf = (operation: Operation<unknown, unknown>) =>
    /\b(?:query|mutation|subscription)\s+(\w+)/.exec(operation.toString())?.[1] ?? '';

  const execute: Transport['execute'] = (operation, variables, _options) => {
    const vars = (variables ?? {}) as Record<string, unknown>;
    asked.push({ operation: nameOf(operation as Operation<unknown, unknown>), variables: vars });
    const mock = take(operation as Operation<unknown, unknown>, vars);
    if (!mock) {
      const failure = new RequestFailed(`no mocked answer for ${nameOf(operation as Operation<unknown, unknown>)}`, []);
      return Promise.resolve({ data: null, error: failure });
    }
    return new Promise((resolve) =>
      later(mock, () => {
        if (mock.error) {
          // A RequestFailed is given as it is (a server that could not be reached, a status).
          const error = mock.error instanceof RequestFailed ? mock.error : new RequestFailed(mock.error.message, []);
          resolve({ data: null, error });
          return;
        }
        const answer = answerOf(mock);
        const errors = answer.errors ?? [];
        resolve({
          data: (answer.data ?? null) as never,
          error: errors.length > 0 ? RequestFailed.of(errors) : null,
        });
      }),
    );
  };

  const transport: Transport = {
    socket,
    execute,
    async request(operation, variables, options) {
      const { data, error } = await execute(operation, variables, options);
      if (error) throw error;
      return data as never;
    },
    subscribe(operation, variables, sink) {
      const mock = take(operation as Operation<unknown, unknown>, (variables ?? {}) as Record<string, unknown>);
      let open = true;
      if (mock) {
        later(mock, () => {
          if (!open) return;
          const answer = answerOf(mock);
          if (answer.errors?.length) sink.error(RequestFailed.of(answer.errors));
          else if (answer.data) sink.next(answer.data as never);
        });
      }
      return () => {
        open = false;
      };
    },
  };
  return { transport, asked };
}
