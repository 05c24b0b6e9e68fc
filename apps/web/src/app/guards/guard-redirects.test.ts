import { describe, expect, it } from 'vitest';
import { ALLOW, DENIED, type GuardCase, guardUrl, login, MANAGER, TREE_USER, to } from '../../test/guard-table';

// Spec part 1 §2: first available child, the tree fallback, commit running, forwarding routes.
const CASES: GuardCase[] = [
  // Redirect to the first available child
  ['/admin goes to its first child the user may open', '/admin', MANAGER, to('/admin/systemparams')],
  [
    '/admin skips children the user may not open',
    '/admin',
    { permissions: ['admin::use_module', 'admin::manage_roles'] },
    to('/admin/roles'),
  ],
  [
    '/admin finds a child inside a licence group',
    '/admin?x=1',
    { permissions: ['admin::use_module', 'admin::see_auditlog'], licensed: ['management'] },
    to('/admin/audit?x=1'),
  ],
  [
    '/admin with escape profiles only goes to their list (ADR 0013)',
    '/admin',
    { permissions: ['admin::use_module', 'admin::manage_escape_profiles'] },
    to('/admin/escapeprofiles'),
  ],
  ['/admin with no child open', '/admin', { permissions: ['admin::use_module'] }, DENIED],
  [
    '/appmanagement goes to its first child',
    '/appmanagement',
    { permissions: ['app::use_module', 'app::see_statistic'], licensed: ['app'] },
    to('/appmanagement/statistic'),
  ],
  ['/tree with the node list allowed stays', '/tree', TREE_USER, ALLOW],
  [
    '/tree with only display group overrides',
    '/tree',
    { permissions: ['systemtree::see_display_group_overrides'], licensed: ['management'] },
    to('/tree/displaygroupoverrides'),
  ],
  ['/pwa/overview goes to its first child', '/pwa/overview', { userId: 3 }, to('/pwa/overview/calls')],
  [
    '/pwa/overview prefers incidents when allowed',
    '/pwa/overview',
    { permissions: ['analytics::manage_incidents'] },
    to('/pwa/overview/incidents'),
  ],
  // The tree fallback
  [
    'tree without tree permission goes to the log',
    '/tree',
    { permissions: ['calllog::use_module'], licensed: ['management'] },
    to('/log'),
  ],
  [
    'tree without the management licence goes to the log',
    '/tree',
    { permissions: ['systemtree::use_module', 'calllog::use_module'] },
    to('/log'),
  ],
  ['tree without tree permission or log goes to display', '/tree/connections', { userId: 3 }, to('/display')],
  ['tree for a superuser without the licence is open', '/tree', { superuser: true }, ALLOW],
  ['tree for a visitor goes to login first', '/tree', {}, login('/tree')],
  // Commit running
  ['commit: a page goes to sync', '/admin/users', { ...MANAGER, commitRunning: true }, to('/sync')],
  ['commit: sync stays open', '/sync', { permissions: ['systemtree::sync'], commitRunning: true }, ALLOW],
  ['commit: display stays open', '/display', { commitRunning: true }, ALLOW],
  ['commit: a display call modal stays open', '/display/a/call/1', { userId: 3, commitRunning: true }, ALLOW],
  ['commit: login stays open', '/login', { commitRunning: true }, ALLOW],
  [
    'commit: the access-denied page stays open',
    '/no-access',
    { permissions: ['calllog::use_module'], commitRunning: true },
    ALLOW,
  ],
  ['commit: a visitor (user id 0) on a page goes to sync', '/log', { userId: 0, commitRunning: true }, to('/sync')],
  ['commit: a visitor on setup goes to sync', '/setup', { commitRunning: true }, to('/sync')],
  ['commit: /home goes to sync', '/home', { ...TREE_USER, commitRunning: true }, to('/sync')],
  // Forwarding routes
  ['/ goes to /home', '/', {}, to('/home')],
  ['/tree/view/{id} goes to the tree with the view', '/tree/view/12', TREE_USER, to('/tree?view=12')],
  [
    '/tree/overview goes to the tree keeping the query',
    '/tree/overview?systemRedirect=1',
    {},
    to('/tree?systemRedirect=1'),
  ],
  ['/pwa goes to the overview', '/pwa', { userId: 3 }, to('/pwa/overview')],
  [
    "the spec's callsourcesgroups form path lands on the form",
    '/admin/callsourcesgroups/edit/5',
    MANAGER,
    to('/admin/callsourcegroups/edit/5'),
  ],
];

describe('route guard: redirects', () => {
  it.each(CASES)('%s (%s)', (_label, url, who, outcome) => {
    expect(guardUrl(url, who)).toEqual(outcome);
  });
});
