import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { renderScreen } from '../../../test/render';
import { AdminLayout } from './SectionLayout';
import { SectionTabs } from './SectionTabs';

const SUPERUSER = { user: { id: 1, superuser: true } };

const wideScreen = window.matchMedia;
function narrowScreen() {
  window.matchMedia = (query: string) => ({ ...wideScreen(query), matches: query.includes('max-width') });
}

afterEach(() => {
  window.matchMedia = wideScreen;
});

describe('admin menu', () => {
  it('lists the admin pages under their headings and marks the page shown', async () => {
    renderScreen(<AdminLayout />, { path: '/admin/*', url: '/admin/users/edit/3', appData: SUPERUSER });
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    const access = within(nav).getByRole('group', { name: 'Users and access' });
    expect(within(access).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(access).getByRole('link', { name: 'Roles' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Configurators' })).toHaveAttribute('href', '/admin/systemparams');
    // Not built yet: no link to a placeholder.
    expect(within(nav).queryByRole('link', { name: 'Backups' })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('folds behind a button on a narrow screen, naming the page shown', async () => {
    narrowScreen();
    const user = userEvent.setup();
    renderScreen(<AdminLayout />, { path: '/admin/*', url: '/admin/roles', appData: SUPERUSER });
    const toggle = screen.getByRole('button', { name: 'Administration: Roles' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The menu unfolds with a transition: found once it is there.
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Users' }),
    );
    // The page opened, and the menu folded away again.
    const folded = screen.getByRole('button', { name: 'Administration: Users' });
    expect(folded).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('system overview links', () => {
  it('links the node list, connections and display group overrides', async () => {
    renderScreen(<SectionTabs />, { path: '/tree/*', url: '/tree/connections', appData: SUPERUSER });
    const nav = screen.getByRole('navigation', { name: 'System overview pages' });
    expect(within(nav).getByRole('link', { name: 'Connections' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'System overview' })).toHaveAttribute('href', '/tree');
    expect(within(nav).getByRole('link', { name: /overrides/i })).toHaveAttribute(
      'href',
      '/tree/displaygroupoverrides',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows no row for a single page', () => {
    renderScreen(<SectionTabs />, {
      path: '/tree/*',
      url: '/tree/displaygroupoverrides',
      appData: {
        user: { id: 2, superuser: false, permissions: ['systemtree::see_display_group_overrides'] },
        licenseId: 1,
      },
    });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
