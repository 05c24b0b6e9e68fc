// The sales demo at /demo (issue 17, spec part 2 §2 "Demo view" and §4 "Demo") against the real server
// in demo mode and the simulator: the buttons' rules seen on the embedded wall display and on the three
// embedded phones, a call accepted on a phone, close all, and the reset that comes back signed in.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { displayPage } from '../support/display-page';
import { expect, test } from '../support/fixtures';
import { phonePage, phoneTexts } from '../support/phones';
import { ROOT } from '../support/processes';
import { restartServerWith } from '../support/server-control';
import { SimulatorCalls } from '../support/simulator-calls';
import { fill, readCatalogue } from '../support/texts';

const t = readCatalogue<typeof import('../../apps/web/src/i18n/locales/de/demo.json')>('de', 'demo');
const SCREENSHOTS = join(ROOT, 'docs/screenshots');
/** A call reaches the wall and the phones through simulator, server and sockets: seconds on a busy machine. */
const ARRIVES = { timeout: 15_000 };
/** A phone's socket after its page loads; Chromium opens one socket to a host at a time. */
const CONNECTS = { timeout: 45_000 };
/** The lights follow a change made elsewhere at the next poll (8 s). */
const NEXT_POLL = { timeout: 20_000 };

test.describe.configure({ mode: 'serial' });
// Two server restarts and a reset with a reload: minutes when the machine is busy.
test.setTimeout(240_000);

test.afterAll(async ({ stack }, testInfo) => {
  testInfo.setTimeout(120_000);
  // The specs after this one see a console without the demo.
  await restartServerWith(stack, { DEMO_MODE: '0' });
});

/** The demo page's parts by what a visitor reads. */
function demoPage(page: Page) {
  const panel = (room: string) => page.getByRole('article', { name: room });
  const frame = (name: string): FrameLocator => page.frameLocator(`iframe[title="${fill(t.phones.frame, { name })}"]`);
  return {
    panel,
    alert: (room: string) => panel(room).getByRole('button', { name: fill(t.buttons.alert, { device: room }) }),
    presence: (room: string) => panel(room).getByRole('button', { name: fill(t.buttons.presence, { device: room }) }),
    medallion: (room: string, resident: string) =>
      panel(room).getByRole('button', { name: fill(t.buttons.medallion, { resident }) }),
    overlay: (room: string) => panel(room).getByRole('button', { name: new RegExp(t.medallion.end) }),
    // The phone client and the display are pages of their own: their helpers work on the frames alike.
    phone: (name: string) => phonePage(frame(name) as unknown as Page),
    wall: () => displayPage(page.frameLocator(`iframe[title="${t.visuals.frame}"]`) as unknown as Page),
    tab: (name: string) => page.getByRole('tab', { name }),
    menu: page.getByRole('button', { name: t.menu.label }),
  };
}

test('while demo mode is off, /demo says how to switch it on', async ({ page }) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { name: t.off.title })).toBeVisible();
  await expect(page.getByText('DEMO_MODE=1 npm start')).toBeVisible();
});

test('the demo: buttons by the rules, on the wall and the phones; accept, close all, reset', async ({
  browser,
  stack,
}) => {
  await restartServerWith(stack, { DEMO_MODE: '1' });
  // Calls earlier specs left open would stand on the wall beside the demo's.
  await new SimulatorCalls(stack.simulatorAddress).closeAll();
  // A visitor's own browser: nobody signed in, no phone paired in it yet.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const demo = demoPage(page);
  const lena = demo.phone('Lena Moser');
  const marco = demo.phone('Marco Bianchi');
  const claire = demo.phone('Claire Dubois');
  const room = 'Zimmer 102';

  await test.step('the page signs in with the demo account; the tour opens, five steps, skippable', async () => {
    await page.goto('/demo');
    const tour = page.getByRole('dialog', { name: t.tour.steps.buttons.title });
    await expect(tour).toBeVisible();
    await expect(tour).toContainText(fill(t.tour.progress, { step: 1, count: 5 }));
    for (const step of ['phones', 'display', 'menu', 'copy'] as const) {
      await page.getByRole('button', { name: t.tour.next }).click();
      await expect(page.getByRole('dialog', { name: t.tour.steps[step].title })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: t.tour.done })).toBeVisible();
    await page.getByRole('button', { name: t.tour.skip }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '1. OG' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2. OG' })).toBeVisible();
    for (const phone of [lena, marco, claire]) await expect(phone.empty).toBeVisible(ARRIVES);
    await expect(page.getByRole('link', { name: t.copySetup.link })).toHaveAttribute(
      'href',
      new RegExp(`:8090/setup\\?configurator=${encodeURIComponent(stack.simulatorAddress)}$`),
    );
  });

  await test.step('alert toggles an alert on: it rings on the floor’s two phones, not on the other floor’s', async () => {
    await demo.alert(room).click();
    await expect(demo.alert(room)).toHaveAttribute('aria-pressed', 'true');
    await expect(lena.card('ringing', room)).toBeVisible(ARRIVES);
    await expect(marco.card('ringing', room)).toBeVisible();
    await expect(claire.card('ringing', room)).toHaveCount(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'demo-1280.png') });
    await expectAccessible(page, '/demo with a call');
  });

  await test.step('presence while alert is on closes the alert and shows the presence on the wall', async () => {
    await demo.presence(room).click();
    await expect(demo.alert(room)).toHaveAttribute('aria-pressed', 'false');
    await expect(demo.presence(room)).toHaveAttribute('aria-pressed', 'true');
    await expect(lena.card('closed', room)).toBeVisible(ARRIVES);
    await demo.tab(t.tabs.visuals).click();
    const wall = demo.wall();
    await expect(wall.presences.filter({ hasText: room })).toHaveCount(1, ARRIVES);
    await expect(wall.calls).toHaveCount(0);
  });

  await test.step('alert while presence is on: presence closes, an emergency opens, both lit', async () => {
    await demo.alert(room).click();
    await expect(demo.alert(room)).toHaveAttribute('aria-pressed', 'true');
    await expect(demo.presence(room)).toHaveAttribute('aria-pressed', 'true');
    const wall = demo.wall();
    await expect(wall.calls).toHaveCount(1, ARRIVES);
    await expect(wall.calls.first()).toHaveAttribute('data-urgency', 'emergency');
    await expect(wall.calls.first()).toContainText(room);
    await expect(wall.presences).toHaveCount(0);
  });

  await test.step('with both on, pressing either closes the emergency and resets both', async () => {
    await demo.presence(room).click();
    await expect(demo.alert(room)).toHaveAttribute('aria-pressed', 'false');
    await expect(demo.presence(room)).toHaveAttribute('aria-pressed', 'false');
    await expect(demo.wall().calls).toHaveCount(0, ARRIVES);
  });

  await test.step('the medallion sends an alert and shows the overlay; the overlay closes it', async () => {
    await demo.medallion(room, 'Hans Meier').click();
    await expect(demo.overlay(room)).toBeVisible();
    const wall = demo.wall();
    await expect(wall.calls.filter({ hasText: 'Medaillon' })).toHaveCount(1, ARRIVES);
    await demo.overlay(room).click();
    await expect(demo.overlay(room)).toHaveCount(0);
    await expect(wall.calls).toHaveCount(0, ARRIVES);
  });

  await test.step('a call on the second floor rings Claire; she accepts it', async () => {
    await demo.tab(t.tabs.app).click();
    const upstairs = 'Zimmer 201';
    await demo.alert(upstairs).click();
    await expect(claire.card('ringing', upstairs)).toBeVisible(ARRIVES);
    await claire.accept(upstairs).click();
    await expect(claire.card('accepted', upstairs)).toContainText(phoneTexts.state.accepted);
    await expect(lena.card('ringing', upstairs)).toHaveCount(0);
  });

  await test.step('close all calls ends every open call; the lights follow', async () => {
    await demo.alert(room).click();
    await expect(lena.card('ringing', room)).toBeVisible(ARRIVES);
    await demo.menu.click();
    await page.getByRole('menuitem', { name: t.menu.closeAll }).click();
    await expect(demo.alert(room)).toHaveAttribute('aria-pressed', 'false', NEXT_POLL);
    await expect(demo.alert('Zimmer 201')).toHaveAttribute('aria-pressed', 'false', NEXT_POLL);
    await demo.tab(t.tabs.visuals).click();
    await expect(demo.wall().calls).toHaveCount(0, ARRIVES);
  });

  await test.step('reset: German confirmation, progress over the page, back signed in and empty', async () => {
    await demo.tab(t.tabs.app).click();
    await demo.alert(room).click();
    await expect(lena.card('ringing', room)).toBeVisible(ARRIVES);
    await demo.menu.click();
    await page.getByRole('menuitem', { name: t.menu.reset }).click();
    const dialog = page.getByRole('dialog', { name: t.reset.title });
    await expect(dialog).toContainText(t.reset.confirm);
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: t.reset.confirmButton }).click();
    await expect(page.getByRole('alertdialog', { name: t.reset.progressTitle })).toBeVisible();
    await reloaded;
    await expect(page.getByRole('heading', { name: '1. OG' })).toBeVisible(ARRIVES);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(demo.alert(room)).toHaveAttribute('aria-pressed', 'false');
    // Paired and signed in afresh; nothing rings or waits. Ended calls stay in a phone's list for the
    // relevant-calls window (the phone's own rule), so the lists show no open call rather than none at all.
    for (const [phone, line] of [
      [lena, 'Lena Moser · Pflege 1. OG'],
      [marco, 'Marco Bianchi · Pflege 1. OG'],
      [claire, 'Claire Dubois · Pflege 2. OG'],
    ] as const) {
      await expect(phone.page.getByText(line)).toBeVisible(ARRIVES);
      await expect(phone.notLive).toHaveCount(0, CONNECTS);
      await expect(phone.page.locator('article[data-state="ringing"], article[data-state="accepted"]')).toHaveCount(0);
    }
    await demo.tab(t.tabs.visuals).click();
    await expect(demo.wall().calls).toHaveCount(0, ARRIVES);
    await expect(demo.wall().presences).toHaveCount(0);
    await demo.tab(t.tabs.app).click();
  });

  await test.step('at 1920 px the phones grow with the free width', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const phones = page.locator('[data-tour="phones"]');
    await expect(phones).toHaveAttribute('data-scale', '1');
    for (const phone of [lena, marco, claire]) await expect(phone.notLive).toHaveCount(0, CONNECTS);
    await page.screenshot({ path: join(SCREENSHOTS, 'demo-1920.png') });
    await expectAccessible(page, '/demo at 1920 px');
  });
  await context.close();
});
