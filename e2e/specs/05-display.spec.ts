// The call display (issue 5) against the real server and simulator: calls pressed at devices reach the
// wall in the specified order, staff close them there, display groups and schedule slots decide what
// a wall shows, and every language and font size fits. The server going away is 06-display-offline.
import { ADMIN } from '../support/accounts';
import { graphql } from '../support/api';
import { artifact } from '../support/artifacts';
import { expectAccessible } from '../support/axe';
import { type Connection, DisplayAdmin, sameEveryDay } from '../support/display-admin';
import { displayPage, overflowingTiles } from '../support/display-page';
import { displayTexts, LOCALES } from '../support/display-texts';
import { expect, test } from '../support/fixtures';
import { CALL_TYPES, type Room, roomText, SECTIONS, SimulatorCalls } from '../support/simulator-calls';
import { fill } from '../support/texts';
import { signIn } from '../support/ui';
import { HOME_ZONE, inMinutes } from '../support/wall-clock';

const t = displayTexts.de;
/** Calls travel simulator → server → browser; a few seconds at most on a loaded machine. */
const ARRIVES = { timeout: 10_000 };

// Schedules and the ignore-sections window are read in the browser's local time (ADR 0008).
test.use({ timezoneId: HOME_ZONE });

/** Raises calls one after the other, each seen on the wall before the next (so each is newer). */
async function raiseInTurn(calls: ReturnType<typeof displayPage>['calls'], steps: (() => Promise<unknown>)[]) {
  let count = await calls.count();
  for (const step of steps) {
    await step();
    count += 1;
    await expect(calls).toHaveCount(count, ARRIVES);
  }
}

test('calls of each urgency appear in the specified order, presences beside them; a visitor only views', async ({
  page,
  stack,
  request,
}) => {
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  const wall = displayPage(page);
  await page.goto('/display');
  await expect(wall.empty).toBeVisible(ARRIVES);

  // Oldest first. The order on the wall must not follow it: urgency, then the call type's sort order,
  // and only then the newer call first.
  await raiseInTurn(wall.calls, [
    () => sim.press(101, 'emergency'), // Notruf: Emergency, sort 10
    () => sim.raise(102, CALL_TYPES.urgent), // Dringender Ruf: Urgent, sort 20
    () => sim.press(103, 'alert'), // Ruf: Normal, sort 30
    () => sim.raise(202, CALL_TYPES.assistance), // Assistenz: Urgent, sort 40 — newer than the urgent call
    () => sim.press(104, 'alert'), // Ruf: Normal, sort 30 — newer than the other one
  ]);
  await sim.press(201, 'presence');

  const rooms: Room[] = [101, 102, 202, 104, 103];
  await expect(wall.calls).toHaveText(rooms.map((room) => new RegExp(roomText(room))));
  const urgencies: (keyof typeof t.urgency)[] = ['emergency', 'urgent', 'urgent', 'normal', 'normal'];
  for (const [i, urgency] of urgencies.entries()) {
    // Written on the tile, and drawn in the tile's shape.
    await expect(wall.calls.nth(i)).toContainText(t.urgency[urgency]);
    await expect(wall.calls.nth(i)).toHaveAttribute('data-urgency', urgency);
  }
  // The presence stands in its own column, not among the calls.
  await expect(wall.presences).toHaveText([new RegExp(roomText(201))], ARRIVES);
  await expect(wall.calls).toHaveCount(rooms.length);

  // A visitor views: no settings, no closing, no call form.
  await expect(wall.fullscreenButton).toBeVisible();
  await expect(wall.settingsButton).toHaveCount(0);
  await expect(wall.closeButtons).toHaveCount(0);
  await expect(wall.calls.first().getByRole('button')).toHaveCount(0);
  // Nor does the server let a visitor change display profiles behind the page's back.
  const profile = {
    name: 'Besucherprofil',
    font_size: 'NORMAL',
    fullscreen: false,
    locale: 'de',
    show_video_stream: false,
    show_presences: true,
    settings: [],
  };
  const refused = await graphql<{ createDisplayProfile: { id: number } }>(
    request,
    'mutation ($input: DisplayProfileInput!) { createDisplayProfile(input: $input) { id } }',
    { input: profile },
  );
  expect(refused.data?.createDisplayProfile ?? null).toBeNull();
  expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['MISSING_AUTH']);
  const deleted = await graphql(request, 'mutation { deleteDisplayProfile(ids: [1]) { id } }');
  expect(deleted.errors?.map((e) => e.extensions?.code)).toEqual(['MISSING_AUTH']);
  const profiles = await graphql<{ displayProfiles: { name: string }[] }>(request, '{ displayProfiles { name } }');
  expect(profiles.data?.displayProfiles.map((p) => p.name)).not.toContain(profile.name);
});

test('a signed-in user closes a call through the close-call popup, and it is gone', async ({ page, stack }) => {
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  await signIn(page, ADMIN);
  const wall = displayPage(page);
  await page.goto('/display');
  await expect(wall.settingsButton).toBeVisible();
  await expect(wall.empty).toBeVisible(ARRIVES);
  await raiseInTurn(wall.calls, [() => sim.press(103, 'alert'), () => sim.press(104, 'alert')]);
  await expectAccessible(page, 'the display with calls');

  await wall.closeButton(roomText(104)).click();
  await expect(wall.closeDialog).toBeVisible();
  await expectAccessible(page, 'the close-call popup');
  // "Ruf" is the care home's call type text (data, not a text of the console).
  await expect(wall.closeDialog).toContainText(
    fill(t.call.popups.close.question, { device: roomText(104), type: 'Ruf' }),
  );
  await wall.closeDialog.getByRole('button', { name: t.call.popups.close.confirm }).click();

  await expect(page.getByText(t.call.popups.close.success)).toBeVisible();
  await expect(wall.closeDialog).toBeHidden();
  await expect(wall.calls).toHaveText([new RegExp(roomText(103))]);
  // Ended at the call system itself, not just taken off this screen.
  const open = await sim.openCalls();
  expect(open.map((call) => call.device_text_long).sort()).toEqual([roomText(103)]);
});

test('a profile shows only the calls of the display groups of the current schedule slot', async ({
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
    // Two slots: one began an hour ago (the current one), the other begins in an hour. Ascending, as
    // the configurator wants them; around midnight the current slot is the later time of the day.
    const current = inMinutes(-60);
    const times = [current, inMinutes(60)].sort();
    await sim.commitMs(1000);
    created.schedules.push(await admin.createSchedule('E2E Wechsel', times));
    const calls = (section: number): Connection[] => [{ section_id: section, call_type_id: CALL_TYPES.alert }];
    const floor1 = await admin.createDisplayGroup('E2E Rufe 1. OG', calls(SECTIONS.floor1));
    const floor2 = await admin.createDisplayGroup('E2E Rufe 2. OG', calls(SECTIONS.floor2));
    created.groups.push(floor1, floor2);
    // Configuration is staged to the configurator; the commit makes it the call system's, and the
    // console's import after it must keep it.
    await admin.commitAndWait();
    const inSlots = (now: number, other: number) => times.map((time) => (time === current ? now : other));
    const profile = await admin.createProfile('E2E Flur', [
      sameEveryDay(systemId, created.schedules[0] ?? 0, inSlots(floor1, floor2)),
    ]);
    created.profiles.push(profile.id);

    // Alerts and presences on both floors, and an emergency, which neither group shows.
    await sim.press(103, 'alert');
    await sim.press(102, 'presence');
    await sim.press(202, 'alert');
    await sim.press(203, 'presence');
    await sim.press(204, 'emergency');

    // Without a profile the wall shows every call.
    const wall = displayPage(page);
    await page.goto('/display');
    await expect(wall.calls).toHaveText(
      ([204, 202, 103] as const).map((room) => new RegExp(roomText(room))),
      ARRIVES,
    );
    await expect(wall.presences).toHaveCount(2);

    // The profile: the current slot's group, first floor alerts, with the presences of that floor.
    await page.goto(`/display/${profile.slug}`);
    await expect(page.getByTestId('profile-badge')).toHaveText(profile.name);
    await expect(wall.calls).toHaveText([new RegExp(roomText(103))], ARRIVES);
    await expect(wall.presences).toHaveText([new RegExp(roomText(102))]);
    await page.screenshot({ path: artifact('display-profile-slot.png'), fullPage: true });

    // The other group in the current slot: the open wall follows the profile at once.
    await admin.updateProfileSettings(profile, [
      sameEveryDay(systemId, created.schedules[0] ?? 0, inSlots(floor2, floor1)),
    ]);
    await expect(wall.calls).toHaveText([new RegExp(roomText(202))], ARRIVES);
    await expect(wall.presences).toHaveText([new RegExp(roomText(203))]);
  } finally {
    await admin.deleteProfiles(created.profiles);
    // Leaves the configuration as it found it: the next specs' /sync starts empty.
    if (created.schedules.length > 0) await admin.deleteSchedules(created.schedules);
    if (created.groups.length > 0) await admin.deleteDisplayGroups(created.groups);
    if ((await admin.pendingItems()).length > 0) await admin.commitAndWait();
    await sim.commitMs(commitMs);
    await api.dispose();
  }
});

test('the ignore-sections window lets the calls of every section through', async ({ page, stack }) => {
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  const wall = displayPage(page);
  await sim.press(103, 'alert');
  await sim.press(202, 'alert');
  const onlyFloor1 = `sections=${SECTIONS.floor1}`;

  // A window later today: the sections filter holds.
  await page.goto(`/display?${onlyFloor1}&ignore_sections_time=${inMinutes(120)}-${inMinutes(180)}`);
  await expect(wall.calls).toHaveText([new RegExp(roomText(103))], ARRIVES);

  // A window around now: every section's calls.
  await page.goto(`/display?${onlyFloor1}&ignore_sections_time=${inMinutes(-60)}-${inMinutes(60)}`);
  await expect(wall.calls).toHaveText([new RegExp(roomText(202)), new RegExp(roomText(103))], ARRIVES);
});

test.describe('every language and font size', () => {
  const fontSizes = ['normal', 'larger', 'largest'] as const;

  test.beforeAll(async ({ stack }) => {
    const sim = new SimulatorCalls(stack.simulatorAddress);
    await sim.closeAll();
    await sim.press(101, 'emergency');
    await sim.raise(102, CALL_TYPES.urgent);
    await sim.raise(202, CALL_TYPES.assistance);
    await sim.press(104, 'alert');
    await sim.press(201, 'presence');
    await sim.press(203, 'presence');
  });

  for (const locale of LOCALES) {
    test(`the display in ${locale} fits its tiles in every font size`, async ({ page }) => {
      const tl = displayTexts[locale];
      const wall = displayPage(page, tl);
      for (const size of fontSizes) {
        await page.goto(`/display?locale=${locale}${size === 'normal' ? '' : `&fontsize=${size}`}`);
        await expect(wall.title).toBeVisible();
        await expect(wall.calls).toHaveCount(4, ARRIVES);
        await expect(wall.presences).toHaveCount(2);
        await expect(wall.calls.first()).toContainText(tl.urgency.emergency);
        await expect(wall.calls.nth(1)).toContainText(tl.urgency.urgent);
        await expect(wall.calls.last()).toContainText(tl.urgency.normal);
        await expect(page.locator(`[data-font-size="${size}"]`)).toBeVisible();
        await page.screenshot({ path: artifact(`display-${locale}-${size}.png`), fullPage: true });
        expect(await overflowingTiles(page), `${locale}, ${size}`).toEqual({ tiles: [], pageScrollsSideways: false });
      }
      // A wall screen mounted upright: one presences column, the largest font.
      await page.setViewportSize({ width: 800, height: 1280 });
      await page.goto(`/display?locale=${locale}&fontsize=largest`);
      await expect(wall.calls).toHaveCount(4, ARRIVES);
      await page.screenshot({ path: artifact(`display-${locale}-portrait.png`), fullPage: true });
      expect(await overflowingTiles(page), `${locale}, portrait`).toEqual({ tiles: [], pageScrollsSideways: false });
    });
  }
});
