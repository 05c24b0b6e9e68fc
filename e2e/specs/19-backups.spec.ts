// Issue 16 item 5: backups of the whole database are for whoever holds admin::manage_backups — the menu
// shows the page only to them, and the server refuses the others whatever the browser shows; an
// administrator backs up from the page and sees the backup listed with its kind and size.
import { ADMIN } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { de, readCatalogue } from '../support/texts';
import { signIn } from '../support/ui';

type Backups = typeof import('../../apps/web/src/i18n/locales/de/backups.json');
const backups = readCatalogue<Backups>('de', 'backups');

// Its own name: spec 07 leaves its technician 'technik.e2e' behind.
const TECHNICIAN = { name: 'ohne-sicherung.e2e', password: 'Technik-Raum-19' };

test('a user without admin::manage_backups sees no backups in the menu and is refused by the server', async ({
  page,
  adminApi,
}) => {
  const role = await adminApi.createRole('Technik ohne Sicherung', ['admin::use_module', 'admin::manage_system']);
  await adminApi.createUser({ ...TECHNICIAN, role_ids: [role.id] });
  await signIn(page, TECHNICIAN);

  await page.goto('/admin/maintenance');
  const menu = page.getByRole('navigation', { name: de.nav.menu.sections.admin });
  await expect(menu.getByRole('link', { name: de.nav.menu.pages.maintenance, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: de.nav.menu.pages.backups, exact: true })).toHaveCount(0);

  await page.goto('/admin/backups');
  await expect(page).toHaveURL('/no-access');

  // The same session straight at the API and at a backup file.
  const reply = await page.evaluate(async () => {
    const response = await fetch('/backend/query', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-system': '01' },
      body: JSON.stringify({ query: 'mutation { createBackup { name } }' }),
    });
    const file = await fetch('/backend/backups/wardlight-2026-01-01T00-00-00-000Z-manual.pglite.tar.gz/file', {
      credentials: 'include',
    });
    return { body: (await response.json()) as { errors?: { extensions?: { code?: string } }[] }, file: file.status };
  });
  expect(reply.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  expect(reply.file).toBe(403);
});

test('an administrator backs up from the page and sees the backup listed', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: de.nav.menu.sections.admin });
  await menu.getByRole('link', { name: de.nav.menu.pages.backups, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: de.nav.menu.pages.backups, exact: true })).toBeVisible();

  await page.getByRole('button', { name: backups.create }).click();
  const list = page.getByRole('table', { name: backups.list });
  const row = list.getByRole('row').filter({ hasText: backups.kind.manual }).first();
  // A backup of the whole database on a machine busy with the suite: given time.
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText(/\d[.,]\d MB/);
  await expect(row.getByRole('link', { name: backups.download })).toHaveAttribute(
    'href',
    /\/backend\/backups\/wardlight-/,
  );
});
