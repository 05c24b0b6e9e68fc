// Issue 14 items 1–3 (ADR 0038): every screen proves it is live and on time. A kiosk whose clock is wrong
// applies the server's schedule slot; the fleet page lists displays and raises the technicians' alarm when
// one goes silent or renders a call late.
import { ADMIN } from '../support/accounts';
import { type Connection, DisplayAdmin, sameEveryDay } from '../support/display-admin';
import { displayPage } from '../support/display-page';
import { expect, test } from '../support/fixtures';
import { CALL_TYPES, roomText, SECTIONS, SimulatorCalls } from '../support/simulator-calls';
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
