import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useCallback } from 'react';
import { BaseProviders, type BaseServices } from './BaseProviders';

export interface AppServices extends BaseServices {
  apollo: ApolloClient;
}

/** The console's providers: the base ones, and Apollo Client for its screens' queries and caches. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const { apollo } = services;
  const forgetUser = useCallback(() => apollo.clearStore(), [apollo]);
  return (
    <BaseProviders services={services} forgetUser={forgetUser}>
      <ApolloProvider client={services.apollo}>{children}</ApolloProvider>
    </BaseProviders>
  );
}
