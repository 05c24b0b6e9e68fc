import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ldapRoleMappings, ldapSettings } from '../../db/schema/index';

export type LdapSettingsRow = typeof ldapSettings.$inferSelect;
export interface RoleMapping {
  ldap_value: string;
  role_id: number;
}

const EMPTY: LdapSettingsRow = {
  id: 1,
  enabled: false,
  dsn: '',
  base_dn: '',
  admin_user: '',
  admin_password: '',
  user_filter: '(uid=%s)',
  roles_attribute: 'memberOf',
  updated_at: null,
};

/** The one row; an installation that never set LDAP up reads the defaults (switched off). */
export async function readLdapSettings(db: DbOrTx): Promise<LdapSettingsRow> {
  const [row] = await db.select().from(ldapSettings).where(eq(ldapSettings.id, 1));
  return row ?? EMPTY;
}

export async function writeLdapSettings(db: DbOrTx, values: Omit<LdapSettingsRow, 'id'>): Promise<LdapSettingsRow> {
  const [row] = await db
    .insert(ldapSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: ldapSettings.id, set: values })
    .returning();
  if (!row) throw new Error('ldap settings: the upsert returned nothing');
  return row;
}

export async function readRoleMappings(db: DbOrTx): Promise<RoleMapping[]> {
  return db
    .select({ ldap_value: ldapRoleMappings.ldap_value, role_id: ldapRoleMappings.role_id })
    .from(ldapRoleMappings)
    .orderBy(asc(ldapRoleMappings.id));
}

export async function replaceRoleMappings(db: DbOrTx, mappings: readonly RoleMapping[]): Promise<void> {
  await db.delete(ldapRoleMappings);
  if (mappings.length) await db.insert(ldapRoleMappings).values([...mappings]);
}
