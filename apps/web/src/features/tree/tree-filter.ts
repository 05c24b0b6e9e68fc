import type { SystemTreeNodeFilter } from '../../generated/graphql';

/** The views of spec part 1 §2; the server treats anything else as structured. */
export const TREE_VIEWS = ['structured', 'devices', 'groups', 'connections', 'interconnections'] as const;
export type TreeView = (typeof TREE_VIEWS)[number];

/** The filters of spec part 1 §2 ("inactive, low battery, not reachable, radio"). */
export const TREE_FLAGS = ['inactive', 'low_battery', 'not_reachable', 'radio'] as const;
export type TreeFlag = (typeof TREE_FLAGS)[number];

export interface TreeFilterState {
  view: TreeView;
  flags: ReadonlySet<TreeFlag>;
  search: string;
}

/**
 * The list's view and filters live in the address (`/tree?layout=devices&radio=1&q=zi`), so a filtered
 * list deep-links and survives the node form opening over it. `view` is left to saved views
 * (`/tree/view/{id}` redirects to `?view={id}`).
 */
export const PARAMS = { view: 'layout', search: 'q' } as const;

export function readTreeFilter(params: URLSearchParams): TreeFilterState {
  const view = params.get(PARAMS.view);
  return {
    view: (TREE_VIEWS as readonly string[]).includes(view ?? '') ? (view as TreeView) : 'structured',
    flags: new Set(TREE_FLAGS.filter((flag) => params.get(flag) === '1')),
    search: params.get(PARAMS.search) ?? '',
  };
}

export function writeTreeFilter(params: URLSearchParams, state: TreeFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  if (state.view === 'structured') next.delete(PARAMS.view);
  else next.set(PARAMS.view, state.view);
  for (const flag of TREE_FLAGS) {
    if (state.flags.has(flag)) next.set(flag, '1');
    else next.delete(flag);
  }
  if (state.search.trim()) next.set(PARAMS.search, state.search.trim());
  else next.delete(PARAMS.search);
  return next;
}

/** The query's filter; flags not set are left out rather than sent false. */
export function toQueryFilter(state: TreeFilterState): SystemTreeNodeFilter {
  const filter: SystemTreeNodeFilter = { view: state.view };
  for (const flag of state.flags) filter[flag] = true;
  if (state.search.trim()) filter.search = state.search.trim();
  return filter;
}

/** Structured and groups show the hierarchy; the other views are flat lists. */
export function isHierarchical(view: TreeView): boolean {
  return view === 'structured' || view === 'groups';
}
