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
import { PermissionPicker } from './PermissionPicker';

/**
 * Roles (spec part 1 §3 "Role"): a name and permissions. Call source group restriction: the API
 * stores ids but has no list to pick from yet, so the form leaves them as they are.
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
  toValues: (r: RoleFieldsFragment) => ({ name: r.name, permissions: r.permissions }),
  defaults: { name: '', permissions: [] },
  columns: [
    { key: 'name', sortable: true },
    { key: 'permissions', render: (r) => r.permissions.length, sortValue: (r) => r.permissions.length },
  ],
  rowLabel: (r) => r.name,
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'permissions', kind: 'custom', render: (props) => <PermissionPicker {...props} /> },
  ],
  toInput: (v) => ({ name: v.name.trim(), permissions: v.permissions }),
  validate: (v) => {
    const issues = new IssueList();
    required('name', v.name, issues);
    return issues.issues;
  },
});

export const { List: RoleListPage, Form: RoleForm } = entityScreens(roleEntity);
