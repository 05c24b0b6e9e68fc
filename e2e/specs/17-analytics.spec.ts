// Analytics charts and incident notices (issue 15, ADR 0040): calls raised and closed at the simulator
// show in the charts of /analytics, screenshot in the four languages; an incident handler's notice
// settings are set in the modal of /analytics/incidents.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN } from '../support/accounts';
import { artifact } from '../support/artifacts';
import { expect, test } from '../support/fixtures';
import { ROOT } from '../support/processes';
import { CALL_TYPES, SimulatorCalls, TERMINALS } from '../support/simulator-calls';
import { signIn } from '../support/ui';

type Texts = typeof import('../../apps/web/src/i18n/locales/de/analytics.json');
const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
const texts = (language: string): Texts =>
  JSON.parse(readFileSync(join(ROOT, 'apps/web/src/i18n/locales', language, 'analytics.json'), 'utf8'));
test.describe.configure({ timeout: 90_000 });

test('the charts count the calls of the simulator, in de, en, fr and it', async ({ page, stack, adminApi }) => {
  const sim = new SimulatorCalls(stack.simulatorAddress);
  for (const room of [101, 102, 201] as const) {
    await sim.raise(room, CALL_TYPES.alert);
    await sim.closeAt(TERMINALS[room], CALL_TYPES.alert);
  }
  const me = await adminApi.query<{ authUser: { id: number } }>('{ authUser { id } }');
  const setLocale = (locale: string) =>
    adminApi.query('mutation($id: Int!, $d: UserInput!) { updateUser(id: $id, data: $d) { id } }', {
      id: me.authUser.id,
      d: { locale },
    });
  await signIn(page, ADMIN);
  try {
    for (const language of LANGUAGES) {
      const t = texts(language).charts;
      await setLocale(language);
      await page.goto('/analytics');
      await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
      await expect(page.getByRole('region', { name: t.perHour })).toBeVisible();
      await expect(page.getByRole('region', { name: t.busiest })).toBeVisible();
      await page.screenshot({ path: artifact(`analytics-${language}.png`), fullPage: true });
    }
  } finally {
    await setLocale('de');
  }
});

test('an incident handler sets their notices in the notification settings', async ({ page }) => {
  const t = texts('de').notifications;
  await signIn(page, ADMIN);
  await page.goto('/analytics/incidents');
  await page.getByRole('link', { name: t.open }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('link', { name: ADMIN.name, exact: true }).click();
  const form = page.getByRole('dialog').filter({ hasText: t.enabled });
  await form.getByRole('checkbox', { name: t.enabled }).check();
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('row', { name: new RegExp(ADMIN.name) })).toContainText(
    texts('de').notifications.flags.notify_battery,
  );
});
