import { NODE_SCHEDULE_FIELDS } from '@wardlight/domain';
import { systemTreeNodes } from '../../db/schema/index';
import { type ConfigEntity, defineConfigEntity, type RuleContext } from '../config-edit/config-entity';

/** Columns of spec part 1 §3 the configurator does not hold: stored here, never staged. */
export const TREE_LOCAL_FIELDS = [
  'flight_profile_id',
  'callback_number',
  'comment',
  'is_linkable',
  'linked_system_tree_node_id',
  'mask_time_at_night',
  'display_time',
  'show_calls_without_presence',
  'use_activity_control',
  'device_text_overrides',
  'active_display_group_override_id',
  // Protocol v1 has no schedules on nodes: they take effect where the console filters calls for
  // displays. Should the configurator take them, they move to configuration/tree-fields.ts.
  ...NODE_SCHEDULE_FIELDS,
  'inherit_section',
  'inherit_flight_profile',
  'inherit_text_short',
  'inherit_text_long',
] as const;

export type NodeCandidate = Record<string, unknown> & { id: number };

/**
 * System tree nodes as the configuration kit writes them. The rules of a node depend on its place in
 * the tree and on who asks, so each write builds the declaration with its own check (tree-write.ts);
 * the tree is not in the kit's registry, its root fields are the tree module's own.
 */
export function treeNodeEntity(
  check: (node: NodeCandidate, ctx: RuleContext) => void | Promise<void> = () => {},
): ConfigEntity {
  return defineConfigEntity(systemTreeNodes, {
    kind: 'system_tree_nodes',
    entity: 'system_tree_node',
    names: { one: 'systemTreeNode', many: 'systemTreeNodes', Singular: 'SystemTreeNode', Plural: 'SystemTreeNodes' },
    maxId: 65535,
    search: ['name', 'text_short', 'text_long', 'serial'],
    orderBy: 'sort_order',
    localFields: [...TREE_LOCAL_FIELDS],
    check: (node, ctx) => check(node, ctx),
  });
}
