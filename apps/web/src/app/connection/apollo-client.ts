import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { formatSystemId, SYSTEM_HEADER, VERSION_HEADER } from '@wardlight/domain';
import type { Client } from 'graphql-ws';
import { requestErrorLink } from '../shell/request-errors/request-error-link';

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
  // An operation's own x-system wins: the display and its settings read several systems from one page.
  const withHeaders = new SetContextLink((prev) => ({
    headers: { ...requestHeaders(ctx), ...(prev.headers as Record<string, string> | undefined) },
  }));
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  };
  const client = new ApolloClient({
    // MISSING_AUTH and 424 mean the same whichever request met them (spec part 1 §8).
    link: requestErrorLink.concat(
      ApolloLink.split(isSubscription, new GraphQLWsLink(socket), withHeaders.concat(http)),
    ),
    cache: new InMemoryCache(),
  });
  sockets.set(client, socket);
  return client;
}

const sockets = new WeakMap<ApolloClient, Client>();

/** The socket behind a client: switching the system restarts it (spec part 1 §4). */
export function socketOf(client: ApolloClient): Client | undefined {
  return sockets.get(client);
}
