import { hasAnyPermission, hasPermission } from '@wardlight/domain';
import type { GuardSituation } from './situation';

/**
 * Where /home leads (spec part 1 §2). Permissions only: a route's licences are the target's
 * own guard's business, which then falls back as the tree does. A homepage naming no route
 * (renamed since it was saved) is skipped rather than leading to not-found.
 */
export function homeTarget(s: GuardSituation, isRoute: (name: string) => boolean): { name: string } {
  const p = s.principal;
  if (p.id <= 0) return { name: 'login' };
  if (s.homepage && s.homepage !== 'homepage' && isRoute(s.homepage)) return { name: s.homepage };
  if (hasAnyPermission(p, ['systemtree::use_module', 'systemtree::see_display_group_overrides'])) {
    return { name: 'tree' };
  }
  if (hasPermission(p, 'analytics::use_module')) return { name: 'analytics' };
  if (hasPermission(p, 'calllog::use_module')) return { name: 'log' };
  return { name: 'display' };
}
