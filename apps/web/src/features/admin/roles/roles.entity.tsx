import { IssueList, required } from '@wardlight/domain';
import {
  RoleCreateDocument,
  RoleDeleteDocument,
  type RoleFieldsFragment,
  RoleGetDocument,
  RoleListDocument,
  RoleUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { useCallSourceGroupOptions } from '../call-source-groups/call-source-group-options';
import { PermissionPicker } from './PermissionPicker';

/**
 * Roles (spec part 1 §3 "Role"): a name, permissions, and the call source groups (of any system)
 * its members' notifications are restricted to.
 */
export const roleEntity = defineEntity({
  i18n: { ns: 'admin', key: 'roles' },
  permissions: { read: ['admin::manage_roles'], write: ['admin::manage_roles'] },
  documents: {
    list: RoleListDocument,
    get: RoleGetDocument,
    create: RoleCreateDocument,
    update: RoleUpdateDocument,
    delete: RoleDeleteDocument,
  },
  toValues: (r: RoleFieldsFragment) => ({
    name: r.name,
    permissions: r.permissions,
    call_source_group_ids: r.call_source_group_ids,
  }),
  defaults: { name: '', permissions: [], call_source_group_ids: [] },
  // The server orders by name and by the number of permissions (roles.definition.ts).
  sortsOnServer: true,
  columns: [
    { key: 'name', sortable: true },
    { key: 'permissions', render: (r) => r.permissions.length, sortable: true },
  ],
  rowLabel: (r) => r.name,
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'permissions', kind: 'custom', render: (props) => <PermissionPicker {...props} /> },
    { name: 'call_source_group_ids', kind: 'multiselect', useOptions: useCallSourceGroupOptions, hint: true },
  ],
  toInput: (v) => ({
    name: v.name.trim(),
    permissions: v.permissions,
    call_source_group_ids: v.call_source_group_ids,
  }),
  validate: (v) => {
    const issues = new IssueList();
    required('name', v.name, issues);
    return issues.issues;
  },
});

export const { List: RoleListPage, Form: RoleForm } = entityScreens(roleEntity);
