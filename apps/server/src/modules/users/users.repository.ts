import { and, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/index';
import type { UserWithRoles } from '../auth/auth-user';

export type UserTableRow = typeof users.$inferSelect;
export type UserRow = UserTableRow & { role_ids: number[] };

/** Adds role ids to a page of users with one query, whatever the page's length. */
export async function withRoleIds(db: DbOrTx, rows: UserTableRow[]): Promise<UserRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(userRoles)
    .where(
      inArray(
        userRoles.user_id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({
    ...r,
    role_ids: links
      .filter((l) => l.user_id === r.id)
      .map((l) => l.role_id)
      .sort((a, b) => a - b),
  }));
}

export async function replaceUserRoles(db: DbOrTx, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((role_id) => ({ user_id: userId, role_id })));
}

export async function findUserByName(db: DbOrTx, name: string): Promise<UserTableRow | null> {
  const rows = await db.select().from(users).where(sql`lower(${users.name}) = lower(${name.trim()})`).limit(1);
  return rows[0] ?? null;
}

/** The user with the union of their roles' permissions, for sessions and guards. */
export async function loadUserWithRoles(db: DbOrTx, userId: number): Promise<UserWithRoles | null> {
  const rows = await db
    .select({
      user: users,
      role_ids: sql<number[]>`coalesce(array_agg(${roles.id}) filter (where ${roles.id} is not null), '{}')`,
      role_permissions: sql<string[]>`coalesce(array_agg(p.code) filter (where p.code is not null), '{}')`,
      role_call_source_group_ids: sql<number[]>`coalesce(array_agg(g.id) filter (where g.id is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.role_id))
    .leftJoin(sql`lateral unnest(${roles.permissions}) as p(code)`, sql`true`)
    .leftJoin(sql`lateral unnest(${roles.call_source_group_ids}) as g(id)`, sql`true`)
    .where(eq(users.id, userId))
    .groupBy(users.id);
  const row = rows[0];
  if (!row) return null;
  return {
    ...row.user,
    role_ids: [...new Set(row.role_ids)].sort((a, b) => a - b),
    role_permissions: [...new Set(row.role_permissions)],
    role_call_source_group_ids: [...new Set(row.role_call_source_group_ids)],
  };
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return rows[0]?.n ?? 0;
}

export async function countSuperusers(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.is_superuser, true));
  return rows[0]?.n ?? 0;
}

/** Users within `systems` (ADR 0018): neither superusers nor unrestricted, and every listed system among them. */
export function usersWithin(systems: readonly number[]): SQL {
  const list = sql.join(
    systems.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(not ${users.is_superuser} and cardinality(${users.system_access}) > 0 and ${users.system_access} <@ array[${list}]::integer[])`;
}

/** Whether any holder of these roles reaches beyond `systems`: then the roles are not the editor's alone. */
export async function rolesHeldBeyond(db: DbOrTx, roleIds: readonly number[], systems: readonly number[]) {
  if (roleIds.length === 0) return false;
  const rows = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(and(inArray(userRoles.role_id, [...roleIds]), not(usersWithin(systems))))
    .limit(1);
  return rows.length > 0;
}
