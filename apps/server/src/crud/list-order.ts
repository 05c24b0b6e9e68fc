import { asc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { ValidationFailed } from '../graphql/errors';

/** The order a list client asks for: one of the entity's sortable fields, ascending unless `descending`. */
export interface ListSort {
  field: string;
  descending?: boolean | null;
}

/** API field → what the list may be ordered by: a column, or an expression (a count, say). */
export type SortableFields = Readonly<Record<string, PgColumn | SQL>>;

/**
 * ORDER BY of one list page. The requested field comes first; text sorts case-insensitively, as a
 * reader expects "anna" before "Berta", and empty values (null, or empty text) go last in either
 * direction. The entity's default order and then the id follow, so that rows with equal values never
 * swap between pages.
 * A field the entity does not declare is refused (field `sort`) rather than ignored: a client that
 * asked for an order must not page through another one.
 */
export function listOrder(
  sort: ListSort | null | undefined,
  sortable: SortableFields,
  fallback: PgColumn,
  id: PgColumn,
): SQL[] {
  const defaults = [asc(fallback), asc(id)];
  if (!sort) return defaults;
  const target = Object.hasOwn(sortable, sort.field) ? sortable[sort.field] : undefined;
  if (!target) {
    throw new ValidationFailed([{ field: 'sort', key: 'invalid_value', data: { field: sort.field } }]);
  }
  const isText = target instanceof PgColumn && target.dataType === 'string';
  const value = isText ? sql`nullif(lower(${target}), '')` : target;
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  return [sql`${value} ${direction} nulls last`, ...defaults];
}

/**
 * Sortable fields named by their columns, for the kits that declare columns by name. A list-valued
 * column (an array, or JSON holding one) sorts by its number of entries, as the lists show it.
 */
export function sortableColumns(table: PgTable, names: readonly string[]): SortableFields {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields: Record<string, PgColumn | SQL> = {};
  for (const name of names) {
    const column = columns[name];
    if (!column) throw new Error(`no column ${name}`);
    fields[name] = sortKeyOf(column);
  }
  return fields;
}

function sortKeyOf(column: PgColumn): PgColumn | SQL {
  if (column.dataType === 'array') return sql`cardinality(${column})`;
  if (column.dataType === 'json') {
    return sql`case when jsonb_typeof(${column}::jsonb) = 'array' then jsonb_array_length(${column}::jsonb) end`;
  }
  return column;
}
