import { isModuleLicensed, type LicenseContext, type LicensedModule } from '../license/license';
import type { PermissionCode } from './catalogue';
import { hasAllPermissions, hasAnyPermission, isSignedIn, type Principal } from './principal';

/**
 * What a route or an API field asks for. `public` lets anyone in; otherwise the caller must be
 * signed in (or, with `duringSetup`, anonymous while no user exists yet), hold every code of `all`,
 * at least one of `any`, and every licensed module of `license`.
 */
export interface AccessRequirement {
  public?: boolean;
  all?: readonly PermissionCode[];
  any?: readonly PermissionCode[];
  license?: readonly LicensedModule[];
  duringSetup?: boolean;
}

export type AccessDecision = 'ok' | 'MISSING_AUTH' | 'MISSING_PERMISSION' | 'MISSING_LICENSE';

export interface AccessSituation {
  principal: Principal;
  license: LicenseContext;
  /** True while no user exists: the setup wizard runs anonymously. */
  setupOpen: boolean;
}

export function decideAccess(req: AccessRequirement, s: AccessSituation): AccessDecision {
  if (req.public) return 'ok';
  if (req.duringSetup && s.setupOpen) return 'ok';
  if (!isSignedIn(s.principal)) return 'MISSING_AUTH';
  if (!hasAllPermissions(s.principal, req.all ?? [])) return 'MISSING_PERMISSION';
  if (!hasAnyPermission(s.principal, req.any ?? [])) return 'MISSING_PERMISSION';
  const licensed = (req.license ?? []).every((m) => isModuleLicensed(m, s.license));
  return licensed ? 'ok' : 'MISSING_LICENSE';
}
