import type { RedirectTarget, RouteDef } from '../routes/route-def';
import { findRoute, pathOf } from '../routes/route-index';
import { canOpenChain, canOpenRoute, meetsRequirement } from './requirements';
import type { GuardSituation } from './situation';

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Access denied: the shell notifies and shows the accessDenied page at `to`. */
  | { kind: 'denied'; to: string };

export interface NavigationTarget {
  pathname: string;
  search: string;
  hash: string;
  params: Readonly<Record<string, string | undefined>>;
}

const allow: GuardOutcome = { kind: 'allow' };
const redirect = (to: string): GuardOutcome => ({ kind: 'redirect', to });
const denied = (): GuardOutcome => ({ kind: 'denied', to: pathOf('accessDenied') });

/** Anonymous users go to login with the full target path, to come back after signing in. */
export function loginRedirect(target: Pick<NavigationTarget, 'pathname' | 'search' | 'hash'>): string {
  const full = `${target.pathname}${target.search}${target.hash}`;
  return `${pathOf('login')}?redirect=${encodeURIComponent(full)}`;
}

function resolveTarget(target: RedirectTarget): string {
  return typeof target === 'string' ? target : pathOf(target.name);
}

function joinPath(base: string, child: string): string {
  return `${base.replace(/\/+$/, '')}/${child}`;
}

/**
 * The relative path of the first child the user may open: '' when that child shows at the
 * parent's own path (an index, or a list layout holding an index), null when there is none.
 */
export function firstOpenChild(children: readonly RouteDef[], s: GuardSituation): string | null {
  for (const child of children) {
    if (child.redirect || !canOpenRoute(child, s)) continue;
    if (child.index) return '';
    if (child.path) return child.path;
    if (child.children?.some((c) => c.index)) return '';
    const inner = firstOpenChild(child.children ?? [], s);
    if (inner !== null) return inner;
  }
  return null;
}

/** May the user open the named route, all the way down its chain? */
export function canOpenNamed(name: string, s: GuardSituation): boolean {
  const route = findRoute(name);
  return route !== undefined && canOpenChain(route.chain, s);
}

function fallbackOrDenied(def: RouteDef, s: GuardSituation): GuardOutcome {
  const fallback = def.deniedFallback?.find((name) => canOpenNamed(name, s));
  return fallback ? redirect(pathOf(fallback)) : denied();
}

/**
 * The route guard of spec part 1 §2, for the matched chain (root first) of one navigation.
 * Pure: the shell acts on the outcome (navigate, notify).
 */
export function guardNavigation(chain: readonly RouteDef[], target: NavigationTarget, s: GuardSituation): GuardOutcome {
  const signedIn = s.principal.id > 0;
  // Everyone, visitors included, waits on the sync page while the call system takes a commit.
  // The mobile console waits on its own sync page (ADR 0044).
  if (s.commitRunning && !chain.some((def) => def.openDuringCommit))
    return redirect(pathOf(chain.some((def) => def.name === 'pwa') ? 'pwaSync' : 'sync'));

  for (const [i, def] of chain.entries()) {
    if (def.redirect) {
      return redirect(
        resolveTarget(
          def.redirect({
            params: target.params,
            search: target.search,
            situation: s,
            route: (n) => findRoute(n)?.def,
          }),
        ),
      );
    }
    if (!def.public && !signedIn) return redirect(loginRedirect(target));
    if (!def.public && !meetsRequirement(def, s)) return fallbackOrDenied(def, s);
    const opensOwnPath = chain.slice(i + 1).every((below) => !below.path);
    if (def.redirectToFirstChild && opensOwnPath) {
      const child = firstOpenChild(def.children ?? [], s);
      if (child === null) return signedIn ? denied() : redirect(loginRedirect(target));
      if (child !== '') return redirect(`${joinPath(target.pathname, child)}${target.search}`);
    }
  }
  return allow;
}
