import type { ReactNode } from 'react';
import { App } from './App';
import { createApolloClient } from './connection/apollo-client';
import type { BaseServices } from './providers/BaseProviders';

/** The console: Apollo Client over the page's socket, and the routed app. */
export function consolePage(services: BaseServices): ReactNode {
  const apollo = createApolloClient(services.requestContext, services.transport.socket);
  return <App services={{ ...services, apollo }} />;
}
