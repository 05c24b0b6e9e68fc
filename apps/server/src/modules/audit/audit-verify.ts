import { and, asc, count, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditChainHeads, auditLog } from '../../db/schema/index';
import { entryHash } from './audit-chain';

const BATCH = 1000;

/** Why a chain breaks at an entry. */
export type BreakReason =
  /** The entry is not what was written: its hash does not cover what it says now. */
  | 'changed'
  /** It does not follow the entry before it (that one was removed, or its place changed). */
  | 'not_linked'
  /** The newest entries are gone: the chain ends before its recorded head. */
  | 'truncated';

export interface ChainReport {
  chain: number;
  /** Entries checked, from the chain's start (or where a cleanup left it) to the first break. */
  checked: number;
  broken: { entry_id: number | null; chain_seq: number; at: Date | null; reason: BreakReason } | null;
}

/**
 * Walks one chain in order and names its first broken link. Reads a batch at a time, so a long audit
 * does not sit in memory; the head row (not locked: writers go on) says where the chain ends.
 */
export async function verifyChain(db: DbOrTx, chain: number): Promise<ChainReport> {
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain));
  if (!head) return { chain, checked: 0, broken: null };
  let seq = head.base_seq;
  let hash = head.base_hash;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.chain, chain), gt(auditLog.chain_seq, seq), lte(auditLog.chain_seq, head.seq)))
      .orderBy(asc(auditLog.chain_seq))
      .limit(BATCH);
    for (const row of rows) {
      const rowSeq = row.chain_seq ?? 0;
      const at = { entry_id: row.id, chain_seq: rowSeq, at: row.at };
      if (rowSeq !== seq + 1 || row.prev_hash !== hash)
        return { chain, checked, broken: { ...at, reason: 'not_linked' } };
      const fields = {
        chain,
        chain_seq: rowSeq,
        at: row.at,
        user_id: row.user_id,
        user_name: row.user_name,
        system_id: row.system_id,
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        field: row.field,
        change: row.change,
      };
      if (entryHash(hash, fields) !== row.hash) return { chain, checked, broken: { ...at, reason: 'changed' } };
      seq = rowSeq;
      hash = row.hash;
      checked += 1;
    }
    if (rows.length < BATCH) break;
  }
  // Entries written after the head was read lie above it: checked next time.
  if (seq < head.seq || hash !== head.hash)
    return { chain, checked, broken: { entry_id: null, chain_seq: seq + 1, at: null, reason: 'truncated' } };
  return { chain, checked, broken: null };
}

/** Entries written before the chain existed (migration 0016): listed, but no chain vouches for them. */
export async function unchainedCount(db: DbOrTx, systems: readonly number[] | null): Promise<number> {
  const scope = systems === null ? undefined : inArray(auditLog.system_id, [...systems]);
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(isNull(auditLog.chain), scope));
  return row?.n ?? 0;
}
