import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, intArray, updatedAt, utc } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Several addresses, comma-separated, as the spec allows. */
    email: text('email').notNull().default(''),
    locale: text('locale').notNull().default('de'),
    homepage: text('homepage'),
    is_superuser: boolean('is_superuser').notNull().default(false),
    is_ldap: boolean('is_ldap').notNull().default(false),
    password_hash: text('password_hash'),
    password_is_temporary: boolean('password_is_temporary').notNull().default(false),
    /** Empty = every system. */
    system_access: intArray('system_access'),
    call_source_group_ids: intArray('call_source_group_ids'),
    last_login_at: utc('last_login_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('users_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default([]),
    call_source_group_ids: intArray('call_source_group_ids'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] })],
);
