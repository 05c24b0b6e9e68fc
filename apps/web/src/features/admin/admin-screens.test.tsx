import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RequestContextContext } from '../../app/connection/request-context';
import { NotificationHost } from '../../app/notifications/NotificationHost';
import { ROUTES } from '../../app/routes/registry';
import { toRouteObject } from '../../app/routes/route-objects';
import { type Session, SessionContext } from '../../app/session/session-context';
import { situationOf } from '../../app/session/situation-of';
import { GuardedOutlet } from '../../app/shell/GuardedOutlet';
import { createI18n } from '../../i18n/i18n';
import { buildAppData } from '../../test/app-data';
import { CRUD_UI_TIMEOUT } from '../../ui/crud/test/crud-harness';
import { fakeRolesServer } from '../../ui/crud/test/fake-roles';
import { permissionCatalogueMock } from './test/permission-catalogue-mock';

/**
 * The roles screens through the real route registry, SCREENS and the shell's guard and modal
 * stack: what a signed-in administrator gets at /admin/roles. (renderScreen mounts one screen on
 * a route of its own; this needs the registry's router, so it sets up the same providers here.)
 */
function openConsole(url: string, mocks: MockLink.MockedResponse[]) {
  const i18n = createI18n('en');
  const data = buildAppData({ user: { id: 1 } });
  const situation = situationOf(data, 1);
  const session: Session = {
    data,
    user: data.authUser ?? null,
    situation,
    reload: vi.fn(),
    signedIn: vi.fn(),
    signedOut: vi.fn(),
  };
  const router = createMemoryRouter([toRouteObject(ROUTES, <GuardedOutlet situation={situation} />)], {
    initialEntries: [url],
  });
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <RequestContextContext.Provider value={{ systemId: () => 1, locale: () => 'en' }}>
          <MockedProvider mocks={mocks}>
            <NotificationHost>
              <SessionContext.Provider value={session}>
                <RouterProvider router={router} />
              </SessionContext.Provider>
            </NotificationHost>
          </MockedProvider>
        </RequestContextContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return router;
}

describe('admin screens in the console', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('opens a role from the list in a modal over it and closes back to the list', async () => {
    const server = fakeRolesServer([{ id: 3, name: 'Pflege', permissions: [] }]);
    const router = openConsole('/admin/roles', [...server.mocks, permissionCatalogueMock]);
    await userEvent.click(await screen.findByText('Pflege'));

    const modal = await screen.findByRole('dialog');
    expect(router.state.location.pathname).toBe('/admin/roles/edit/3');
    expect(await within(modal).findByDisplayValue('Pflege')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roles' })).toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles'));
  });

  it('keeps a changed form open on Escape until the user discards the changes', async () => {
    const server = fakeRolesServer([{ id: 3, name: 'Pflege', permissions: [] }]);
    const router = openConsole('/admin/roles/edit/3', [...server.mocks, permissionCatalogueMock]);
    const name = await screen.findByDisplayValue('Pflege');
    await userEvent.type(name, '2');
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(window, { key: 'Escape' });

    const question = await screen.findByRole('dialog', { name: 'Discard changes?' }, { timeout: 5_000 });
    expect(router.state.location.pathname).toBe('/admin/roles/edit/3');
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles'));
  });
});
