import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppDataFailure } from '../../features/errors/AppDataFailure';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { type RequestContext, RequestContextContext } from '../connection/request-context';
import { type ShellStores, ShellStoresContext } from '../connection/shell-stores';
import type { Transport } from '../connection/transport';
import { TransportContext } from '../connection/transport-context';
import { NotificationHost } from '../notifications/NotificationHost';
import { SessionProvider } from '../session/SessionProvider';
import { theme } from './theme';

/** What both pages — the console and the wall display — are built on (main.tsx makes them). */
export interface BaseServices {
  i18n: I18n;
  requestContext: RequestContext;
  stores: ShellStores;
  transport: Transport;
}

interface Props {
  services: BaseServices;
  /** Forgets what the page's caches hold of a user who signed out. */
  forgetUser?: () => Promise<unknown>;
  children: ReactNode;
}

/** Theme, language, API, notifications and the session, in the order each needs the one before. */
export function BaseProviders({ services, forgetUser, children }: Props) {
  return (
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={services.i18n}>
        <RequestContextContext.Provider value={services.requestContext}>
          <ShellStoresContext.Provider value={services.stores}>
            <TransportContext.Provider value={services.transport}>
              <NotificationHost>
                <SessionProvider
                  fallback={<FullPageLoader />}
                  failure={(retry, unreachable) => <AppDataFailure onRetry={retry} unreachable={unreachable} />}
                  forgetUser={forgetUser}
                >
                  {children}
                </SessionProvider>
              </NotificationHost>
            </TransportContext.Provider>
          </ShellStoresContext.Provider>
        </RequestContextContext.Provider>
      </I18nextProvider>
    </MantineProvider>
  );
}
