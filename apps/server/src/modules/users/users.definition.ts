import {
  checkNewPassword,
  hasPermission,
  IssueList,
  isLocale,
  isPermissionCode,
  isValidEmailList,
  reachOf,
} from '@wardlight/domain';
import { inArray } from 'drizzle-orm';
import { assertUnique, belongsTo, type CrudActor, defineCrud } from '../../crud/crud';
import type { Tx } from '../../db/client';
import { roles, systems, users } from '../../db/schema/index';
import { missingPermission, ValidationFailed } from '../../graphql/errors';
import type { UserInput } from '../../graphql/generated/resolvers-types';
import { hashPassword } from '../auth/password';
import { deleteUserSessions } from '../auth/sessions.repository';
import { checkCallSourceGroupIds } from '../call-source-groups/call-source-group-refs';
import { countSuperusers, replaceUserRoles, type UserRow, usersWithin, withRoleIds } from './users.repository';

async function existingIds(tx: Tx, table: typeof roles | typeof systems, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return rows.map((r) => r.id);
}

async function checkUserInput(
  tx: Tx,
  input: UserInput,
  existing: UserRow | null,
  actor: CrudActor,
): Promise<IssueList> {
  const issues = new IssueList();
  const name = input.name?.trim() ?? existing?.name ?? '';
  if (!name) issues.add('name', 'required');
  if (input.email && !isValidEmailList(input.email)) issues.add('email', 'invalid_email');
  if (input.locale && !isLocale(input.locale)) issues.add('locale', 'invalid_value');
  if (input.password !== undefined && input.password !== null) checkNewPassword(input.password, undefined, issues);
  else if (!existing) issues.add('password', 'required');
  const roleIds = input.role_ids ?? [];
  if ((await existingIds(tx, roles, roleIds)).length !== new Set(roleIds).size) issues.add('role_ids', 'invalid_value');
  const systemIds = input.system_access ?? [];
  if ((await existingIds(tx, systems, systemIds)).length !== new Set(systemIds).size) {
    issues.add('system_access', 'invalid_value');
  }
  await checkCallSourceGroupIds(tx, input.call_source_group_ids, issues, actor.principal);
  return issues;
}

/**
 * A user manager hands out no role carrying a permission they lack (ADR 0018), as a role manager
 * writes none into a role; roles the user already has may stay.
 */
async function guardRoles(tx: Tx, actor: CrudActor, input: UserInput, existing: UserRow | null): Promise<void> {
  const added = [...new Set(input.role_ids ?? [])].filter((id) => !existing?.role_ids.includes(id));
  if (added.length === 0) return;
  const granted = await tx.select({ permissions: roles.permissions }).from(roles).where(inArray(roles.id, added));
  const codes = granted.flatMap((role) => role.permissions);
  if (codes.some((code) => !isPermissionCode(code) || !hasPermission(actor.principal, code))) {
    throw missingPermission();
  }
}

/** Only a superuser may make, change or remove a superuser; the last one cannot be demoted. */
async function guardSuperuser(tx: Tx, actor: CrudActor, input: UserInput, existing: UserRow | null): Promise<void> {
  const touchesSuperuser = input.is_superuser === true || existing?.is_superuser === true;
  if (touchesSuperuser && !actor.principal.isSuperuser) throw missingPermission();
  if (existing?.is_superuser && input.is_superuser === false && (await countSuperusers(tx)) <= 1) {
    throw new ValidationFailed([{ field: 'is_superuser', key: 'invalid_value', data: { reason: 'last_superuser' } }]);
  }
}

export const userCrud = defineCrud<typeof users, UserInput, UserRow>({
  entity: 'user',
  table: users,
  searchColumns: [users.name, users.email],
  orderBy: users.name,
  sortable: { name: users.name, email: users.email, locale: users.locale, last_login_at: users.last_login_at },
  secretFields: ['password_hash'],
  quietFields: ['last_login_at'],
  enrich: withRoleIds,
  // A user reaches the systems of its access list, or all of them; a manager restricted to some
  // systems sees and changes only users within them, and cannot widen anyone beyond them.
  reach: belongsTo((row) => reachOf({ isSuperuser: row.is_superuser, systemAccess: row.system_access }), usersWithin),
  async prepare(tx, input, existing, actor) {
    const issues = await checkUserInput(tx, input, existing, actor);
    if (!issues.ok) throw new ValidationFailed(issues.issues);
    await guardSuperuser(tx, actor, input, existing);
    await guardRoles(tx, actor, input, existing);
    const name = input.name?.trim();
    if (name) await assertUnique(tx, users, users.name, name, existing?.id ?? null, 'name');
    return {
      ...(name ? { name } : {}),
      ...(input.email != null ? { email: input.email.trim() } : {}),
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.homepage !== undefined ? { homepage: input.homepage || null } : {}),
      ...(input.is_superuser != null ? { is_superuser: input.is_superuser } : {}),
      ...(input.system_access ? { system_access: [...new Set(input.system_access)] } : {}),
      ...(input.call_source_group_ids ? { call_source_group_ids: [...new Set(input.call_source_group_ids)] } : {}),
      ...(input.password ? { password_hash: await hashPassword(input.password) } : {}),
      ...(input.password_is_temporary != null || input.password
        ? { password_is_temporary: input.password_is_temporary ?? false }
        : {}),
    };
  },
  async afterSave(tx, row, input, existing) {
    // A password set by an administrator ends the user's sessions everywhere.
    if (existing && input.password) await deleteUserSessions(tx, row.id);
    // role_ids reach the audit through the enriched row's diff.
    if (input.role_ids) await replaceUserRoles(tx, row.id, [...new Set(input.role_ids)]);
    return {};
  },
  async beforeDelete(tx, rows, actor) {
    if (rows.some((r) => r.id === actor.userId)) {
      throw new ValidationFailed([{ field: 'ids', key: 'invalid_value', data: { reason: 'self' } }]);
    }
    const superusers = rows.filter((r) => r.is_superuser);
    if (superusers.length && !actor.principal.isSuperuser) throw missingPermission();
    if (superusers.length && (await countSuperusers(tx)) <= superusers.length) {
      throw new ValidationFailed([{ field: 'ids', key: 'invalid_value', data: { reason: 'last_superuser' } }]);
    }
  },
});
