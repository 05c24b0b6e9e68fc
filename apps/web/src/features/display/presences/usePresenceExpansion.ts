import { useCallback, useEffect, useState } from 'react';
import { PRESENCE_COLLAPSE_MS } from './presence-capacity';

/** 'N more' expands every presence; they collapse by themselves after 60 s (spec part 2 §4). */
export function usePresenceExpansion() {
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (!expanded) return;
    const timer = setTimeout(() => setExpanded(false), PRESENCE_COLLAPSE_MS);
    return () => clearTimeout(timer);
  }, [expanded]);
  return { expanded, expand: useCallback(() => setExpanded(true), []) };
}
