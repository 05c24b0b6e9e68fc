import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';
import { roles } from './users';

/**
 * The directory users of `is_ldap` sign in against (spec part 1 §3 LDAP, issue 16, ADR 0041): one row,
 * id 1. The admin password is sealed with the server's secret key (ADR 0021), as the mail server's is.
 */
export const ldapSettings = pgTable('ldap_settings', {
  id: integer('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** ldap:// or ldaps:// URL of the directory server. */
  dsn: text('dsn').notNull().default(''),
  base_dn: text('base_dn').notNull().default(''),
  /** DN the server binds as to look users up; empty: an anonymous search. */
  admin_user: text('admin_user').notNull().default(''),
  admin_password: text('admin_password').notNull().default(''),
  /** Search filter; %s stands for the (escaped) username typed at sign-in. */
  user_filter: text('user_filter').notNull().default('(uid=%s)'),
  /** The user entry's attribute whose values are mapped to roles (memberOf, for instance). */
  roles_attribute: text('roles_attribute').notNull().default('memberOf'),
  updated_at: utc('updated_at'),
});

/** Role mapping: a value of the roles attribute (a group DN, say) gives its users a role. */
export const ldapRoleMappings = pgTable('ldap_role_mappings', {
  id: serial('id').primaryKey(),
  ldap_value: text('ldap_value').notNull(),
  role_id: integer('role_id')
    .notNull()
    .references(() => roles.id, { onDelete: 'cascade' }),
});
