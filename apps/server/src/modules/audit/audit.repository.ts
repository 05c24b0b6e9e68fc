import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditAction = 'created' | 'updated' | 'deleted' | 'logged_in';

export interface AuditActor {
  userId: number | null;
  userName: string | null;
  systemId: number | null;
}

export interface AuditRecord {
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  field?: string | null;
  change?: unknown;
}

/** Written with the transaction of the change it describes, so neither exists without the other. */
export async function writeAudit(tx: DbOrTx, actor: AuditActor, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx.insert(auditLog).values(
    records.map((r) => ({
      user_id: actor.userId,
      user_name: actor.userName,
      system_id: actor.systemId,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId === undefined || r.entityId === null ? null : String(r.entityId),
      field: r.field ?? null,
      change: r.change ?? null,
    })),
  );
}

export interface AuditQuery {
  entity?: string | null;
  action?: string | null;
  userId?: number | null;
  search?: string | null;
  /**
   * The reader's systems when it is restricted to some (ADR 0018): only their entries, and not the
   * ones without a system (sign-ins and setup before any system), which may name any team.
   */
  systems: readonly number[] | null;
  limit: number;
  offset: number;
}

export async function listAudit(db: DbOrTx, q: AuditQuery): Promise<{ items: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.systems) conditions.push(inArray(auditLog.system_id, [...q.systems]));
  if (q.entity) conditions.push(eq(auditLog.entity, q.entity));
  if (q.action) conditions.push(eq(auditLog.action, q.action));
  if (q.userId) conditions.push(eq(auditLog.user_id, q.userId));
  if (q.search) {
    const like = `%${q.search}%`;
    const match = or(ilike(auditLog.entity, like), ilike(auditLog.user_name, like), ilike(auditLog.field, like));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, totals] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}
