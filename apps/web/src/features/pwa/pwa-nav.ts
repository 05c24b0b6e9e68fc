import { canOpenNamed } from '../../app/guards/guard';
import type { GuardSituation } from '../../app/guards/situation';
import { pathOf } from '../../app/routes/route-index';

export type PwaTab = 'incidents' | 'calls' | 'system' | 'sync';

/** The bottom navigation in its order: each tab a route of the registry, with its requirements. */
const TABS: readonly { tab: PwaTab; route: string }[] = [
  { tab: 'incidents', route: 'pwaIncidents' },
  { tab: 'calls', route: 'pwaCalls' },
  { tab: 'system', route: 'pwaSystem' },
  { tab: 'sync', route: 'pwaSync' },
];

export interface PwaNavItem {
  tab: PwaTab;
  path: string;
}

/** The tabs the user may open: a page the guard would refuse is not offered (spec part 2 §2 permissions). */
export function pwaNavItems(situation: GuardSituation): PwaNavItem[] {
  return TABS.filter(({ route }) => canOpenNamed(route, situation)).map(({ tab, route }) => ({
    tab,
    path: pathOf(route),
  }));
}
