// Who may do what in the administration: a user manager sees only the users' part of it, the browser
// and the API alike; and a configurator beyond the licence is refused on the form, in German.
import { ADMIN } from '../support/accounts';
import { deAdmin } from '../support/admin-texts';
import { expect, test } from '../support/fixtures';
import { devLicence, WIZARD_LICENCE } from '../support/licence';
import { de, fill } from '../support/texts';
import { signIn } from '../support/ui';

const { admin, adminSystem, crud, validation } = deAdmin;

const USER_MANAGER = { name: 'personal.e2e', password: 'Personal-Akte-4' };

test('a user manager lands on the users, is denied call types, and the API refuses a configuration change', async ({
  page,
  adminApi,
}) => {
  const role = await adminApi.createRole('Personalverwaltung', ['admin::use_module', 'admin::manage_users']);
  await adminApi.createUser({ ...USER_MANAGER, role_ids: [role.id] });
  await signIn(page, USER_MANAGER);

  // The first admin screen this user may open: the ones before it need admin::manage_system.
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { name: admin.users.title })).toBeVisible();

  await page.goto('/admin/calltypes');
  await expect(page).toHaveURL('/no-access');
  await expect(page.getByText(de.errors.accessDenied.body)).toBeVisible();

  // What the screen hides, the server refuses: the same session, straight at the API.
  const reply = await page.evaluate(async () => {
    const response = await fetch('/backend/query', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-system': '01' },
      body: JSON.stringify({ query: 'mutation { createSection(data: { name: "Ohne Erlaubnis" }) { id } }' }),
    });
    return (await response.json()) as { data: unknown; errors?: { extensions?: { code?: string } }[] };
  });
  expect(reply.data).toBeNull();
  expect(reply.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
});

test('a second configurator beyond the licence is refused on the form with the licence’s limit', async ({
  page,
  adminApi,
}) => {
  // A licence for one system (the wizard's configurator); the wizard's limits come back afterwards,
  // under a new licence id, for the specs after this one.
  await adminApi.activateLicence(
    devLicence(undefined, undefined, { id: 9001, limits: { ...WIZARD_LICENCE.limits, systems: 1 } }),
  );
  try {
    await signIn(page, ADMIN);
    const t = adminSystem.systemParams;
    await page.goto('/admin/systemparams/edit/-1');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: t.form.new })).toBeVisible();
    await dialog.getByRole('textbox', { name: t.fields.name, exact: true }).fill('Haus Eiche');
    await dialog.getByRole('textbox', { name: t.fields.ip, exact: true }).fill('10.0.8.20');
    await dialog.getByRole('button', { name: crud.form.save }).click();

    await expect(dialog.getByText(fill(validation.license_limit, { max: 1 }))).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: crud.notify.saveFailed })).toBeVisible();
    // Nothing was stored: the form stays open.
    await expect(dialog.getByRole('heading', { name: t.form.new })).toBeVisible();
  } finally {
    await adminApi.activateLicence(devLicence(undefined, undefined, { ...WIZARD_LICENCE, id: 9002 }));
  }
});
