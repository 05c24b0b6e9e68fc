import { TREE_VIEW_FILTER_KEYS } from '@wardlight/domain';

export interface ViewFilter {
  key: string;
  value: string;
}

/** The address parameter that names the saved view (`/tree/view/{id}` redirects to `?view={id}`). */
export const VIEW_PARAM = 'view';

/** The filters of the address a saved view keeps: the list's layout, flags and search text. */
export function filtersOf(params: URLSearchParams): ViewFilter[] {
  return TREE_VIEW_FILTER_KEYS.flatMap((key) => {
    const value = params.get(key);
    return value ? [{ key, value }] : [];
  });
}

/** The address with a view chosen: its filters replace the list's; the system view (id 0) clears them. */
export function applyView(params: URLSearchParams, view: { id: number; filters: readonly ViewFilter[] }) {
  const next = new URLSearchParams(params);
  for (const key of TREE_VIEW_FILTER_KEYS) next.delete(key);
  for (const { key, value } of view.filters) next.set(key, value);
  if (view.id > 0) next.set(VIEW_PARAM, String(view.id));
  else next.delete(VIEW_PARAM);
  return next;
}

/** The view the address names, if it names one; 0 is the system view. */
export function viewIdOf(params: URLSearchParams): number {
  const id = Number(params.get(VIEW_PARAM));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** The address names a view but carries none of the list's filters: fresh from a `/tree/view/{id}` link. */
export function needsFilters(params: URLSearchParams): boolean {
  return viewIdOf(params) > 0 && filtersOf(params).length === 0;
}
