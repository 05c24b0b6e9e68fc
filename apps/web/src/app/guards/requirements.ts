import { decideAccess } from '@wardlight/domain';
import type { Requirement, RouteDef } from '../routes/route-def';
import type { GuardSituation } from './situation';

/** Permissions, licences and app settings of one route, for a signed-in user. */
export function meetsRequirement(req: Requirement, s: GuardSituation): boolean {
  const waived = req.superuserWaivesLicense && s.principal.isSuperuser;
  const decision = decideAccess(
    { public: false, all: req.all ?? [], any: req.any ?? [], license: waived ? [] : (req.licenses ?? []) },
    { principal: s.principal, license: s.license, setupOpen: false },
  );
  if (decision !== 'ok') return false;
  return !req.appSetting || Boolean(s.appSettings?.[req.appSetting]);
}

/** The permissions of a requirement alone, its licences aside. */
export function meetsPermissions(req: Requirement, s: GuardSituation): boolean {
  return meetsRequirement({ all: req.all ?? [], any: req.any ?? [] }, s);
}

function isSignedIn(s: GuardSituation): boolean {
  return s.principal.id > 0;
}

/** May the user open this route, as far as its own flags go? */
export function canOpenRoute(def: RouteDef, s: GuardSituation): boolean {
  if (def.public) return true;
  return isSignedIn(s) && meetsRequirement(def, s);
}

/** May the user open a route reached through this chain (root first)? */
export function canOpenChain(chain: readonly RouteDef[], s: GuardSituation): boolean {
  return chain.every((def) => canOpenRoute(def, s));
}
