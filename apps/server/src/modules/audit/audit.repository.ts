import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { appendToChain, asStored, chainOf } from './audit-chain';

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

/**
 * Written with the transaction of the change it describes, so neither exists without the other; appended
 * to the actor's system's hash chain (ADR 0037).
 */
export async function writeAudit(tx: DbOrTx, actor: AuditActor, records: readonly AuditRecord[]): Promise<void> {
  await appendToChain(
    tx,
    chainOf(actor.systemId),
    records.map((r) => ({
      user_id: actor.userId,
      user_name: actor.userName,
      system_id: actor.systemId,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId === undefined || r.entityId === null ? null : String(r.entityId),
      field: r.field ?? null,
      change: asStored(r.change),
    })),
  );
}

export interface AuditQuery {
  entity?: string | null;
  action?: string | null;
  userId?: number | null;
  systemId?: number | null;
  from?: Date | null;
  to?: Date | null;
  search?: string | null;
  /**
   * The reader's systems when it is restricted to some (ADR 0018): only their entries, and not the
   * ones without a system (sign-ins and setup before any system), which may name any team.
   */
  systems: readonly number[] | null;
}

export function auditWhere(q: AuditQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.systems) conditions.push(inArray(auditLog.system_id, [...q.systems]));
  if (q.systemId) conditions.push(eq(auditLog.system_id, q.systemId));
  if (q.entity) conditions.push(eq(auditLog.entity, q.entity));
  if (q.action) conditions.push(eq(auditLog.action, q.action));
  if (q.userId) conditions.push(eq(auditLog.user_id, q.userId));
  if (q.from) conditions.push(gte(auditLog.at, q.from));
  if (q.to) conditions.push(lt(auditLog.at, q.to));
  if (q.search) {
    const like = `%${q.search}%`;
    const match = or(
      ilike(auditLog.entity, like),
      ilike(auditLog.user_name, like),
      ilike(auditLog.field, like),
      ilike(auditLog.entity_id, like),
    );
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAudit(
  db: DbOrTx,
  q: AuditQuery & { limit: number; offset: number },
): Promise<{ items: AuditRow[]; total: number }> {
  const where = auditWhere(q);
  const [items, totals] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** What the filters offer: the entities, actions and users that occur in the reader's entries. */
export async function auditOptions(db: DbOrTx, systems: readonly number[] | null) {
  const scope = systems ? inArray(auditLog.system_id, [...systems]) : undefined;
  const [entities, actions, users] = await Promise.all([
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).where(scope).orderBy(auditLog.entity),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).where(scope).orderBy(auditLog.action),
    db
      .selectDistinct({ id: auditLog.user_id, name: auditLog.user_name })
      .from(auditLog)
      .where(and(scope, isNotNull(auditLog.user_id)))
      .orderBy(auditLog.user_name),
  ]);
  return {
    entities: entities.map((r) => r.v),
    actions: actions.map((r) => r.v),
    users: users.map((u) => ({ id: u.id, name: u.name ?? '' })),
  };
}
