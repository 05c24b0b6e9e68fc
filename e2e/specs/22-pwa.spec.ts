// The mobile console (issue 17 item 2, ADR 0044) on a phone: a technician walks its four pages from the
// bottom navigation, opens a node's form and comes back; a user without the permissions sees only what
// they may open and a plain "no permission" page; the console is installable — its manifest linked and
// valid, its service worker registered for /pwa only — and started without network it says it is offline.
import { devices, type Page } from '@playwright/test';
import { PERMISSION_GROUPS } from '../../packages/domain/src/permissions/catalogue';
import { artifact } from '../support/artifacts';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { CALL_TYPES, roomText, SimulatorCalls, TERMINALS } from '../support/simulator-calls';
import { de, readCatalogue } from '../support/texts';
import { signIn } from '../support/ui';

type Pwa = typeof import('../../apps/web/src/i18n/locales/de/pwa.json');
const pwa = readCatalogue<Pwa>('de', 'pwa');
const incidents = readCatalogue<typeof import('../../apps/web/src/i18n/locales/de/incidents.json')>('de', 'incidents');
const sync = readCatalogue<typeof import('../../apps/web/src/i18n/locales/de/sync.json')>('de', 'sync');
const calllog = readCatalogue<typeof import('../../apps/web/src/i18n/locales/de/calllog.json')>('de', 'calllog');

const { defaultBrowserType: _browser, ...PIXEL_7 } = devices['Pixel 7'];
test.use(PIXEL_7);
test.describe.configure({ timeout: 90_000 });

// Names of their own: other specs leave their technicians behind.
const TECHNICIAN = { name: 'pwa-technik.e2e', password: 'Handy-Rundgang-22' };
const NO_RIGHTS = { name: 'pwa-ohne-rechte.e2e', password: 'Handy-Gast-22' };
const TECHNICIAN_PERMISSIONS = [
  ...PERMISSION_GROUPS.systemtree.map((action) => `systemtree::${action}`),
  'analytics::use_module',
  'analytics::manage_incidents',
  'calllog::use_module',
];

const bottomNav = (page: Page) => page.getByRole('navigation', { name: pwa.nav.label });

test('a technician walks the four pages of the mobile console and opens a node form', async ({
  page,
  adminApi,
  stack,
}) => {
  const role = await adminApi.createRole('Handy-Technik', TECHNICIAN_PERMISSIONS);
  await adminApi.createUser({ ...TECHNICIAN, role_ids: [role.id] });
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.raise(204, CALL_TYPES.alert);
  await signIn(page, TECHNICIAN);

  // The desktop console's way in (its small-screen menu on a phone), then /pwa → /pwa/overview → its first
  // page (spec part 2 §2).
  await page.getByRole('button', { name: de.nav.openMenu }).click();
  await page.getByRole('link', { name: de.nav.mobileConsole }).click();
  await expect(page).toHaveURL('/pwa/overview/incidents');
  await expect(page.getByRole('heading', { level: 1, name: incidents.title })).toBeVisible();
  const nav = bottomNav(page);
  await expect(nav.getByRole('link')).toHaveText([pwa.nav.incidents, pwa.nav.calls, pwa.nav.system, pwa.nav.sync]);
  // Thumb-sized targets: every tab at least 44 px high and a quarter of the width.
  for (const link of await nav.getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(80);
  }
  await expectAccessible(page, '/pwa/overview/incidents');
  await page.screenshot({ path: artifact('pwa-incidents.png') });

  await nav.getByRole('link', { name: pwa.nav.calls }).click();
  await expect(page).toHaveURL('/pwa/overview/calls');
  await expect(page.getByRole('heading', { level: 1, name: pwa.calls.title })).toBeVisible();
  await expect(page.getByRole('radio', { name: pwa.calls.openOnes })).toBeChecked();
  await expect(page.getByTestId('pwa-no-access')).toHaveCount(0);
  await expectAccessible(page, '/pwa/overview/calls');
  await page.screenshot({ path: artifact('pwa-calls.png') });
  // A call's card opens its details in a sheet; back to the list with its close button.
  const callCard = page
    .locator('[data-call]')
    .filter({ hasText: roomText(204) })
    .first();
  await expect(async () => {
    if (!(await callCard.isVisible())) await page.getByRole('button', { name: pwa.refresh }).click();
    await expect(callCard).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await callCard.click();
  await expect(page).toHaveURL(/\/pwa\/overview\/calls\?call=\d+$/);
  const sheet = page.getByRole('dialog', { name: new RegExp(roomText(204)) });
  await expect(sheet.getByRole('region', { name: calllog.trail.title })).toBeVisible();
  await expectAccessible(page, '/pwa/overview/calls?call=:id');
  await page.screenshot({ path: artifact('pwa-call-details.png') });
  await sheet.getByRole('button', { name: pwa.calls.closeDetails }).click();
  await expect(page).toHaveURL('/pwa/overview/calls');
  await expect(sheet).toHaveCount(0);
  await sim.closeAt(TERMINALS[204], CALL_TYPES.alert);

  await nav.getByRole('link', { name: pwa.nav.system }).click();
  await expect(page).toHaveURL('/pwa/system');
  await expect(page.getByRole('heading', { level: 1, name: pwa.system.title })).toBeVisible();
  const first = page.locator('[data-node]').first();
  await expect(first).toBeVisible();
  await expectAccessible(page, '/pwa/system');
  await page.screenshot({ path: artifact('pwa-system.png') });
  // A level down, then the node's form as a page of its own, and back to where the list was.
  const nodeId = await first.getAttribute('data-node');
  const down = first.getByRole('button', { name: /›/ });
  if ((await down.count()) > 0) {
    await down.click();
    await expect(page).toHaveURL(`/pwa/system?parent=${nodeId}`);
  }
  const card = page.locator('[data-node]').first();
  const id = await card.getAttribute('data-node');
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/pwa/system/edit/${id}(\\?|$)`));
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, '/pwa/system/edit/:id');
  await page.screenshot({ path: artifact('pwa-node-form.png'), fullPage: true });
  await page.getByRole('link', { name: new RegExp(pwa.system.back) }).click();
  await expect(page).toHaveURL(/\/pwa\/system(\?|$)/);
  await expect(page.locator(`[data-node="${id}"]`)).toBeVisible();

  await nav.getByRole('link', { name: pwa.nav.sync }).click();
  await expect(page).toHaveURL('/pwa/sync');
  await expect(page.getByRole('heading', { level: 1, name: sync.title })).toBeVisible();
  await expect(page.getByRole('button', { name: sync.commit.button })).toBeVisible();
  await expectAccessible(page, '/pwa/sync');
  await page.screenshot({ path: artifact('pwa-sync.png') });
});

test('a user without the permissions sees only the calls page, and a plain "no permission" elsewhere', async ({
  page,
  adminApi,
}) => {
  await adminApi.createUser(NO_RIGHTS);
  await signIn(page, NO_RIGHTS);

  await page.goto('/pwa');
  // The overview's first page they may open: the calls, which need the call log's permission.
  await expect(page).toHaveURL('/pwa/overview/calls');
  await expect(bottomNav(page).getByRole('link')).toHaveText([pwa.nav.calls]);
  await expect(page.getByTestId('pwa-no-access')).toContainText(pwa.calls.noPermission);
  await expectAccessible(page, '/pwa/overview/calls without permission');

  for (const path of ['/pwa/overview/incidents', '/pwa/system', '/pwa/system/edit/1', '/pwa/sync']) {
    await page.goto(path);
    await expect(page).toHaveURL('/pwa/no-access');
    await expect(page.getByRole('heading', { level: 1, name: pwa.noAccess.title })).toBeVisible();
    await expect(page.getByTestId('pwa-no-access')).toHaveText(pwa.noAccess.text);
  }
  await expectAccessible(page, '/pwa/no-access');
  await page.screenshot({ path: artifact('pwa-no-access.png') });
});

test('the mobile console is installable, its worker controls /pwa only, and it starts offline saying so', async ({
  page,
  context,
  adminApi,
}) => {
  await adminApi.createUser({ name: 'pwa-installieren.e2e', password: 'Handy-Start-22' });
  await signIn(page, { name: 'pwa-installieren.e2e', password: 'Handy-Start-22' });
  await page.goto('/pwa');
  await expect(page).toHaveURL('/pwa/overview/calls');

  // The manifest: linked from the PWA's page, valid, its icons served.
  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/pwa/manifest.webmanifest');
  const reply = await page.request.get('/pwa/manifest.webmanifest');
  expect(reply.ok()).toBe(true);
  expect(reply.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await reply.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/pwa', scope: '/pwa', display: 'standalone' });
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  // The service worker: registered for /pwa, active, and not in charge of the display or the phone.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const other = async (path: string) => (await navigator.serviceWorker.getRegistration(path))?.scope ?? null;
    return {
      scope: registration.scope,
      script: registration.active?.scriptURL ?? null,
      display: await other('/display'),
      phone: await other('/app/'),
      login: await other('/login'),
    };
  });
  expect(new URL(worker.scope).pathname).toBe('/pwa');
  expect(new URL(worker.script ?? 'http://x/').pathname).toBe('/pwa-sw.js');
  expect(worker).toMatchObject({ display: null, phone: null, login: null });
  // Never the call list from a cache: the worker has only the build's files.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => /^\/(backend|ws|api)(\/|$)/.test(path))).toEqual([]);

  // Started without network: the page comes from the worker's cache and says plainly it is offline.
  await context.setOffline(true);
  await page.reload();
  const offline = page.getByTestId('offline-start').or(page.getByTestId('pwa-offline'));
  await expect(offline).toBeVisible();
  await expect(offline).toContainText(new RegExp(`${de.errors.offline.title}|${pwa.offline.title}`));
  await expectAccessible(page, '/pwa offline');
  await page.screenshot({ path: artifact('pwa-offline.png') });
  // The network back: it loads by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: pwa.calls.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('offline-start')).toHaveCount(0);
});
