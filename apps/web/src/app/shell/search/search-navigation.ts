import type { GlobalSearchQuery } from '../../../generated/graphql';
import { pathOf } from '../../routes/route-index';

export type SearchGroup = GlobalSearchQuery['search'][number];
export type SearchHit = SearchGroup['results'][number];

/** Spec part 1 §5: the search runs only for more than one trimmed character. */
export const SEARCH_MIN_CHARS = 2;
/** Spec part 1 §9: the query waits for typing to settle, and the spinner for a slow answer. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_LOADING_DELAY_MS = 200;

export const searchable = (query: string) => query.trim().length >= SEARCH_MIN_CHARS;

/** Up and down move through every hit of every group, wrapping around at both ends. */
export function moveSelection(current: number, count: number, delta: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}

/** Where a hit opens: the node form for tree nodes, the flight profile form for profiles. */
export function hitPath(hit: Pick<SearchHit, 'entity' | 'key'>): string {
  return hit.entity === 'flight_profile'
    ? `${pathOf('flightProfileForm')}/${hit.key}`
    : pathOf('systemTreeNodeForm', { id: hit.key });
}
