import { useMatches } from 'react-router';
import type { RouteDef } from '../routes/route-def';

/** Whether a route of this name is in the matched chain (its modal children count as it). */
export function useMatchedRoute(name: string): boolean {
  return useMatches().some((m) => (m.handle as RouteDef | undefined)?.name === name);
}
