import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createApolloClient, type RequestContext } from '../../../app/connection/apollo-client';
import { createConnectionStore } from '../../../app/connection/connection-state';
import { RequestContextContext } from '../../../app/connection/request-context';
import { createServerVersionStore } from '../../../app/connection/server-version';
import { ShellStoresContext } from '../../../app/connection/shell-stores';
import { NotificationHost } from '../../../app/notifications/NotificationHost';
import { type Session, SessionContext } from '../../../app/session/session-context';
import { situationOf } from '../../../app/session/situation-of';
import { createI18n } from '../../../i18n/i18n';
import { type AppDataSpec, buildAppData } from '../../../test/app-data';
import { DisplayConfigContext, type DisplayConfigValue } from '../config/display-config';
import { DisplayCallForm } from '../form/DisplayCallForm';
import { DisplayLocale } from '../view/DisplayLocale';
import { DisplayView } from '../view/DisplayView';
import { buildConfig } from './builders';
import { createFakeSocket } from './fake-socket';

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface ViewOptions {
  config?: Partial<DisplayConfigValue['config']>;
  systemIds?: number[];
  profile?: DisplayConfigValue['profile'];
  appData?: AppDataSpec;
  url?: string;
}

/**
 * The display view (in its DisplayLocale, as DisplayScreen mounts it) with every provider, on the real Apollo client and link chain: subscriptions go
 * to a fake socket the test drives, queries and mutations to `fetch` (stubServer).
 */
export function renderDisplayView(options: ViewOptions = {}) {
  const i18n = createI18n('en');
  const socket = createFakeSocket();
  const requestContext: RequestContext = { systemId: () => 1, locale: () => 'en' };
  const apollo = createApolloClient(requestContext, socket.client);
  const connection = createConnectionStore();
  connection.connected();
  const data = buildAppData(options.appData);
  const session: Session = {
    data,
    user: data.authUser ?? null,
    situation: situationOf(data, 1),
    reload: vi.fn(async () => {}),
    signedIn: vi.fn(async () => {}),
    signedOut: vi.fn(async () => {}),
  };
  const display: DisplayConfigValue = {
    config: buildConfig(options.config),
    profile: options.profile ?? null,
    systemIds: options.systemIds ?? [1],
    openSettings: vi.fn(),
  };
  const router = createMemoryRouter(
    [
      {
        path: '/display/:slug?',
        element: (
          <DisplayLocale>
            <DisplayView />
          </DisplayLocale>
        ),
      },
      {
        path: '/display/:slug?/call/:id',
        element: (
          <>
            <WhereAmI />
            <DisplayCallForm />
          </>
        ),
      },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [options.url ?? '/display'] },
  );
  const utils = render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <RequestContextContext.Provider value={requestContext}>
          <ShellStoresContext.Provider value={{ connection, serverVersion: createServerVersionStore() }}>
            <ApolloProvider client={apollo}>
              <NotificationHost>
                <SessionContext.Provider value={session}>
                  <DisplayConfigContext.Provider value={display}>
                    <RouterProvider router={router} />
                  </DisplayConfigContext.Provider>
                </SessionContext.Provider>
              </NotificationHost>
            </ApolloProvider>
          </ShellStoresContext.Provider>
        </RequestContextContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...utils, socket, apollo, router, display, connection };
}
