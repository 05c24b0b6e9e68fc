import { canOpenNamed } from '../guards/guard';
import { meetsRequirement } from '../guards/requirements';
import type { GuardSituation } from '../guards/situation';
import type { Requirement } from '../routes/route-def';
import { findRoute, pathOf } from '../routes/route-index';

/**
 * Header links (spec part 1 §2, main navigation). A link shows when its route may be opened;
 * only App asks for more than its route does (the app gateway in the licence).
 */
interface NavItem {
  key: 'overview' | 'analytics' | 'log' | 'visual' | 'app' | 'admin';
  route: string;
  alsoNeeds?: Requirement;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'overview', route: 'tree' },
  { key: 'analytics', route: 'analytics' },
  { key: 'log', route: 'log' },
  { key: 'visual', route: 'display' },
  { key: 'app', route: 'appManagement', alsoNeeds: { licenses: ['app_gateway'] } },
  { key: 'admin', route: 'admin' },
];

for (const item of NAV_ITEMS)
  if (!findRoute(item.route)) throw new Error(`navigation names unknown route ${item.route}`);

export function visibleNavItems(s: GuardSituation): { key: NavItem['key']; to: string }[] {
  return NAV_ITEMS.filter(
    (item) => canOpenNamed(item.route, s) && (!item.alsoNeeds || meetsRequirement(item.alsoNeeds, s)),
  ).map((item) => ({ key: item.key, to: pathOf(item.route) }));
}
