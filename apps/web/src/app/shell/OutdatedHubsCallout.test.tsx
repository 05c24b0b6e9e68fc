import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OutdatedHubsCallout } from './OutdatedHubsCallout';
import { renderShell, type ShellRenderOptions } from './test/render-shell';

const HUBS = [
  { id: 1, name: 'Hub Nord', last_sync: '2026-02-01T08:00:00Z' },
  { id: 2, name: 'Hub Süd', last_sync: null },
];
const MANAGER: ShellRenderOptions = { user: { permissions: ['admin::manage_system'] }, outdatedHubs: HUBS };
const title = 'Hubs with outdated data';

describe('outdated hubs callout (spec part 1 §2, Shell)', () => {
  afterEach(() => sessionStorage.clear());

  it('names the hubs and links to the hub list for a user who manages the system', () => {
    renderShell(<OutdatedHubsCallout />, MANAGER);
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(/Hub Nord, Hub Süd/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the hub list' })).toHaveAttribute('href', '/admin/hubs');
  });

  it('shows no link to others', () => {
    renderShell(<OutdatedHubsCallout />, { user: { permissions: ['calllog::use_module'] }, outdatedHubs: HUBS });
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
