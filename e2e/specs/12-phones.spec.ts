// Staff phones (issue 13) against the real server and simulator: three phone pages in one Chromium, each
// in its own storage partition (the demo's way, spec part 2 §7). A phone is paired by its code, an app
// user signs in, a call in their section rings within a second; one accepts and the others see it
// taken; a reject-only group cannot accept; unacknowledged, it is resent and escalated to the next group
// after the configured times, each step in the call form's trail with the phones' delivery states; an
// unpaired phone is cut off at once; the server going away shows the not-live overlay and nothing is lost.
import { ADMIN } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { phonePage, setUpPhones, phoneTexts as t } from '../support/phones';
import { startServer, stopServer } from '../support/server-control';
import { roomText, SECTIONS, SimulatorCalls, TERMINALS } from '../support/simulator-calls';
import { de, fill } from '../support/texts';
import { signIn } from '../support/ui';

test.describe.configure({ timeout: 180_000 });
test.afterEach(async ({ stack }) => {
  await startServer(stack);
});

const ROOM = 101;
const room = roomText(ROOM);

test('phones ring, are taken, escalate with proof of delivery, are cut off when unpaired and survive a restart', async ({
  browser,
  adminApi,
  stack,
  page: consolePage,
}) => {
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  // Anna's group answers first for room 101; Ben's helpers (reject only) have the whole floor; Carla's
  // night group answers for room 101 second, so she is the next tier when nobody accepts.
  const device = TERMINALS[ROOM];
  const phones = await setUpPhones(
    adminApi,
    [
      { name: 'Pflege E2E', section_id: SECTIONS.floor1, nodes: [{ node_id: device, priority: 1 }] },
      { name: 'Helfer E2E', section_id: SECTIONS.floor1, call_handling_mode: 'reject_only' },
      { name: 'Nacht E2E', section_id: SECTIONS.floor1, nodes: [{ node_id: device, priority: 2 }] },
    ],
    [
      { name: 'anna.e2e', display_name: 'Anna', group: 'Pflege E2E' },
      { name: 'ben.e2e', display_name: 'Ben', group: 'Helfer E2E' },
      { name: 'carla.e2e', display_name: 'Carla', group: 'Nacht E2E' },
    ],
  );
  const code = (name: string) => phones.get(name)?.code ?? '';

  // One browser, three phones: each page keeps its tokens under its own storage partition.
  const context = await browser.newContext();
  const open = async (query: string) => {
    const p = await context.newPage();
    await p.goto(`/app/?${query}`);
    return phonePage(p);
  };
  // Anna types the short code; Ben's phone opens the QR code's address; Carla's is a demo phone.
  const anna = await open('storagePartition=anna');
  await anna.page.getByLabel(t.pairing.code).fill(code('anna.e2e'));
  await anna.page.getByRole('button', { name: t.pairing.submit }).click();
  await anna.signIn('anna.e2e');
  const ben = await open(`storagePartition=ben&pair=${code('ben.e2e')}`);
  await ben.signIn('ben.e2e');
  const carla = await open(`storagePartition=carla&demoClient=${code('carla.e2e')}&demoUser=carla.e2e`);
  await carla.signIn(null);
  for (const phone of [anna, ben, carla]) await expect(phone.empty).toBeVisible();

  await test.step('a call rings the first tier within a second; one accepts, the others see it taken', async () => {
    const pressed = Date.now();
    await sim.press(ROOM, 'alert');
    await expect(anna.card('ringing', room)).toBeVisible({ timeout: 5_000 });
    const rang = Date.now() - pressed;
    await expect(ben.card('ringing', room)).toBeVisible();
    expect(rang, 'press → Anna’s phone shows it ringing (ms)').toBeLessThan(1_000);
    // Ben's group may only reject.
    await expect(ben.reject(room)).toBeVisible();
    await expect(ben.accept(room)).toHaveCount(0);
    await expect(carla.empty).toBeVisible();

    await anna.accept(room).click();
    await expect(anna.card('accepted', room)).toContainText(t.state.accepted);
    await expect(ben.card('taken', room)).toContainText(fill(t.state.takenBy, { name: 'Anna' }));
    await sim.press(ROOM, 'alert');
    await expect(anna.card('closed', room)).toContainText(t.state.closed);
  });

  await test.step('unanswered, it is resent and escalated to the next group; the call form shows it all', async () => {
    await adminApi.query(
      'mutation($d: GlobalAppSettingsInput!) { updateGlobalAppSettings(data: $d) { resend_timeout } }',
      { d: { resend_timeout: 5, escalation_timeout: 10 } },
    );
    // Ben's phone goes away without a word: not connected when the call comes, its delivery is an error.
    await ben.page.close();
    await sim.press(ROOM, 'alert');
    await expect(anna.card('ringing', room)).toBeVisible({ timeout: 5_000 });
    await expect(carla.card('ringing', room)).toBeVisible({ timeout: 20_000 });
    await carla.accept(room).click();
    await expect(anna.card('taken', room)).toContainText(fill(t.state.takenBy, { name: 'Carla' }));

    const open = await adminApi.query<{ openCalls: { id: number; system_tree_node: { id: number } | null }[] }>(
      '{ openCalls { id system_tree_node { id } } }',
    );
    const call = open.openCalls.find((c) => c.system_tree_node?.id === device);
    expect(call).toBeDefined();
    await signIn(consolePage, ADMIN);
    await consolePage.goto(`/log/edit/${call?.id}`);
    const trail = consolePage.getByRole('region', { name: de.calllog.trail.title });
    await expect(trail).toContainText(de.calllog.trail.actions.Resent);
    await expect(trail).toContainText(de.calllog.trail.actions.Escalated);
    await expect(trail).toContainText(de.calllog.trail.actions.Accepted);
    const routing = consolePage.getByRole('region', { name: de.calllog.routing.title });
    const deliveries = routing.getByRole('table', { name: de.calllog.routing.deliveries });
    const row = (phone: string) => deliveries.getByRole('row').filter({ hasText: phone });
    await expect(row('Telefon Ben')).toContainText(de.calllog.routing.states.error);
    await expect(row('Telefon Anna')).toContainText(de.calllog.routing.states.opened);
    await expect(row('Telefon Carla')).toContainText(de.calllog.routing.states.opened);
    await sim.press(ROOM, 'alert');
  });

  await test.step('an unpaired phone is cut off at once', async () => {
    await adminApi.query('mutation($id: Int!) { unpairAppClient(id: $id) { id } }', {
      id: phones.get('carla.e2e')?.id,
    });
    await expect(carla.page.getByText(t.notices.unpairedTitle)).toBeVisible({ timeout: 5_000 });
    await expect(carla.page.getByLabel(t.pairing.code)).toBeVisible();
  });

  await test.step('without the server the phone says so, and gets the call pressed meanwhile', async () => {
    const stoppedAt = Date.now();
    await stopServer(stack);
    await expect(anna.notLive).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    await sim.press(ROOM, 'alert');
    await startServer(stack);
    await expect(anna.notLive).toBeHidden({ timeout: 30_000 });
    await expect(anna.card('ringing', room)).toBeVisible({ timeout: 15_000 });
    await sim.press(ROOM, 'alert');
  });
  await context.close();
});
