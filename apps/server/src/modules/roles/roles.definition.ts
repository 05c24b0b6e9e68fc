import {
  hasPermission,
  IssueList,
  isPermissionCode,
  normalisePermissionCode,
  type PermissionCode,
} from '@wardlight/domain';
import { sql } from 'drizzle-orm';
import { assertUnique, defineCrud } from '../../crud/crud';
import { roles } from '../../db/schema/index';
import { missingPermission, ValidationFailed } from '../../graphql/errors';
import type { RoleInput } from '../../graphql/generated/resolvers-types';
import { checkCallSourceGroupIds } from '../call-source-groups/call-source-group-refs';
import type { RoleRow } from './roles.repository';

export const roleCrud = defineCrud<typeof roles, RoleInput, RoleRow>({
  entity: 'role',
  table: roles,
  searchColumns: [roles.name],
  orderBy: roles.name,
  sortable: { name: roles.name, permissions: sql`cardinality(${roles.permissions})` },
  async prepare(tx, input, existing, actor) {
    const issues = new IssueList();
    const name = input.name?.trim() ?? existing?.name ?? '';
    if (!name) issues.add('name', 'required');
    const permissions = input.permissions ? [...new Set(input.permissions.map(normalisePermissionCode))].sort() : null;
    const unknown = permissions?.filter((c) => !isPermissionCode(c)) ?? [];
    if (unknown.length) issues.add('permissions', 'invalid_value', { codes: unknown.join(', ') });
    const groupIds = await checkCallSourceGroupIds(tx, input.call_source_group_ids, issues);
    if (!issues.ok) throw new ValidationFailed(issues.issues);
    // Nobody hands out a permission they do not hold themselves (superusers hold all).
    const added = (permissions ?? []).filter((c) => !existing?.permissions.includes(c)) as PermissionCode[];
    if (added.some((c) => !hasPermission(actor.principal, c))) throw missingPermission();
    if (input.name) await assertUnique(tx, roles, roles.name, name, existing?.id ?? null, 'name');
    return {
      ...(input.name ? { name } : {}),
      ...(permissions ? { permissions } : {}),
      ...(groupIds ? { call_source_group_ids: groupIds } : {}),
    };
  },
});
