import type { RouteDef } from '../routes/route-def';
import { meetsPermissions } from './requirements';
import type { GuardSituation } from './situation';

/** The routes /home tries in turn; the display, open to all, comes last. */
const HOME_ORDER = ['tree', 'analytics', 'log'] as const;

/**
 * Where /home leads (spec part 1 §2): a personal homepage, else the first of the tree, analytics and
 * the log whose permissions the user holds, as those routes declare them. Permissions only: a route's
 * licences are the target's own guard's business, which then falls back as the tree does. A homepage
 * naming no route (renamed since it was saved) is skipped rather than leading to not-found.
 */
export function homeTarget(s: GuardSituation, route: (name: string) => RouteDef | undefined): { name: string } {
  if (s.principal.id <= 0) return { name: 'login' };
  if (s.homepage && s.homepage !== 'homepage' && route(s.homepage)) return { name: s.homepage };
  const name = HOME_ORDER.find((candidate) => {
    const def = route(candidate);
    return def !== undefined && meetsPermissions(def, s);
  });
  return { name: name ?? 'display' };
}
