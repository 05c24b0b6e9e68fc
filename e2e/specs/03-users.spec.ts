// Users the administrator creates through the API, each signing in in the browser.
import { postLogin } from '../support/api';
import { expect, test } from '../support/fixtures';
import { de } from '../support/texts';
import { signIn } from '../support/ui';

test('a user with a temporary password must set a new one, then is in the console', async ({
  page,
  adminApi,
  request,
}) => {
  const user = { name: 'pflege.neu', password: 'Vorlaeufig-1' };
  const created = await adminApi.createUser({ ...user, password_is_temporary: true });
  expect(created.password_is_temporary).toBe(true);
  const fresh = 'Eigenes-Passwort-7';

  await signIn(page, user);
  await expect(page).toHaveURL('/auth/set-password');
  await expect(page.getByRole('heading', { name: de.auth.setPassword.title })).toBeVisible();
  await expect(page.getByText(de.auth.setPassword.temporary)).toBeVisible();
  await page.getByLabel(de.auth.setPassword.password, { exact: true }).fill(fresh);
  await page.getByLabel(de.auth.setPassword.passwordRepeat, { exact: true }).fill(fresh);
  await page.getByRole('button', { name: de.auth.setPassword.submit }).click();

  await expect(page.getByRole('status').filter({ hasText: de.auth.setPassword.success })).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\/set-password/);
  // The new password is the one that counts now, and it is no longer temporary.
  const reply = await postLogin(request, { name: user.name, password: fresh });
  expect(reply).toMatchObject({ ok: true, require_password_change: false });
  expect((await postLogin(request, user)).ok).toBe(false);
});

test('a user without the admin permission gets the access-denied page for /admin', async ({ page, adminApi }) => {
  const user = { name: 'pflege.station', password: 'Station-3-West' };
  await adminApi.createUser(user);
  await signIn(page, user);

  await page.goto('/admin');

  await expect(page).toHaveURL('/no-access');
  await expect(page.getByText(de.errors.accessDenied.body)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: de.errors.accessDenied.title }).first()).toBeVisible();
  await expect(page).toHaveTitle(`${de.errors.accessDenied.title} · ${de.common.product}`);
});
