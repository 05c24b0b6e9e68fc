import { ROUTES } from './registry';
import type { RouteDef } from './route-def';

export interface IndexedRoute {
  def: RouteDef;
  /** From the root to this route, inclusive: what the guard checks when the route is opened. */
  chain: readonly RouteDef[];
  /** The full path pattern, e.g. `/tree/edit/:id?`. */
  pattern: string;
}

function joinPattern(base: string, path: string | undefined): string {
  if (!path) return base;
  return `${base.replace(/\/$/, '')}/${path}`;
}

function indexRoutes(root: RouteDef): Map<string, IndexedRoute> {
  const byName = new Map<string, IndexedRoute>();
  const walk = (def: RouteDef, chain: readonly RouteDef[], base: string) => {
    const here = [...chain, def];
    const pattern = joinPattern(base, def.path);
    if (def.name) {
      if (byName.has(def.name)) throw new Error(`route name ${def.name} is declared twice`);
      byName.set(def.name, { def, chain: here, pattern: pattern || '/' });
    }
    for (const child of def.children ?? []) walk(child, here, pattern);
  };
  walk(root, [], '');
  return byName;
}

const BY_NAME = indexRoutes(ROUTES);

export function findRoute(name: string): IndexedRoute | undefined {
  return BY_NAME.get(name);
}

export function routeNames(): string[] {
  return [...BY_NAME.keys()];
}

/** The path of a named route; optional parameters without a value are left out. */
export function pathOf(name: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  const segments = route.pattern.split('/').flatMap((segment) => {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param?.[1]) return [segment];
    const value = params[param[1]];
    if (value === undefined || value === '') {
      if (param[2]) return [];
      throw new Error(`route ${name} needs parameter ${param[1]}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}
