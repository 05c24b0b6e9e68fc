import { checkNewPassword, DEFAULT_LOCALE, emailList, IssueList, required, splitEmailList } from '@wardlight/domain';
import {
  UserCreateDocument,
  UserDeleteDocument,
  type UserFieldsFragment,
  UserGetDocument,
  UserListDocument,
  UserUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { useCallSourceGroupOptions } from '../call-source-groups/call-source-group-options';
import { useHomepageOptions, useLocaleOptions, useRoleOptions, useSystemOptions } from './user-options';

/**
 * Users (spec part 1 §3, "User (administration)"). The username is `name`; e-mails are one
 * comma-separated text on the server and a list here. LDAP users keep their name and have no
 * password here. Notifications may be restricted to call source groups of any system.
 */
export const userEntity = defineEntity({
  i18n: { ns: 'admin', key: 'users' },
  permissions: { read: ['admin::manage_users'], write: ['admin::manage_users'] },
  documents: {
    list: UserListDocument,
    get: UserGetDocument,
    create: UserCreateDocument,
    update: UserUpdateDocument,
    delete: UserDeleteDocument,
  },
  toValues: (u: UserFieldsFragment) => ({
    name: u.name,
    email: splitEmailList(u.email),
    locale: u.locale,
    homepage: u.homepage,
    role_ids: u.role_ids,
    system_access: u.system_access,
    call_source_group_ids: u.call_source_group_ids,
    is_superuser: u.is_superuser,
    password: '',
    password_is_temporary: u.password_is_temporary,
    is_ldap: u.is_ldap,
  }),
  defaults: {
    name: '',
    email: [],
    locale: DEFAULT_LOCALE,
    homepage: null,
    role_ids: [],
    system_access: [],
    call_source_group_ids: [],
    is_superuser: false,
    password: '',
    password_is_temporary: true,
    is_ldap: false,
  },
  // The server orders by these columns' fields (users.definition.ts).
  sortsOnServer: true,
  columns: [
    { key: 'name', sortable: true },
    { key: 'email', sortable: true },
    { key: 'roles', render: (u) => u.roles.map((r) => r.name).join(', ') },
  ],
  rowLabel: (u) => u.name,
  fields: [
    { name: 'name', kind: 'text', required: true, resetOnCopy: true, readOnly: ({ values }) => values.is_ldap },
    { name: 'email', kind: 'emails', hint: true },
    { name: 'locale', kind: 'select', useOptions: useLocaleOptions },
    { name: 'homepage', kind: 'select', useOptions: useHomepageOptions, clearable: true, hint: true },
    { name: 'role_ids', kind: 'multiselect', useOptions: useRoleOptions },
    { name: 'system_access', kind: 'multiselect', useOptions: useSystemOptions, hint: true },
    { name: 'call_source_group_ids', kind: 'multiselect', useOptions: useCallSourceGroupOptions, hint: true },
    // Only a superuser may make or change one; the server refuses anyone else.
    { name: 'is_superuser', kind: 'checkbox', visible: ({ principal }) => principal.isSuperuser },
    { name: 'password', kind: 'password', hint: true, visible: ({ values }) => !values.is_ldap },
    { name: 'password_is_temporary', kind: 'checkbox', visible: ({ values }) => !values.is_ldap },
  ],
  toInput: (v) => ({
    name: v.name.trim(),
    email: v.email.join(', '),
    locale: v.locale,
    homepage: v.homepage,
    role_ids: v.role_ids,
    system_access: v.system_access,
    call_source_group_ids: v.call_source_group_ids,
    is_superuser: v.is_superuser,
    password_is_temporary: v.password_is_temporary,
    // An empty password on an edit keeps the stored one.
    ...(v.password ? { password: v.password } : {}),
  }),
  // The server's rules (users.definition.ts), checked before asking it.
  validate: (v, mode) => {
    const issues = new IssueList();
    required('name', v.name, issues);
    emailList('email', v.email.join(', '), issues);
    if (v.password || mode !== 'edit') checkNewPassword(v.password, undefined, issues);
    return issues.issues;
  },
});

export const { List: UserListPage, Form: UserForm } = entityScreens(userEntity);
