import { readFileSync } from 'node:fs';
import type { ValidationIssue } from '@wardlight/domain';
import { inArray } from 'drizzle-orm';
import { diffForAudit } from '../../crud/audit-diff';
import type { CrudActor } from '../../crud/crud';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import type { SecretBox } from '../../secrets/secret-box';
import { StartRefused } from '../../start-refused';
import { writeAudit } from '../audit/audit.repository';
import type { DirectoryCheck, DirectorySettings } from './ldap-directory';

/** ldapts is loaded with the first LDAP test or sign-in: most sites have no directory (issue 11, idle memory). */
const directory = () => import('./ldap-directory');

import {
  type LdapSettingsRow,
  type RoleMapping,
  readLdapSettings,
  readRoleMappings,
  replaceRoleMappings,
  writeLdapSettings,
} from './ldap-settings.repository';

export interface LdapSettingsInput {
  enabled: boolean;
  dsn: string;
  base_dn: string;
  admin_user: string;
  /** null or absent: keep the stored one; '': none. */
  admin_password?: string | null | undefined;
  user_filter: string;
  roles_attribute: string;
  role_mapping: readonly RoleMapping[];
}

/** How an LDAP sign-in ended: the roles the mapping gives, or the spec's variant (part 1 §8). */
export type LdapSignIn = { ok: true; dn: string; roleIds: number[] } | { ok: false; key: string; detail?: string };

/** What the console sees of the settings: never the admin password, only whether there is one. */
function view(row: LdapSettingsRow, mapping: RoleMapping[]) {
  const { admin_password, id: _id, ...rest } = row;
  return { ...rest, has_admin_password: admin_password !== '', role_mapping: mapping };
}

/** Group DNs are compared without case and without the blanks after commas (`cn=Care, ou=…`). */
export const sameValue = (a: string, b: string) =>
  a.trim().replace(/,\s+/g, ',').toLowerCase() === b.trim().replace(/,\s+/g, ',').toLowerCase();

/** The roles the mapping gives for the user's values of the roles attribute. */
export function mappedRoles(mapping: readonly RoleMapping[], values: readonly string[]): number[] {
  const ids = mapping.filter((m) => values.some((v) => sameValue(v, m.ldap_value))).map((m) => m.role_id);
  return [...new Set(ids)].sort((a, b) => a - b);
}

const URL_RE = /^ldaps?:\/\/[^\s/]+/i;

function check(v: Omit<LdapSettingsInput, 'admin_password'>, knownRoles: Set<number>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (v.dsn && !URL_RE.test(v.dsn)) issues.push({ field: 'dsn', key: 'invalid_value' });
  if (v.enabled) {
    if (!v.dsn) issues.push({ field: 'dsn', key: 'required' });
    if (!v.base_dn) issues.push({ field: 'base_dn', key: 'required' });
    if (!v.roles_attribute) issues.push({ field: 'roles_attribute', key: 'required' });
  }
  v.role_mapping.forEach((m, i) => {
    if (!m.ldap_value.trim()) issues.push({ field: `role_mapping.${i}.ldap_value`, key: 'required' });
    if (!knownRoles.has(m.role_id)) issues.push({ field: `role_mapping.${i}.role_id`, key: 'required' });
  });
  return issues;
}

/**
 * LDAP settings and directory sign-ins (spec part 1 §3 LDAP, §8 login variants; ADR 0041). The settings
 * are read for every sign-in, so a change counts at once on every instance.
 */
/** LDAP_CA_FILE, read once at start; an unreadable file or one without a certificate refuses the start. */
function readCaFile(path: string | undefined): string | null {
  if (!path) return null;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new StartRefused(`cannot read LDAP_CA_FILE ${path}: ${(error as Error).message}`);
  }
  if (!text.includes('BEGIN CERTIFICATE')) throw new StartRefused(`LDAP_CA_FILE ${path} holds no PEM certificate`);
  return text;
}

export function createLdapService(deps: { db: Db; secrets: SecretBox; caFile?: string | undefined }) {
  const { db } = deps;
  const ca = readCaFile(deps.caFile);
  const box = deps.secrets.forUse('ldap-admin-password');

  const directoryOf = (row: LdapSettingsRow): DirectorySettings => ({
    dsn: row.dsn,
    base_dn: row.base_dn,
    admin_user: row.admin_user,
    admin_password: box.open(row.admin_password),
    user_filter: row.user_filter,
    roles_attribute: row.roles_attribute,
    ca,
  });

  return {
    settings: async () => view(await readLdapSettings(db), await readRoleMappings(db)),

    async save(actor: CrudActor, input: LdapSettingsInput) {
      const values = {
        enabled: input.enabled,
        dsn: input.dsn.trim(),
        base_dn: input.base_dn.trim(),
        admin_user: input.admin_user.trim(),
        user_filter: input.user_filter.trim() || '(uid=%s)',
        roles_attribute: input.roles_attribute.trim(),
      };
      const mapping = input.role_mapping.map((m) => ({ ldap_value: m.ldap_value.trim(), role_id: m.role_id }));
      const ids = [...new Set(mapping.map((m) => m.role_id))];
      const known = ids.length
        ? new Set((await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids))).map((r) => r.id))
        : new Set<number>();
      const issues = check({ ...values, role_mapping: mapping }, known);
      if (issues.length) throw new ValidationFailed(issues);
      return db.transaction(async (tx) => {
        const before = await readLdapSettings(tx);
        const mappingBefore = await readRoleMappings(tx);
        const admin_password =
          input.admin_password === null || input.admin_password === undefined
            ? before.admin_password
            : box.seal(input.admin_password);
        const after = await writeLdapSettings(tx, { ...values, admin_password, updated_at: new Date() });
        await replaceRoleMappings(tx, mapping);
        const mappingChanged = JSON.stringify(mappingBefore) !== JSON.stringify(mapping);
        const changes = diffForAudit(before, after, {
          quiet: new Set(['id', 'updated_at']),
          secret: ['admin_password'],
          extra: mappingChanged ? { role_mapping: { from: mappingBefore, to: mapping } } : {},
        });
        await writeAudit(
          tx,
          actor,
          changes.map(([field, change]) => ({
            action: 'updated',
            entity: 'ldap_settings',
            entityId: 1,
            field,
            change,
          })),
        );
        return view(after, mapping);
      });
    },

    /**
     * The test button: the settings as typed (the stored password unless a new one is typed), connected
     * to, bound with, the base DN read and `username` looked up when given.
     */
    async test(input: LdapSettingsInput, username: string | null): Promise<DirectoryCheck & { role_ids: number[] }> {
      const stored = await readLdapSettings(db);
      const dsn = input.dsn.trim();
      if (!URL_RE.test(dsn)) throw new ValidationFailed([{ field: 'dsn', key: dsn ? 'invalid_value' : 'required' }]);
      const found = await (await directory()).checkDirectory(
        {
          dsn,
          base_dn: input.base_dn,
          admin_user: input.admin_user,
          admin_password:
            input.admin_password === null || input.admin_password === undefined
              ? box.open(stored.admin_password)
              : input.admin_password,
          user_filter: input.user_filter,
          roles_attribute: input.roles_attribute,
          ca,
        },
        username,
      );
      return { ...found, role_ids: mappedRoles(input.role_mapping, found.values) };
    },

    /** Whether names unknown here, and users of `is_ldap`, are asked of the directory. */
    async enabled(): Promise<boolean> {
      const row = await readLdapSettings(db);
      return row.enabled && row.dsn !== '';
    },

    /** Signs `username` in against the directory and maps its roles attribute to roles. */
    async signIn(username: string, password: string): Promise<LdapSignIn> {
      const row = await readLdapSettings(db);
      if (!row.enabled) return { ok: false, key: 'invalid_credentials' };
      const outcome = await (await directory()).authenticate(directoryOf(row), username, password);
      if (!outcome.ok)
        return outcome.key === 'ldap_error' ? { ok: false, key: outcome.key, detail: outcome.detail } : outcome;
      const roleIds = mappedRoles(await readRoleMappings(db), outcome.values);
      if (!roleIds.length) return { ok: false, key: 'ldap_no_role' };
      return { ok: true, dn: outcome.dn, roleIds };
    },
  };
}

export type LdapService = ReturnType<typeof createLdapService>;
// Kept for the type of the check result in resolvers.
export type { DirectoryCheck };
