import { describe, expect, it } from 'vitest';
import { guardUrl, to } from '../../test/guard-table';
import type { SituationSpec } from '../../test/situations';

// Spec part 1 §2: where /home leads, first matching row wins.
const CASES: [string, SituationSpec, string][] = [
  ['no user', {}, '/login'],
  ['a personal homepage', { permissions: ['systemtree::use_module'], homepage: 'log' }, '/log'],
  ['a personal homepage naming no route', { permissions: ['calllog::use_module'], homepage: 'gone' }, '/log'],
  ['systemtree::use_module', { permissions: ['systemtree::use_module', 'analytics::use_module'] }, '/tree'],
  ['systemtree::see_display_group_overrides', { permissions: ['systemtree::see_display_group_overrides'] }, '/tree'],
  ['analytics::use_module', { permissions: ['analytics::use_module', 'calllog::use_module'] }, '/analytics'],
  ['calllog::use_module', { permissions: ['calllog::use_module'] }, '/log'],
  ['none of these', { permissions: ['admin::use_module'] }, '/display'],
  ['a superuser', { superuser: true }, '/tree'],
];

describe('/home', () => {
  it.each(CASES)('%s', (_label, spec, target) => {
    expect(guardUrl('/home', spec)).toEqual(to(target));
  });
});
