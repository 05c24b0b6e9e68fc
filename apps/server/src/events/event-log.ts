import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { systemEvents, systems } from '../db/schema/index';

/**
 * Appends an event with the system's next sequence number. Call it inside the transaction of the
 * change itself: the row lock on the system serialises writers, so sequence numbers have no gaps
 * and no change is visible without its event (DESIGN.md §6).
 */
export async function appendSystemEvent(
  tx: DbOrTx,
  systemId: number,
  topic: string,
  payload: unknown,
): Promise<number> {
  const rows = await tx
    .update(systems)
    .set({ event_seq: sql`${systems.event_seq} + 1` })
    .where(eq(systems.id, systemId))
    .returning({ seq: systems.event_seq });
  const seq = rows[0]?.seq;
  if (seq === undefined) throw new Error(`system ${systemId} does not exist`);
  await tx.insert(systemEvents).values({ system_id: systemId, seq, topic, payload });
  return seq;
}

export async function eventsSince(db: DbOrTx, systemId: number, afterSeq: number, limit = 1000) {
  return db
    .select()
    .from(systemEvents)
    .where(and(eq(systemEvents.system_id, systemId), gt(systemEvents.seq, afterSeq)))
    .orderBy(asc(systemEvents.seq))
    .limit(limit);
}

export async function currentSeq(db: DbOrTx, systemId: number): Promise<number> {
  const rows = await db.select({ seq: systems.event_seq }).from(systems).where(eq(systems.id, systemId));
  return rows[0]?.seq ?? 0;
}
