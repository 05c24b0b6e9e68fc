// Issue 16 items 8 and 5 (ADR 0045): the updates page from the admin menu shows the running version and
// "no update", and a file that is not a signed package is refused in words ("update check failed"); the
// cloud sync page shows its state and refuses a username that is no email address. axe on both pages.
import { ADMIN } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { de, readCatalogue } from '../support/texts';
import { signIn } from '../support/ui';

type Updates = typeof import('../../apps/web/src/i18n/locales/de/updates.json');
type CloudSync = typeof import('../../apps/web/src/i18n/locales/de/cloudSync.json');
const updates = readCatalogue<Updates>('de', 'updates');
const cloud = readCatalogue<CloudSync>('de', 'cloudSync');

test('the updates page shows the running version and refuses a file that is not a signed package', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: de.nav.menu.sections.admin });
  await menu.getByRole('link', { name: updates.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: updates.title, exact: true })).toBeVisible();
  await expect(page.getByText(updates.none)).toBeVisible();
  await expect(page.getByText(updates.state.unavailable, { exact: true })).toBeVisible();
  await expectAccessible(page, 'updates page');

  await page.locator('input[type="file"]').setInputFiles({
    name: 'wardlight-9.9.9.wlupdate',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('not a package'),
  });
  await page.getByRole('button', { name: updates.upload.send }).click();
  await expect(page.getByText(updates.refusal.UPDATE_NOT_A_PACKAGE)).toBeVisible();
  await expect(page.getByText(updates.state.unavailable, { exact: true })).toBeVisible();
});

test('the cloud sync page shows its state and refuses a username that is no email address', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/gets-cloud');
  await expect(page.getByRole('heading', { level: 2, name: de.nav.menu.pages.getsCloud, exact: true })).toBeVisible();
  await expect(page.getByText(cloud.state.inactive, { exact: true })).toBeVisible();
  await expectAccessible(page, 'cloud sync page');
  await page.getByLabel(cloud.username).fill('pflege');
  await page.getByRole('button', { name: cloud.save }).click();
  await expect(page.getByText(cloud.error.invalid_email)).toBeVisible();
});
