// What the admin and tree forms say about input the call system cannot take, in the user's language
// and on the field it is about; and the two guards of deleting from the tree: children, and the
// typed confirmation phrase. Signed in as the administrator from the setup wizard.
import type { Locator, Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { deAdmin } from '../support/admin-texts';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { fill } from '../support/texts';
import { signIn } from '../support/ui';

const { adminSystem, crud, tree, validation } = deAdmin;

// From the simulator's care-home fixture, which the wizard's configurator step imported.
const FLOOR = '1. OG';
const SECTION = 'Wohnbereich 1. OG';

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The field is marked invalid and tells why, as assistive technology reads it. */
async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(escaped(message));
}

/** The modal form at `path`, with its heading. */
async function openForm(page: Page, path: string, heading: string): Promise<Locator> {
  await page.goto(path);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  return dialog;
}

const textbox = (dialog: Locator, label: string) => dialog.getByRole('textbox', { name: label, exact: true });

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN);
});

test('a section name taken already comes back from the server as a message on the name', async ({ page }) => {
  const t = adminSystem.sections;
  const dialog = await openForm(page, '/admin/sections/edit/-1', t.form.new);
  const name = textbox(dialog, t.fields.name);
  await name.fill(SECTION);
  await dialog.getByRole('button', { name: crud.form.save }).click();

  await expectFieldError(name, validation.unique);
  await expect(page.getByRole('alert').filter({ hasText: crud.notify.saveFailed })).toBeVisible();
  // Nothing was created: the form stays open for a correction.
  await expect(dialog.getByRole('heading', { name: t.form.new })).toBeVisible();
});

test('a call type text with an umlaut is refused on its field, naming the character', async ({ page }) => {
  const t = adminSystem.callTypes;
  const dialog = await openForm(page, '/admin/calltypes/edit/-1', t.form.new);
  await expectAccessible(page, 'an admin form (call type) over its list');
  await textbox(dialog, t.fields.name).fill('Rückruf Angehörige');
  const text = textbox(dialog, t.fields.text);
  await text.fill('Rückruf');
  await dialog.getByRole('button', { name: crud.form.save }).click();

  await expectFieldError(text, fill(validation.no_umlauts, { char: 'ü' }));
  // Umlauts are fine in the name, which only the console shows.
  await expect(textbox(dialog, t.fields.name)).not.toHaveAttribute('aria-invalid', 'true');
});

test('a hub and a configurator need a valid IPv4 address', async ({ page }) => {
  const hubs = adminSystem.hubs;
  const hub = await openForm(page, '/admin/hubs/edit/-1', hubs.form.new);
  await textbox(hub, hubs.fields.name).fill('Funk-Hub Keller');
  const hubIp = textbox(hub, hubs.fields.ip);
  await hubIp.fill('192.168.1.300');
  await hub.getByRole('button', { name: crud.form.save }).click();
  await expectFieldError(hubIp, validation.invalid_ipv4);

  const params = adminSystem.systemParams;
  // System 1: the configurator the wizard connected.
  const configurator = await openForm(page, '/admin/systemparams/edit/1', params.form.edit);
  const ip = textbox(configurator, params.fields.ip);
  await ip.fill('10.0.7');
  await configurator.getByRole('button', { name: crud.form.save }).click();
  await expectFieldError(ip, validation.invalid_ipv4);
});

test('schedule times must ascend', async ({ page }) => {
  const t = adminSystem.schedules;
  const dialog = await openForm(page, '/admin/schedules/edit/-1', t.form.new);
  await textbox(dialog, t.fields.name).fill('Spätdienst');
  await textbox(dialog, t.fields.time_1).fill('14:00');
  const second = textbox(dialog, t.fields.time_2);
  await second.fill('08:00');
  await dialog.getByRole('button', { name: crud.form.save }).click();

  await expectFieldError(second, fill(validation.time_after_previous, { previous: '14:00' }));
  await expect(textbox(dialog, t.fields.time_1)).not.toHaveAttribute('aria-invalid', 'true');
});

test('a short text takes at most 7 bytes, upper-cased and without umlauts, in the node form', async ({ page }) => {
  await page.goto('/tree');
  await expect(page.getByRole('row', { name: FLOOR, exact: true })).toBeVisible();
  await expectAccessible(page, 'the tree');
  await page.getByRole('row', { name: FLOOR, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: tree.form.addChild }).click();
  await expect(dialog.getByRole('heading', { name: tree.form.new })).toBeVisible();
  await expectAccessible(page, 'the node form');
  await textbox(dialog, tree.form.fields.name).fill('Zimmer 110');
  const short = textbox(dialog, tree.form.fields.text_short);

  // Eight bytes do not fit: the input keeps seven and says none are left.
  await short.fill('Zi 110 B');
  await expect(short).toHaveValue('ZI 110 ');
  await expect(dialog.getByText(fill(crud.form.bytesLeft, { left: 0 }))).toBeVisible();

  // The text filter (spec part 1 §5) keeps an umlaut from ever being typed.
  await short.fill('Zi 1ä0');
  await expect(short).toHaveValue('ZI 10');
  await expect(dialog.getByRole('heading', { name: tree.form.new })).toBeVisible();
});

test('an element with children cannot be deleted; others only after typing the phrase', async ({ page }) => {
  // Two forms and a dialog on a shared machine: more than the default 30 s at times.
  test.setTimeout(60_000);
  await page.goto('/tree');
  const dialog = page.getByRole('dialog');
  await page.getByRole('row', { name: FLOOR, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: fill(tree.form.edit, { name: FLOOR }) })).toBeVisible();
  const remove = dialog.getByRole('button', { name: tree.form.delete, exact: true });
  await expect(remove).toBeDisabled();
  // The reason shows where the user looks for it, and a click asks nothing.
  await remove.hover();
  await expect(page.getByRole('tooltip')).toHaveText(tree.locks.has_children);
  await remove.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await dialog.getByRole('button', { name: tree.form.cancel }).click();
  await expect(dialog).toBeHidden();

  // A new element without children, at the top of the tree.
  const name = 'Abstellraum';
  await page.getByRole('button', { name: tree.list.new }).click();
  await textbox(dialog, tree.form.fields.name).fill(name);
  await dialog.getByRole('button', { name: tree.form.save }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name, exact: true });
  await row.click();
  await expect(remove).toBeEnabled();
  await remove.click();

  const confirm = page.getByRole('dialog', { name: fill(crud.delete.title, { n: 1 }) });
  const phrase = confirm.getByRole('textbox', { name: fill(crud.delete.prompt, { phrase: crud.delete.phrase }) });
  const go = confirm.getByRole('button', { name: crud.delete.confirm });
  await expect(confirm).toContainText(name);
  await expect(go).toBeDisabled();
  await phrase.fill('loeschen');
  await expect(go).toBeDisabled();
  await phrase.fill(crud.delete.phrase.toUpperCase());
  await expect(go).toBeEnabled();
  await go.click();

  await expect(page.getByRole('status').filter({ hasText: fill(tree.notify.deleted, { name }) })).toBeVisible();
  await expect(row).toBeHidden();
  await expect(page.getByRole('row', { name: FLOOR, exact: true })).toBeVisible();
});
