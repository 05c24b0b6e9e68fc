import type { Principal } from '@wardlight/domain';
import { PERMISSIONS } from '@wardlight/domain';

interface UserBasics {
  id: number;
  name: string;
  locale: string;
  homepage: string | null;
  is_superuser: boolean;
  is_ldap: boolean;
  password_is_temporary: boolean;
  system_access: number[];
  /** The user's own call source groups. */
  call_source_group_ids?: number[];
}

/** The signed-in user as the API returns it and as guards see it. */
export interface AuthUserModel extends UserBasics {
  permissions: { code: string }[];
  roles: number[];
  /** The user's and their roles' call source groups together: the calls they may see (ADR 0028). */
  restricted_to_call_source_groups: number[];
}

const ALL_CODES = PERMISSIONS.map((p) => p.code);

export interface UserWithRoles extends UserBasics {
  role_ids: number[];
  /** Union of the permissions of the user's roles. */
  role_permissions: string[];
  /** Union of the call source groups the user's roles are restricted to. */
  role_call_source_group_ids: number[];
}

export function toAuthUser(u: UserWithRoles): AuthUserModel {
  // Superusers hold every permission; roles are ignored for them (spec part 1 §6).
  const codes = u.is_superuser ? ALL_CODES : [...new Set(u.role_permissions)].sort();
  return {
    id: u.id,
    name: u.name,
    locale: u.locale,
    homepage: u.homepage,
    is_superuser: u.is_superuser,
    is_ldap: u.is_ldap,
    password_is_temporary: u.password_is_temporary,
    system_access: u.system_access,
    permissions: codes.map((code) => ({ code })),
    roles: u.role_ids,
    // Superusers see every call, as they hold every permission.
    restricted_to_call_source_groups: u.is_superuser
      ? []
      : [...new Set([...(u.call_source_group_ids ?? []), ...u.role_call_source_group_ids])].sort((a, b) => a - b),
  };
}

export function toPrincipal(u: AuthUserModel): Principal {
  return {
    id: u.id,
    isSuperuser: u.is_superuser,
    permissions: new Set(u.permissions.map((p) => p.code)),
    systemAccess: u.system_access,
    callSourceGroups: u.restricted_to_call_source_groups,
  };
}
