// Issue 16 items 4 and 7: LDAP sign-in set up on its page against Debian's slapd (started here on
// loopback), tested in words, a directory user signing in with the mapped role, a wrong password in
// words; and the system logs page reached from the admin menu.
import type { Page } from '@playwright/test';
import { ADMIN_DN, ADMIN_PASSWORD, BASE_DN, groupDn, startSlapd, type TestSlapd } from '../../scripts/slapd.mjs';
import { ADMIN } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { de, fill, readCatalogue } from '../support/texts';
import { signIn, submitLogin } from '../support/ui';

type LdapLogs = typeof import('../../apps/web/src/i18n/locales/de/ldapLogs.json');
type Validation = typeof import('../../apps/web/src/i18n/locales/de/validation.json');
type Crud = typeof import('../../apps/web/src/i18n/locales/de/crud.json');
const { ldap, logs } = readCatalogue<LdapLogs>('de', 'ldapLogs');
const validation = readCatalogue<Validation>('de', 'validation');
const crud = readCatalogue<Crud>('de', 'crud');

let slapd: TestSlapd;
test.beforeAll(async () => {
  slapd = await startSlapd();
});
test.afterAll(async () => {
  await slapd?.stop();
});

async function openFromMenu(page: Page, label: string) {
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: de.nav.menu.sections.admin });
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
}

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.request.post('/backend/query', { data: { query, variables } });
  const body = await reply.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

test('LDAP: set up and tested on its page, a directory user signs in with the mapped role', async ({ page }) => {
  await signIn(page, ADMIN);
  const role = `LDAP Pflege ${Date.now()}`;
  await gql(
    page,
    'mutation($n: String!) { createRole(data: { name: $n, permissions: ["calllog::use_module"] }) { id } }',
    {
      n: role,
    },
  );
  await openFromMenu(page, de.nav.menu.pages.ldap);
  await page.getByLabel(ldap.fields.enabled).check();
  await page.getByLabel(ldap.fields.dsn).fill(slapd.url);
  await page.getByLabel(ldap.fields.base_dn).fill(BASE_DN);
  await page.getByLabel(ldap.fields.admin_user).fill(ADMIN_DN);
  await page.getByLabel(ldap.fields.admin_password).fill(ADMIN_PASSWORD);
  await page.getByLabel(ldap.fields.user_filter).fill('(&(objectClass=inetOrgPerson)(uid=%s))');
  await page.getByLabel(ldap.fields.roles_attribute).fill('memberOf');
  await page.getByRole('button', { name: ldap.mapping.add }).click();
  await page.getByLabel(fill(ldap.mapping.value, { n: 1 })).fill(groupDn('care'));
  await page.getByRole('combobox', { name: fill(ldap.mapping.role, { n: 1 }) }).click();
  await page.getByRole('option', { name: role, exact: true }).click();

  try {
    // Tried as typed, before saving: the user, their groups and the role in words.
    await page.getByLabel(ldap.test.username).fill('nurse');
    await page.getByRole('button', { name: ldap.test.run }).click();
    await expect(
      page.getByText(fill(ldap.test.result.user_found, { dn: `uid=nurse,ou=people,${BASE_DN}` })),
    ).toBeVisible();
    await expect(page.getByText(fill(ldap.test.roles, { roles: role }))).toBeVisible();
    await page.getByRole('button', { name: crud.form.save }).click();
    await expect.poll(async () => (await gql(page, '{ ldapSettings { enabled } }')).ldapSettings.enabled).toBe(true);

    await page.context().clearCookies();
    await page.goto('/login');
    await submitLogin(page, { name: 'nurse', password: 'not-the-password' });
    await expect(page.getByText(validation.ldap_wrong_password)).toBeVisible();
    await signIn(page, { name: 'nurse', password: 'nurse-pw' });
    // The mapped role gives the call log, and nothing of the admin module.
    await expect(page).toHaveURL(/\/log/);
    const me = await gql(page, '{ authUser { name is_ldap permissions { code } } }');
    expect(me.authUser).toMatchObject({ name: 'nurse', is_ldap: true, permissions: [{ code: 'calllog::use_module' }] });
  } finally {
    // Later specs expect unknown names to be unknown here, not asked of a directory that is gone.
    await page.context().clearCookies();
    await signIn(page, ADMIN);
    await gql(
      page,
      `mutation { updateLdapSettings(data: { enabled: false, dsn: "", base_dn: "", admin_user: "",
      admin_password: "", user_filter: "", roles_attribute: "memberOf", role_mapping: [] }) { enabled } }`,
    );
  }
});

test('logs: the server’s log file on its page, downloadable', async ({ page }) => {
  await signIn(page, ADMIN);
  await openFromMenu(page, de.nav.menu.pages.logs);
  // The e2e server logs from warn on; its file exists from the start.
  await expect(page.getByRole('combobox', { name: logs.file })).toHaveValue(/^wardlight\.\d{4}-\d\d-\d\d\.\d+\.log/);
  await expect(page.getByText(logs.loadFailed)).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: logs.download }).click();
  expect((await download).suggestedFilename()).toMatch(/^wardlight\.\d{4}-\d\d-\d\d\.\d+\.log$/);
});
