import type { IssueList } from './issue';
import { isBlank } from './rules';

/** Rules of system tree nodes that depend on their parent and children (spec part 1 §4, §5). */

export interface Inheritable {
  /** The node's own value. */
  value: unknown;
  /** The node's inherit flag for this field (inherit_section, inherit_flight_profile, …) is on. */
  inherits: boolean;
  /** What the parent would pass down: its own or, in turn, inherited value. */
  parentValue: unknown;
  /** A child inherits this field from the node. */
  inheritedByChild: boolean;
  /** The field needs a value anyway (e.g. text_long when system_tree_text_long_required is set). */
  required?: boolean;
}

/**
 * A field that can come from the parent. Inheriting from a parent that has nothing is refused
 * (`nothing_to_inherit`); an own empty value is refused when a child relies on it
 * (`required_by_child`) or when the field is required anyway (`required`).
 */
export function inheritable(field: string, input: Inheritable, list: IssueList): boolean {
  if (input.inherits) {
    if (!isBlank(input.parentValue)) return true;
    list.add(field, 'nothing_to_inherit');
    return false;
  }
  if (!isBlank(input.value)) return true;
  if (input.inheritedByChild) list.add(field, 'required_by_child');
  else if (input.required) list.add(field, 'required');
  else return true;
  return false;
}

export interface LinkInput {
  id: number | null;
  /** The node it is to be linked to (linked_system_tree_node_id), or null. */
  linksTo: number | null;
  /** Other nodes are linked to this one. */
  hasLinkedDevices: boolean;
  /** The node it is to be linked to is itself linked to another. */
  targetIsLinked: boolean;
}

/**
 * Links are one level deep: a device with linked devices cannot itself be linked, and linking to a
 * linked device would make that one such a device. A node cannot link to itself.
 */
export function linkable(field: string, input: LinkInput, list: IssueList): boolean {
  if (input.linksTo === null) return true;
  if (input.linksTo === input.id) list.add(field, 'invalid_value');
  else if (input.hasLinkedDevices || input.targetIsLinked) list.add(field, 'has_linked_devices');
  else return true;
  return false;
}
