import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { auditChainHeads, auditLog } from '../../db/schema/index';

// The audit's hash chain (ADR 0037): per system, each entry's hash covers the entry and the hash of the
// one before it, so an entry changed or removed in the database breaks the chain at that entry.

/** The chain an entry belongs to: its system, 0 for entries without one (sign-ins, setup). */
export const chainOf = (systemId: number | null): number => systemId ?? 0;

/** JSON with object keys sorted, as jsonb gives them back in an order of its own. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** What the hash covers: every column an inspector reads, the chain position included. */
export interface ChainedFields {
  chain: number;
  chain_seq: number;
  at: Date;
  user_id: number | null;
  user_name: string | null;
  system_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  field: string | null;
  /** As stored: JSON round-tripped (dates become strings, undefined goes). */
  change: unknown;
}

export function entryHash(prevHash: string, e: ChainedFields): string {
  const body = canonicalJson({ ...e, at: e.at.toISOString() });
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}

/** The change as jsonb will give it back. */
export const asStored = (change: unknown): unknown =>
  change === undefined || change === null ? null : JSON.parse(JSON.stringify(change));

export type AuditValues = Omit<ChainedFields, 'chain' | 'chain_seq' | 'at'>;

/**
 * Appends entries of one chain inside `tx`. The head row is taken with a row lock (the upsert's), held
 * to the end of the transaction of the change: writers of one system line up, other systems' do not wait,
 * and two instances on one PostgreSQL cannot both append after the same entry.
 */
async function appendLocked(tx: Tx, chain: number, entries: readonly AuditValues[]): Promise<void> {
  const [head] = await tx
    .insert(auditChainHeads)
    .values({ chain })
    .onConflictDoUpdate({ target: auditChainHeads.chain, set: { chain: sql`excluded.chain` } })
    .returning({ seq: auditChainHeads.seq, hash: auditChainHeads.hash });
  if (!head) throw new Error(`audit chain ${chain}: no head`);
  const at = new Date();
  let { seq, hash } = head;
  const rows = entries.map((values) => {
    seq += 1;
    const fields: ChainedFields = { ...values, chain, chain_seq: seq, at };
    const prev = hash;
    hash = entryHash(prev, fields);
    return { ...fields, prev_hash: prev, hash };
  });
  await tx.insert(auditLog).values(rows);
  await tx.update(auditChainHeads).set({ seq, hash }).where(sql`${auditChainHeads.chain} = ${chain}`);
}

export async function appendToChain(db: DbOrTx, chain: number, entries: readonly AuditValues[]): Promise<void> {
  if (entries.length === 0) return;
  // Outside a transaction the lock would end with its statement: take one.
  if (db instanceof PgTransaction) await appendLocked(db as Tx, chain, entries);
  else await db.transaction((tx) => appendLocked(tx, chain, entries));
}
