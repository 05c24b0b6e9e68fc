// A new server version while the console is open: the page notices and offers to reload.
import { ADMIN } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { de, pattern } from '../support/texts';
import { logoutButton, signIn } from '../support/ui';

const NEW_VERSION = '9.9.9-e2e';

test('the update banner counts down once the server is back with another version', async ({ page, stack }) => {
  // The server restarts inside the test: its start alone may take half a minute on a loaded machine.
  test.setTimeout(90_000);
  const t = de.common.update;
  const countdown = page.getByRole('status').filter({ hasText: pattern(t.countdown) });
  await signIn(page, ADMIN);
  await expect(logoutButton(page)).toBeVisible();
  // A user sitting on a loaded page: its lazily loaded screen is in before the server goes away.
  await page.waitForLoadState('networkidle');
  await expect(countdown).toBeHidden();

  // Same port and data directory, another version: what an update looks like from the browser.
  const restarted = await fetch(`${stack.controlURL}/restart-server`, {
    method: 'POST',
    body: JSON.stringify({ version: NEW_VERSION }),
  });
  expect(restarted.status, await restarted.text()).toBe(204);

  await expect(countdown).toBeVisible({ timeout: 20_000 });
  await expect(countdown).toContainText(NEW_VERSION);
  const secondsLeft = async () => Number(pattern(t.countdown).exec((await countdown.textContent()) ?? '')?.[2]);
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(0);
  await expect.poll(secondsLeft).toBeLessThan(first);

  // Cancel stops the count (and with it the reload) but keeps the offer.
  await countdown.getByRole('button', { name: t.cancel }).click();
  await expect(countdown).toBeHidden();
  const offer = page.getByRole('status').filter({ hasText: pattern(t.available) });
  await expect(offer).toContainText(NEW_VERSION);
  await expect(offer.getByRole('button', { name: t.reloadNow })).toBeVisible();
  await expect(offer.getByRole('button', { name: t.cancel })).toBeHidden();
});
