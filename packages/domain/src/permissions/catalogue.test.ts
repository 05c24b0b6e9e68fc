import { describe, expect, it } from 'vitest';
import { isPermissionCode, normalisePermissionCode, PERMISSIONS } from './catalogue';

describe('permission catalogue', () => {
  it('holds every code of the spec once, as module::action', () => {
    const codes = PERMISSIONS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+::[a-z_]+$/);
    for (const named of [
      'admin::see_auditlog',
      'analytics::manage_incidents',
      'app::manage_settings',
      'calllog::close_calls',
      'display::manage_display_profiles',
      'systemtree::see_display_group_overrides',
      'systemtree::sync',
      'visuals::remote_close_calls',
    ]) {
      expect(isPermissionCode(named)).toBe(true);
    }
  });

  it('refuses unknown codes and accepts the dotted spelling', () => {
    expect(isPermissionCode('admin::fly')).toBe(false);
    expect(normalisePermissionCode('display.manage_display_profiles')).toBe('display::manage_display_profiles');
  });
});
