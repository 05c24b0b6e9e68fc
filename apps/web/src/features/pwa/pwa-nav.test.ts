import { describe, expect, it } from 'vitest';
import { guardNavigation } from '../../app/guards/guard';
import { findRoute } from '../../app/routes/route-index';
import { buildSituation } from '../../test/situations';
import { offersMobileConsole, pwaNavItems } from './pwa-nav';

const TECHNICIAN = buildSituation({
  permissions: ['analytics::manage_incidents', 'calllog::use_module', 'systemtree::use_module', 'systemtree::sync'],
  licensed: ['analytics', 'log', 'management'],
});
const NOBODY_SPECIAL = buildSituation({ permissions: [], userId: 9 });

function outcome(path: string, name: string, situation = TECHNICIAN) {
  const route = findRoute(name);
  if (!route) throw new Error(`no route ${name}`);
  return guardNavigation(route.chain, { pathname: path, search: '', hash: '', params: {} }, situation);
}

describe('the mobile console’s navigation and permissions (spec part 2 §2 PWA)', () => {
  it('offers a technician all four pages, in order', () => {
    expect(pwaNavItems(TECHNICIAN)).toEqual([
      { tab: 'incidents', path: '/pwa/overview/incidents' },
      { tab: 'calls', path: '/pwa/overview/calls' },
      { tab: 'system', path: '/pwa/system' },
      { tab: 'sync', path: '/pwa/sync' },
    ]);
  });

  it('offers a user without those permissions only the calls, which show no permission', () => {
    expect(pwaNavItems(NOBODY_SPECIAL).map((i) => i.tab)).toEqual(['calls']);
  });

  it('leads /pwa to the overview and the overview to its first page the user may open', () => {
    // `/pwa` matches the route with its index child, which forwards.
    const pwa = findRoute('pwa');
    const index = pwa?.def.children?.find((c) => c.index);
    if (!pwa || !index) throw new Error('no /pwa index');
    const target = { pathname: '/pwa', search: '', hash: '', params: {} };
    expect(guardNavigation([...pwa.chain, index], target, TECHNICIAN)).toEqual({
      kind: 'redirect',
      to: '/pwa/overview',
    });
    expect(outcome('/pwa/overview', 'pwaOverview')).toEqual({ kind: 'redirect', to: '/pwa/overview/incidents' });
    expect(outcome('/pwa/overview', 'pwaOverview', NOBODY_SPECIAL)).toEqual({
      kind: 'redirect',
      to: '/pwa/overview/calls',
    });
  });

  it('sends a user without the permission to the PWA’s own "no permission" page', () => {
    for (const [path, name] of [
      ['/pwa/overview/incidents', 'pwaIncidents'],
      ['/pwa/system', 'pwaSystem'],
      ['/pwa/system/edit/3', 'pwaNodeForm'],
      ['/pwa/sync', 'pwaSync'],
    ] as const) {
      expect(outcome(path, name, NOBODY_SPECIAL)).toEqual({ kind: 'redirect', to: '/pwa/no-access' });
      expect(outcome(path, name)).toEqual({ kind: 'allow' });
    }
  });

  it('waits on its own sync page while a commit runs, as the console waits on /sync', () => {
    const committing = { ...TECHNICIAN, commitRunning: true };
    expect(outcome('/pwa/overview/calls', 'pwaCalls', committing)).toEqual({ kind: 'redirect', to: '/pwa/sync' });
    expect(outcome('/pwa/sync', 'pwaSync', committing)).toEqual({ kind: 'allow' });
    expect(outcome('/log', 'log', committing)).toEqual({ kind: 'redirect', to: '/sync' });
    // Without systemtree::sync: the PWA's "no permission" page, which stays open during the commit.
    const others = { ...NOBODY_SPECIAL, commitRunning: true };
    expect(outcome('/pwa/sync', 'pwaSync', others)).toEqual({ kind: 'redirect', to: '/pwa/no-access' });
    expect(outcome('/pwa/no-access', 'pwaNoAccess', others)).toEqual({ kind: 'allow' });
  });

  it('asks a visitor to sign in first, and brings them back', () => {
    expect(outcome('/pwa/sync', 'pwaSync', buildSituation())).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/pwa/sync')}`,
    });
  });
});

describe('the desktop console’s link to the mobile console', () => {
  it('is offered to a user who may open a PWA page with something on it', () => {
    expect(offersMobileConsole(TECHNICIAN)).toBe(true);
    expect(offersMobileConsole(buildSituation({ permissions: ['systemtree::use_module'], userId: 4 }))).toBe(true);
    expect(
      offersMobileConsole(buildSituation({ permissions: ['calllog::use_module'], licensed: ['log'], userId: 5 })),
    ).toBe(true);
  });

  it('is not offered to a visitor, nor to a user whose only page would say "no permission"', () => {
    expect(offersMobileConsole(buildSituation())).toBe(false);
    expect(offersMobileConsole(NOBODY_SPECIAL)).toBe(false);
  });
});
