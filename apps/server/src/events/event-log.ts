import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { systemEvents, systems } from '../db/schema/index';

/** Columns of the system's row that a change may write in the statement that numbers its event. */
export type SystemColumns = Omit<Partial<typeof systems.$inferInsert>, 'id' | 'event_seq'>;

/**
 * Appends an event with the system's next sequence number. Call it inside the transaction of the
 * change itself: the row lock on the system serialises writers, so sequence numbers have no gaps
 * and no change is visible without its event (DESIGN.md §6). `alsoSet` is written to the system's row
 * by the same statement (the link's cursor with the calls it stored: one statement less per step).
 */
export async function appendSystemEvent(
  tx: DbOrTx,
  systemId: number,
  topic: string,
  payload: unknown,
  alsoSet: SystemColumns = {},
): Promise<number> {
  const rows = await tx
    .update(systems)
    .set({ ...alsoSet, event_seq: sql`${systems.event_seq} + 1` })
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
