import { PERMISSIONS } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { groupCatalogue, toggleCodes } from './permission-groups';

const entry = (code: string) => {
  const [group = '', action = ''] = code.split('::');
  return { code, group, action };
};

describe('permission picker groups', () => {
  it('orders groups as the domain catalogue does and keeps the order within a group', () => {
    const groups = groupCatalogue(
      ['visuals::remote_close_calls', 'admin::manage_users', 'calllog::use_module', 'admin::use_module'].map(entry),
    );
    expect(groups.map((g) => g.group)).toEqual(['admin', 'calllog', 'visuals']);
    expect(groups[0]?.entries.map((e) => e.action)).toEqual(['manage_users', 'use_module']);
  });

  it('puts a group the domain does not know last', () => {
    const groups = groupCatalogue(['future::thing', 'display::manage_display_profiles'].map(entry));
    expect(groups.map((g) => g.group)).toEqual(['display', 'future']);
  });

  it('keeps every code of the full catalogue', () => {
    const groups = groupCatalogue(PERMISSIONS);
    expect(groups.flatMap((g) => g.entries.map((e) => e.code))).toEqual(PERMISSIONS.map((p) => p.code));
  });

  it('switches codes on and off without touching the others', () => {
    const group = ['admin::use_module', 'admin::manage_users'];
    expect(toggleCodes(['calllog::use_module', 'admin::use_module'], group, true).sort()).toEqual([
      'admin::manage_users',
      'admin::use_module',
      'calllog::use_module',
    ]);
    expect(toggleCodes(['calllog::use_module', 'admin::use_module'], group, false)).toEqual(['calllog::use_module']);
  });
});
