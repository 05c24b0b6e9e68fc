import { useState } from 'react';
import type { ListSort, ListVariables } from './define-entity';
import type { SortState } from './sort-rows';

/** Spec part 1 §5/§9: list search typing settles after 350 ms before it filters. */
export const SEARCH_DEBOUNCE_MS = 350;
export const PAGE_SIZE = 25;

/** The list request for a search text, a 1-based page and the server's order (none: its default). */
export function listVariables(search: string, page: number, sort: ListSort | null = null): ListVariables {
  const paging = { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  return { filter: { search: search || null, page: paging, ...(sort ? { sort } : {}) } };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/**
 * The settled search, the page and the sort; a new search or sort starts at page 1. `toServer`
 * says which order the server applies, so that only that one reaches the request.
 */
export function useListState(toServer: (sort: SortState | null) => ListSort | null) {
  const [state, setState] = useState<{ search: string; page: number; sort: SortState | null }>({
    search: '',
    page: 1,
    sort: null,
  });
  return {
    ...state,
    setSearch: (search: string) => setState((s) => (s.search === search ? s : { ...s, search, page: 1 })),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    setSort: (sort: SortState | null) => setState((s) => ({ ...s, sort, page: 1 })),
    variables: listVariables(state.search, state.page, toServer(state.sort)),
  };
}
