import { matchRoutes } from 'react-router';
import { ROUTES } from './registry';
import type { RouteDef } from './route-def';
import { toRouteObject } from './route-objects';

const OBJECTS = [toRouteObject(ROUTES, null, {})];

/** The registry chain (root first) and the params for a path, as the router would match it. */
export function matchChain(pathname: string): { chain: RouteDef[]; params: Record<string, string | undefined> } {
  const matches = matchRoutes(OBJECTS, pathname) ?? [];
  return {
    chain: matches.map((m) => m.route.handle as RouteDef),
    params: matches.at(-1)?.params ?? {},
  };
}
