// Issue 14 items 1–3 (ADR 0038): every screen proves it is live and on time. A kiosk whose clock is wrong
// applies the server's schedule slot; the fleet page lists displays and raises the technicians' alarm when
// one goes silent or renders a call late.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { type Connection, DisplayAdmin, sameEveryDay } from '../support/display-admin';
import { displayPage } from '../support/display-page';
import { expect, test } from '../support/fixtures';
import { ROOT } from '../support/processes';
import { restartServerWith } from '../support/server-control';
import { CALL_TYPES, roomText, SECTIONS, SimulatorCalls } from '../support/simulator-calls';
import { de } from '../support/texts';
import { signIn } from '../support/ui';
import { HOME_ZONE, inMinutes } from '../support/wall-clock';

/** Calls travel simulator → server → browser; a few seconds at most on a loaded machine. */
const ARRIVES = { timeout: 10_000 };
const HOUR_MS = 3_600_000;

test.use({ timezoneId: HOME_ZONE });

test('a kiosk whose clock is two hours ahead applies the server’s schedule slot', async ({
  page,
  stack,
  playwright,
}) => {
  test.setTimeout(120_000);
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  const api = await playwright.request.newContext({ baseURL: stack.baseURL });
  const admin = await DisplayAdmin.signIn(api, ADMIN);
  const [systemId] = await admin.systemIds();
  if (systemId === undefined) throw new Error('the setup wizard left no system');
  const commitMs = await sim.commitMs();
  const created = { schedules: [] as number[], groups: [] as number[], profiles: [] as number[] };
  try {
    // Slot 1 began an hour ago (now, by the server); slot 2 begins in an hour — where a kiosk two hours
    // ahead would already be.
    const current = inMinutes(-60);
    const times = [current, inMinutes(60)].sort();
    await sim.commitMs(1000);
    created.schedules.push(await admin.createSchedule('E2E Uhr', times));
    const calls = (section: number): Connection[] => [{ section_id: section, call_type_id: CALL_TYPES.alert }];
    const floor1 = await admin.createDisplayGroup('E2E Uhr 1. OG', calls(SECTIONS.floor1));
    const floor2 = await admin.createDisplayGroup('E2E Uhr 2. OG', calls(SECTIONS.floor2));
    created.groups.push(floor1, floor2);
    await admin.commitAndWait();
    const groups = times.map((time) => (time === current ? floor1 : floor2));
    const profile = await admin.createProfile('E2E Uhr', [sameEveryDay(systemId, created.schedules[0] ?? 0, groups)]);
    created.profiles.push(profile.id);
    await sim.press(103, 'alert');
    await sim.press(202, 'alert');

    // The kiosk's clock runs two hours ahead (and on): by its own clock it would show the second floor.
    await page.clock.install({ time: new Date(Date.now() + 2 * HOUR_MS) });
    const wall = displayPage(page);
    await page.goto(`/display/${profile.slug}`);
    await expect(page.getByTestId('profile-badge')).toHaveText(profile.name);
    const kioskAhead = await page.evaluate(() => Date.now());
    expect(kioskAhead - Date.now()).toBeGreaterThan(HOUR_MS);
    await expect(wall.calls).toHaveText([new RegExp(roomText(103))], ARRIVES);
  } finally {
    await admin.deleteProfiles(created.profiles);
    if (created.schedules.length > 0) await admin.deleteSchedules(created.schedules);
    if (created.groups.length > 0) await admin.deleteDisplayGroups(created.groups);
    if ((await admin.pendingItems()).length > 0) await admin.commitAndWait();
    await sim.commitMs(commitMs);
    await api.dispose();
  }
});

const catalogue = (namespace: string) =>
  JSON.parse(readFileSync(join(ROOT, `apps/web/src/i18n/locales/de/${namespace}.json`), 'utf8'));
const fleetTexts = catalogue('fleet');
const shellTexts = catalogue('shell');
/** The silence that raises the alarm, shortened for the test (60 s in the product); rounds every 0.5 s. */
const SILENCE = { FLEET_SILENCE_MS: '4000', FLEET_FLUSH_MS: '500' };
/** Silence, then the next round, then the notification: well within this on a loaded machine. */
const ALARM_WITHIN = { timeout: 30_000 };

/** A wall display in a browser of its own: its own storage, so its own screen key. */
async function wallDisplay(browser: Browser, baseURL: string, address: string) {
  const context = await browser.newContext({ baseURL, timezoneId: HOME_ZONE });
  const page = await context.newPage();
  await page.goto(address);
  await expect(displayPage(page).empty.or(displayPage(page).calls.first())).toBeVisible(ARRIVES);
  return { context, page };
}

function fleetRow(console: Page, text: string) {
  return console.getByRole('row').filter({ hasText: text });
}

/**
 * Waits for the technician's notification of `title` naming `screen`. The console shows one notification
 * at a time, and the screens of earlier tests fall silent too: the technician dismisses those.
 */
async function expectAlarm(console: Page, title: string, screen: string) {
  const alerts = console.getByRole('alert');
  await expect
    .poll(async () => {
      if ((await alerts.filter({ hasText: title }).filter({ hasText: screen }).count()) > 0) return true;
      // Never the awaited one: it may have come in since the count above.
      const other = alerts.filter({ hasText: shellTexts.fleet.silentTitle }).filter({ hasNotText: screen }).first();
      if ((await other.count()) > 0) await other.getByRole('button', { name: de.common.actions.dismiss }).click();
      return false;
    }, ALARM_WITHIN)
    .toBe(true);
}

test.describe('the display fleet', () => {
  const opened: BrowserContext[] = [];
  test.beforeAll(async ({ stack }) => {
    test.setTimeout(120_000);
    await restartServerWith(stack, SILENCE);
  });
  test.afterEach(async () => {
    for (const context of opened.splice(0)) await context.close();
  });
  test.afterAll(async ({ stack }) => {
    test.setTimeout(120_000);
    await restartServerWith(stack, {});
  });

  test('lists two displays; one closed raises the technicians’ alarm', async ({ page, browser, stack }) => {
    test.setTimeout(90_000);
    const first = await wallDisplay(browser, stack.baseURL, `/display?sections=${SECTIONS.floor1}&fleet=a`);
    const second = await wallDisplay(browser, stack.baseURL, `/display?sections=${SECTIONS.floor2}&fleet=b`);
    opened.push(first.context, second.context);

    await signIn(page, ADMIN);
    await page.goto('/admin/fleet');
    await expect(page.getByRole('heading', { name: fleetTexts.title })).toBeVisible();
    const one = fleetRow(page, 'fleet=a');
    const two = fleetRow(page, 'fleet=b');
    await expect(one).toContainText(fleetTexts.state.live, ARRIVES);
    await expect(two).toContainText(fleetTexts.state.live, ARRIVES);
    await expect(one).toContainText(fleetTexts.kind.display);

    // An administrator names the first.
    await one.click();
    const form = page.getByRole('dialog');
    await form.getByLabel(fleetTexts.form.name).fill('Flur Nord');
    await form.getByRole('button', { name: fleetTexts.form.save }).click();
    await expect(form).toBeHidden();
    await expect(one).toContainText('Flur Nord');

    // The second display goes dark: the technician on the console hears of it, the list says so.
    await second.context.close();
    await expectAlarm(page, shellTexts.fleet.silentTitle, 'fleet=b');
    await expect(two).toContainText(fleetTexts.state.silent, ALARM_WITHIN);
    await expect(one).toContainText(fleetTexts.state.live);
  });

  test('a display that renders a call over the 5 s budget raises the alarm (injected delay)', async ({
    page,
    browser,
    stack,
  }) => {
    test.setTimeout(90_000);
    const sim = new SimulatorCalls(stack.simulatorAddress);
    await sim.closeAll();
    const context = await browser.newContext({ baseURL: stack.baseURL, timezoneId: HOME_ZONE });
    opened.push(context);
    // Between server and display, the call frames are held 6 s (in order); the rest (pings, time) pass.
    await context.routeWebSocket(/\/ws\/backend/, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      let held = Promise.resolve();
      server.onMessage((message) => {
        if (typeof message !== 'string' || !message.includes('onCallsChanged')) return socket.send(message);
        const due = Date.now() + 6_000;
        held = held
          .then(() => new Promise((done) => setTimeout(done, Math.max(0, due - Date.now()))))
          .then(() => socket.send(message));
      });
    });
    const display = await context.newPage();
    await display.goto(`/display?sections=${SECTIONS.floor1}&fleet=late`);

    await signIn(page, ADMIN);
    await page.goto('/admin/fleet');
    const row = fleetRow(page, 'fleet=late');
    await expect(row).toContainText(fleetTexts.state.live, ALARM_WITHIN);

    await sim.press(103, 'alert');
    await expect(displayPage(display).calls).toHaveText([new RegExp(roomText(103))], { timeout: 20_000 });
    await expectAlarm(page, shellTexts.fleet.lateTitle, 'fleet=late');
    await expect(row).toContainText(fleetTexts.latency.over, ALARM_WITHIN);
  });
});
