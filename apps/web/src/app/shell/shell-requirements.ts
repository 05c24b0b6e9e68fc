import { meetsRequirement } from '../guards/requirements';
import type { GuardSituation } from '../guards/situation';
import type { Requirement } from '../routes/route-def';

/** Header elements that are not routes (spec part 1 §2, main navigation). */
export const SYNC_INDICATOR: Requirement = {
  all: ['systemtree::sync'],
  licenses: ['management'],
  superuserWaivesLicense: true,
};

export const SEARCH_BOX: Requirement = {
  any: ['systemtree::use_module', 'admin::manage_system'],
  licenses: ['management'],
  superuserWaivesLicense: true,
};

export function canSee(req: Requirement, s: GuardSituation): boolean {
  return s.principal.id > 0 && meetsRequirement(req, s);
}
