import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { VERSION_HEADER } from '@wardlight/domain';
import type { Client } from 'graphql-ws';
import { requestErrorLink } from '../shell/request-errors/request-error-link';
import { GRAPHQL_PATH, type RequestContext, requestHeaders } from './request-context';

export function createApolloClient(ctx: RequestContext, socket: Client): ApolloClient {
  const versionAwareFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const version = response.headers.get(VERSION_HEADER);
    if (version) ctx.onServerVersion?.(version);
    return response;
  };
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include', fetch: versionAwareFetch });
  // An operation's own x-system wins: a console screen may read another system than the page's.
  const withHeaders = new SetContextLink((prev) => ({
    headers: { ...requestHeaders(ctx), ...(prev.headers as Record<string, string> | undefined) },
  }));
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  };
  return new ApolloClient({
    // MISSING_AUTH and 424 mean the same whichever request met them (spec part 1 §8).
    link: requestErrorLink.concat(
      ApolloLink.split(isSubscription, new GraphQLWsLink(socket), withHeaders.concat(http)),
    ),
    cache: new InMemoryCache(),
  });
}
