import type { PermissionCode } from '../permissions/catalogue';
import { hasPermission, type Principal } from '../permissions/principal';
import { isDeviceKind } from './node-kinds';
import { NODE_SCHEDULE_FIELDS } from './node-schedules';

/**
 * The finer systemtree permissions of spec part 1 §6, each guarding the fields it names. A field not
 * listed needs only the right to edit the node at all (nodeWritePermission).
 */
export const FIELD_PERMISSIONS: Readonly<Record<string, PermissionCode>> = {
  serial: 'systemtree::manage_serials',
  mac: 'systemtree::manage_serials',
  flight_profile_id: 'systemtree::manage_flight_profiles',
  inherit_flight_profile: 'systemtree::manage_flight_profiles',
  section_id: 'systemtree::manage_sections',
  inherit_section: 'systemtree::manage_sections',
  parent_id: 'systemtree::manage_parents',
  day_sound_level: 'systemtree::manage_sound_levels',
  night_sound_level: 'systemtree::manage_sound_levels',
  disable_buzzer_at_night: 'systemtree::manage_sound_levels',
  use_activity_control: 'systemtree::manage_activity_control',
  linked_system_tree_node_id: 'systemtree::manage_linked_devices',
  is_linkable: 'systemtree::manage_linked_devices',
  // What the call system needs to raise and route a call.
  number: 'systemtree::manage_call_system_data',
  section_position: 'systemtree::manage_call_system_data',
  hub_id: 'systemtree::manage_call_system_data',
  buttons: 'systemtree::manage_call_system_data',
  call_source_id: 'systemtree::manage_call_system_data',
  is_active: 'systemtree::manage_call_system_data',
  deny_manual_call_closure: 'systemtree::manage_call_system_data',
  mask_time_at_night: 'systemtree::manage_call_system_data',
  display_time: 'systemtree::manage_call_system_data',
  show_calls_without_presence: 'systemtree::manage_call_system_data',
  device_text_overrides: 'systemtree::manage_call_system_data',
  // Which display group a node's displays show instead (spec part 1 §2, display group overrides).
  active_display_group_override_id: 'systemtree::manage_display_group_overrides',
  // A node's own schedules and display groups are the section's settings at a finer grain.
  ...Object.fromEntries(NODE_SCHEDULE_FIELDS.map((field) => [field, 'systemtree::manage_sections' as const])),
};

export type NodeAction = 'create' | 'update' | 'delete';

/**
 * Who may create, edit or delete a node of `kind`: devices need create_devices, manage_devices or
 * delete_devices; buildings, floors, rooms and the other structure need manage_structure. Technical
 * and wired devices also need their own permission.
 */
export function nodeWritePermissions(kind: string, action: NodeAction, isTech = false): PermissionCode[] {
  if (!isDeviceKind(kind)) return ['systemtree::manage_structure'];
  const base: PermissionCode =
    action === 'create'
      ? 'systemtree::create_devices'
      : action === 'delete'
        ? 'systemtree::delete_devices'
        : 'systemtree::manage_devices';
  const codes: PermissionCode[] = [base];
  if (kind === 'tech' || isTech) codes.push('systemtree::manage_tech_devices');
  if (kind === 'wired') codes.push('systemtree::manage_wired_devices');
  return codes;
}

export function mayWriteNode(principal: Principal, kind: string, action: NodeAction, isTech = false): boolean {
  return nodeWritePermissions(kind, action, isTech).every((code) => hasPermission(principal, code));
}

/** Whether the principal may set `field` (on a node it may write). */
export function mayWriteField(principal: Principal, field: string): boolean {
  const code = FIELD_PERMISSIONS[field];
  return code === undefined || hasPermission(principal, code);
}

/** The changed fields the principal may not write: a save that holds any is refused. */
export function forbiddenFields(principal: Principal, changed: Iterable<string>): string[] {
  return [...changed].filter((field) => !mayWriteField(principal, field));
}
