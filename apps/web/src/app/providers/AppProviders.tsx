import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppDataFailure } from '../../features/errors/AppDataFailure';
import { FullPageLoader } from '../../ui/FullPageLoader';
import type { RequestContext } from '../connection/apollo-client';
import { RequestContextContext } from '../connection/request-context';
import { type ShellStores, ShellStoresContext } from '../connection/shell-stores';
import { NotificationHost } from '../notifications/NotificationHost';
import { SessionProvider } from '../session/SessionProvider';
import { theme } from './theme';

export interface AppServices {
  i18n: I18n;
  apollo: ApolloClient;
  requestContext: RequestContext;
  stores: ShellStores;
}

/** Theme, language, API, notifications and the session, in the order each needs the one before. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={services.i18n}>
        <RequestContextContext.Provider value={services.requestContext}>
          <ShellStoresContext.Provider value={services.stores}>
            <ApolloProvider client={services.apollo}>
              <NotificationHost>
                <SessionProvider fallback={<FullPageLoader />} failure={(retry) => <AppDataFailure onRetry={retry} />}>
                  {children}
                </SessionProvider>
              </NotificationHost>
            </ApolloProvider>
          </ShellStoresContext.Provider>
        </RequestContextContext.Provider>
      </I18nextProvider>
    </MantineProvider>
  );
}
