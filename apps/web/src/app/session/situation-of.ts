import { ANONYMOUS, type Principal } from '@wardlight/domain';
import type { AppDataQuery } from '../../generated/transport';
import type { GuardSituation } from '../guards/situation';

export type AuthUser = NonNullable<AppDataQuery['authUser']>;

export function principalOf(user: AuthUser | null | undefined): Principal {
  if (!user || user.id <= 0) return ANONYMOUS;
  return {
    id: user.id,
    isSuperuser: user.is_superuser,
    permissions: new Set(user.permissions.map((p) => p.code)),
    systemAccess: user.system_access,
  };
}

/** What the guards need, read from AppData and the system context. */
export function situationOf(data: AppDataQuery, systemId: number): GuardSituation {
  const user = data.authUser ?? null;
  return {
    principal: principalOf(user),
    license: {
      license: data.license,
      appGatewayEnabled: data.appState.app_gateway_enabled,
      appGatewaySystemId: data.appState.app_gateway_system_id,
      systemId,
    },
    appSettings: data.globalAppSettings ?? null,
    // The server clears the flag when the commit ends or its 15 minutes are up (spec part 1 §4).
    commitRunning: data.appState.committing_gets_config,
    homepage: user?.homepage ?? null,
  };
}
