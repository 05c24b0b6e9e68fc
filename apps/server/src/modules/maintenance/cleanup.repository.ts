import { and, count, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  auditChainHeads,
  auditLog,
  callActions,
  callEscalations,
  calls,
  phoneDeliveries,
  systems,
} from '../../db/schema/index';

/** Calls removed per transaction: short transactions, so the call path never waits long behind one. */
const CALL_BATCH = 2000;

/** The systems a cleanup reaches: the actor's, or every one. */
export async function systemsInScope(db: DbOrTx, restricted: readonly number[] | null): Promise<number[]> {
  const rows = await db.select({ id: systems.id }).from(systems);
  return rows.map((r) => r.id).filter((id) => restricted === null || restricted.includes(id));
}

const oldCalls = (systemIds: readonly number[], before: Date): SQL | undefined =>
  and(inArray(calls.system_id, [...systemIds]), eq(calls.is_closed, true), lt(calls.closed_at, before));

/** Audit entries before `before` of these systems; those without a system too for a reader of all. */
const oldAudit = (systemIds: readonly number[], withoutSystem: boolean, before: Date): SQL | undefined =>
  and(
    lt(auditLog.at, before),
    withoutSystem
      ? or(inArray(auditLog.system_id, [...systemIds]), isNull(auditLog.system_id))
      : inArray(auditLog.system_id, [...systemIds]),
  );

export async function countOld(db: DbOrTx, systemIds: readonly number[], withoutSystem: boolean, before: Date) {
  if (systemIds.length === 0 && !withoutSystem) return { calls: 0, audit: 0 };
  const [c, a] = await Promise.all([
    systemIds.length ? db.select({ n: count() }).from(calls).where(oldCalls(systemIds, before)) : [{ n: 0 }],
    db
      .select({ n: count() })
      .from(auditLog)
      .where(oldAudit(systemIds, withoutSystem, before)),
  ]);
  return { calls: c[0]?.n ?? 0, audit: a[0]?.n ?? 0 };
}

/** Closed calls that ended before `before`, with their trail, escalation and phone deliveries; in batches. */
export async function removeOldCalls(db: Db, systemId: number, before: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = (
        await tx
          .select({ id: calls.id })
          .from(calls)
          .where(oldCalls([systemId], before))
          .limit(CALL_BATCH)
      ).map((r) => r.id);
      if (ids.length === 0) return 0;
      await tx.delete(callActions).where(and(eq(callActions.system_id, systemId), inArray(callActions.call_id, ids)));
      await tx
        .delete(callEscalations)
        .where(and(eq(callEscalations.system_id, systemId), inArray(callEscalations.call_id, ids)));
      await tx
        .delete(phoneDeliveries)
        .where(and(eq(phoneDeliveries.system_id, systemId), inArray(phoneDeliveries.call_id, ids)));
      await tx.delete(calls).where(and(eq(calls.system_id, systemId), inArray(calls.id, ids)));
      return ids.length;
    });
    removed += batch;
    if (batch < CALL_BATCH) return removed;
  }
}

/**
 * A chain's entries before `before`, and where the chain now starts (ADR 0037): the head's base moves to
 * the last entry removed, so verification begins with the first one kept. The head row is locked, as
 * writers lock it: nobody appends while the base moves.
 */
export async function removeOldChainEntries(db: Db, chain: number, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [head] = await tx.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain)).for('update');
    if (!head) return 0;
    const [last] = await tx
      .select({ seq: auditLog.chain_seq, hash: auditLog.hash })
      .from(auditLog)
      .where(and(eq(auditLog.chain, chain), lt(auditLog.at, before)))
      .orderBy(sql`${auditLog.chain_seq} DESC`)
      .limit(1);
    if (!last?.seq || !last.hash) return 0;
    const gone = await tx
      .delete(auditLog)
      .where(and(eq(auditLog.chain, chain), lte(auditLog.chain_seq, last.seq)))
      .returning({ id: auditLog.id });
    await tx
      .update(auditChainHeads)
      .set({ base_seq: last.seq, base_hash: last.hash })
      .where(eq(auditChainHeads.chain, chain));
    return gone.length;
  });
}

/** Entries from before the chain existed (no chain to keep in order). */
export async function removeOldUnchained(db: Db, systemIds: readonly number[], withoutSystem: boolean, before: Date) {
  const gone = await db
    .delete(auditLog)
    .where(and(isNull(auditLog.chain), oldAudit(systemIds, withoutSystem, before)))
    .returning({ id: auditLog.id });
  return gone.length;
}
