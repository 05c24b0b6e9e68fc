import {
  hasPermission,
  IssueList,
  isPermissionCode,
  normalisePermissionCode,
  type PermissionCode,
  restrictedTo,
} from '@wardlight/domain';
import { sql } from 'drizzle-orm';
import { assertUnique, type CrudActor, defineCrud } from '../../crud/crud';
import type { Tx } from '../../db/client';
import { roles } from '../../db/schema/index';
import { missingPermission, ValidationFailed } from '../../graphql/errors';
import type { RoleInput } from '../../graphql/generated/resolvers-types';
import { checkCallSourceGroupIds } from '../call-source-groups/call-source-group-refs';
import { rolesHeldBeyond } from '../users/users.repository';
import { type RoleRow, rolesWithin, roleVisible, withHolders } from './roles.repository';

/**
 * Roles are global, but a change reaches every holder: a manager restricted to some systems changes
 * or deletes only roles whose holders all stay within them (ADR 0018). Reading roles is not limited:
 * they carry no system's data, and the user form picks from them.
 */
async function guardHolders(tx: Tx, actor: CrudActor, roleIds: readonly number[]): Promise<void> {
  const systems = restrictedTo(actor.principal);
  if (systems && (await rolesHeldBeyond(tx, roleIds, systems))) throw missingPermission('system');
}

export const roleCrud = defineCrud<typeof roles, RoleInput, RoleRow>({
  entity: 'role',
  table: roles,
  searchColumns: [roles.name],
  orderBy: roles.name,
  sortable: { name: roles.name, permissions: sql`cardinality(${roles.permissions})` },
  enrich: withHolders,
  reach: { allows: roleVisible, within: rolesWithin },
  quietFields: ['holders'],
  async prepare(tx, input, existing, actor) {
    if (existing) await guardHolders(tx, actor, [existing.id]);
    const issues = new IssueList();
    const name = input.name?.trim() ?? existing?.name ?? '';
    if (!name) issues.add('name', 'required');
    const permissions = input.permissions ? [...new Set(input.permissions.map(normalisePermissionCode))].sort() : null;
    const unknown = permissions?.filter((c) => !isPermissionCode(c)) ?? [];
    if (unknown.length) issues.add('permissions', 'invalid_value', { codes: unknown.join(', ') });
    const groupIds = await checkCallSourceGroupIds(tx, input.call_source_group_ids, issues, actor.principal);
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
  async beforeDelete(tx, rows, actor) {
    await guardHolders(
      tx,
      actor,
      rows.map((r) => r.id),
    );
  },
});
