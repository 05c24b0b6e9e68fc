import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import { findUserByName, replaceUserRoles, type UserTableRow } from '../users/users.repository';

/** Where the login form shows each LDAP variant (spec part 1 §8); the general error has no field. */
export function ldapErrorField(key: string): string {
  if (key === 'ldap_wrong_password') return 'password';
  if (key === 'ldap_error') return 'general';
  return 'username';
}

/**
 * The local user of a directory sign-in (ADR 0041): made at the first sign-in (`is_ldap`, no local
 * password, every system, the browser's language), its roles set to what the mapping gives at every
 * sign-in. Answers the user's id and whether their roles changed (their sockets are then told).
 */
export async function settleLdapUser(
  tx: DbOrTx,
  existing: UserTableRow | null,
  name: string,
  locale: string,
  roleIds: readonly number[],
  systemId: number | null,
): Promise<{ id: number; userName: string; rolesChanged: boolean }> {
  let row = existing;
  let created = false;
  if (!row) {
    const [inserted] = await tx
      .insert(users)
      .values({ name, locale, is_ldap: true, password_hash: null })
      .onConflictDoNothing()
      .returning();
    // Another sign-in of the same name made it a moment ago.
    row = inserted ?? (await findUserByName(tx, name));
    if (!row) throw new Error(`ldap user ${name}: neither inserted nor found`);
    created = inserted !== undefined;
  }
  const id = row.id;
  const actor: AuditActor = { userId: id, userName: row.name, systemId };
  const held = (await tx.select({ role_id: userRoles.role_id }).from(userRoles).where(eq(userRoles.user_id, id)))
    .map((r) => r.role_id)
    .sort((a, b) => a - b);
  const wanted = [...roleIds].sort((a, b) => a - b);
  const rolesChanged = JSON.stringify(held) !== JSON.stringify(wanted);
  if (rolesChanged) await replaceUserRoles(tx, id, wanted);
  if (created) {
    await writeAudit(tx, actor, [
      { action: 'created', entity: 'user', entityId: id, field: 'name', change: { from: null, to: row.name } },
      { action: 'created', entity: 'user', entityId: id, field: 'is_ldap', change: { from: null, to: true } },
      { action: 'created', entity: 'user', entityId: id, field: 'role_ids', change: { from: null, to: wanted } },
    ]);
  } else if (rolesChanged) {
    await writeAudit(tx, actor, [
      { action: 'updated', entity: 'user', entityId: id, field: 'role_ids', change: { from: held, to: wanted } },
    ]);
  }
  return { id, userName: row.name, rolesChanged: rolesChanged && !created };
}
