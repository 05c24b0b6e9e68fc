import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createConnectionStore } from '../../../app/connection/connection-state';
import { type RequestContext, RequestContextContext } from '../../../app/connection/request-context';
import { createServerVersionStore } from '../../../app/connection/server-version';
import { ShellStoresContext } from '../../../app/connection/shell-stores';
import type { Transport } from '../../../app/connection/transport';
import { TransportContext } from '../../../app/connection/transport-context';
import { NotificationHost } from '../../../app/notifications/NotificationHost';
import { type Session, SessionContext } from '../../../app/session/session-context';
import { situationOf } from '../../../app/session/situation-of';
import { createI18n } from '../../../i18n/i18n';
import { type AppDataSpec, buildAppData } from '../../../test/app-data';
import { createMemoryDisplayRouter, DisplayRouterContext, useDisplayLocation } from '../app/display-router';

export interface DisplayTestOptions {
  transport: Transport;
  url?: string;
  appData?: AppDataSpec;
  requestContext?: RequestContext;
}

/** Where the display's router is: the path and query. */
export function WhereAmI() {
  const { pathname, search } = useDisplayLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * What the display page provides (features/display/app/DisplayApp.tsx) with a session made from
 * `appData` and the display's router in memory at `url`.
 */
export function displayProviders(options: DisplayTestOptions) {
  const i18n = createI18n('en');
  const requestContext = options.requestContext ?? { systemId: () => 1, locale: () => 'en' };
  const connection = createConnectionStore();
  connection.connected();
  const data = buildAppData(options.appData);
  const session: Session = {
    data,
    user: data.authUser ?? null,
    situation: situationOf(data, requestContext.systemId()),
    reload: vi.fn(async () => {}),
    signedIn: vi.fn(async () => {}),
    signedOut: vi.fn(async () => {}),
  };
  const router = createMemoryDisplayRouter(options.url ?? '/display');
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <RequestContextContext.Provider value={requestContext}>
            <ShellStoresContext.Provider value={{ connection, serverVersion: createServerVersionStore() }}>
              <TransportContext.Provider value={options.transport}>
                <NotificationHost>
                  <SessionContext.Provider value={session}>
                    <DisplayRouterContext.Provider value={router}>{children}</DisplayRouterContext.Provider>
                  </SessionContext.Provider>
                </NotificationHost>
              </TransportContext.Provider>
            </ShellStoresContext.Provider>
          </RequestContextContext.Provider>
        </I18nextProvider>
      </MantineProvider>
    );
  }
  return { Providers, router, session, connection, i18n };
}
