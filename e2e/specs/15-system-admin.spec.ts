// Issue 16 items 2 and 3: the licence page (limits beside their use, replacement by a new code) and the
// audit page (filters, the change as a diff, the hash chain's verification, the CSV export), each reached
// from the admin menu.
import { readFileSync } from 'node:fs';
import { ADMIN } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { devLicence, WIZARD_LICENCE } from '../support/licence';
import { de, fill, readCatalogue } from '../support/texts';
import { signIn } from '../support/ui';

type SystemAdmin = typeof import('../../apps/web/src/i18n/locales/de/systemAdmin.json');
type Setup = typeof import('../../apps/web/src/i18n/locales/de/setup.json');
const texts = readCatalogue<SystemAdmin>('de', 'systemAdmin');
const { license, audit, maintenance } = texts;
const setup = readCatalogue<Setup>('de', 'setup');

async function openFromMenu(page: import('@playwright/test').Page, label: string) {
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: de.nav.menu.sections.admin });
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
}

test('the licence page shows the limits beside their use and takes a new code', async ({ page }) => {
  await signIn(page, ADMIN);
  await openFromMenu(page, license.title);

  const limits = page.getByRole('table', { name: license.limits.title });
  const systems = limits.getByRole('row').filter({ hasText: license.kinds.systems });
  await expect(systems).toContainText(String(WIZARD_LICENCE.limits.systems));

  // The same limits under a new licence number, so the specs after this one run on what they expect.
  const renewed = devLicence('100001', 'Haus Linde erneuert', { ...WIZARD_LICENCE, id: 15001 });
  const form = page.getByRole('form', { name: license.replace.title });
  await form.getByLabel(license.replace.customer).fill(renewed.customer);
  await form.getByLabel(license.replace.code).fill(renewed.code);
  await form.getByRole('button', { name: license.replace.submit }).click();
  // Shown in force at once (the success notification may wait behind another one, e.g. a display alarm).
  await expect(page.getByText(renewed.name, { exact: true })).toBeVisible();
  await expect(form.getByLabel(license.replace.code)).toHaveValue('');

  // The same code twice: refused in words.
  await form.getByLabel(license.replace.customer).fill(renewed.customer);
  await form.getByLabel(license.replace.code).fill(renewed.code);
  await form.getByRole('button', { name: license.replace.submit }).click();
  await expect(form.getByText(setup.license.errors.already_activated)).toBeVisible();
});

test('the audit page shows a change as a diff, verifies the chain and exports', async ({ page }) => {
  await signIn(page, ADMIN);
  const role = `Revision ${Date.now()}`;
  const created = await page.request.post('/backend/query', {
    data: {
      query: 'mutation($n: String!) { createRole(data: { name: $n, permissions: [] }) { id } }',
      variables: { n: role },
    },
  });
  expect((await created.json()).errors).toBeUndefined();

  await openFromMenu(page, de.nav.menu.pages.audit);
  await page.getByRole('search').getByLabel(audit.filters.search).fill('role');
  const table = page.getByRole('table', { name: audit.table.title });
  const row = table.getByRole('row').filter({ hasText: role });
  await expect(row).toContainText(audit.actions.created);
  await expect(row.getByLabel(fill(audit.change.to, { value: role }))).toBeVisible();

  await page.getByRole('button', { name: audit.verify.run }).click();
  await expect(page.getByRole('status').first()).toContainText(/unversehrt/);
  await expect(page.getByRole('status').filter({ hasText: /verändert|entfernt/ })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: audit.export.run }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync(await file.path(), 'utf8')).toContain(role);
});

test('the maintenance page counts old records before a cleanup and wants the phrase', async ({ page }) => {
  await signIn(page, ADMIN);
  await openFromMenu(page, de.nav.menu.pages.maintenance);
  const cleanup = page.getByRole('region', { name: maintenance.cleanup.title });
  await cleanup.getByRole('button', { name: maintenance.cleanup.count }).click();
  // A fresh install has nothing older than a year.
  await expect(cleanup.getByRole('status')).toContainText(/^0 Rufe und 0 Einträge/);
  const run = cleanup.getByRole('button', { name: maintenance.cleanup.run });
  await expect(run).toBeDisabled();
  await cleanup.getByLabel(fill(maintenance.cleanup.prompt, { phrase: 'bereinigen' })).fill('bereinigen');
  await expect(run).toBeEnabled();
});
