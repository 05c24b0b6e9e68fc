import { IssueList, required } from '@wardlight/domain';
import {
  RoleCreateDocument,
  RoleDeleteDocument,
  type RoleFieldsFragment,
  RoleGetDocument,
  RoleListDocument,
  RoleUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../define-entity';

/** A small declaration over the roles API for the kit's own tests (its texts are the roles'). */
export const roleLikeEntity = defineEntity({
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
  defaults: { name: '', permissions: ['calllog::use_module'] },
  sortsOnServer: true,
  // The count sorts only in the browser (`sortValue`); the name on the server. The name stays last.
  columns: [
    { key: 'permissions', render: (r) => r.permissions.length, sortValue: (r) => r.permissions.length },
    { key: 'name', sortable: true },
  ],
  rowLabel: (r) => r.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: 19, required: true, resetOnCopy: true },
    {
      name: 'permissions',
      kind: 'multiselect',
      useOptions: () => [
        { value: 'calllog::use_module', label: 'Log' },
        { value: 'admin::use_module', label: 'Admin' },
      ],
    },
  ],
  toInput: (v) => ({ name: v.name, permissions: v.permissions }),
  validate: (v) => {
    const issues = new IssueList();
    required('name', v.name, issues);
    return issues.issues;
  },
});
