import { fireEvent, screen } from '@testing-library/react';
import type { PermissionCode } from '@wardlight/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { OutdatedHubsCallout } from './OutdatedHubsCallout';
import { renderShell, type ShellRenderOptions } from './test/render-shell';

const HUBS = [
  { id: 1, name: 'Hub Nord', last_sync: '2026-02-01T08:00:00Z' },
  { id: 2, name: 'Hub Süd', last_sync: null },
];
// The link shows when the hub list may be opened: admin::manage_system, and admin::use_module for /admin.
const MANAGER: ShellRenderOptions = {
  user: { permissions: ['admin::use_module', 'admin::manage_system'] },
  outdatedHubs: HUBS,
};
const title = 'Hubs with outdated data';

describe('outdated hubs callout (spec part 1 §2, Shell)', () => {
  afterEach(() => sessionStorage.clear());

  it('names the hubs and links to the hub list for a user who manages the system', () => {
    renderShell(<OutdatedHubsCallout />, MANAGER);
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(/Hub Nord, Hub Süd/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the hub list' })).toHaveAttribute('href', '/admin/hubs');
  });

  it.each<[string, PermissionCode[]]>([
    ['others', ['calllog::use_module']],
    ['a system manager who cannot open the admin module', ['admin::manage_system']],
  ])('shows no link to %s', (_label, permissions) => {
    renderShell(<OutdatedHubsCallout />, { user: { permissions }, outdatedHubs: HUBS });
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['for visitors', { outdatedHubs: HUBS }],
    ['without outdated hubs', { ...MANAGER, outdatedHubs: [] }],
    ['in demo mode', { ...MANAGER, demoMode: true }],
  ] as [string, ShellRenderOptions][])('stays away %s', (_label, options) => {
    renderShell(<OutdatedHubsCallout />, options);
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('stays dismissed for the rest of the session', () => {
    const first = renderShell(<OutdatedHubsCallout />, MANAGER);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    first.unmount();
    renderShell(<OutdatedHubsCallout />, MANAGER);
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('cs.outdated_hubs_dismissed')).toBe('1');
  });
});
