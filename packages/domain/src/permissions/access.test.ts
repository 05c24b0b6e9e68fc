import { describe, expect, it } from 'vitest';
import { DEFAULT_LICENSE, type License, type LicenseContext } from '../license/license';
import { type AccessRequirement, type AccessSituation, decideAccess } from './access';
import type { PermissionCode } from './catalogue';
import { ANONYMOUS, canUseSystem, type Principal } from './principal';

const user = (codes: PermissionCode[], extra: Partial<Principal> = {}): Principal => ({
  id: 7,
  isSuperuser: false,
  permissions: new Set(codes),
  systemAccess: [],
  ...extra,
});
const superuser = user([], { isSuperuser: true });
const full: License = {
  id: 3,
  name: 'Full',
  features: { analytics: true, log: true, management: true },
  limits: { devices: 100, visuals: 5, app_clients: 10, systems: 3 },
};
const lic = (license: License, extra: Partial<LicenseContext> = {}): LicenseContext => ({
  license,
  appGatewayEnabled: false,
  appGatewaySystemId: null,
  systemId: 1,
  ...extra,
});
const at = (principal: Principal, license = lic(full), setupOpen = false): AccessSituation => ({
  principal,
  license,
  setupOpen,
});

const cases: [string, AccessRequirement, AccessSituation, string][] = [
  ['public lets anonymous in', { public: true }, at(ANONYMOUS), 'ok'],
  ['signed-in only refuses anonymous', {}, at(ANONYMOUS), 'MISSING_AUTH'],
  ['signed-in only admits any user', {}, at(user([])), 'ok'],
  [
    'all: one missing refuses',
    { all: ['admin::use_module', 'admin::manage_users'] },
    at(user(['admin::use_module'])),
    'MISSING_PERMISSION',
  ],
  [
    'all: every code admits',
    { all: ['admin::use_module', 'admin::manage_users'] },
    at(user(['admin::use_module', 'admin::manage_users'])),
    'ok',
  ],
  [
    'any: none refuses',
    { any: ['systemtree::use_module', 'systemtree::see_display_group_overrides'] },
    at(user(['calllog::use_module'])),
    'MISSING_PERMISSION',
  ],
  [
    'any: one admits',
    { any: ['systemtree::use_module', 'systemtree::see_display_group_overrides'] },
    at(user(['systemtree::see_display_group_overrides'])),
    'ok',
  ],
  [
    'superuser holds every permission',
    { all: ['admin::manage_roles'], any: ['visuals::remote_close_calls'] },
    at(superuser),
    'ok',
  ],
  [
    'license missing refuses',
    { all: ['admin::see_auditlog'], license: ['management'] },
    at(user(['admin::see_auditlog']), lic(DEFAULT_LICENSE)),
    'MISSING_LICENSE',
  ],
  [
    'superuser still needs the license',
    { license: ['analytics'] },
    at(superuser, lic(DEFAULT_LICENSE)),
    'MISSING_LICENSE',
  ],
  [
    'license present admits',
    { all: ['admin::see_auditlog'], license: ['management'] },
    at(user(['admin::see_auditlog'])),
    'ok',
  ],
  [
    'app needs app_clients not 0',
    { license: ['app'] },
    at(superuser, lic({ ...full, limits: { ...full.limits, app_clients: 0 } })),
    'MISSING_LICENSE',
  ],
  ['app with app_clients admits', { license: ['app'] }, at(superuser), 'ok'],
  ['gateway off refuses', { license: ['app_gateway'] }, at(superuser), 'MISSING_LICENSE'],
  [
    'gateway on other system refuses',
    { license: ['app_gateway'] },
    at(superuser, lic(full, { appGatewayEnabled: true, appGatewaySystemId: 2 })),
    'MISSING_LICENSE',
  ],
  [
    'gateway on this system admits',
    { license: ['app_gateway'] },
    at(superuser, lic(full, { appGatewayEnabled: true, appGatewaySystemId: 1 })),
    'ok',
  ],
  [
    'duringSetup admits anonymous while setup is open',
    { all: ['admin::manage_system'], duringSetup: true },
    at(ANONYMOUS, lic(full), true),
    'ok',
  ],
  [
    'duringSetup refuses anonymous after setup',
    { all: ['admin::manage_system'], duringSetup: true },
    at(ANONYMOUS),
    'MISSING_AUTH',
  ],
  [
    'duringSetup still checks users after setup',
    { all: ['admin::manage_system'], duringSetup: true },
    at(user([])),
    'MISSING_PERMISSION',
  ],
];

describe('decideAccess', () => {
  it.each(cases)('%s', (_name, requirement, situation, expected) => {
    expect(decideAccess(requirement, situation)).toBe(expected);
  });
});

describe('canUseSystem', () => {
  it.each([
    ['empty list means every system', user([]), 5, true],
    ['listed system', user([], { systemAccess: [1, 3] }), 3, true],
    ['unlisted system', user([], { systemAccess: [1, 3] }), 2, false],
    ['superuser ignores the list', user([], { isSuperuser: true, systemAccess: [1] }), 2, true],
  ] as const)('%s', (_name, principal, system, expected) => {
    expect(canUseSystem(principal, system)).toBe(expected);
  });
});
