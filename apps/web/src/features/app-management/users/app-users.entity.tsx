import { CONSOLE_NAME_MAX_BYTES, checkNewPassword, consoleNameRule as consoleName, IssueList } from '@wardlight/domain';
import {
  AppUserCreateDocument,
  AppUserDeleteDocument,
  type AppUserFieldsFragment,
  AppUserGetDocument,
  AppUserListDocument,
  AppUserUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { OptionLabel } from '../../admin/config-edit/config-options';
import { useAppUserGroupOptions } from '../groups/app-user-group-options';

/**
 * App users (spec part 2 §2 App management, §3 App user): the staff who sign in on the phones, with
 * their display name and group. The password is write-only: required on create, and an edit with both
 * password fields empty keeps the stored one (app-users.entity.ts on the server).
 */
export const appUserEntity = defineEntity({
  i18n: { ns: 'appManagement', key: 'users' },
  permissions: { read: ['app::manage_users'], write: ['app::manage_users'] },
  documents: {
    list: AppUserListDocument,
    get: AppUserGetDocument,
    create: AppUserCreateDocument,
    update: AppUserUpdateDocument,
    delete: AppUserDeleteDocument,
  },
  toValues: (u: AppUserFieldsFragment) => ({
    name: u.name,
    display_name: u.display_name,
    group_id: u.group_id ?? null,
    password: '',
    password_repeat: '',
  }),
  defaults: { name: '', display_name: '', group_id: null, password: '', password_repeat: '' },
  columns: [
    { key: 'name', sortable: true },
    { key: 'display_name', sortable: true },
    {
      key: 'group_id',
      render: (u) => <OptionLabel useOptions={useAppUserGroupOptions} value={u.group_id ?? null} />,
      sortable: true,
    },
  ],
  sortsOnServer: true,
  rowLabel: (u) => u.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: CONSOLE_NAME_MAX_BYTES, required: true, resetOnCopy: true, hint: true },
    { name: 'display_name', kind: 'text' },
    { name: 'group_id', kind: 'select', useOptions: useAppUserGroupOptions, clearable: true, hint: true },
    { name: 'password', kind: 'password', hint: true },
    { name: 'password_repeat', kind: 'password' },
  ],
  toInput: (v) => ({
    name: v.name.trim(),
    display_name: v.display_name.trim(),
    group_id: v.group_id,
    // Both empty on an edit: the stored password stays.
    ...(v.password || v.password_repeat ? { password: v.password, password_repeat: v.password_repeat } : {}),
  }),
  // The server's rules (app-users.entity.ts); whether the group exists and the name is free is checked there.
  validate: (v, mode) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    if (v.password || v.password_repeat || mode !== 'edit') checkNewPassword(v.password, v.password_repeat, issues);
    return issues.issues;
  },
});

export const { List: AppUserListPage, Form: AppUserForm } = entityScreens(appUserEntity);
