import {
  NODE_DEFAULTS,
  NODE_SCHEDULE_FIELDS,
  type NodeScheduleField,
  type ScheduleTimes,
  unusedDisplayGroups,
} from '@wardlight/domain';
import type { SystemTreeNodeFieldsFragment, SystemTreeNodeInput } from '../../../generated/graphql';

/** The keys of device_text_overrides (spec part 1 §3), each edited as a text of its own. */
export const OVERRIDE_KEYS = ['call_source', 'checkpoint', 'button'] as const;
type OverrideField = `override_${(typeof OVERRIDE_KEYS)[number]}`;

/** What the node form edits; texts the API keeps as null are empty strings here. */
export interface NodeFormValues extends Record<OverrideField, string>, Record<NodeScheduleField, number | null> {
  kind: string;
  name: string;
  parent_id: number | null;
  sort_order: number;
  number: number | null;
  serial: string;
  mac: string;
  text_short: string;
  text_long: string;
  section_id: number | null;
  call_source_id: number | null;
  hub_id: number | null;
  section_position: number | null;
  flight_profile_id: number | null;
  buttons: string[];
  is_tech: boolean;
  is_active: boolean;
  deny_manual_call_closure: boolean;
  disable_buzzer_at_night: boolean;
  day_sound_level: number;
  night_sound_level: number;
  mask_time_at_night: number | null;
  display_time: number | null;
  show_calls_without_presence: boolean;
  use_activity_control: boolean;
  is_linkable: boolean;
  linked_system_tree_node_id: number | null;
  active_display_group_override_id: number | null;
  callback_number: string;
  comment: string;
  inherit_section: boolean;
  inherit_flight_profile: boolean;
  inherit_text_short: boolean;
  inherit_text_long: boolean;
}

type Node = SystemTreeNodeFieldsFragment;

function overridesOf(value: unknown): Record<OverrideField, string> {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : '');
  return {
    override_call_source: text('call_source'),
    override_checkpoint: text('checkpoint'),
    override_button: text('button'),
  };
}

function schedulesOf(node: Node): Record<NodeScheduleField, number | null> {
  return Object.fromEntries(NODE_SCHEDULE_FIELDS.map((field) => [field, node[field]])) as Record<
    NodeScheduleField,
    number | null
  >;
}

export function valuesOf(node: Node): NodeFormValues {
  return {
    kind: node.kind,
    name: node.name,
    parent_id: node.parent_id,
    sort_order: node.sort_order,
    number: node.number,
    serial: node.serial ?? '',
    mac: node.mac ?? '',
    text_short: node.text_short,
    text_long: node.text_long,
    section_id: node.section_id,
    call_source_id: node.call_source_id,
    hub_id: node.hub_id,
    section_position: node.section_position,
    flight_profile_id: node.flight_profile_id,
    buttons: [...node.buttons],
    is_tech: node.is_tech,
    is_active: node.is_active,
    deny_manual_call_closure: node.deny_manual_call_closure,
    disable_buzzer_at_night: node.disable_buzzer_at_night,
    day_sound_level: node.day_sound_level,
    night_sound_level: node.night_sound_level,
    mask_time_at_night: node.mask_time_at_night,
    display_time: node.display_time,
    show_calls_without_presence: node.show_calls_without_presence,
    use_activity_control: node.use_activity_control,
    is_linkable: node.is_linkable,
    linked_system_tree_node_id: node.linked_system_tree_node_id,
    active_display_group_override_id: node.active_display_group_override_id,
    ...schedulesOf(node),
    callback_number: node.callback_number ?? '',
    comment: node.comment ?? '',
    inherit_section: node.inherit_section,
    inherit_flight_profile: node.inherit_flight_profile,
    inherit_text_short: node.inherit_text_short,
    inherit_text_long: node.inherit_text_long,
    ...overridesOf(node.device_text_overrides),
  };
}

/** A new node of `kind` under `parentId`, with the defaults the server also assumes. */
export function newValues(kind: string, parentId: number | null): NodeFormValues {
  const d = NODE_DEFAULTS;
  return {
    ...valuesOf({
      id: 0,
      kind,
      ...d,
      parent_id: parentId,
      hub_id: null,
      section_position: null,
      buttons: [],
      battery: null,
      reachable: null,
      last_reachable_at: null,
      position: null,
      position_updated_at: null,
      health: null,
      status: null,
      radio: null,
      muted: false,
      item_state: 'created',
    }),
  };
}

/**
 * The input of a save: the form's values with empty optional texts as null, the MAC in the upper
 * case the configurator takes, the overrides back in one object (null when none is set), and the
 * display groups of slots the chosen schedules do not have set to none (`schedules`: their times).
 */
export function inputOf(values: NodeFormValues, schedules: readonly ScheduleTimes[] = []): SystemTreeNodeInput {
  const { override_call_source, override_checkpoint, override_button, ...rest } = values;
  const overrides = Object.fromEntries(
    OVERRIDE_KEYS.map((key) => [key, values[`override_${key}`].trim()]).filter(([, text]) => text !== ''),
  );
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ...rest,
    serial: orNull(values.serial),
    mac: orNull(values.mac.toUpperCase()),
    callback_number: orNull(values.callback_number),
    comment: orNull(values.comment),
    device_text_overrides: Object.keys(overrides).length > 0 ? overrides : null,
    ...unusedDisplayGroups(values, schedules),
  };
}
