// A wall must not look complete when the call system behind it is unreachable (issue 11 point 3,
// ADR 0025): the simulator — the configurator — goes away under an open display whose server runs on,
// and comes back.
import { artifact } from '../support/artifacts';
import { displayPage } from '../support/display-page';
import { expect, test } from '../support/fixtures';
import { startSimulator, stopSimulator } from '../support/server-control';
import { roomText, SimulatorCalls } from '../support/simulator-calls';
import { de, pattern } from '../support/texts';

/** The bound: the banner within 10 s of the call system going away. */
const BANNER_WITHIN_MS = 10_000;
const t = de.common.callsIncomplete;

test.afterEach(async ({ stack }) => {
  // Whatever happened above, the next specs need the call system (a no-op when it runs).
  await startSimulator(stack);
});

test('the display says calls may be missing while the call system is unreachable, and stops when it is back', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  const wall = displayPage(page);
  const banner = page.getByRole('alert', { name: t.title });
  await page.goto('/display');
  await sim.press(103, 'alert');
  await expect(wall.calls).toHaveText([new RegExp(roomText(103))], { timeout: 10_000 });
  await expect(banner).toBeHidden();

  const stoppedAt = Date.now();
  await stopSimulator(stack);

  await expect(banner).toBeVisible({ timeout: BANNER_WITHIN_MS });
  expect(Date.now() - stoppedAt).toBeLessThan(BANNER_WITHIN_MS);
  await expect(banner).toContainText(pattern(t.link.offline));
  // Not the not-live overlay: the calls stay on the wall, as far as they go.
  await expect(wall.offline).toBeHidden();
  await expect(wall.calls).toHaveText([new RegExp(roomText(103))]);
  await page.screenshot({ path: artifact('display-link-offline.png'), fullPage: true });

  await startSimulator(stack);

  await expect(banner).toBeHidden({ timeout: 30_000 });
  await sim.press(103, 'alert');
  await expect(wall.calls).toHaveCount(0, { timeout: 10_000 });
});
