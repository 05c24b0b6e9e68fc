import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import type { LazyScreen } from '../modal/lazy-screen';
import type { RouteDef } from './route-def';
import { toRouteObject } from './route-objects';

const TABLE: RouteDef = { name: 'root', public: true, children: [{ path: 'broken', name: 'broken' }] };

describe('route objects', () => {
  it('offers a reload when a screen module fails to load, instead of the router debug page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: LazyScreen = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const router = createMemoryRouter([toRouteObject(TABLE, <Outlet />, { broken: failing })], {
      initialEntries: ['/broken'],
    });
    render(
      <MantineProvider>
        <I18nextProvider i18n={createI18n('en')}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('The page could not be loaded')).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
