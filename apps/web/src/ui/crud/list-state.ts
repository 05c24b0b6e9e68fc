import { useState } from 'react';
import type { ListVariables } from './define-entity';

/** Spec part 1 §5/§9: list search typing settles after 350 ms before it filters. */
export const SEARCH_DEBOUNCE_MS = 350;
export const PAGE_SIZE = 25;

/** The list request for a search text and a 1-based page. */
export function listVariables(search: string, page: number): ListVariables {
  return { filter: { search: search || null, page: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } } };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The settled search and the page; a new search starts at page 1. */
export function useListState() {
  const [state, setState] = useState({ search: '', page: 1 });
  return {
    ...state,
    setSearch: (search: string) => setState((s) => (s.search === search ? s : { search, page: 1 })),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    variables: listVariables(state.search, state.page),
  };
}
