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
}

/** The signed-in user as the API returns it and as guards see it. */
export interface AuthUserModel extends UserBasics {
  permissions: { code: string }[];
  roles: number[];
}

const ALL_CODES = PERMISSIONS.map((p) => p.code);

export interface UserWithRoles extends UserBasics {
  role_ids: number[];
  /** Union of the permissions of the user's roles. */
  role_permissions: string[];
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
  };
}

export function toPrincipal(u: AuthUserModel): Principal {
  return {
    id: u.id,
    isSuperuser: u.is_superuser,
    permissions: new Set(u.permissions.map((p) => p.code)),
    systemAccess: u.system_access,
  };
}
