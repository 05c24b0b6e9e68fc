import { noDuplicates, numberRule, required } from '@wardlight/domain';
import { type AppGroupNode, appUserGroups, displayGroups, sections, systemTreeNodes } from '../../db/schema/index';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName } from '../console-entities/rules';

export const CALL_HANDLING_MODES = ['full', 'reject_only'] as const;
export const NODE_SELECTIONS = ['ignored', 'priority'] as const;
/** Priorities of a node selection: 1 answers first (ADR 0031). */
export const NODE_PRIORITY = { min: 1, max: 99 };

/**
 * App user groups (spec part 2 §3, issue 13): the staff of a section on their phones — how they may
 * handle calls, which calls they get, and the nodes they answer for first. Routing reads them as
 * `AppGroupRule`s (packages/domain/src/phones/routing.ts, ADR 0031).
 */
export const appUserGroupEntity = defineConsoleEntity(appUserGroups, {
  entity: 'app_user_group',
  names: { one: 'appUserGroup', many: 'appUserGroups', Singular: 'AppUserGroup', Plural: 'AppUserGroups' },
  fields: ['name', 'section_id', 'call_handling_mode', 'display_group_ids', 'node_selection', 'nodes'],
  search: ['name'],
  orderBy: 'name',
  sortable: ['section_id', 'call_handling_mode', 'display_group_ids'],
  unique: ['name'],
  async check(group, { issues, exists }) {
    if (required('section_id', group.section_id, issues)) await exists('section_id', sections, [group.section_id]);
    if (!(CALL_HANDLING_MODES as readonly string[]).includes(group.call_handling_mode ?? 'full'))
      issues.add('call_handling_mode', 'invalid_value');
    if (!(NODE_SELECTIONS as readonly string[]).includes(group.node_selection ?? 'ignored'))
      issues.add('node_selection', 'invalid_value');
    const displayGroupIds = [...new Set(group.display_group_ids ?? [])];
    await exists('display_group_ids', displayGroups, displayGroupIds);
    const nodes: AppGroupNode[] = (group.nodes ?? []).map((n, i) => {
      numberRule(`nodes[${i}].priority`, n.priority, NODE_PRIORITY, issues);
      return { node_id: n.node_id, priority: n.priority };
    });
    // Spec part 2 §5: each element of the node selection only once.
    noDuplicates('nodes', nodes, (n) => String(n.node_id), issues);
    await exists(
      'nodes',
      systemTreeNodes,
      nodes.map((n) => n.node_id),
    );
    return { name: consoleName(group.name, issues), display_group_ids: displayGroupIds, nodes };
  },
});
