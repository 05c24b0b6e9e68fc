import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { formatSystemId, SYSTEM_HEADER, VERSION_HEADER } from '@wardlight/domain';
import type { Client } from 'graphql-ws';

export const BACKEND_PATH = '/backend';
export const GRAPHQL_PATH = `${BACKEND_PATH}/query`;
export const SOCKET_PATH = '/ws/backend';

export interface RequestContext {
  systemId: () => number;
  locale: () => string;
  /** Every reply's server version, for the update banner. */
  onServerVersion?: (version: string) => void;
}

/** Both transports carry the system (two digits) and the locale (spec part 1 §7). */
export function requestHeaders(ctx: RequestContext): Record<string, string> {
  return { [SYSTEM_HEADER]: formatSystemId(ctx.systemId()), 'accept-language': ctx.locale() };
}

export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SOCKET_PATH}`;
}

export function createApolloClient(ctx: RequestContext, socket: Client): ApolloClient {
  const versionAwareFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const version = response.headers.get(VERSION_HEADER);
    if (version) ctx.onServerVersion?.(version);
    return response;
  };
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include', fetch: versionAwareFetch });
  const withHeaders = new SetContextLink((prev) => ({
    headers: { ...(prev.headers as Record<string, string> | undefined), ...requestHeaders(ctx) },
  }));
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  };
  return new ApolloClient({
    link: ApolloLink.split(isSubscription, new GraphQLWsLink(socket), withHeaders.concat(http)),
    cache: new InMemoryCache(),
  });
}
