import { describe, expect, it } from 'vitest';
import { buildSituation, type SituationSpec } from '../../test/situations';
import { visibleNavItems } from './nav-items';

// Spec part 1 §2, main navigation: which header links a user sees.
const CASES: [string, SituationSpec, string[]][] = [
  ['a visitor', {}, ['visual']],
  ['a superuser without licences', { superuser: true }, ['overview', 'log', 'visual', 'admin']],
  [
    'a superuser with every licence',
    { superuser: true, licensed: ['analytics', 'management', 'app', 'app_gateway'] },
    ['overview', 'analytics', 'log', 'visual', 'app', 'admin'],
  ],
  ['tree permission without the management licence', { permissions: ['systemtree::use_module'] }, ['visual']],
  [
    'tree permission with the management licence',
    { permissions: ['systemtree::use_module'], licensed: ['management'] },
    ['overview', 'visual'],
  ],
  [
    'display group overrides with the management licence',
    { permissions: ['systemtree::see_display_group_overrides'], licensed: ['management'] },
    ['overview', 'visual'],
  ],
  ['analytics permission without its licence', { permissions: ['analytics::use_module'] }, ['visual']],
  [
    'analytics permission with its licence',
    { permissions: ['analytics::use_module'], licensed: ['analytics'] },
    ['analytics', 'visual'],
  ],
  ['call log permission', { permissions: ['calllog::use_module'] }, ['log', 'visual']],
  [
    'app permission with app clients but no gateway',
    { permissions: ['app::use_module'], licensed: ['app'] },
    ['visual'],
  ],
  [
    'app permission with the gateway',
    { permissions: ['app::use_module'], licensed: ['app_gateway'] },
    ['visual', 'app'],
  ],
  ['admin permission', { permissions: ['admin::use_module'] }, ['visual', 'admin']],
];

describe('header navigation', () => {
  it.each(CASES)('%s sees %j', (_label, spec, keys) => {
    expect(visibleNavItems(buildSituation(spec)).map((item) => item.key)).toEqual(keys);
  });

  it('links to the routes of the registry', () => {
    expect(visibleNavItems(buildSituation({ superuser: true, licensed: ['analytics', 'app_gateway'] }))).toEqual([
      { key: 'overview', to: '/tree' },
      { key: 'analytics', to: '/analytics' },
      { key: 'log', to: '/log' },
      { key: 'visual', to: '/display' },
      { key: 'app', to: '/appmanagement' },
      { key: 'admin', to: '/admin' },
    ]);
  });
});
