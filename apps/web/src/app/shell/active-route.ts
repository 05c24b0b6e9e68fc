import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RouteDef } from '../routes/route-def';

/** What a route declares about itself, as the app state keeps it. */
export type RouteMeta = Pick<
  RouteDef,
  'public' | 'all' | 'any' | 'licenses' | 'superuserWaivesLicense' | 'modal' | 'bare' | 'openDuringCommit'
>;

/** The route the guard last let through (spec part 1 §2: "route activation reports the route's name, params and meta"). */
export interface ActiveRoute {
  name: string;
  params: Readonly<Record<string, string | undefined>>;
  meta: RouteMeta;
}

export function metaOf(def: RouteDef): RouteMeta {
  const { public: isPublic, all, any, licenses, superuserWaivesLicense, modal, bare, openDuringCommit } = def;
  return { public: isPublic, all, any, licenses, superuserWaivesLicense, modal, bare, openDuringCommit };
}

export function createActiveRouteStore() {
  let active: ActiveRoute | null = null;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => active,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    activated(next: ActiveRoute) {
      active = next;
      for (const listener of listeners) listener();
    },
  };
}

export type ActiveRouteStore = ReturnType<typeof createActiveRouteStore>;

export const ActiveRouteContext = createContext<ActiveRouteStore | null>(null);

/** Null outside the root layout (a screen tested on its own): nothing to report to. */
export function useActiveRouteStore(): ActiveRouteStore | null {
  return useContext(ActiveRouteContext);
}

const NOBODY = { subscribe: () => () => {}, getSnapshot: () => null };

export function useActiveRoute(): ActiveRoute | null {
  const store = useActiveRouteStore() ?? NOBODY;
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
