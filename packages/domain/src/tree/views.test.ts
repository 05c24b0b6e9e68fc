import { describe, expect, it } from 'vitest';
import { treeViewLevel, visibleTreeViews } from './views';

const view = (apply: boolean, perms: [number, string][] = [], extra = {}) => ({
  apply_permissions: apply,
  role_permissions: perms.map(([role_id, level]) => ({ role_id, level })),
  is_enabled: true,
  sort_order: 0,
  name: 'v',
  ...extra,
});
const user = (roleIds: number[], isSuperuser = false) => ({ roleIds, isSuperuser });

describe('treeViewLevel', () => {
  it.each([
    ['permissions not applied', view(false, [[1, 'hide']]), user([1]), 'write'],
    ['a superuser', view(true, [[1, 'hide']]), user([1], true), 'write'],
    ['a user without roles', view(true, [[1, 'hide']]), user([]), 'write'],
    ['a listed role', view(true, [[1, 'read']]), user([1]), 'read'],
    ['a hidden role', view(true, [[1, 'hide']]), user([1]), 'hide'],
    ['a role not listed is unrestricted', view(true, [[1, 'hide']]), user([2]), 'write'],
    [
      'the most permissive role wins',
      view(true, [
        [1, 'hide'],
        [2, 'read'],
      ]),
      user([1, 2]),
      'read',
    ],
    ['an unknown level counts as unrestricted', view(true, [[1, 'admin']]), user([1]), 'write'],
  ] as const)('%s', (_name, v, u, expected) => {
    expect(treeViewLevel(v, u)).toBe(expected);
  });
});

describe('visibleTreeViews', () => {
  it('lists enabled views not hidden from the user, by sort order then name', () => {
    const views = [
      view(false, [], { name: 'B', sort_order: 2 }),
      view(false, [], { name: 'A', sort_order: 2 }),
      view(false, [], { name: 'Z', sort_order: 1 }),
      view(false, [], { name: 'off', is_enabled: false }),
      view(true, [[7, 'hide']], { name: 'secret' }),
    ];
    expect(visibleTreeViews(views, user([7]))?.map((v) => v.view.name)).toEqual(['Z', 'A', 'B']);
  });

  it('stands the system view in (null) when no view is left', () => {
    expect(visibleTreeViews([], user([]))).toBeNull();
    expect(visibleTreeViews([view(false, [], { is_enabled: false })], user([]))).toBeNull();
    expect(visibleTreeViews([view(true, [[3, 'hide']])], user([3]))).toBeNull();
  });
});
