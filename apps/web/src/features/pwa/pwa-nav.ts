import { canOpenNamed } from '../../app/guards/guard';
import { meetsPermissions } from '../../app/guards/requirements';
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

/**
 * Whether the desktop console offers the link to the mobile console: the user may open at least one PWA
 * page that shows something. The calls page has no route permission (spec part 2 §2), but without the
 * call log's permission it only says so (ADR 0044), so it counts only with calllog::use_module.
 */
export function offersMobileConsole(situation: GuardSituation): boolean {
  if (situation.principal.id <= 0) return false;
  return pwaNavItems(situation).some(
    ({ tab }) => tab !== 'calls' || meetsPermissions({ all: ['calllog::use_module'] }, situation),
  );
}
