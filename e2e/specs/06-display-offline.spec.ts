// A display must never look live when it is not (DESIGN §6, ADR 0009): the server process goes away
// under an open wall display, and comes back.
import { artifact } from '../support/artifacts';
import { displayPage } from '../support/display-page';
import { displayTexts } from '../support/display-texts';
import { expect, test } from '../support/fixtures';
import { startServer, stopServer } from '../support/server-control';
import { roomText, SimulatorCalls } from '../support/simulator-calls';

/** Spec'd: silence for 10 s shows the overlay; the wall must say so within 15 s of the server going. */
const OVERLAY_WITHIN_MS = 15_000;

test.afterEach(async ({ stack }) => {
  // Whatever happened above, the next specs need a server (a no-op when it runs).
  await startServer(stack);
});

test('without the server the display says calls are not shown, and catches up when it is back', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const sim = new SimulatorCalls(stack.simulatorAddress);
  await sim.closeAll();
  const wall = displayPage(page);
  await page.goto('/display');
  await sim.press(103, 'alert');
  await expect(wall.calls).toHaveText([new RegExp(roomText(103))], { timeout: 10_000 });
  await expect(wall.offline).toBeHidden();

  const stoppedAt = Date.now();
  await stopServer(stack);
  await expect(wall.offline).toBeVisible({ timeout: OVERLAY_WITHIN_MS });
  expect(Date.now() - stoppedAt).toBeLessThan(OVERLAY_WITHIN_MS);
  await expect(wall.offline).toContainText(displayTexts.de.offline.text);
  await page.screenshot({ path: artifact('display-offline.png'), fullPage: true });

  // A call while the console's server is away: the call system keeps it, the server must fetch it.
  await sim.press(104, 'alert');
  await startServer(stack);

  await expect(wall.offline).toBeHidden({ timeout: 30_000 });
  await expect(wall.calls).toHaveText([new RegExp(roomText(104)), new RegExp(roomText(103))], {
    timeout: 10_000,
  });
});
