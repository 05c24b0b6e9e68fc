/**
 * The permission catalogue of spec part 1 §6 and part 2 §6, as data. Codes have the form
 * `module::action`. Where the spec names a permission only loosely ("and escape profiles",
 * "low battery box", "many finer ones") the code is named here once and used everywhere.
 */
export const PERMISSION_GROUPS = {
  admin: [
    'use_module',
    'manage_system',
    'manage_flightprofiles',
    'manage_users',
    'manage_roles',
    'manage_display_notes',
    'manage_backups',
    'manage_reports',
    'see_auditlog',
    'manage_escape_profiles',
  ],
  analytics: [
    'use_module',
    'manage_incidents',
    'see_defects',
    'see_low_battery_box',
    'see_not_reachable_box',
    'see_repeater_defects',
  ],
  app: [
    'use_module',
    'manage_subscriptions',
    'see_statistic',
    'manage_user_groups',
    'manage_users',
    'manage_devices',
    'manage_display_groups',
    'manage_settings',
    'manage_priorities',
  ],
  calllog: ['use_module', 'close_calls', 'see_defects', 'see_repeater_defects'],
  display: ['manage_display_profiles'],
  systemtree: [
    'use_module',
    'see_display_group_overrides',
    'manage_display_group_overrides',
    'manage_devices',
    'sync',
    'manage_activity_control',
    'manage_serials',
    'manage_flight_profiles',
    'manage_call_system_data',
    'manage_linked_devices',
    'manage_parents',
    'manage_sections',
    'manage_sound_levels',
    'manage_tech_devices',
    'manage_wired_devices',
    'create_devices',
    'delete_devices',
    'manage_structure',
    'manage_views',
    'use_advanced_view',
    'device_actions',
  ],
  visuals: ['remote_close_calls'],
} as const;

type Groups = typeof PERMISSION_GROUPS;
export type PermissionGroup = keyof Groups;
export type PermissionCode = {
  [G in PermissionGroup]: `${G}::${Groups[G][number]}`;
}[PermissionGroup];

export interface PermissionEntry {
  code: PermissionCode;
  group: PermissionGroup;
  action: string;
}

export const PERMISSIONS: readonly PermissionEntry[] = Object.entries(PERMISSION_GROUPS).flatMap(([group, actions]) =>
  actions.map((action) => ({
    code: `${group}::${action}` as PermissionCode,
    group: group as PermissionGroup,
    action,
  })),
);

const KNOWN = new Set<string>(PERMISSIONS.map((p) => p.code));

export function isPermissionCode(code: string): code is PermissionCode {
  return KNOWN.has(code);
}

/** The spec also writes `display.manage_display_profiles`; accept the dotted form on input. */
export function normalisePermissionCode(code: string): string {
  return code.includes('::') ? code : code.replace('.', '::');
}
