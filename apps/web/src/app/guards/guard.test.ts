import { describe, expect, it } from 'vitest';
import { ALLOW, DENIED, type GuardCase, guardUrl, login } from '../../test/guard-table';

// Spec part 1 §2 "Route guard rules": each row is what is opened, by whom, and what happens.
const CASES: GuardCase[] = [
  // Authentication
  ['a visitor opens a private page', '/admin/users?page=2#top', {}, login('/admin/users?page=2#top')],
  ['a visitor opens set-password', '/auth/set-password', {}, login('/auth/set-password')],
  ['a visitor opens the display', '/display/ward-a', {}, ALLOW],
  ['a visitor opens login', '/login?redirect=%2Flog', {}, ALLOW],
  ['a visitor opens setup', '/setup', {}, ALLOW],
  ['a visitor opens the demo', '/demo', {}, ALLOW],
  ['a visitor opens access denied', '/no-access', {}, ALLOW],
  ['a visitor opens an unknown path', '/no/such/page', {}, ALLOW],
  [
    'a visitor opens a call on the display (private modal)',
    '/display/ward-a/call/9',
    {},
    login('/display/ward-a/call/9'),
  ],
  ['a signed-in user opens set-password', '/auth/set-password', { userId: 3 }, ALLOW],
  // Permissions and licences
  ['admin without admin::use_module', '/admin/users', { permissions: ['admin::manage_users'] }, DENIED],
  ['an admin child without its permission', '/admin/users', { permissions: ['admin::use_module'] }, DENIED],
  [
    'an admin child with its permission',
    '/admin/users',
    { permissions: ['admin::use_module', 'admin::manage_users'] },
    ALLOW,
  ],
  [
    'a modal form under an allowed list',
    '/admin/users/edit/4',
    { permissions: ['admin::use_module', 'admin::manage_users'] },
    ALLOW,
  ],
  [
    'backups without the management licence',
    '/admin/backups',
    { permissions: ['admin::use_module', 'admin::manage_backups'] },
    DENIED,
  ],
  [
    'backups with the management licence',
    '/admin/backups',
    { permissions: ['admin::use_module', 'admin::manage_backups'], licensed: ['management'] },
    ALLOW,
  ],
  ['backups for a superuser without the licence', '/admin/backups', { superuser: true }, DENIED],
  [
    'reports need the analytics licence',
    '/admin/reports',
    { permissions: ['admin::use_module', 'admin::manage_reports'], licensed: ['management'] },
    DENIED,
  ],
  [
    'defects with either permission (any)',
    '/admin/defects',
    { permissions: ['admin::use_module', 'calllog::see_defects'] },
    ALLOW,
  ],
  ['defects with neither permission', '/admin/defects', { permissions: ['admin::use_module'] }, DENIED],
  ['sync needs systemtree::sync', '/sync', { permissions: ['calllog::use_module'] }, DENIED],
  ['analytics without its licence', '/analytics', { permissions: ['analytics::use_module'] }, DENIED],
  [
    'analytics with its licence',
    '/analytics',
    { permissions: ['analytics::use_module'], licensed: ['analytics'] },
    ALLOW,
  ],
  [
    'incidents need manage_incidents, not use_module',
    '/analytics/incidents',
    { permissions: ['analytics::manage_incidents'], licensed: ['analytics'] },
    ALLOW,
  ],
  ['the log needs calllog::use_module only', '/log/edit/3', { permissions: ['calllog::use_module'] }, ALLOW],
  ['a superuser opens anything licensed', '/analytics', { superuser: true, licensed: ['analytics'] }, ALLOW],
  [
    'app subscriptions need the app setting',
    '/appmanagement/subscriptions',
    { permissions: ['app::use_module', 'app::manage_subscriptions'], licensed: ['app'] },
    DENIED,
  ],
  [
    'app subscriptions with the setting on',
    '/appmanagement/subscriptions',
    { permissions: ['app::use_module', 'app::manage_subscriptions'], licensed: ['app'], subscriptions: true },
    ALLOW,
  ],
  [
    'a node form modal needs its own permission',
    '/tree/displaygroupoverrides/edit/2',
    { permissions: ['systemtree::see_display_group_overrides'], licensed: ['management'] },
    DENIED,
  ],
];

describe('route guard: sign-in, permissions, licences', () => {
  it.each(CASES)('%s (%s)', (_label, url, who, outcome) => {
    expect(guardUrl(url, who)).toEqual(outcome);
  });
});
