import type { PermissionCode } from '@wardlight/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, roles, userRoles, users } from '../../db/schema/index';
import { writeAudit } from '../audit/audit.repository';

/**
 * The role that carries closing calls from afar (ADR 0018). Before `visuals::remote_close_calls` was
 * checked, every signed-in user could end calls where the manual-close rule allowed; the role keeps a
 * path to that behaviour: created once, given once to every user that existed then (superusers hold
 * every permission anyway), and from then on the administrators' to hand out, change or delete.
 */
export const DEFAULT_ROLE: { name: string; permissions: PermissionCode[] } = {
  name: 'Display staff',
  permissions: ['visuals::remote_close_calls'],
};

/** The audit entry that says the seeding ran, so a role an administrator deleted is not brought back. */
const MARKER = { action: 'created', entity: 'default_roles', entityId: 'remote_close_calls' } as const;

/** Runs at every start; does its work on the first start with this code, on a fresh or an existing database. */
export async function ensureDefaultRoles(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Several instances starting on one PostgreSQL: one seeds, the others then find the marker.
    await tx.execute(sql`LOCK TABLE ${roles} IN EXCLUSIVE MODE`);
    const done = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entity, MARKER.entity), eq(auditLog.entity_id, MARKER.entityId)))
      .limit(1);
    if (done.length > 0) return;
    const [existing] = await tx.select().from(roles).where(sql`lower(${roles.name}) = lower(${DEFAULT_ROLE.name})`);
    // A role of that name made by hand gets the permission rather than a rival of the same name.
    const permissions = [...new Set([...(existing?.permissions ?? []), ...DEFAULT_ROLE.permissions])].sort();
    const [role] = existing
      ? await tx.update(roles).set({ permissions }).where(eq(roles.id, existing.id)).returning()
      : await tx.insert(roles).values({ name: DEFAULT_ROLE.name, permissions }).returning();
    if (!role) throw new Error('default role: write returned no row');
    const holders = await tx
      .insert(userRoles)
      .select(
        tx
          .select({ user_id: users.id, role_id: sql<number>`${role.id}::integer`.as('role_id') })
          .from(users)
          .where(eq(users.is_superuser, false)),
      )
      .onConflictDoNothing()
      .returning({ user_id: userRoles.user_id });
    await writeAudit(tx, { userId: null, userName: null, systemId: null }, [
      { ...MARKER, change: { role: role.name, role_id: role.id, users: holders.map((h) => h.user_id) } },
    ]);
  });
}
