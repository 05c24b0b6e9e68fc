// Issue 14 items 4 and 5 (ADR 0038): the display's sound — locked until a gesture unless the kiosk starts
// Chromium with the autoplay flag, and then a tone while the wall is not live — and the video stream a
// call on a linked device opens on the displays that show it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { CHROMIUM } from '../support/chromium';
import { displayPage } from '../support/display-page';
import { displayTexts } from '../support/display-texts';
import { expect, test } from '../support/fixtures';
import { ROOT } from '../support/processes';
import { roomText, SECTIONS, SimulatorCalls, TERMINALS } from '../support/simulator-calls';
import { signIn } from '../support/ui';

const fleetTexts = JSON.parse(readFileSync(join(ROOT, 'apps/web/src/i18n/locales/de/fleet.json'), 'utf8'));
/** The arguments of playwright.config.ts, which a browser launched here does not inherit. */
const BASE_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'];
/** The display's liveness allows 10 s of silence; its overlay and tone follow within a few more. */
const NOT_LIVE_WITHIN = { timeout: 25_000 };

/**
 * Cuts the display's socket (every attempt refused at once) until `restore`: the wall stops hearing the
 * server, as when the network goes.
 */
async function cuttableSocket(context: BrowserContext) {
  let cut = false;
  const open = new Set<{ close: () => Promise<void> }>();
  await context.routeWebSocket(/\/ws\/backend/, (socket) => {
    if (cut) {
      void socket.close({ code: 1011 });
      return;
    }
    socket.connectToServer();
    open.add(socket);
    socket.onClose(() => open.delete(socket));
  });
  return {
    async cut() {
      cut = true;
      for (const socket of [...open]) await socket.close();
    },
    restore() {
      cut = false;
    },
  };
}

const audioOf = (page: Page) => page.locator('html');

/**
 * Chromium driven by Playwright lets the pages it navigates to start audio at once (the driven navigation
 * counts as the user's activation), whatever the autoplay flag. A kiosk after a cold start gets what
 * Chromium's default policy gives a page nobody touched: an AudioContext suspended, whose resume waits for
 * a gesture. This puts that policy back: a context starts suspended and resumes only after a trusted tap,
 * click or key on the page.
 */
async function lockAudioAsAColdKiosk(context: BrowserContext) {
  await context.addInitScript(() => {
    let gestured = false;
    for (const type of ['pointerdown', 'keydown'])
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) gestured = true;
        },
        { capture: true },
      );
    const Native = window.AudioContext;
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        void this.suspend();
      }
      override resume(): Promise<void> {
        return gestured ? super.resume() : new Promise<void>(() => {});
      }
    };
  });
}

test('a kiosk started with --autoplay-policy=no-user-gesture-required sounds the tone while not live', async ({
  playwright,
  stack,
}) => {
  test.setTimeout(90_000);
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM,
    args: [...BASE_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const context = await browser.newContext({ baseURL: stack.baseURL });
    const socket = await cuttableSocket(context);
    const page = await context.newPage();
    const wall = displayPage(page);
    await page.goto(`/display?sections=${SECTIONS.floor1}&sound=kiosk`);
    await expect(wall.empty.or(wall.calls.first())).toBeVisible();
    // No gesture was made: the flag alone lets the page's audio context run.
    await expect(audioOf(page)).toHaveAttribute('data-wl-audio', 'running');
    await expect(page.getByRole('button', { name: displayTexts.de.sound.locked })).toHaveCount(0);
    await expect(audioOf(page)).not.toHaveAttribute('data-wl-tone', /.*/);

    await socket.cut();
    await expect(wall.offline).toBeVisible(NOT_LIVE_WITHIN);
    // An oscillator connected to the running context's output for as long as the wall is not live.
    await expect(audioOf(page)).toHaveAttribute('data-wl-tone', 'offline');

    socket.restore();
    await expect(wall.offline).toBeHidden({ timeout: 30_000 });
    await expect(audioOf(page)).not.toHaveAttribute('data-wl-tone', /.*/);
  } finally {
    await browser.close();
  }
});

test('without the flag the display says sound is off until a tap, and the fleet page tells which', async ({
  page,
  playwright,
  stack,
}) => {
  test.setTimeout(90_000);
  const browser = await playwright.chromium.launch({ executablePath: CHROMIUM, args: BASE_ARGS });
  try {
    const context = await browser.newContext({ baseURL: stack.baseURL });
    await lockAudioAsAColdKiosk(context);
    const wallPage = await context.newPage();
    const wall = displayPage(wallPage);
    await wallPage.goto(`/display?sections=${SECTIONS.floor1}&sound=badge`);
    await expect(wall.empty.or(wall.calls.first())).toBeVisible();
    const badge = wallPage.getByRole('button', { name: displayTexts.de.sound.locked });
    await expect(badge).toBeVisible();
    await expect(audioOf(wallPage)).toHaveAttribute('data-wl-audio', 'locked');
    await expectAccessible(wallPage, 'the display with its sound badge');

    await signIn(page, ADMIN);
    await page.goto('/admin/fleet');
    const row = page.getByRole('row').filter({ hasText: 'sound=badge' });
    await expect(row).toContainText(fleetTexts.sound.locked, { timeout: 20_000 });

    await badge.click();
    await expect(audioOf(wallPage)).toHaveAttribute('data-wl-audio', 'running');
    await expect(badge).toBeHidden();
    // The heartbeat goes at once when sound unlocks; the page polls every 10 s.
    await expect(row).toContainText(fleetTexts.sound.on, { timeout: 25_000 });
  } finally {
    await browser.close();
  }
});

test('a call on a device linked to a video stream opens its frame on the display, closed after 5 minutes', async ({
  page,
  adminApi,
  stack,
}) => {
  test.setTimeout(90_000);
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  // The simulator's test camera (MJPEG), linked to room 101's terminal.
  const url = `http://${stack.simulatorAddress}/camera/1/stream.mjpg`;
  const { createVideoStream: stream } = await adminApi.query<{ createVideoStream: { id: number } }>(
    `mutation($data: VideoStreamInput!) { createVideoStream(data: $data) { id } }`,
    { data: { name: 'E2E Zimmer 101', url, tree_node_ids: [TERMINALS[101]] } },
  );
  try {
    // The page's clock runs as the real one until the test moves it on by the 5 minutes of spec part 2 §9.
    await page.clock.install();
    const wall = displayPage(page);
    await page.goto(`/display?sections=${SECTIONS.floor1}&videostream=1`);
    await expect(wall.empty).toBeVisible();

    // Not linked: no frame. Linked: the frame, and after 1 s the camera's picture in it.
    await sim.press(103, 'alert');
    await expect(wall.calls).toHaveText([new RegExp(roomText(103))]);
    await sim.press(101, 'alert');
    await expect(wall.calls).toHaveCount(2);
    const frame = page.getByTestId('video-frame');
    await expect(frame).toHaveCount(1);
    const picture = frame.getByRole('img', { name: displayTexts.de.video.alt });
    await expect(picture).toHaveAttribute('src', url);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expectAccessible(page, 'the display with calls and a video frame');

    await page.clock.fastForward(5 * 60_000);
    await expect(frame).toHaveCount(0);
  } finally {
    await adminApi.query('mutation($ids: [Int!]!) { deleteVideoStreams(ids: $ids) }', { ids: [stream.id] });
    await sim.closeAll();
  }
});

test('the frame a call opened closes when that call closes, while the other calls stay', async ({
  page,
  adminApi,
  stack,
}) => {
  test.setTimeout(90_000);
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  const url = `http://${stack.simulatorAddress}/camera/1/snapshot.jpg`;
  const { createVideoStream: stream } = await adminApi.query<{ createVideoStream: { id: number } }>(
    `mutation($data: VideoStreamInput!) { createVideoStream(data: $data) { id } }`,
    { data: { name: 'E2E Zimmer 101 Ende', url, tree_node_ids: [TERMINALS[101]] } },
  );
  try {
    const wall = displayPage(page);
    await page.goto(`/display?sections=${SECTIONS.floor1}&videostream=1`);
    await expect(wall.empty).toBeVisible();
    await sim.press(103, 'alert');
    await sim.press(101, 'alert');
    await expect(wall.calls).toHaveCount(2);
    const frame = page.getByTestId('video-frame');
    await expect(frame).toHaveCount(1);

    // The staff at bed 101 end the call: its frame goes with it, long before the 5 minutes.
    const call = (await sim.openCalls()).find((c) => c.system_tree_node_id === TERMINALS[101]);
    if (!call) throw new Error('the simulator has no open call at room 101');
    await sim.closeAt(TERMINALS[101], call.call_type_id);
    await expect(wall.calls).toHaveText([new RegExp(roomText(103))]);
    await expect(frame).toHaveCount(0);
  } finally {
    await adminApi.query('mutation($ids: [Int!]!) { deleteVideoStreams(ids: $ids) }', { ids: [stream.id] });
    await sim.closeAll();
  }
});

test('the display settings drawer has no serious accessibility violations', async ({ page }) => {
  await signIn(page, ADMIN);
  const wall = displayPage(page);
  await page.goto(`/display?sections=${SECTIONS.floor1}`);
  await wall.settingsButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the display settings drawer');
});
