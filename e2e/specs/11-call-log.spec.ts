// The call log (issue 12): calls pressed and closed at the call system are listed with their duration,
// filtered by range and section in the address, opened in the call form from the log, the tree and the
// display, closed from the log only with calllog::close_calls; a user restricted to a call source group
// sees only its calls, in the log and on the display.
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { ADMIN } from '../support/accounts';
import { displayPage } from '../support/display-page';
import { expect, test } from '../support/fixtures';
import { CALL_TYPES, SECTIONS, SimulatorCalls, TERMINALS } from '../support/simulator-calls';
import { de, fill, readCatalogue } from '../support/texts';
import { logoutButton, signIn } from '../support/ui';

const t = de.calllog;
const ex = readCatalogue<typeof import('../../apps/web/src/i18n/locales/de/exports.json')>('de', 'exports');
// Each test presses, signs in and loads several pages: more than the default half minute on two cores.
test.describe.configure({ timeout: 90_000 });
const LOG_READER = { name: 'protokoll.e2e', password: 'Ruf-Protokoll-7' };
const MEDALLION_ONLY = { name: 'medaillon.e2e', password: 'Nur-Medaillon-8' };
/** The care home's call source of the residents' medallions (apps/simulator/fixtures/care-home-ids.ts). */
const MEDALLION_SOURCE = 3;

const logTable = (page: Page) => page.getByRole('table', { name: t.list.tableLabel });
const rowsOf = (page: Page) => logTable(page).locator('tbody tr');
const rowOf = (page: Page, text: string) => rowsOf(page).filter({ hasText: text });
const formOf = (page: Page, device: string) =>
  page.getByRole('dialog', { name: fill(t.form.title, { type: 'Ruf', device }) });

async function medallionOf(adminApi: { query<T>(q: string, v?: Record<string, unknown>): Promise<T> }, room: number) {
  const reply = await adminApi.query<{ systemTreeNodes: { items: { id: number; kind: string }[] } }>(
    'query($s: String) { systemTreeNodes(filter: { search: $s }) { items { id kind } } }',
    { s: `Medaillon Zi ${room}` },
  );
  const medallion = reply.systemTreeNodes.items.find((n) => n.kind === 'radio');
  if (!medallion) throw new Error(`no medallion in room ${room}`);
  return medallion.id;
}

test('the log lists pressed and closed calls with their duration, filtered by range and section', async ({
  page,
  stack,
}) => {
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  await sim.raise(101, CALL_TYPES.alert);
  await sim.raise(201, CALL_TYPES.alert);
  await sim.closeAt(TERMINALS[201], CALL_TYPES.alert);

  await signIn(page, ADMIN);
  await page.goto('/log?range=1h');
  await expect(page.getByRole('heading', { name: t.list.title })).toBeVisible();
  const closed = rowOf(page, 'Zimmer 201').first();
  await expect(closed).toContainText(t.state.closed);
  await expect(closed).toContainText(/\d+ s/);
  await expect(rowOf(page, 'Zimmer 101').first()).toContainText(t.state.open);

  // Filters live in the address: the second floor only, then Back to both floors.
  await page.goto(`/log?range=1h&sections=${SECTIONS.floor2}`);
  await expect(rowOf(page, 'Zimmer 201').first()).toBeVisible();
  await expect(rowOf(page, 'Zimmer 101')).toHaveCount(0);
  await page.goBack();
  await expect(rowOf(page, 'Zimmer 101').first()).toBeVisible();

  // Yesterday, before any call of this fresh install.
  await page.goto('/log?range=yesterday');
  await expect(page.getByText(t.list.empty)).toBeVisible();
});

test('the call form opens from the log, closes the call with calllog::close_calls, and its trail says who', async ({
  page,
  stack,
  adminApi,
}) => {
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  await sim.raise(102, CALL_TYPES.alert);

  // Without the permission the form offers no closing.
  const role = await adminApi.createRole('Protokoll lesen', ['calllog::use_module']);
  await adminApi.createUser({ ...LOG_READER, role_ids: [role.id] });
  await signIn(page, LOG_READER);
  await expect(page).toHaveURL('/log');
  await rowOf(page, 'Zimmer 102').first().click();
  const form = formOf(page, 'Zimmer 102');
  await expect(form.getByText(t.trail.title)).toBeVisible();
  await expect(form.getByRole('button', { name: t.close.open })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await logoutButton(page).click();
  await signIn(page, ADMIN);
  await page.goto('/log?range=1h&state=open');
  await rowOf(page, 'Zimmer 102').first().click();
  await form.getByRole('button', { name: t.close.open }).click();
  await page.getByRole('dialog', { name: t.close.title }).getByRole('button', { name: t.close.confirm }).click();
  await expect(form.getByText(t.trail.actions.Closed)).toBeVisible();
  await expect(form.getByText(fill(t.trail.actor, { kind: t.trail.actors.user, name: ADMIN.name }))).toBeVisible();
  await expect.poll(async () => (await sim.openCalls()).length).toBe(0);
});

test('the call form opens from the tree and from the display', async ({ page, stack }) => {
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  const call = await sim.raise(103, CALL_TYPES.alert);
  await signIn(page, ADMIN);

  await page.goto(`/tree/edit/${TERMINALS[103]}/calls/${call.id}`);
  // Over the node form, which loads the node first: the form may take a while on a busy machine.
  const form = formOf(page, 'Zimmer 103');
  await expect(form.getByRole('heading', { name: t.trail.title })).toBeVisible({ timeout: 20_000 });

  await page.goto('/display');
  const wall = displayPage(page);
  await expect(wall.calls).toHaveText([/Zimmer 103/], { timeout: 10_000 });
  await wall.calls.first().click();
  await expect(page).toHaveURL(new RegExp(`/display/call/${call.id}`));
  await expect(page.getByRole('dialog').getByText('Zimmer 103').first()).toBeVisible();
  await sim.closeAll();
});

test('a user restricted to a call source group sees only its calls, in the log and on the display', async ({
  page,
  stack,
  adminApi,
}) => {
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  const group = await adminApi.query<{ createCallSourceGroup: { id: number } }>(
    'mutation($d: CallSourceGroupInput!) { createCallSourceGroup(data: $d) { id } }',
    { d: { name: 'Medaillons', call_source_ids: [MEDALLION_SOURCE] } },
  );
  const role = await adminApi.query<{ createRole: { id: number } }>(
    'mutation($d: RoleInput!) { createRole(data: $d) { id } }',
    {
      d: {
        name: 'Nur Medaillons',
        permissions: ['calllog::use_module'],
        call_source_group_ids: [group.createCallSourceGroup.id],
      },
    },
  );
  await adminApi.createUser({ ...MEDALLION_ONLY, role_ids: [role.createRole.id] });
  await sim.raise(104, CALL_TYPES.alert);
  await sim.raiseAt(await medallionOf(adminApi, 104), CALL_TYPES.alert);

  await signIn(page, MEDALLION_ONLY);
  await page.goto('/log?range=1h&state=open');
  await expect(rowOf(page, 'Medaillon Zi 104').first()).toBeVisible();
  await expect(
    logTable(page)
      .getByRole('row')
      .filter({ hasText: /^(?!.*Medaillon).*Zimmer 104/ }),
  ).toHaveCount(0);

  await page.goto('/display');
  const wall = displayPage(page);
  await expect(wall.calls).toHaveText([/Medaillon Zi 104/], { timeout: 10_000 });
  await sim.closeAll();
});

/** Exports what the log lists in `format` and hands back the downloaded file. */
async function exportLog(page: Page, format: 'xlsx' | 'pdf'): Promise<Buffer> {
  await page.getByRole('button', { name: ex.menu.label }).click();
  await page.getByRole('menuitem', { name: ex.menu.formats[format] }).click();
  const link = page.getByRole('link', { name: ex.progress.download });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await page.getByRole('button', { name: ex.progress.dismiss }).click();
  return Buffer.concat(chunks);
}

test('the log exports what it lists to XLSX and PDF, and the files hold those calls', async ({ page, stack }) => {
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  await sim.raise(202, CALL_TYPES.alert);
  await sim.closeAt(TERMINALS[202], CALL_TYPES.alert);
  await signIn(page, ADMIN);
  await page.goto(`/log?range=1h&sections=${SECTIONS.floor2}&q=Zimmer%20202`);
  await expect(rowOf(page, 'Zimmer 202').first()).toBeVisible();
  const listed = await rowsOf(page).count();

  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await exportLog(page, 'xlsx')) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const values = sheet.getSheetValues().slice(2) as unknown[][];
  expect(values).toHaveLength(listed);
  for (const row of values) expect(row.join(' ')).toContain('Zimmer 202');

  const pdf = new PDFParse({ data: new Uint8Array(await exportLog(page, 'pdf')) });
  const text = (await pdf.getText()).text;
  await pdf.destroy();
  expect(text.match(/Zimmer 202/g)?.length ?? 0).toBeGreaterThanOrEqual(listed);
  expect(text).toContain('Wohnbereich 2. OG');
});
