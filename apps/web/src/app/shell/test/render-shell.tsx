import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { DEFAULT_LICENSE, type PermissionCode } from '@wardlight/domain';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AppDataQuery } from '../../../generated/transport';
import { createI18n } from '../../../i18n/i18n';
import { buildAppData } from '../../../test/app-data';
import { type AnyMock, createFakeTransport, splitMocks } from '../../../test/fake-transport';
import { createConnectionStore } from '../../connection/connection-state';
import { RequestContextContext } from '../../connection/request-context';
import { createServerVersionStore } from '../../connection/server-version';
import { ShellStoresContext } from '../../connection/shell-stores';
import { TransportContext } from '../../connection/transport-context';
import { NotificationHost } from '../../notifications/NotificationHost';
import { ROUTES } from '../../routes/registry';
import { toRouteObject } from '../../routes/route-objects';
import { type Session, SessionContext } from '../../session/session-context';
import { situationOf } from '../../session/situation-of';
import { SyncStoreContext } from '../sync/sync-context';
import { createSyncStore } from '../sync/sync-store';

export interface ShellDataSpec {
  /** Signed in with these permissions; `superuser` for all. Absent: a visitor. */
  user?: { permissions?: readonly PermissionCode[]; superuser?: boolean; systemAccess?: number[] };
  management?: boolean;
  /** The licence's app clients: above 0, the app licence (staff phones). */
  appClients?: number;
  systems?: { id: number; name: string }[];
  outdatedHubs?: AppDataQuery['appState']['outdated_hubs'];
  demoMode?: boolean;
  committing?: boolean;
  lastChange?: string | null;
  lastCommit?: string | null;
}

/** AppData for shell tests, from a short description. */
export function shellAppData(spec: ShellDataSpec = {}): AppDataQuery {
  const base = buildAppData({ user: spec.user ? { id: 7, superuser: spec.user.superuser ?? false } : null });
  return {
    ...base,
    license: {
      ...base.license,
      id: 1,
      features: { ...DEFAULT_LICENSE.features, management: spec.management ?? false },
      limits: { ...base.license.limits, app_clients: spec.appClients ?? 0 },
    },
    appState: {
      ...base.appState,
      committing_gets_config: spec.committing ?? false,
      last_gets_change: spec.lastChange ?? null,
      last_gets_commit: spec.lastCommit ?? null,
      features: { ...base.appState.features, demo_mode: spec.demoMode ?? false },
      outdated_hubs: spec.outdatedHubs ?? [],
    },
    authUser: base.authUser && {
      ...base.authUser,
      permissions: (spec.user?.permissions ?? []).map((code) => ({ code })),
      system_access: spec.user?.systemAccess ?? [],
    },
    publicSystemParams: spec.systems ?? [{ id: 1, name: 'Sonnenhof' }],
  };
}

function WhereAmI() {
  const location = useLocation();
  // Not an <output>: its status role would mix with the banners under test.
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface ShellRenderOptions extends ShellDataSpec {
  url?: string;
  /** Apollo's and the plain transport's (system messages, AppData) alike. */
  mocks?: AnyMock[];
  systemId?: number;
}

/**
 * Mounts shell pieces with every provider, inside the real route registry at `url` (no screens
 * load): what they read of the matched routes is what the console would match.
 */
export function renderShell(ui: ReactNode, options: ShellRenderOptions = {}) {
  const i18n = createI18n('en');
  const data = shellAppData(options);
  const session: Session = {
    data,
    user: data.authUser ?? null,
    situation: situationOf(data, options.systemId ?? 1),
    reload: vi.fn(async () => {}),
    signedIn: vi.fn(async () => {}),
    signedOut: vi.fn(async () => {}),
  };
  const sync = createSyncStore();
  const serverVersion = createServerVersionStore();
  const host = (
    <>
      <WhereAmI />
      {ui}
    </>
  );
  const router = createMemoryRouter([toRouteObject(ROUTES, host, {})], { initialEntries: [options.url ?? '/'] });
  const mocks = splitMocks(options.mocks ?? []);
  const { transport } = createFakeTransport(mocks.transport);
  const utils = render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <RequestContextContext.Provider value={{ systemId: () => options.systemId ?? 1, locale: () => 'en' }}>
          <ShellStoresContext.Provider value={{ serverVersion, connection: createConnectionStore() }}>
            <TransportContext.Provider value={transport}>
              <MockedProvider mocks={mocks.apollo}>
                <NotificationHost>
                  <SessionContext.Provider value={session}>
                    <SyncStoreContext.Provider value={sync}>
                      <RouterProvider router={router} />
                    </SyncStoreContext.Provider>
                  </SessionContext.Provider>
                </NotificationHost>
              </MockedProvider>
            </TransportContext.Provider>
          </ShellStoresContext.Provider>
        </RequestContextContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...utils, session, sync, serverVersion, router, i18n };
}

export function locationText(): string | null {
  return document.querySelector('[data-testid="location"]')?.textContent ?? null;
}
