import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDataDocument } from '../../../generated/transport';
import { createI18n } from '../../../i18n/i18n';
import { buildAppData } from '../../../test/app-data';
import { createFakeTransport, type TransportMock } from '../../../test/fake-transport';
import { TransportContext } from '../../connection/transport-context';
import { NotificationHost } from '../../notifications/NotificationHost';
import { SessionProvider } from '../../session/SessionProvider';
import { useSession } from '../../session/session-context';
import { locationText, renderShell } from '../test/render-shell';
import { useLogout } from '../useLogout';

const APP_DATA = { query: AppDataDocument, variables: { hasSession: false } };

function Reloader() {
  const session = useSession();
  return (
    <button type="button" onClick={() => void session.reload()}>
      {'reload'}
    </button>
  );
}

function mountSession(mocks: TransportMock[]) {
  render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en')}>
        <TransportContext.Provider value={createFakeTransport(mocks).transport}>
          <NotificationHost>
            <SessionProvider fallback={null} failure={() => <p>{'failure page'}</p>}>
              <Reloader />
            </SessionProvider>
          </NotificationHost>
        </TransportContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('app data failure (spec part 1 §8)', () => {
  it('notifies when AppData cannot be loaded at all', async () => {
    mountSession([{ request: APP_DATA, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The console could not be loaded');
    expect(screen.getByText('failure page')).toBeInTheDocument();
  });

  it('notifies when a later reload fails, and keeps the console', async () => {
    mountSession([
      { request: APP_DATA, result: { data: buildAppData() } },
      { request: APP_DATA, error: new Error('offline') },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'reload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please reload the page.');
    expect(screen.getByRole('button', { name: 'reload' })).toBeInTheDocument();
  });
});

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      {'sign out'}
    </button>
  );
}

describe('logout (spec part 1 §4, §8)', () => {
  afterEach(() => vi.restoreAllMocks());
  const reply = (body: unknown, status = 200) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

  it.each([
    ['the server refuses', () => reply({ ok: false })],
    ['the server fails', () => reply({}, 500)],
    ['the network fails', () => vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))],
  ])('notifies and keeps the user when %s', async (_label, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer();
    const { session } = renderShell(<LogoutButton />, { url: '/log', user: { superuser: true } });
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-out failed');
    expect(session.signedOut).not.toHaveBeenCalled();
    expect(locationText()).toBe('/log');
  });

  it.each([
    ['goes to login', '/log', '/login'],
    ['stays on the display', '/display/ward-a', '/display/ward-a'],
  ])('on success clears the user and %s', async (_label, url, target) => {
    reply({ ok: true });
    const { session } = renderShell(<LogoutButton />, { url, user: { superuser: true } });
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await vi.waitFor(() => expect(session.signedOut).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(locationText()).toBe(target));
  });
});
