import type { PermissionCode } from '@wardlight/domain';

// Every admin screen of spec part 1 §2's admin table, and who may use the entity behind it through the
// API. admin-entities.int.test.ts walks this table; it fails for an administered entity without a row.

export type Op = 'list' | 'create' | 'update' | 'delete';

/** Whose declaration the entity is: the configuration kit (staged on the configurator), the console kit, or its own module. */
export type Kit = 'config' | 'console' | 'own';

export interface AdminEntityRow {
  /** The admin child route (`/admin/<route>`). */
  route: string;
  /** The audit log's entity name; for a kit, the name its registry knows it by. */
  entity: string;
  kit: Kit;
  ops: readonly Op[];
  /** What every operation requires (the route's requirement). */
  permission: PermissionCode;
  /** Permissions that open the list as well (the user form picks roles from it). */
  alsoLists?: readonly PermissionCode[];
}

const CRUD: readonly Op[] = ['list', 'create', 'update', 'delete'];
const SYSTEM: PermissionCode = 'admin::manage_system';

export const ADMIN_ENTITIES: readonly AdminEntityRow[] = [
  { route: 'systemparams', entity: 'system_param', kit: 'own', ops: CRUD, permission: SYSTEM },
  { route: 'calltypes', entity: 'call_type', kit: 'config', ops: CRUD, permission: SYSTEM },
  { route: 'schedules', entity: 'schedule', kit: 'config', ops: CRUD, permission: SYSTEM },
  { route: 'sections', entity: 'section', kit: 'config', ops: CRUD, permission: SYSTEM },
  { route: 'displaygroups', entity: 'display_group', kit: 'config', ops: CRUD, permission: SYSTEM },
  { route: 'mergegroups', entity: 'merge_group', kit: 'console', ops: CRUD, permission: SYSTEM },
  { route: 'callsources', entity: 'call_source', kit: 'config', ops: CRUD, permission: SYSTEM },
  { route: 'callsourcegroups', entity: 'call_source_group', kit: 'console', ops: CRUD, permission: SYSTEM },
  { route: 'indicators', entity: 'indicator', kit: 'console', ops: CRUD, permission: SYSTEM },
  { route: 'buttons', entity: 'button', kit: 'console', ops: CRUD, permission: SYSTEM },
  { route: 'hubs', entity: 'hub', kit: 'config', ops: CRUD, permission: SYSTEM },
  { route: 'videostreams', entity: 'video_stream', kit: 'console', ops: CRUD, permission: SYSTEM },
  { route: 'alert-channels', entity: 'alert_channel', kit: 'console', ops: CRUD, permission: SYSTEM },
  { route: 'checkpointmaps', entity: 'checkpoint_map', kit: 'console', ops: CRUD, permission: SYSTEM },
  // One row of settings: read by everyone (AppData), only ever updated.
  { route: 'settings', entity: 'global_settings', kit: 'own', ops: ['update'], permission: SYSTEM },
  {
    route: 'flightprofiles',
    entity: 'flight_profile',
    kit: 'console',
    ops: CRUD,
    permission: 'admin::manage_flightprofiles',
  },
  // Not in the spec's route table; its own permission is in the spec's admin group (ADR 0013).
  {
    route: 'escapeprofiles',
    entity: 'escape_profile',
    kit: 'console',
    ops: CRUD,
    permission: 'admin::manage_escape_profiles',
  },
  { route: 'users', entity: 'user', kit: 'own', ops: CRUD, permission: 'admin::manage_users' },
  {
    route: 'roles',
    entity: 'role',
    kit: 'own',
    ops: CRUD,
    permission: 'admin::manage_roles',
    alsoLists: ['admin::manage_users'],
  },
  {
    route: 'displaynotes',
    entity: 'display_note',
    kit: 'console',
    ops: CRUD,
    permission: 'admin::manage_display_notes',
  },
];

/** The rest of the spec's admin table: tools, reports and logs, with no entity CRUD on the server. */
export const WITHOUT_SERVER_CRUD = [
  'maintenance',
  'reports',
  'gets-cloud',
  'backups',
  'ldap',
  'logs',
  'audit',
  'defects',
];

/** Spec part 1 §2, admin children, in the table's order (plus escapeprofiles, above). */
export const SPEC_ADMIN_ROUTES = [
  'systemparams',
  'calltypes',
  'schedules',
  'sections',
  'displaygroups',
  'mergegroups',
  'callsources',
  'callsourcegroups',
  'indicators',
  'buttons',
  'hubs',
  'videostreams',
  'alert-channels',
  'checkpointmaps',
  'maintenance',
  'settings',
  'flightprofiles',
  'escapeprofiles',
  'users',
  'roles',
  'displaynotes',
  'reports',
  'gets-cloud',
  'backups',
  'ldap',
  'logs',
  'audit',
  'defects',
];
