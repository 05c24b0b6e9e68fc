import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ConfigEntity as WireEntity } from '../../call-system/protocol-types';
import type { ConfigKindTable } from '../configuration/config-kinds';
import type { ConfigEntity, StoredRow } from './config-entity';

/** The columns the configurator owns and a technician edits: its fields minus what the hardware reports. */
export function configuredColumns(kind: ConfigKindTable): readonly string[] {
  return kind.columns.filter((column) => !kind.runtime.includes(column));
}

/** The entity as `PUT /config/{kind}/{id}` takes it: the configured fields only (others are refused). */
export function wireOf(kind: ConfigKindTable, row: Record<string, unknown> & { id: number }): WireEntity {
  const entity: WireEntity = { id: row.id };
  for (const column of configuredColumns(kind)) entity[column] = row[column] ?? null;
  return entity;
}

/** JSON with object keys sorted: jsonb hands keys back in its own order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

export function sameWire(a: WireEntity, b: WireEntity): boolean {
  return stableJson(a) === stableJson(b);
}

function columnsOf(entity: ConfigEntity): Record<string, PgColumn> {
  return getTableColumns(entity.table) as Record<string, PgColumn>;
}

/**
 * The entity the input asks for: the stored row (or nothing, for a new one) with the input laid over it.
 * An absent field keeps its value; null clears a nullable field and keeps a required one (forms send
 * every field, API clients may send only what changes); text is trimmed, and empty text in a nullable
 * column is no value.
 */
export function candidateOf(
  entity: ConfigEntity,
  existing: StoredRow | null,
  input: Record<string, unknown>,
  id: number,
): Record<string, unknown> & { id: number } {
  const columns = columnsOf(entity);
  const editable = [...configuredColumns(entity.kindTable), ...entity.localFields];
  const candidate: Record<string, unknown> & { id: number } = { id };
  for (const key of editable) {
    if (existing) candidate[key] = existing[key];
    let value = input[key];
    if (value === undefined) continue;
    const nullable = !columns[key]?.notNull;
    if (typeof value === 'string') value = value.trim() === '' && nullable ? null : value.trim();
    if (value === null && !nullable) continue;
    candidate[key] = value;
  }
  return entity.complete(candidate);
}

/**
 * The columns a write stores: the configurator's fields read through the import's field rules (so the
 * protocol's defaults fill what a new entity leaves out, exactly as an import would), and the
 * console-only ones. Runtime values are never written here.
 */
export function storedValues(
  entity: ConfigEntity,
  systemId: number,
  candidate: Record<string, unknown> & { id: number },
): Record<string, unknown> & { id: number } {
  const row = entity.kindTable.toRow(systemId, wireOf(entity.kindTable, candidate));
  const values: Record<string, unknown> & { id: number } = { id: candidate.id };
  for (const column of configuredColumns(entity.kindTable)) values[column] = row[column];
  for (const column of entity.localFields) if (candidate[column] !== undefined) values[column] = candidate[column];
  return values;
}
