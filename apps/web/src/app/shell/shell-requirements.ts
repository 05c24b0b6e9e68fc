import { canOpenNamed } from '../guards/guard';
import { meetsRequirement } from '../guards/requirements';
import type { GuardSituation } from '../guards/situation';
import type { Requirement } from '../routes/route-def';

/** A header element that leads to a route: it shows when the route may be opened, and `alsoNeeds` holds. */
interface RouteElement {
  route: string;
  alsoNeeds?: Requirement;
}

const MANAGEMENT: Requirement = { licenses: ['management'], superuserWaivesLicense: true };

/** Header elements (spec part 1 §2, main navigation): the sync indicator leads to /sync. */
export const SYNC_INDICATOR: RouteElement = { route: 'sync', alsoNeeds: MANAGEMENT };

/** The search box leads to no route of its own. */
export const SEARCH_BOX: Requirement = { any: ['systemtree::use_module', 'admin::manage_system'], ...MANAGEMENT };

export function canSee(element: Requirement | RouteElement, s: GuardSituation): boolean {
  if (s.principal.id <= 0) return false;
  if (!('route' in element)) return meetsRequirement(element, s);
  return canOpenNamed(element.route, s) && (!element.alsoNeeds || meetsRequirement(element.alsoNeeds, s));
}
