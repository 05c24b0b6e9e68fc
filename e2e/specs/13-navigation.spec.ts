// Finding one's way (issue 14 item 7): from one sign-in, the header, the admin menu and the system
// overview's links reach every admin page and the tree's pages without typing an address; the wall
// display leads a signed-in user back to the console and out. Each page is checked for raw codes and
// unresolved keys on the way (issue 14 item 6).
import { ADMIN } from '../support/accounts';
import { deAdmin } from '../support/admin-texts';
import { expect, test } from '../support/fixtures';
import { expectNoRawText } from '../support/raw-text';
import { de } from '../support/texts';
import { signIn } from '../support/ui';

const { display, tree } = deAdmin;

/** Today's admin pages; the menu may list more as pages are built, and each of those is walked too. */
const ADMIN_PAGES = [
  'systemparams',
  'calltypes',
  'callsources',
  'callsourcegroups',
  'indicators',
  'buttons',
  'hubs',
  'alert-channels',
  'schedules',
  'sections',
  'displaygroups',
  'mergegroups',
  'checkpointmaps',
  'flightprofiles',
  'escapeprofiles',
  'videostreams',
  'displays',
  'displaynotes',
  'settings',
  'users',
  'roles',
].map((slug) => `/admin/${slug}`);

test('the admin menu, the tree links and the display lead everywhere from one sign-in', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  const header = page.getByRole('navigation', { name: de.nav.main });

  // The header's Admin opens the first admin page, with the menu beside it.
  await header.getByRole('link', { name: de.nav.admin, exact: true }).click();
  await expect(page).toHaveURL('/admin/systemparams');
  const menu = page.getByRole('navigation', { name: de.nav.menu.sections.admin });
  // The menu renders after the page's data: read its links only once it is there (evaluateAll does not wait).
  await expect(menu.getByRole('link').first()).toBeVisible();
  const links = await menu
    .getByRole('link')
    .evaluateAll((all) => all.map((a) => ({ name: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })));
  expect(links.map((l) => l.href)).toEqual(expect.arrayContaining(ADMIN_PAGES));

  // Every page in the menu: clicked, it opens with its own title as heading and is marked current.
  for (const { name, href } of links) {
    const link = menu.getByRole('link', { name, exact: true });
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expectNoRawText(page, href);
  }

  // On a narrow screen the menu folds behind a button that names the page shown.
  await page.setViewportSize({ width: 600, height: 800 });
  const lastName = links.at(-1)?.name ?? '';
  const fold = page.getByRole('button', { name: `${de.nav.menu.sections.admin}: ${lastName}` });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await fold.click();
  await page
    .getByRole('navigation', { name: de.nav.menu.sections.admin })
    .getByRole('link', { name: links[0]?.name ?? '', exact: true })
    .click();
  await expect(page).toHaveURL(links[0]?.href ?? '');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The system overview links its other pages.
  await header.getByRole('link', { name: de.nav.overview, exact: true }).click();
  await expect(page).toHaveURL(/\/tree(\?.*)?$/);
  const treePages = page.getByRole('navigation', { name: de.nav.menu.sections.tree });
  for (const [name, path] of [
    [tree.connections.title, '/tree/connections'],
    [tree.overrides.title, '/tree/displaygroupoverrides'],
    [tree.list.title, '/tree'],
  ] as const) {
    await treePages.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expectNoRawText(page, path);
  }

  // The display: back to the console, and sign-out leaves a visitor's display.
  await header.getByRole('link', { name: de.nav.visual, exact: true }).click();
  await page.locator('html[data-page="display"]').waitFor({ state: 'attached' });
  const toConsole = page.getByRole('link', { name: display.header.toConsole });
  await toConsole.click();
  await expect(page).toHaveURL(/\/tree(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 2, name: tree.list.title })).toBeVisible();

  await header.getByRole('link', { name: de.nav.visual, exact: true }).click();
  await page.locator('html[data-page="display"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: de.common.actions.logout }).click();
  await expect(page.getByRole('link', { name: display.header.toConsole })).toHaveCount(0);
  await expect(page.getByRole('button', { name: de.common.actions.logout })).toHaveCount(0);
  await expect(page).toHaveURL('/display');
  await expectNoRawText(page, '/display as a visitor');
});
