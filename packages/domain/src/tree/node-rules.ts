import { IssueList } from '../validation/issue';
import { numberRule, required } from '../validation/rules';
import { longText, maxLength, shortText } from '../validation/text';
import { inheritable, linkable } from '../validation/tree';
import {
  INHERIT_FLAGS,
  INHERITABLE_FIELDS,
  type InheritableField,
  type InheritingNode,
  parentValue,
} from './inheritance';
import { isDeviceKind, isNodeKind } from './node-kinds';

/** What a node form edits and the server writes, as far as rules look at it. */
export interface NodeRuleValues extends Omit<InheritingNode, 'id'> {
  kind: string;
  name: string;
  number: number | null;
  serial: string | null;
  mac: string | null;
  sort_order: number;
  day_sound_level: number;
  night_sound_level: number;
  mask_time_at_night: number | null;
  display_time: number | null;
  linked_system_tree_node_id: number | null;
}

export interface NodeRuleContext {
  /** Null for a new node. */
  id: number | null;
  /** The parents the node will have, nearest first. */
  parents: readonly InheritingNode[];
  /** Fields some child inherits from this node: an empty own value would leave it with nothing. */
  inheritedByChild: Partial<Record<InheritableField, boolean>>;
  /** Global setting system_tree_text_long_required (spec part 1 §3). */
  textLongRequired: boolean;
  hasLinkedDevices: boolean;
  targetIsLinked: boolean;
}

/** Protocol limits (docs/configurator-protocol.md §4). */
export const NODE_NAME_MAX_BYTES = 64;
export const NODE_SERIAL_MAX_BYTES = 32;
const MAC = /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/;

/**
 * The rules of one node as the form and the server check it (spec part 1 §5): required name, device
 * texts (short 7, long 19 bytes, display characters), inheritance (nothing to inherit, required by a
 * child), number ranges, MAC format and one-level links.
 */
export function checkTreeNode(values: NodeRuleValues, ctx: NodeRuleContext, list = new IssueList()): IssueList {
  if (!isNodeKind(values.kind)) list.add('kind', 'invalid_value');
  if (required('name', values.name, list)) maxLength('name', values.name, NODE_NAME_MAX_BYTES, list);

  for (const field of INHERITABLE_FIELDS) {
    const inherits = values[INHERIT_FLAGS[field]];
    const inheritedByChild = ctx.inheritedByChild[field] ?? false;
    if (!inherits && field === 'text_short') shortText(field, values.text_short, list, { inheritedByChild });
    if (!inherits && field === 'text_long') longText(field, values.text_long, list, { inheritedByChild });
    inheritable(
      field,
      {
        value: values[field],
        inherits,
        parentValue: parentValue(field, ctx.parents).value,
        inheritedByChild,
        required: field === 'text_long' && ctx.textLongRequired && isDeviceKind(values.kind),
      },
      list,
    );
  }

  maxLength('serial', values.serial, NODE_SERIAL_MAX_BYTES, list);
  if (values.mac && !MAC.test(values.mac)) list.add('mac', 'invalid_value');
  numberRule('number', values.number, { min: 0, max: 9999 }, list);
  numberRule('sort_order', values.sort_order, { min: 0, max: 9999 }, list);
  numberRule('day_sound_level', values.day_sound_level, { min: 0, max: 10 }, list);
  numberRule('night_sound_level', values.night_sound_level, { min: 0, max: 10 }, list);
  numberRule('mask_time_at_night', values.mask_time_at_night, { min: 0 }, list);
  numberRule('display_time', values.display_time, { min: 0 }, list);
  linkable(
    'linked_system_tree_node_id',
    {
      id: ctx.id,
      linksTo: values.linked_system_tree_node_id,
      hasLinkedDevices: ctx.hasLinkedDevices,
      targetIsLinked: ctx.targetIsLinked,
    },
    list,
  );
  return list;
}
