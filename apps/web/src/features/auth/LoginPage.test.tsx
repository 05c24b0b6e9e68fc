import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredLocale, readVisitorLocale } from '../../app/storage';
import { renderScreen } from '../../test/render';
import { LoginPage } from './LoginPage';

function replyWith(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const OK = { ok: true, user: { id: 5, locale: 'en' }, require_password_change: false, errors: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('submits on Enter and goes to the redirect target', async () => {
    const fetchMock = replyWith(OK);
    const { session } = renderScreen(<LoginPage />, { path: '/login', url: '/login?redirect=%2Fadmin%2Fusers' });
    await userEvent.type(screen.getByLabelText('Username'), 'anna');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/users'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/backend/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ username: 'anna', password: 'secret-pass' }),
      }),
    );
    expect(session.signedIn).toHaveBeenCalledWith(5);
  });

  it('shows the field error of the reply, translated', async () => {
    replyWith({
      ok: false,
      user: null,
      require_password_change: false,
      errors: [{ field: 'password', key: 'invalid_credentials' }],
    });
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Username'), 'anna');
    await userEvent.type(screen.getByLabelText('Password'), 'nope{Enter}');

    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Wrong username or password.');
  });

  it.each([
    ['username', 'ldap_unreachable', 'The LDAP server cannot be reached.'],
    ['username', 'ldap_user_not_found', 'This user was not found in the LDAP directory.'],
    ['password', 'ldap_wrong_password', 'Wrong password (LDAP).'],
    ['username', 'ldap_too_many_users', 'Several LDAP users match this name. Please contact your administrator.'],
    ['username', 'ldap_no_role', 'Your LDAP user has no matching role. Please contact your administrator.'],
  ] as const)('shows the LDAP variant on %s: %s', async (field, key, text) => {
    replyWith({ ok: false, user: null, require_password_change: false, errors: [{ field, key, data: null }] });
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Username'), 'anna');
    await userEvent.type(screen.getByLabelText('Password'), 'nope{Enter}');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(field === 'username' ? 'Username' : 'Password')).toHaveAccessibleDescription(text);
  });

  it('shows the general LDAP error with the directory’s detail above the fields', async () => {
    replyWith({
      ok: false,
      user: null,
      require_password_change: false,
      errors: [{ field: 'general', key: 'ldap_error', data: { detail: 'Bad search filter' } }],
    });
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Username'), 'anna');
    await userEvent.type(screen.getByLabelText('Password'), 'nope{Enter}');
    expect(await screen.findByText('LDAP sign-in failed: Bad search filter')).toBeInTheDocument();
  });

  it('shows a network failure on the username field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(await screen.findByText('The server cannot be reached.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('The server cannot be reached.');
  });

  it('sends a temporary password to set-password, whatever the redirect', async () => {
    replyWith({ ...OK, require_password_change: true });
    renderScreen(<LoginPage />, { path: '/login', url: '/login?redirect=%2Flog' });
    await userEvent.type(screen.getByLabelText('Password'), 'temp{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/set-password'));
  });

  it('goes to the wizard while no setup time is stored', () => {
    renderScreen(<LoginPage />, { path: '/login', appData: { setupTime: null } });
    expect(screen.getByTestId('location')).toHaveTextContent('/setup');
  });

  it('shows the product version at the foot', () => {
    renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/^Version \d+\.\d+$/);
  });

  it('lets a visitor choose their language, kept as theirs and not as a user’s', async () => {
    renderScreen(<LoginPage />, { path: '/login', appData: { user: null } });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(await screen.findByLabelText('Nom d’utilisateur')).toBeInTheDocument();
    expect(readVisitorLocale()).toBe('fr');
    expect(readStoredLocale()).toBeNull();
  });

  it('links the demo while demo mode is on, and only then', () => {
    const { unmount } = renderScreen(<LoginPage />, { path: '/login', appData: { user: null } });
    expect(screen.queryByRole('link', { name: 'Open the demo' })).toBeNull();
    unmount();
    renderScreen(<LoginPage />, { path: '/login', appData: { user: null, demoMode: true } });
    expect(screen.getByRole('link', { name: 'Open the demo' })).toHaveAttribute('href', '/demo');
  });
});
