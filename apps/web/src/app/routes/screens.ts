import type { ComponentType } from 'react';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * The screen of each named route, loaded on first use. A route without an entry shows the
 * not-found placeholder until its issue builds the screen; the route itself is already final.
 */
export const SCREENS: Readonly<Record<string, LazyScreen>> = {
  login: () => import('../../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  'set-password': () => import('../../features/auth/SetPasswordPage').then((m) => ({ Component: m.SetPasswordPage })),
  setup: () => import('../../features/setup/SetupWizard').then((m) => ({ Component: m.SetupWizard })),
  accessDenied: () => import('../../features/errors/AccessDeniedPage').then((m) => ({ Component: m.AccessDeniedPage })),
  'admin.users': () => import('../../features/admin/users/users.entity').then((m) => ({ Component: m.UserListPage })),
  'admin.users.edit': () => import('../../features/admin/users/users.entity').then((m) => ({ Component: m.UserForm })),
  'admin.roles': () => import('../../features/admin/roles/roles.entity').then((m) => ({ Component: m.RoleListPage })),
  'admin.roles.edit': () => import('../../features/admin/roles/roles.entity').then((m) => ({ Component: m.RoleForm })),
  display: () => import('../../features/display/DisplayScreen').then((m) => ({ Component: m.DisplayScreen })),
  displayCallForm: () =>
    import('../../features/display/form/DisplayCallForm').then((m) => ({ Component: m.DisplayCallForm })),
  treeNodeList: () => import('../../features/tree/pages/TreeListPage').then((m) => ({ Component: m.TreeListPage })),
  systemTreeNodeForm: () =>
    import('../../features/tree/pages/NodeFormPage').then((m) => ({ Component: m.NodeFormPage })),
  treeSort: () => import('../../features/tree/pages/TreeSortPage').then((m) => ({ Component: m.TreeSortPage })),
  treeConnections: () =>
    import('../../features/tree/connections/ConnectionsPage').then((m) => ({ Component: m.ConnectionsPage })),
  treeConnectionForm: () =>
    import('../../features/tree/connections/ConnectionForm').then((m) => ({ Component: m.ConnectionForm })),
  displayGroupOverrides: () =>
    import('../../features/tree/overrides/DisplayGroupOverridesPage').then((m) => ({
      Component: m.DisplayGroupOverridesPage,
    })),
  displayGroupOverrideForm: () =>
    import('../../features/tree/overrides/DisplayGroupOverrideForm').then((m) => ({
      Component: m.DisplayGroupOverrideForm,
    })),
  sync: () => import('../../features/sync/SyncPage').then((m) => ({ Component: m.SyncPage })),
  systemParamList: () =>
    import('../../features/admin/system-params/system-params.entity').then((m) => ({
      Component: m.SystemParamListPage,
    })),
  'systemParamList.edit': () =>
    import('../../features/admin/system-params/system-params.entity').then((m) => ({ Component: m.SystemParamForm })),
  'admin.calltypes': () =>
    import('../../features/admin/call-types/CallTypeListPage').then((m) => ({ Component: m.CallTypeListPage })),
  'admin.calltypes.edit': () =>
    import('../../features/admin/call-types/call-types.entity').then((m) => ({ Component: m.CallTypeForm })),
  'admin.calltypes.sort': () =>
    import('../../features/admin/call-types/CallTypeSortModal').then((m) => ({ Component: m.CallTypeSortModal })),
  'admin.schedules': () =>
    import('../../features/admin/schedules/schedules.entity').then((m) => ({ Component: m.ScheduleListPage })),
  'admin.schedules.edit': () =>
    import('../../features/admin/schedules/schedules.entity').then((m) => ({ Component: m.ScheduleForm })),
  'admin.sections': () =>
    import('../../features/admin/sections/sections.entity').then((m) => ({ Component: m.SectionListPage })),
  'admin.sections.edit': () =>
    import('../../features/admin/sections/sections.entity').then((m) => ({ Component: m.SectionForm })),
  'admin.displaygroups': () =>
    import('../../features/admin/display-groups/display-groups.entity').then((m) => ({
      Component: m.DisplayGroupListPage,
    })),
  'admin.displaygroups.edit': () =>
    import('../../features/admin/display-groups/display-groups.entity').then((m) => ({
      Component: m.DisplayGroupForm,
    })),
  'admin.callsources': () =>
    import('../../features/admin/call-sources/call-sources.entity').then((m) => ({ Component: m.CallSourceListPage })),
  'admin.callsources.edit': () =>
    import('../../features/admin/call-sources/call-sources.entity').then((m) => ({ Component: m.CallSourceForm })),
  hubList: () => import('../../features/admin/hubs/hubs.entity').then((m) => ({ Component: m.HubListPage })),
  'hubList.edit': () => import('../../features/admin/hubs/hubs.entity').then((m) => ({ Component: m.HubForm })),
  'admin.settings': () =>
    import('../../features/admin/settings/GlobalSettingsPage').then((m) => ({ Component: m.GlobalSettingsPage })),
};
