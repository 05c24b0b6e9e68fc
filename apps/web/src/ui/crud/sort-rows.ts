import type { Column, ListSort } from './define-entity';

export interface SortState {
  key: string;
  descending: boolean;
}

/**
 * How a column orders the list: `server` orders the whole list before paging; `page` orders the rows
 * at hand in the browser, which is the whole list only while it fits on one page, so the list offers
 * it only then (the server's order of a longer list must not look like a sort of all of it).
 */
export type SortMode = 'server' | 'page' | null;

export function sortModeOf<R>(column: Column<R>, sortsOnServer: boolean): SortMode {
  if (column.sortable && sortsOnServer) return 'server';
  return sortAccessor(column) ? 'page' : null;
}

/** The list filter's `sort` for a sort state, when the server does the sorting. */
export function serverSort<R>(
  sort: SortState | null,
  columns: readonly Column<R>[],
  sortsOnServer: boolean,
): ListSort | null {
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column || sortModeOf(column, sortsOnServer) !== 'server') return null;
  return { field: sort.key, descending: sort.descending };
}

/** The value a column sorts by: its own accessor, or a string/number field when marked sortable. */
function sortAccessor<R>(column: Column<R>): ((row: R) => string | number | null) | null {
  if (column.sortValue) return column.sortValue;
  if (!column.sortable) return null;
  return (row) => {
    const value = row[column.key];
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Rows ordered by the column in the browser; empty values last in either direction. */
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

/**
 * The rows to show and the headers that sort. The browser orders the rows only when they are the
 * whole list; the server has already ordered them when it sorts.
 */
export function orderPage<R>(
  items: readonly R[],
  total: number,
  list: { columns: readonly Column<R>[]; sortsOnServer: boolean; sort: SortState | null },
): { rows: readonly R[]; canSort: (column: Column<R>) => boolean } {
  const isWholeList = items.length >= total;
  const modeOf = (column: Column<R> | undefined) => (column ? sortModeOf(column, list.sortsOnServer) : null);
  const sorted = modeOf(list.columns.find((c) => c.key === list.sort?.key));
  return {
    rows: sorted === 'page' && isWholeList ? sortRows(items, list.columns, list.sort) : items,
    canSort: (column) => {
      const mode = modeOf(column);
      return mode === 'server' || (mode === 'page' && isWholeList);
    },
  };
}

/** Header click: ascending, then descending, then back to the list's default order. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (current?.key !== key) return { key, descending: false };
  return current.descending ? null : { key, descending: true };
}
