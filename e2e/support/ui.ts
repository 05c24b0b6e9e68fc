// What the specs do on the console's own screens, by role and label in the German interface.
import type { Page } from '@playwright/test';
import type { Account } from './accounts';
import { de } from './texts';

/** Fills the login form on the current page and submits it. */
export async function submitLogin(page: Page, account: Account): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel(de.auth.login.username, { exact: true }).fill(account.name);
  await form.getByLabel(de.auth.login.password, { exact: true }).fill(account.password);
  await form.getByRole('button', { name: de.auth.login.submit }).click();
}

/** Signs in on the login page and waits for where that leads (/home only redirects onwards). */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
  await page.waitForURL((url) => !['/login', '/home'].includes(url.pathname));
  // The console hands a display address to the display's own page by loading it again (ADR 0014):
  // wait for that page, or the next navigation races the reload.
  if (new URL(page.url()).pathname.startsWith('/display'))
    await page.locator('html[data-page="display"]').waitFor({ state: 'attached' });
}

/** The header's sign-out button: there only while somebody is signed in. */
export const logoutButton = (page: Page) => page.getByRole('button', { name: de.common.actions.logout });
