import type { LdapSettingsFieldsFragment, LdapSettingsInput } from '../../../generated/graphql';
import type { FieldIssue } from '../../../ui/graphql-errors';

export interface MappingValue {
  ldap_value: string;
  role_id: number | null;
}

/** The form's values; the admin password is write-only: empty keeps the stored one. */
export interface LdapValues {
  enabled: boolean;
  dsn: string;
  base_dn: string;
  admin_user: string;
  admin_password: string;
  user_filter: string;
  roles_attribute: string;
  role_mapping: MappingValue[];
}

export function ldapValues(s: LdapSettingsFieldsFragment): LdapValues {
  return {
    enabled: s.enabled,
    dsn: s.dsn,
    base_dn: s.base_dn,
    admin_user: s.admin_user,
    admin_password: '',
    user_filter: s.user_filter,
    roles_attribute: s.roles_attribute,
    role_mapping: s.role_mapping.map((m) => ({ ldap_value: m.ldap_value, role_id: m.role_id })),
  };
}

export function ldapInput(v: LdapValues): LdapSettingsInput {
  return {
    enabled: v.enabled,
    dsn: v.dsn.trim(),
    base_dn: v.base_dn.trim(),
    admin_user: v.admin_user.trim(),
    admin_password: v.admin_password === '' ? null : v.admin_password,
    user_filter: v.user_filter.trim(),
    roles_attribute: v.roles_attribute.trim(),
    role_mapping: v.role_mapping.map((m) => ({ ldap_value: m.ldap_value.trim(), role_id: m.role_id ?? 0 })),
  };
}

const URL_RE = /^ldaps?:\/\/[^\s/]+/i;

/** What the server checks too (ldap.service.ts), said before the round trip. */
export function validateLdap(v: LdapValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (v.dsn.trim() && !URL_RE.test(v.dsn.trim())) issues.push({ field: 'dsn', key: 'invalid_value' });
  if (v.enabled) {
    if (!v.dsn.trim()) issues.push({ field: 'dsn', key: 'required' });
    if (!v.base_dn.trim()) issues.push({ field: 'base_dn', key: 'required' });
    if (!v.roles_attribute.trim()) issues.push({ field: 'roles_attribute', key: 'required' });
  }
  if (v.role_mapping.some((m) => !m.ldap_value.trim() || m.role_id === null)) {
    issues.push({ field: 'role_mapping', key: 'required' });
  }
  return issues;
}
