import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from './Header';
import { SystemSwitchProvider } from './system/SystemSwitchProvider';
import { renderShell, type ShellRenderOptions } from './test/render-shell';

const mount = (options: ShellRenderOptions) =>
  renderShell(
    <SystemSwitchProvider>
      <Header />
    </SystemSwitchProvider>,
    { url: '/overview', ...options },
  );

describe('the header’s link to the mobile console', () => {
  it('leads a user who may open a PWA page to /pwa', async () => {
    mount({ user: { permissions: ['systemtree::use_module'] } });
    const links = await screen.findAllByRole('link', { name: 'Mobile console', hidden: true });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/pwa');
  });

  it('is not there for a user whose only PWA page would say "no permission", nor for a visitor', async () => {
    const { unmount } = mount({ user: { permissions: [] } });
    expect(await screen.findByRole('button', { name: 'Sign out', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mobile console', hidden: true })).not.toBeInTheDocument();
    unmount();
    mount({});
    expect(await screen.findByRole('link', { name: 'Sign in', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mobile console', hidden: true })).not.toBeInTheDocument();
  });
});
