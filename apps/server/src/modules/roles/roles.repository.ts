import { coversReach, type Principal, reachOf, restrictedTo, type SystemReach } from '@wardlight/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/index';
import { usersWithin } from '../users/users.repository';

export type RoleTableRow = typeof roles.$inferSelect;
/** A role with the reach of each user holding it (ADR 0018): whom a change of it would reach. */
export type RoleRow = RoleTableRow & { holders: SystemReach[] };

/** Adds the holders' reach to a page of roles with one query, whatever the page's length. */
export async function withHolders(db: DbOrTx, rows: RoleTableRow[]): Promise<RoleRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ role_id: userRoles.role_id, is_superuser: users.is_superuser, system_access: users.system_access })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(
      inArray(
        userRoles.role_id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({
    ...r,
    holders: links
      .filter((l) => l.role_id === r.id)
      .map((l) => reachOf({ isSuperuser: l.is_superuser, systemAccess: l.system_access })),
  }));
}

/**
 * A restricted manager sees the roles nobody holds and those a user of its systems holds; a role only
 * other systems' users hold is theirs. A shared role stays visible (it may be given to one's own users),
 * while changing it needs every holder within reach (roles.definition.ts).
 */
export function roleVisible(actor: Principal, role: RoleRow): boolean {
  if (!restrictedTo(actor) || role.holders.length === 0) return true;
  return role.holders.some((holder) => coversReach(actor, holder));
}

/** `roleVisible` in SQL, for lists. */
export function rolesWithin(systems: readonly number[]): SQL {
  return sql`(not exists (select 1 from ${userRoles} where ${userRoles.role_id} = ${roles.id}) or exists (select 1 from ${userRoles} inner join ${users} on ${users.id} = ${userRoles.user_id} where ${userRoles.role_id} = ${roles.id} and ${usersWithin(systems)}))`;
}
