import { and, eq, lt, sql } from 'drizzle-orm';
import type { Unreadable } from '../../call-system/unreadable';
import type { DbOrTx } from '../../db/client';
import { linkQuarantine } from '../../db/schema/index';

/** Per system: a configurator that sends nothing but garbage fills this much, then the oldest go. */
export const QUARANTINE_KEPT = 1_000;

export type QuarantineRow = typeof linkQuarantine.$inferSelect;

/** Stores one unreadable message and drops the system's oldest beyond QUARANTINE_KEPT. */
export async function insertQuarantine(
  tx: DbOrTx,
  systemId: number,
  message: Unreadable,
  streamId: string | null,
): Promise<QuarantineRow> {
  const [row] = await tx
    .insert(linkQuarantine)
    .values({
      system_id: systemId,
      source: message.source,
      stream_id: streamId,
      seq: message.seq,
      event_type: message.event_type,
      raw: message.raw,
      raw_bytes: message.raw_bytes,
      reason: message.reason,
    })
    .returning();
  if (!row) throw new Error('the quarantine row was not stored');
  await tx.delete(linkQuarantine).where(
    and(
      eq(linkQuarantine.system_id, systemId),
      lt(
        linkQuarantine.id,
        sql`(select id from ${linkQuarantine} where ${linkQuarantine.system_id} = ${systemId}
               order by id desc offset ${QUARANTINE_KEPT - 1} limit 1)`,
      ),
    ),
  );
  return row;
}
