// Incidents (issue 15): a battery drained at the simulator raises an incident that appears on
// /analytics/incidents without a reload; it is assigned from its details; the battery replaced, it closes
// by itself — through the real simulator → link → incident engine → system message path.
import type { Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { artifact } from '../support/artifacts';
import { expect, test } from '../support/fixtures';
import { SimulatorCalls } from '../support/simulator-calls';
import { de, fill, readCatalogue } from '../support/texts';
import { signIn } from '../support/ui';

const t = readCatalogue<typeof import('../../apps/web/src/i18n/locales/de/incidents.json')>('de', 'incidents');
test.describe.configure({ timeout: 90_000 });

const rowOf = (page: Page, device: string) => page.locator('tbody tr[data-type="Battery"]').filter({ hasText: device });

test('a drained battery appears live, is assigned, and closes by itself when the battery is replaced', async ({
  page,
  stack,
  adminApi,
}) => {
  const reply = await adminApi.query<{
    systemTreeNodes: { items: { id: number; kind: string; name: string; text_long: string }[] };
  }>('query($s: String) { systemTreeNodes(filter: { search: $s }) { items { id kind name text_long } } }', {
    s: 'Medaillon Zi 102',
  });
  const medallion = reply.systemTreeNodes.items.find((n) => n.kind === 'radio');
  if (!medallion) throw new Error('no medallion in room 102');
  const device = medallion.text_long || medallion.name;
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.device(medallion.id, { battery: 100 });

  await signIn(page, ADMIN);
  await page.goto('/analytics/incidents');
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await expect(rowOf(page, device)).toHaveCount(0);

  // The battery drains below the critical threshold (25 %): the list shows it without a reload.
  await sim.device(medallion.id, { battery: 12 });
  const row = rowOf(page, device);
  await expect(row).toBeVisible();
  await expect(row).toContainText(t.severities.Critical);
  await expect(row).toContainText(t.states.New);
  await page.screenshot({ path: artifact('incidents-list.png'), fullPage: true });

  // The analytics overview (the header's Auswertung) counts it in its low-battery box and leads back.
  await page.getByRole('link', { name: de.nav.analytics, exact: true }).click();
  const box = page.getByRole('region', { name: t.overview.boxes.low_battery });
  await expect(box).toContainText(device);
  await page.screenshot({ path: artifact('analytics-overview.png'), fullPage: true });
  // The technician's work list (Admin › Defekte) has it under its section, to walk to.
  await page.goto('/admin/defects');
  await expect(page.getByRole('table', { name: t.workList.title })).toContainText(device);
  await page.screenshot({ path: artifact('defects-work-list.png'), fullPage: true });
  await page.goBack();
  await box.getByRole('link', { name: t.overview.all }).click();
  await expect(page).toHaveURL(/\/analytics\/incidents\?type=Battery/);

  // Assigned from its details.
  await row.getByRole('button', { name: new RegExp(fill(t.open, { id: '\\d+' })) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fill(t.detail.battery, { battery: 12, threshold: 25 }));
  await dialog.getByRole('combobox', { name: t.detail.assignee }).click();
  await page.getByRole('option', { name: ADMIN.name, exact: true }).click();
  await expect(dialog).toContainText(t.states.Assigned);
  await page.screenshot({ path: artifact('incidents-detail.png'), fullPage: true });
  // The device's form over the list (spec part 2 §2: /analytics/incidents/systemtree/:id).
  await dialog.getByRole('link', { name: device }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics/incidents/systemtree/${medallion.id}$`));
  await expect(page.getByRole('dialog')).toContainText(medallion.name);
  // Back: the details again, as the address had them.
  await page.goBack();
  await dialog.getByRole('button', { name: t.detail.back, exact: true }).click();
  await expect(row).toContainText(t.states.Assigned);
  await expect(row).toContainText(ADMIN.name);

  // The battery replaced: the incident closes by itself and leaves the list of open ones.
  await sim.device(medallion.id, { battery: 100 });
  await expect(row).toHaveCount(0);
  // The closed ones: the filter is in the address, as a technician would bookmark it.
  await page.goto('/analytics/incidents?state=Closed');
  const closed = rowOf(page, device);
  await expect(closed).toContainText(t.states.Closed);
  await closed.getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toContainText(t.detail.reasons.cleared);
});
