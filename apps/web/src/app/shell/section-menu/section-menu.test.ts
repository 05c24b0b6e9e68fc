import { describe, expect, it } from 'vitest';
import { buildSituation, type SituationSpec } from '../../../test/situations';
import { canOpenNamed } from '../../guards/guard';
import { ROUTES } from '../../routes/registry';
import type { RouteDef } from '../../routes/route-def';
import { findRoute } from '../../routes/route-index';
import { NAV_ITEMS } from '../nav-items';
import { isBuiltScreen } from './built-screens';
import { currentLink, type MenuGroup, sectionMenu } from './section-menu';

const ADMIN = ['admin::use_module'] as const;
const everyPage = (_name: string) => true;
const linkNames = (groups: readonly MenuGroup[]) => groups.flatMap((g) => g.links.map((l) => l.name));
const menu = (section: string, who: SituationSpec, isBuilt = everyPage) =>
  linkNames(sectionMenu(section, buildSituation(who), isBuilt));

// What the admin menu lists is what the guard lets open: the same permissions and licences.
const ADMIN_CASES: [string, SituationSpec, string[], string[]][] = [
  ['a visitor', {}, [], ['systemParamList']],
  ['manage_users without admin::use_module', { permissions: ['admin::manage_users'] }, [], ['admin.users']],
  ['users only', { permissions: [...ADMIN, 'admin::manage_users'] }, ['admin.users'], ['admin.roles']],
  [
    'manage_system',
    { permissions: [...ADMIN, 'admin::manage_system'] },
    ['systemParamList', 'admin.calltypes', 'hubList', 'admin.settings', 'admin.displays', 'admin.defects'],
    ['admin.users', 'admin.flightprofiles', 'admin.ldap', 'admin.logs'],
  ],
  [
    'manage_system with the management licence',
    { permissions: [...ADMIN, 'admin::manage_system'], licensed: ['management'] },
    ['admin.ldap', 'admin.logs'],
    ['admin.backups', 'admin.audit'],
  ],
  [
    'defects with calllog::see_defects (any)',
    { permissions: [...ADMIN, 'calllog::see_defects'] },
    ['admin.defects'],
    [],
  ],
  [
    'reports without the analytics licence',
    { permissions: [...ADMIN, 'admin::manage_reports'], licensed: ['management'] },
    [],
    ['admin.reports'],
  ],
  [
    'reports with the analytics licence',
    { permissions: [...ADMIN, 'admin::manage_reports'], licensed: ['analytics'] },
    ['admin.reports'],
    [],
  ],
  [
    'a superuser without licences: no licensed pages',
    { superuser: true },
    ['admin.users', 'admin.roles', 'admin.gets-cloud', 'admin.escapeprofiles'],
    ['admin.backups', 'admin.reports', 'admin.audit'],
  ],
  [
    'a superuser with every licence',
    { superuser: true, licensed: ['management', 'analytics'] },
    ['admin.backups', 'admin.reports', 'admin.audit'],
    [],
  ],
];

describe('admin menu: permissions and licences', () => {
  it.each(ADMIN_CASES)('%s', (_label, who, shown, hidden) => {
    const names = menu('admin', who);
    expect(names).toEqual(expect.arrayContaining(shown));
    for (const name of hidden) expect(names).not.toContain(name);
  });

  it.each(ADMIN_CASES)('lists only what the guard opens: %s', (_label, who) => {
    const s = buildSituation(who);
    for (const name of menu('admin', who)) expect(canOpenNamed(name, s)).toBe(true);
  });

  it('lists no page that is not built yet: no dead ends', () => {
    const names = menu('admin', { superuser: true, licensed: ['management', 'analytics'] }, isBuiltScreen);
    expect(names).toEqual(
      expect.arrayContaining([
        'admin.users',
        'admin.license',
        'admin.audit',
        'admin.maintenance',
        'admin.defects',
        'admin.backups',
        'admin.ldap',
        'admin.logs',
        'admin.gets-cloud',
      ]),
    );
  });

  it('groups the pages under headings, in registry order', () => {
    const groups = sectionMenu('admin', buildSituation({ superuser: true }), isBuiltScreen);
    expect(groups.map((g) => g.group)).toEqual(['callSystem', 'structure', 'displays', 'operation', 'access']);
    expect(groups[0]?.links[0]).toEqual({
      name: 'systemParamList',
      label: 'adminSystem:systemParams.title',
      to: '/admin/systemparams',
    });
  });
});

describe('tree and app management menus', () => {
  it.each<[string, SituationSpec, string[]]>([
    [
      'display group overrides only',
      { permissions: ['systemtree::see_display_group_overrides'], licensed: ['management'] },
      ['displayGroupOverrides'],
    ],
    [
      'tree and devices',
      { permissions: ['systemtree::use_module', 'systemtree::manage_devices'], licensed: ['management'] },
      ['treeNodeList', 'treeConnections'],
    ],
    ['no management licence', { permissions: ['systemtree::use_module', 'systemtree::manage_devices'] }, []],
    [
      'a superuser without the licence',
      { superuser: true },
      ['treeNodeList', 'treeConnections', 'displayGroupOverrides'],
    ],
  ])('tree: %s', (_label, who, expected) => {
    expect(menu('tree', who)).toEqual(expected);
  });

  it.each<[string, SituationSpec, string[]]>([
    [
      'subscriptions need the app setting',
      { permissions: ['app::use_module', 'app::manage_subscriptions', 'app::see_statistic'], licensed: ['app'] },
      ['app.statistic'],
    ],
    [
      'with the setting on',
      {
        permissions: ['app::use_module', 'app::manage_subscriptions', 'app::see_statistic'],
        licensed: ['app'],
        subscriptions: true,
      },
      ['app.subscriptions', 'app.statistic'],
    ],
    ['without the app licence', { permissions: ['app::use_module', 'app::see_statistic'] }, []],
  ])('app management: %s', (_label, who, expected) => {
    expect(menu('appManagement', who)).toEqual(expected);
  });
});

describe('the current page', () => {
  const groups = sectionMenu('tree', buildSituation({ superuser: true }), everyPage);
  it.each([
    ['/tree', 'treeNodeList'],
    ['/tree/edit/4', 'treeNodeList'],
    ['/tree/connections/edit/2', 'treeConnections'],
    ['/tree/displaygroupoverrides', 'displayGroupOverrides'],
    ['/treetop', null],
  ])('%s marks %s', (pathname, name) => {
    expect(currentLink(groups, pathname)?.name ?? null).toBe(name);
  });
});

/**
 * Pages reached by other means than a menu: the header's buttons, the sign-in flow, the guard; the
 * incidents from the analytics overview (its boxes and its link).
 */
const REACHED_OTHERWISE = new Set([
  'login',
  'setup',
  'set-password',
  'accessDenied',
  'sync',
  'displayCallForm',
  'incidents',
  // The sales demo (ADR 0043): the sign-in page links it while demo mode is on.
  'demo',
  // The mobile console (ADR 0044): entered at /pwa, the installed app's start, and walked by its own
  // bottom navigation (features/pwa/pwa-nav.ts) and its lists; /pwa/no-access by the guard.
  'pwa',
  'pwaIncidents',
  'pwaCalls',
  'pwaSystem',
  'pwaNodeForm',
  'pwaSync',
  'pwaNoAccess',
]);

describe('no page reachable only by typing its address', () => {
  it('every built page is in the header, a section menu, or reached by the flow that needs it', () => {
    const inHeader = new Set(NAV_ITEMS.map((item) => item.route));
    const orphans: string[] = [];
    const walk = (def: RouteDef) => {
      const page = def.name && !def.modal && !def.redirect && isBuiltScreen(def.name);
      if (page && def.name && !def.menu && !inHeader.has(def.name) && !REACHED_OTHERWISE.has(def.name))
        orphans.push(def.name);
      for (const child of def.children ?? []) walk(child);
    };
    walk(ROUTES);
    expect(orphans).toEqual([]);
  });

  it('every menu entry names a page of the registry', () => {
    for (const section of ['admin', 'appManagement', 'tree'])
      for (const name of menu(section, { superuser: true, licensed: ['management', 'analytics', 'app'] }))
        expect(findRoute(name)?.def.menu).toBeDefined();
  });
});
