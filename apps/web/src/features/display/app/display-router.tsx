import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { type DisplayParams, parseDisplayPath } from './display-path';

export interface DisplayLocation {
  pathname: string;
  search: string;
  /** What the navigation that led here carried (the call for its form). */
  state: unknown;
}

export type To = string | { pathname: string; search?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * The few navigations a wall display makes (profile slug, address settings, the call form over it),
 * over the History API. React Router's 30 KB would be most of what is left of the display's budget;
 * a path outside the display is left by a full page load, into the console (ADR 0014).
 */
export interface DisplayRouter {
  location(): DisplayLocation;
  subscribe(listener: () => void): () => void;
  navigate(to: To, options?: NavigateOptions): void;
}

function split(to: To): { pathname: string; search: string } {
  if (typeof to !== 'string') return { pathname: to.pathname, search: to.search ?? '' };
  const at = to.indexOf('?');
  return at < 0 ? { pathname: to, search: '' } : { pathname: to.slice(0, at), search: to.slice(at) };
}

const normalSearch = (search: string) => (search === '?' ? '' : search);

function createRouter(
  read: () => DisplayLocation,
  write: (location: DisplayLocation, replace: boolean) => void,
  leave: (href: string) => void,
  watch: (onChange: () => void) => () => void,
): DisplayRouter {
  let current = read();
  const listeners = new Set<() => void>();
  const changed = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  watch(changed);
  return {
    location: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    navigate(to, options = {}) {
      const { pathname, search } = split(to);
      if (parseDisplayPath(pathname) === null) {
        leave(`${pathname}${normalSearch(search)}`);
        return;
      }
      write({ pathname, search: normalSearch(search), state: options.state ?? null }, Boolean(options.replace));
      changed();
    },
  };
}

export function createBrowserDisplayRouter(win: Window = window): DisplayRouter {
  return createRouter(
    () => ({ pathname: win.location.pathname, search: win.location.search, state: win.history.state }),
    (next, replace) => {
      const url = `${next.pathname}${next.search}`;
      if (replace) win.history.replaceState(next.state, '', url);
      else win.history.pushState(next.state, '', url);
    },
    (href) => win.location.assign(href),
    (onChange) => {
      win.addEventListener('popstate', onChange);
      return () => win.removeEventListener('popstate', onChange);
    },
  );
}

/**
 * For tests: the entries in memory, how the last one came (`lastAction`), and where the display was
 * left for the console (`left`).
 */
export function createMemoryDisplayRouter(initial: string) {
  const memory = {
    entries: [{ ...split(initial), state: null }] as DisplayLocation[],
    lastAction: 'POP' as 'POP' | 'PUSH' | 'REPLACE',
    left: [] as string[],
  };
  const router = createRouter(
    () => memory.entries.at(-1) as DisplayLocation,
    (next, replace) => {
      if (replace) memory.entries.pop();
      memory.entries.push(next);
      memory.lastAction = replace ? 'REPLACE' : 'PUSH';
    },
    (href) => memory.left.push(href),
    () => () => {},
  );
  return { ...router, memory };
}

export const DisplayRouterContext = createContext<DisplayRouter | null>(null);

function useRouter(): DisplayRouter {
  const router = useContext(DisplayRouterContext);
  if (!router) throw new Error('display hooks outside the display router');
  return router;
}

export function useDisplayLocation(): DisplayLocation {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.location);
}

export function useDisplayParams(): DisplayParams {
  const { pathname } = useDisplayLocation();
  return useMemo(() => parseDisplayPath(pathname) ?? {}, [pathname]);
}

export function useDisplayNavigate(): DisplayRouter['navigate'] {
  return useRouter().navigate;
}
