import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { of, throwError } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createRequestErrorLink } from './request-error-link';

const QUERY = gql`
  query TreeNode {
    appState {
      offline_mode
    }
  }
`;

function clientAnswering(answer: () => ReturnType<ApolloLink.RequestHandler>) {
  const handlers = { systemUnavailable: vi.fn(), missingAuth: vi.fn(), contextSystem: () => 1 };
  // Stands in for the header link of the real chain, which sets the page's system when none is set.
  const headers = new ApolloLink((operation, forward) => {
    const own = operation.getContext().headers as Record<string, string> | undefined;
    operation.setContext({ headers: { 'x-system': '01', ...own } });
    return forward(operation);
  });
  const link = ApolloLink.from([createRequestErrorLink(handlers), headers, new ApolloLink(answer)]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const run = (headersOfOperation?: Record<string, string>) =>
    client
      .query({ query: QUERY, fetchPolicy: 'no-cache', context: { headers: headersOfOperation } })
      .catch(() => undefined);
  return { handlers, run };
}

const status = (code: number) =>
  new ServerError(`Received status code ${code}`, { response: new Response('{}', { status: code }), bodyText: '{}' });
const graphqlError = (code: string) => of({ errors: [{ message: code, extensions: { code } }] });

describe('console-wide request errors (spec part 1 §8)', () => {
  it('hands a 424 for the page system to the system redirect', async () => {
    const { handlers, run } = clientAnswering(() => throwError(() => status(424)));
    await run();
    expect(handlers.systemUnavailable).toHaveBeenCalledOnce();
    expect(handlers.missingAuth).not.toHaveBeenCalled();
  });

  it('leaves a 424 for a system the operation named itself to the caller', async () => {
    const { handlers, run } = clientAnswering(() => throwError(() => status(424)));
    await run({ 'x-system': '02' });
    expect(handlers.systemUnavailable).not.toHaveBeenCalled();
  });

  it('reports MISSING_AUTH with the operation name', async () => {
    const { handlers, run } = clientAnswering(() => graphqlError('MISSING_AUTH'));
    await run();
    expect(handlers.missingAuth).toHaveBeenCalledWith('TreeNode');
  });

  it.each([
    ['MISSING_PERMISSION', () => graphqlError('MISSING_PERMISSION')],
    ['HTTP 500', () => throwError(() => status(500))],
  ])('leaves %s to the caller', async (_label, answer) => {
    const { handlers, run } = clientAnswering(answer);
    await run();
    expect(handlers.systemUnavailable).not.toHaveBeenCalled();
    expect(handlers.missingAuth).not.toHaveBeenCalled();
  });
});
