import { diffForAudit } from '../../crud/audit-diff';
import type { AuditRecord } from '../audit/audit.repository';
import type { ConfigEntity, StoredRow } from './config-entity';

/** Bookkeeping, not a change anyone made: the item state moves with staging and commits. */
const QUIET = new Set(['system_id', 'item_state', 'created_at', 'updated_at']);

function withoutQuiet(row: StoredRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !QUIET.has(key)));
}

export function auditOfSave(entity: ConfigEntity, before: StoredRow | null, after: StoredRow): AuditRecord[] {
  if (!before) return [{ action: 'created', entity: entity.entity, entityId: after.id, change: withoutQuiet(after) }];
  return diffForAudit(before, after, { quiet: QUIET }).map(([field, change]) => ({
    action: 'updated',
    entity: entity.entity,
    entityId: after.id,
    field,
    change,
  }));
}

export function auditOfDelete(entity: ConfigEntity, rows: readonly StoredRow[]): AuditRecord[] {
  return rows.map((row) => ({ action: 'deleted', entity: entity.entity, entityId: row.id, change: withoutQuiet(row) }));
}
