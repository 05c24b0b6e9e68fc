// Signing out and signing in again, as the administrator from the setup wizard.
import { ADMIN } from '../support/accounts';
import { AdminApi, SESSION_COOKIE, sessionOwner } from '../support/api';
import { artifact } from '../support/artifacts';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { de, fr } from '../support/texts';
import { logoutButton, signIn, submitLogin } from '../support/ui';

test('logout returns to the login page and ends the session on the server', async ({ page, request }) => {
  await signIn(page, ADMIN);
  await expect(logoutButton(page)).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie).toBeDefined();
  const token = cookie?.value ?? '';
  expect(await sessionOwner(request, token)).toBe(ADMIN.name);

  await logoutButton(page).click();

  // The login page itself, with no redirect back to the page of the user who left.
  await expect(page).toHaveURL((url) => url.pathname === '/login' && !url.searchParams.has('redirect'));
  await expect(page.getByRole('heading', { name: de.auth.login.title })).toBeVisible();
  await expect(page.getByRole('link', { name: de.common.actions.login })).toBeVisible();
  await expect(logoutButton(page)).toBeHidden();
  await page.screenshot({ path: artifact('login.png'), fullPage: true });
  // Not just forgotten by the browser: the token no longer opens a session.
  expect(await sessionOwner(request, token)).toBeNull();
});

test('a protected page leads signed-out visitors to login and back after sign-in', async ({ page }) => {
  await page.goto('/admin/users');

  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin/users',
  );
  await expect(page.getByRole('heading', { name: de.auth.login.title })).toBeVisible();
  await submitLogin(page, ADMIN);

  await expect(page).toHaveURL('/admin/users');
  await expect(logoutButton(page)).toBeVisible();
});

test('a visitor’s login page speaks the console’s default language, or the one its address asks', async ({
  page,
  request,
}) => {
  const admin = await AdminApi.signIn(request, ADMIN);
  const setDefault = (locale: string) =>
    admin.query('mutation ($data: GlobalSettingsInput!) { updateGlobalSettings(data: $data) { locale } }', {
      data: { locale },
    });
  await setDefault('fr');
  try {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: fr.auth.login.title })).toBeVisible();
    await expectAccessible(page, 'login');
    await page.goto('/login?locale=de');
    await expect(page.getByRole('heading', { name: de.auth.login.title })).toBeVisible();
  } finally {
    await setDefault('de');
  }
});
