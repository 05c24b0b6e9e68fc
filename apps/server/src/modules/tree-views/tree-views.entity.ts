import {
  type IssueList,
  maxLength,
  TREE_VIEW_FILTER_KEYS,
  TREE_VIEW_LEVELS,
  type TreeViewLevel,
  treeViewLevel,
} from '@wardlight/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  roles,
  systemTreeViews,
  type TreeViewFilter,
  type TreeViewRolePermission,
  userRoles,
} from '../../db/schema/index';
import { missingPermission } from '../../graphql/errors';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName } from '../console-entities/rules';

/** Filter values are address parameters: short. */
const FILTER_VALUE_MAX_BYTES = 100;

function checkFilters(filters: readonly TreeViewFilter[] | undefined, issues: IssueList): TreeViewFilter[] {
  const byKey = new Map<string, string>();
  (filters ?? []).forEach((filter, index) => {
    if (!(TREE_VIEW_FILTER_KEYS as readonly string[]).includes(filter.key))
      issues.add(`filters[${index}].key`, 'invalid_value', { allowed: TREE_VIEW_FILTER_KEYS.join(', ') });
    maxLength(`filters[${index}].value`, filter.value, FILTER_VALUE_MAX_BYTES, issues);
    byKey.set(filter.key, filter.value.trim());
  });
  return [...byKey].map(([key, value]) => ({ key, value }));
}

/** The role ids a user holds, for the per-role view levels. */
export async function roleIdsOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: userRoles.role_id }).from(userRoles).where(eq(userRoles.user_id, userId));
  return rows.map((r) => r.id);
}

/**
 * Saved views of the tree (ADR 0012): a console-only entity of the kit. Besides the field guard
 * (systemtree::manage_views), changing or deleting a view needs the write level for it.
 */
export const treeViewEntity = defineConsoleEntity(systemTreeViews, {
  entity: 'system_tree_view',
  names: { one: 'systemTreeView', many: 'systemTreeViews', Singular: 'SystemTreeView', Plural: 'SystemTreeViews' },
  fields: ['name', 'is_enabled', 'sort_order', 'filters', 'apply_permissions', 'role_permissions'],
  search: ['name'],
  orderBy: 'sort_order',
  unique: ['name'],
  sortField: 'sort_order',
  async check(view, { issues, tx }) {
    const permissions: TreeViewRolePermission[] = [];
    const seen = new Set<number>();
    (view.role_permissions ?? []).forEach((p, index) => {
      if (!(TREE_VIEW_LEVELS as readonly string[]).includes(p.level))
        issues.add(`role_permissions[${index}].level`, 'invalid_value', { allowed: TREE_VIEW_LEVELS.join(', ') });
      if (!seen.has(p.role_id)) permissions.push({ role_id: p.role_id, level: p.level as TreeViewLevel });
      seen.add(p.role_id);
    });
    if (seen.size > 0) {
      const found = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(inArray(roles.id, [...seen]));
      const known = new Set(found.map((r) => r.id));
      for (const id of seen)
        if (!known.has(id))
          issues.add('role_permissions', 'missing_relation', { related_kind: 'roles', related_id: id });
    }
    return {
      name: consoleName(view.name, issues),
      filters: checkFilters(view.filters, issues),
      role_permissions: permissions,
    };
  },
  async guardRow(tx, view, actor) {
    const user = { isSuperuser: actor.principal.isSuperuser, roleIds: await roleIdsOf(tx, actor.principal.id) };
    const level = treeViewLevel(
      { apply_permissions: view.apply_permissions ?? false, role_permissions: view.role_permissions ?? [] },
      user,
    );
    if (level !== 'write') throw missingPermission();
  },
});
