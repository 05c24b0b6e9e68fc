import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTE } from './admin.routes';
import { matchChain } from './match-chain';
import { findRoute, pathOf } from './route-index';

const SPEC_NAMED_ROUTES = [
  'homepage',
  'login',
  'setup',
  'set-password',
  'accessDenied',
  'demo',
  'display',
  'tree',
  'log',
  'analytics',
  'appManagement',
  'admin',
  'sync',
  'systemParamList',
  'hubList',
  'systemTreeNodeForm',
  'flightProfileForm',
  'callForm',
];

describe('route registry', () => {
  it.each(SPEC_NAMED_ROUTES)('declares the named route %s', (name) => {
    expect(findRoute(name)).toBeDefined();
  });

  it.each([
    ['homepage', {}, '/home'],
    ['accessDenied', {}, '/no-access'],
    ['display', {}, '/display'],
    ['display', { slug: 'ward a' }, '/display/ward%20a'],
    ['displayCallForm', { slug: 'a', id: 4 }, '/display/a/call/4'],
    ['systemTreeNodeForm', { id: 12 }, '/tree/edit/12'],
    ['treeFlightProfileForm', { nodeid: 12, id: 3 }, '/tree/edit/12/flightprofiles/3'],
    ['flightProfileForm', {}, '/admin/flightprofiles/edit'],
    ['systemParamList', {}, '/admin/systemparams'],
    ['hubList', {}, '/admin/hubs'],
    ['callForm', { id: 9 }, '/log/edit/9'],
    ['set-password', {}, '/auth/set-password'],
  ])('pathOf(%s, %o) is %s', (name, params, path) => {
    expect(pathOf(name, params)).toBe(path);
  });

  it('refuses a missing required parameter', () => {
    expect(() => pathOf('displayCallForm', { slug: 'a' })).toThrow(/needs parameter id/);
  });

  it.each([
    ['/tree', 'treeNodeList'],
    ['/tree/edit', 'systemTreeNodeForm'],
    ['/tree/edit/5', 'systemTreeNodeForm'],
    ['/tree/edit/5/flightprofiles/3', 'treeFlightProfileForm'],
    ['/tree/edit/5/calls', 'treeCallForm'],
    ['/tree/sort', 'treeSort'],
    ['/tree/connections/edit/1', 'treeConnectionForm'],
    ['/display', 'display'],
    ['/display/ward-a', 'display'],
    ['/display/ward-a/call/7', 'displayCallForm'],
    ['/analytics/incidents', 'incidents'],
    ['/analytics/incidents/notifications/user/2', 'incidentNotificationUserForm'],
    ['/analytics/call/edit/3', 'analyticsCallForm'],
    ['/appmanagement/groups/edit/4/displayGroups/2', 'app.groups.displayGroups'],
    ['/appmanagement/clients/edit/4', 'app.clients.edit'],
    ['/admin/calltypes/sort', 'admin.calltypes.sort'],
    ['/admin/flightprofiles/edit/2', 'flightProfileForm'],
    ['/admin/escapeprofiles', 'admin.escapeprofiles'],
    ['/admin/escapeprofiles/edit/2', 'admin.escapeprofiles.edit'],
    ['/admin/checkpointmaps/sort', 'admin.checkpointmaps.sort'],
    ['/admin/gets-cloud', 'admin.gets-cloud'],
    ['/pwa/system/edit/8', 'pwaNodeForm'],
    ['/whatever/else', 'notFound'],
  ])('%s opens %s', (path, name) => {
    const { chain } = matchChain(path);
    expect(chain.filter((def) => def.name).at(-1)?.name).toBe(name);
  });

  it('gives every admin page an edit form except gets-cloud, the licence (one record, replaced; issue 16), the updates (ADR 0045) and the displays (approved, never edited; ADR 0022)', () => {
    const pages = ADMIN_ROUTE.children?.flatMap((c) => (c.path ? [c] : (c.children ?? []))) ?? [];
    const withoutForm = pages
      .filter((page) => !page.redirect && !page.children?.some((c) => c.path === 'edit/:id?'))
      .map((page) => page.path);
    expect(withoutForm).toEqual(['license', 'updates', 'displays', 'gets-cloud']);
  });

  it('passes the slug back when a display call closes', () => {
    expect(findRoute('display')?.def.reuseParams).toEqual(['slug']);
  });
});
