import { type Principal, restrictedTo } from '@wardlight/domain';
import { stringify } from 'csv-stringify/sync';
import { asc, count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditChainHeads, auditLog } from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import { type AuditQuery, auditWhere } from './audit.repository';
import { chainOf } from './audit-chain';
import { unchainedCount, verifyChain } from './audit-verify';

/** Rows an audit export may hold; a narrower filter exports more (a year of edits of one site is far less). */
export const AUDIT_EXPORT_MAX = 50_000;

/**
 * Verifies the chains the reader may see: their systems' (ADR 0018), and the one of entries without a
 * system for readers of every system. `systemId`: that system's alone.
 */
export async function verifyAudit(db: DbOrTx, principal: Principal, systemId: number | null) {
  const systems = restrictedTo(principal);
  const heads = await db
    .select({ chain: auditChainHeads.chain })
    .from(auditChainHeads)
    .orderBy(asc(auditChainHeads.chain));
  const chains = heads
    .map((h) => h.chain)
    .filter((chain) => (systems ? chain !== 0 && systems.includes(chain) : true))
    .filter((chain) => systemId === null || chain === chainOf(systemId));
  const reports = [];
  for (const chain of chains) reports.push(await verifyChain(db, chain));
  return {
    chains: reports.map(({ chain, checked, broken }) => ({
      system_id: chain === 0 ? null : chain,
      checked,
      broken: broken && {
        entry_id: broken.entry_id,
        chain_seq: broken.chain_seq,
        date: broken.at,
        reason: broken.reason,
      },
    })),
    unchained: systemId === null ? await unchainedCount(db, systems) : 0,
  };
}

const COLUMNS = ['id', 'date', 'user_id', 'user_name', 'system_id', 'action', 'entity', 'entity_id', 'field', 'change'];

/**
 * The entries a filter selects, oldest first, as CSV: times in UTC ISO 8601, the change as JSON. Small
 * enough to travel in one answer; the browser saves it with a byte order mark, so spreadsheets read umlauts.
 */
export async function exportAudit(db: DbOrTx, q: AuditQuery, now = new Date()) {
  const where = auditWhere(q);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = total?.n ?? 0;
  if (rows > AUDIT_EXPORT_MAX)
    throw new ValidationFailed([{ field: 'rows', key: 'max_count', data: { max: AUDIT_EXPORT_MAX } }]);
  const entries = await db.select().from(auditLog).where(where).orderBy(asc(auditLog.id));
  const records = entries.map((e) => [
    e.id,
    e.at.toISOString(),
    e.user_id,
    e.user_name,
    e.system_id,
    e.action,
    e.entity,
    e.entity_id,
    e.field,
    e.change === null ? '' : JSON.stringify(e.change),
  ]);
  const content = stringify([COLUMNS, ...records]);
  return { file_name: `audit-${now.toISOString().slice(0, 10)}.csv`, content, rows };
}
