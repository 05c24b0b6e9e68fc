import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { RequestContextContext } from '../app/connection/request-context';
import { TransportContext } from '../app/connection/transport-context';
import { NotificationHost } from '../app/notifications/NotificationHost';
import { type Session, SessionContext } from '../app/session/session-context';
import { situationOf } from '../app/session/situation-of';
import { createI18n } from '../i18n/i18n';
import { type AppDataSpec, buildAppData } from './app-data';
import { type AnyMock, createFakeTransport, splitMocks } from './fake-transport';

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  /** The route pattern the screen is mounted at, and the URL opened. */
  path: string;
  url?: string;
  appData?: AppDataSpec;
  /** Apollo's and the plain transport's alike. */
  mocks?: AnyMock[];
}

/** Mounts one screen with every provider; any navigation away lands on a page showing where. */
export function renderScreen(screen: ReactElement, options: RenderOptions) {
  const i18n = createI18n('en');
  const data = buildAppData(options.appData);
  const session: Session = {
    data,
    user: data.authUser ?? null,
    situation: situationOf(data, 1),
    reload: vi.fn(async () => {}),
    signedIn: vi.fn(async () => {}),
    signedOut: vi.fn(async () => {}),
  };
  const router = createMemoryRouter(
    [
      { path: options.path, element: screen },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [options.url ?? options.path] },
  );
  const mocks = splitMocks(options.mocks ?? []);
  const { transport } = createFakeTransport(mocks.transport);
  const utils = render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <RequestContextContext.Provider value={{ systemId: () => 1, locale: () => i18n.language }}>
          <TransportContext.Provider value={transport}>
            <MockedProvider mocks={mocks.apollo}>
              <NotificationHost>
                <SessionContext.Provider value={session}>
                  <RouterProvider router={router} />
                </SessionContext.Provider>
              </NotificationHost>
            </MockedProvider>
          </TransportContext.Provider>
        </RequestContextContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...utils, session, i18n, router };
}
