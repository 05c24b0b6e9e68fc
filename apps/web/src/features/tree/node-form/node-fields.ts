import {
  filterDeviceText,
  INHERIT_FLAGS,
  type InheritableField,
  isDeviceKind,
  LONG_TEXT_MAX,
  NODE_SCHEDULE_FIELDS,
  SHORT_TEXT_MAX,
} from '@wardlight/domain';
import type { FieldContext, FieldDecl } from '../../../ui/crud/field-types';
import { useNodeOptions } from './node-options';
import type { NodeFormValues } from './node-values';

type Decl = FieldDecl<NodeFormValues>;

const forDevices = (ctx: FieldContext<NodeFormValues>) => isDeviceKind(ctx.values.kind);

/** The groups of the node form, in order; each holds every field of spec part 1 §3 that belongs to it. */
export const NODE_FIELD_GROUPS: readonly { key: string; fields: readonly Decl[] }[] = [
  {
    key: 'general',
    fields: [
      { name: 'kind', kind: 'select', required: true, useOptions: () => useNodeOptions().kinds },
      { name: 'name', kind: 'text', required: true },
      { name: 'parent_id', kind: 'select', clearable: true, useOptions: () => useNodeOptions().parents },
      { name: 'sort_order', kind: 'number', min: 0, max: 9999 },
      { name: 'comment', kind: 'text' },
      { name: 'callback_number', kind: 'text' },
    ],
  },
  {
    key: 'texts',
    fields: [
      // Filtered and upper-cased as typed (spec part 1 §5), as the server stores them.
      { name: 'text_short', kind: 'bytes', maxBytes: SHORT_TEXT_MAX, hint: true, filter: filterDeviceText },
      { name: 'text_long', kind: 'bytes', maxBytes: LONG_TEXT_MAX, hint: true, filter: filterDeviceText },
    ],
  },
  {
    key: 'callSystem',
    fields: [
      { name: 'section_id', kind: 'select', clearable: true, useOptions: () => useNodeOptions().sections },
      { name: 'number', kind: 'number', min: 0, max: 9999, visible: forDevices },
      {
        name: 'call_source_id',
        kind: 'select',
        clearable: true,
        useOptions: () => useNodeOptions().callSources,
        visible: forDevices,
      },
      { name: 'hub_id', kind: 'select', clearable: true, useOptions: () => useNodeOptions().hubs, visible: forDevices },
      { name: 'section_position', kind: 'number', min: 1, max: 64, visible: forDevices },
      { name: 'serial', kind: 'text', visible: forDevices },
      { name: 'mac', kind: 'text', visible: forDevices, hint: true },
      { name: 'buttons', kind: 'multiselect', useOptions: () => useNodeOptions().buttons, visible: forDevices },
      { name: 'is_active', kind: 'checkbox', visible: forDevices, hint: true },
      { name: 'is_tech', kind: 'checkbox', visible: forDevices },
      { name: 'deny_manual_call_closure', kind: 'checkbox', visible: forDevices },
    ],
  },
  {
    key: 'behaviour',
    fields: [
      { name: 'day_sound_level', kind: 'number', min: 0, max: 10, visible: forDevices },
      { name: 'night_sound_level', kind: 'number', min: 0, max: 10, visible: forDevices },
      { name: 'disable_buzzer_at_night', kind: 'checkbox', visible: forDevices },
      { name: 'mask_time_at_night', kind: 'number', min: 0, visible: forDevices },
      { name: 'display_time', kind: 'number', min: 0, visible: forDevices },
      { name: 'show_calls_without_presence', kind: 'checkbox', visible: forDevices },
      { name: 'use_activity_control', kind: 'checkbox', visible: forDevices },
    ],
  },
  {
    key: 'links',
    fields: [
      {
        name: 'flight_profile_id',
        kind: 'select',
        clearable: true,
        useOptions: () => useNodeOptions().flightProfiles,
      },
      { name: 'is_linkable', kind: 'checkbox', visible: forDevices },
      {
        name: 'linked_system_tree_node_id',
        kind: 'select',
        clearable: true,
        useOptions: () => useNodeOptions().linkable,
        visible: forDevices,
      },
    ],
  },
  {
    key: 'overrides',
    fields: [
      { name: 'override_call_source', kind: 'bytes', maxBytes: LONG_TEXT_MAX, visible: forDevices },
      { name: 'override_checkpoint', kind: 'bytes', maxBytes: LONG_TEXT_MAX, visible: forDevices },
      { name: 'override_button', kind: 'bytes', maxBytes: LONG_TEXT_MAX, visible: forDevices },
    ],
  },
];

/** Every field name of the form, for the field errors (the schedules have a fieldset of their own). */
export const NODE_FIELD_NAMES: readonly string[] = [
  ...NODE_FIELD_GROUPS.flatMap((g) => g.fields.map((f) => f.name)),
  ...NODE_SCHEDULE_FIELDS,
  'active_display_group_override_id',
];

/** The inherit flag of a field that can come from the parent, if it can. */
export function inheritFlagOf(field: string): keyof NodeFormValues | null {
  return field in INHERIT_FLAGS ? INHERIT_FLAGS[field as InheritableField] : null;
}

/** The API field whose permission guards a form field (the overrides are one field there). */
export function apiFieldOf(field: string): string {
  return field.startsWith('override_') ? 'device_text_overrides' : field;
}
