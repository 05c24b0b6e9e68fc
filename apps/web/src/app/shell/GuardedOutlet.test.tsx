import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GetsHttpErrorDocument } from '../../generated/graphql';
import { SystemMessagesDocument } from '../../generated/transport';
import type { AnyMock } from '../../test/fake-transport';
import { createActiveRouteStore } from './active-route';
import { RootLayout } from './RootLayout';
import { locationText, renderShell, type ShellRenderOptions } from './test/render-shell';

const quiet: AnyMock[] = [
  { request: { query: SystemMessagesDocument }, delay: Number.POSITIVE_INFINITY, maxUsageCount: 9 },
  { request: { query: GetsHttpErrorDocument }, result: { data: null }, delay: 600_000, maxUsageCount: 9 },
];

function mount(url: string, options: ShellRenderOptions) {
  const activeRoute = createActiveRouteStore();
  renderShell(<RootLayout activeRouteStore={activeRoute} />, { url, ...options, mocks: quiet });
  return activeRoute;
}

const nurse = (permissions: NonNullable<ShellRenderOptions['user']>['permissions']) => ({ user: { permissions } });

// Spec part 1 §2 "Route guard rules" and /home, through the shell as a user meets them: where the
// browser ends, and whether the access-denied notification came.
const CASES: [string, string, ShellRenderOptions, string, boolean][] = [
  [
    'a visitor goes to login, with the full target',
    '/log/edit/9?x=1',
    {},
    '/login?redirect=%2Flog%2Fedit%2F9%3Fx%3D1',
    false,
  ],
  ['a missing permission is denied', '/admin', nurse(['calllog::use_module']), '/no-access', true],
  ['a missing licence is denied', '/analytics', nurse(['analytics::use_module']), '/no-access', true],
  ['the tree without its permission falls back to the log', '/tree', nurse(['calllog::use_module']), '/log', false],
  [
    'the tree without the management licence falls back to the log',
    '/tree',
    nurse(['systemtree::use_module', 'calllog::use_module']),
    '/log',
    false,
  ],
  ['the tree falls back to the display last', '/tree', nurse(['admin::use_module']), '/display', false],
  [
    'a module opens its first available child',
    '/admin',
    nurse(['admin::use_module', 'admin::manage_users']),
    '/admin/users',
    false,
  ],
  ['a module with no child to open is denied', '/admin', nurse(['admin::use_module']), '/no-access', true],
  [
    'a commit sends everyone to sync',
    '/log',
    { ...nurse(['calllog::use_module', 'systemtree::sync']), committing: true },
    '/sync',
    false,
  ],
  // Not back and forth between sync and the access-denied page (that froze the browser).
  [
    'a commit leaves one who may not open sync on the access-denied page',
    '/log',
    { ...nurse(['calllog::use_module']), committing: true },
    '/no-access',
    true,
  ],
  ['the display stays open while a commit runs', '/display/ward', { committing: true }, '/display/ward', false],
  ['/home leads to the tree first', '/home', { user: { superuser: true } }, '/tree', false],
  ['/home leads to the log without tree or analytics', '/home', nurse(['calllog::use_module']), '/log', false],
  ['/home leads a visitor to login', '/', {}, '/login', false],
];

describe('the guards in the shell', () => {
  it.each(CASES)('%s', async (_label, url, options, target, denied) => {
    mount(url, options);
    await vi.waitFor(() => expect(locationText()).toBe(target));
    if (denied) expect(await screen.findByText('Access denied')).toBeInTheDocument();
    else expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
  });

  it('reports the route it let through to the app state: name, params and meta', async () => {
    const activeRoute = mount('/log/edit/9', nurse(['calllog::use_module']));
    await vi.waitFor(() => expect(activeRoute.getSnapshot()?.name).toBe('callForm'));
    expect(activeRoute.getSnapshot()).toMatchObject({ params: { id: '9' }, meta: { modal: true } });
  });

  it('reports nothing for a route it turned away', async () => {
    const activeRoute = mount('/admin', nurse(['calllog::use_module']));
    await vi.waitFor(() => expect(locationText()).toBe('/no-access'));
    expect(activeRoute.getSnapshot()?.name).toBe('accessDenied');
  });
});
