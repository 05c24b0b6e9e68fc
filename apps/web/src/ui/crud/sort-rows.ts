import type { Column } from './define-entity';

export interface SortState {
  key: string;
  descending: boolean;
}

/** The value a column sorts by: its own accessor, or a string/number field when marked sortable. */
export function sortAccessor<R>(column: Column<R>): ((row: R) => string | number | null) | null {
  if (column.sortValue) return column.sortValue;
  if (!column.sortable) return null;
  return (row) => {
    const value = row[column.key];
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Rows ordered by the column; empty values last in either direction. */
export function sortRows<R>(rows: readonly R[], columns: readonly Column<R>[], sort: SortState | null): readonly R[] {
  const column = sort && columns.find((c) => c.key === sort.key);
  const value = column && sortAccessor(column);
  if (!sort || !value) return rows;
  const direction = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return order * direction;
  });
}

/** Header click: ascending, then descending, then back to the server's order. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (current?.key !== key) return { key, descending: false };
  return current.descending ? null : { key, descending: true };
}
