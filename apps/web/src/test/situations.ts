import { DEFAULT_LICENSE, type LicensedModule, type PermissionCode } from '@wardlight/domain';
import type { GuardSituation } from '../app/guards/situation';

export interface SituationSpec {
  /** 0 = visitor. */
  userId?: number;
  superuser?: boolean;
  permissions?: readonly PermissionCode[];
  /** Licensed modules; app and app_gateway set app_clients, the gateway also enables it for system 1. */
  licensed?: readonly LicensedModule[];
  subscriptions?: boolean;
  commitRunning?: boolean;
  homepage?: string | null;
}

/** A guard situation from a short description: the factory every guard table uses. */
export function buildSituation(spec: SituationSpec = {}): GuardSituation {
  const licensed = new Set(spec.licensed ?? []);
  const userId = spec.userId ?? (spec.superuser || spec.permissions ? 7 : 0);
  return {
    principal: {
      id: userId,
      isSuperuser: spec.superuser ?? false,
      permissions: new Set(spec.permissions ?? []),
      systemAccess: [],
    },
    license: {
      license: {
        ...DEFAULT_LICENSE,
        id: licensed.size ? 1 : 0,
        features: {
          analytics: licensed.has('analytics'),
          log: licensed.has('log'),
          management: licensed.has('management'),
        },
        limits: { ...DEFAULT_LICENSE.limits, app_clients: licensed.has('app') || licensed.has('app_gateway') ? 10 : 0 },
      },
      appGatewayEnabled: licensed.has('app_gateway'),
      appGatewaySystemId: licensed.has('app_gateway') ? 1 : null,
      systemId: 1,
    },
    appSettings: userId > 0 ? { subscriptions_enabled: spec.subscriptions ?? false } : null,
    commitRunning: spec.commitRunning ?? false,
    homepage: spec.homepage ?? null,
  };
}
