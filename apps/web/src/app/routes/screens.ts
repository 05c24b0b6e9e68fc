import type { ComponentType } from 'react';
import { loadAllNamespaces } from '../../i18n/i18n';
import { loadShellFrame } from '../shell/load-shell-frame';
import { findRoute } from './route-index';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** Screen modules by route name, as written; SCREENS below adds their texts. */
const MODULES: Readonly<Record<string, LazyScreen>> = {
  login: () => import('../../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  'set-password': () => import('../../features/auth/SetPasswordPage').then((m) => ({ Component: m.SetPasswordPage })),
  setup: () => import('../../features/setup/SetupWizard').then((m) => ({ Component: m.SetupWizard })),
  demo: () => import('../../features/demo/DemoPage').then((m) => ({ Component: m.DemoPage })),
  accessDenied: () => import('../../features/errors/AccessDeniedPage').then((m) => ({ Component: m.AccessDeniedPage })),
  'admin.users': () => import('../../features/admin/users/users.entity').then((m) => ({ Component: m.UserListPage })),
  'admin.users.edit': () => import('../../features/admin/users/users.entity').then((m) => ({ Component: m.UserForm })),
  'admin.roles': () => import('../../features/admin/roles/roles.entity').then((m) => ({ Component: m.RoleListPage })),
  'admin.roles.edit': () => import('../../features/admin/roles/roles.entity').then((m) => ({ Component: m.RoleForm })),
  // The display is a page of its own (main.tsx, ADR 0014): the console hands the address over to it.
  display: () => import('./ToDisplayPage').then((m) => ({ Component: m.ToDisplayPage })),
  displayCallForm: () => import('./ToDisplayPage').then((m) => ({ Component: m.ToDisplayPage })),
  treeNodeList: () => import('../../features/tree/pages/TreeListPage').then((m) => ({ Component: m.TreeListPage })),
  systemTreeNodeForm: () =>
    import('../../features/tree/pages/NodeFormPage').then((m) => ({ Component: m.NodeFormPage })),
  // The node form stays under the forms it holds (`/tree/edit/:nodeid/…`), the flight profile form one of them.
  systemTreeNodeFormHolder: () =>
    import('../../features/tree/pages/NodeFormPage').then((m) => ({ Component: m.NodeFormPage })),
  treeFlightProfileForm: () =>
    import('../../features/admin/flight-profiles/flight-profiles.entity').then((m) => ({
      Component: m.FlightProfileForm,
    })),
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
  log: () => import('../../features/call-log/pages/CallLogPage').then((m) => ({ Component: m.CallLogPage })),
  analytics: () =>
    import('../../features/incidents/pages/AnalyticsOverviewPage').then((m) => ({
      Component: m.AnalyticsOverviewPage,
    })),
  incidents: () => import('../../features/incidents/pages/IncidentsPage').then((m) => ({ Component: m.IncidentsPage })),
  'admin.defects': () =>
    import('../../features/incidents/pages/DefectWorkListPage').then((m) => ({ Component: m.DefectWorkListPage })),
  callForm: () => import('../../features/call-log/form/CallFormPage').then((m) => ({ Component: m.CallFormPage })),
  treeCallForm: () => import('../../features/call-log/form/CallFormPage').then((m) => ({ Component: m.CallFormPage })),
  // The device and the defect call of an incident, over the incident list (spec part 2 §2 modals).
  incidentNodeForm: () => import('../../features/tree/pages/NodeFormPage').then((m) => ({ Component: m.NodeFormPage })),
  incidentCallForm: () =>
    import('../../features/call-log/form/CallFormPage').then((m) => ({ Component: m.CallFormPage })),
  incidentNotifications: () =>
    import('../../features/analytics/components/IncidentNotificationsModal').then((m) => ({
      Component: m.IncidentNotificationsModal,
    })),
  incidentNotificationUserForm: () =>
    import('../../features/analytics/components/IncidentNotificationUserForm').then((m) => ({
      Component: m.IncidentNotificationUserForm,
    })),
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
  hubList: () => import('../../features/admin/hubs/HubListPage').then((m) => ({ Component: m.HubListPage })),
  'hubList.edit': () => import('../../features/admin/hubs/hubs.entity').then((m) => ({ Component: m.HubForm })),
  'admin.buttons': () =>
    import('../../features/admin/buttons/buttons.entity').then((m) => ({ Component: m.ButtonListPage })),
  'admin.buttons.edit': () =>
    import('../../features/admin/buttons/buttons.entity').then((m) => ({ Component: m.ButtonForm })),
  'admin.indicators': () =>
    import('../../features/admin/indicators/indicators.entity').then((m) => ({ Component: m.IndicatorListPage })),
  'admin.indicators.edit': () =>
    import('../../features/admin/indicators/indicators.entity').then((m) => ({ Component: m.IndicatorForm })),
  'admin.alert-channels': () =>
    import('../../features/admin/alert-channels/alert-channels.entity').then((m) => ({
      Component: m.AlertChannelListPage,
    })),
  'admin.alert-channels.edit': () =>
    import('../../features/admin/alert-channels/alert-channels.entity').then((m) => ({
      Component: m.AlertChannelForm,
    })),
  'admin.checkpointmaps': () =>
    import('../../features/admin/checkpoint-maps/CheckpointMapListPage').then((m) => ({
      Component: m.CheckpointMapListPage,
    })),
  'admin.checkpointmaps.edit': () =>
    import('../../features/admin/checkpoint-maps/checkpoint-maps.entity').then((m) => ({
      Component: m.CheckpointMapForm,
    })),
  'admin.checkpointmaps.sort': () =>
    import('../../features/admin/checkpoint-maps/CheckpointMapSortModal').then((m) => ({
      Component: m.CheckpointMapSortModal,
    })),
  'admin.escapeprofiles': () =>
    import('../../features/admin/escape-profiles/escape-profiles.entity').then((m) => ({
      Component: m.EscapeProfileListPage,
    })),
  'admin.escapeprofiles.edit': () =>
    import('../../features/admin/escape-profiles/escape-profiles.entity').then((m) => ({
      Component: m.EscapeProfileForm,
    })),
  'admin.displays': () =>
    import('../../features/admin/display-devices/DisplayDeviceListPage').then((m) => ({
      Component: m.DisplayDeviceListPage,
    })),
  'admin.fleet': () => import('../../features/fleet/FleetPage').then((m) => ({ Component: m.FleetPage })),
  'admin.fleet.edit': () =>
    import('../../features/fleet/ScreenNameForm').then((m) => ({ Component: m.ScreenNameForm })),
  'admin.settings': () =>
    import('../../features/admin/settings/GlobalSettingsPage').then((m) => ({ Component: m.GlobalSettingsPage })),
  'admin.reports': () => import('../../features/reports/ReportsPage').then((m) => ({ Component: m.ReportsPage })),
  'admin.license': () =>
    import('../../features/system-admin/license/LicensePage').then((m) => ({ Component: m.LicensePage })),
  'admin.audit': () => import('../../features/system-admin/audit/AuditPage').then((m) => ({ Component: m.AuditPage })),
  'admin.backups': () =>
    import('../../features/system-admin/backups/BackupsPage').then((m) => ({ Component: m.BackupsPage })),
  'admin.ldap': () => import('../../features/system-admin/ldap/LdapPage').then((m) => ({ Component: m.LdapPage })),
  'admin.logs': () => import('../../features/system-admin/logs/LogsPage').then((m) => ({ Component: m.LogsPage })),
  'admin.gets-cloud': () =>
    import('../../features/system-admin/cloud-sync/CloudSyncPage').then((m) => ({ Component: m.CloudSyncPage })),
  'admin.updates': () =>
    import('../../features/system-admin/updates/UpdatesPage').then((m) => ({ Component: m.UpdatesPage })),
  'admin.maintenance': () =>
    import('../../features/system-admin/maintenance/MaintenancePage').then((m) => ({ Component: m.MaintenancePage })),
  'admin.displaynotes': () =>
    import('../../features/admin/display-notes/DisplayNoteListPage').then((m) => ({
      Component: m.DisplayNoteListPage,
    })),
  'admin.displaynotes.edit': () =>
    import('../../features/admin/display-notes/display-notes.entity').then((m) => ({ Component: m.DisplayNoteForm })),
  'admin.displaynotes.sort': () =>
    import('../../features/admin/display-notes/DisplayNoteSortModal').then((m) => ({
      Component: m.DisplayNoteSortModal,
    })),
  'admin.flightprofiles': () =>
    import('../../features/admin/flight-profiles/flight-profiles.entity').then((m) => ({
      Component: m.FlightProfileListPage,
    })),
  flightProfileForm: () =>
    import('../../features/admin/flight-profiles/flight-profiles.entity').then((m) => ({
      Component: m.FlightProfileForm,
    })),
  'admin.videostreams': () =>
    import('../../features/admin/video-streams/video-streams.entity').then((m) => ({
      Component: m.VideoStreamListPage,
    })),
  'admin.videostreams.edit': () =>
    import('../../features/admin/video-streams/video-streams.entity').then((m) => ({ Component: m.VideoStreamForm })),
  'admin.callsourcegroups': () =>
    import('../../features/admin/call-source-groups/call-source-groups.entity').then((m) => ({
      Component: m.CallSourceGroupListPage,
    })),
  'admin.callsourcegroups.edit': () =>
    import('../../features/admin/call-source-groups/call-source-groups.entity').then((m) => ({
      Component: m.CallSourceGroupForm,
    })),
  'app.groups': () =>
    import('../../features/app-management/groups/app-user-groups.entity').then((m) => ({
      Component: m.AppUserGroupListPage,
    })),
  // The group form stays under the display group form it holds (`groups/edit/:groupid/displayGroups/:id?`).
  'app.groups.holder': () =>
    import('../../features/app-management/groups/app-user-groups.entity').then((m) => ({
      Component: m.AppUserGroupHolder,
    })),
  'app.groups.displayGroups': () =>
    import('../../features/admin/display-groups/display-groups.entity').then((m) => ({
      Component: m.DisplayGroupForm,
    })),
  'app.groups.edit': () =>
    import('../../features/app-management/groups/app-user-groups.entity').then((m) => ({
      Component: m.AppUserGroupForm,
    })),
  'app.users': () =>
    import('../../features/app-management/users/app-users.entity').then((m) => ({ Component: m.AppUserListPage })),
  'app.users.edit': () =>
    import('../../features/app-management/users/app-users.entity').then((m) => ({ Component: m.AppUserForm })),
  'app.clients': () =>
    import('../../features/app-management/clients/app-clients.entity').then((m) => ({
      Component: m.AppClientListPage,
    })),
  'app.clients.edit': () =>
    import('../../features/app-management/clients/app-clients.entity').then((m) => ({ Component: m.AppClientForm })),
  'app.displaygroups': () =>
    import('../../features/app-management/connections/app-connection-screens').then((m) => ({
      Component: m.AppConnectionListPage,
    })),
  'app.displaygroups.edit': () =>
    import('../../features/app-management/connections/app-connection-screens').then((m) => ({
      Component: m.AppConnectionForm,
    })),
  'app.statistic': () =>
    import('../../features/app-management/statistic/AppStatisticsPage').then((m) => ({
      Component: m.AppStatisticsPage,
    })),
  'app.subscriptions': () =>
    import('../../features/app-management/subscriptions/app-subscription-screens').then((m) => ({
      Component: m.AppSubscriptionListPage,
    })),
  'app.subscriptions.edit': () =>
    import('../../features/app-management/subscriptions/app-subscription-screens').then((m) => ({
      Component: m.AppSubscriptionForm,
    })),
  'app.settings': () =>
    import('../../features/app-management/settings/AppSettingsPage').then((m) => ({ Component: m.AppSettingsPage })),
  // The mobile console (ADR 0044): its layout registers the service worker; no other page loads these.
  pwa: () => import('../../features/pwa/PwaShell').then((m) => ({ Component: m.PwaShell })),
  pwaIncidents: () =>
    import('../../features/pwa/pages/PwaIncidentsPage').then((m) => ({ Component: m.PwaIncidentsPage })),
  pwaCalls: () => import('../../features/pwa/pages/PwaCallsPage').then((m) => ({ Component: m.PwaCallsPage })),
  pwaSystem: () => import('../../features/pwa/pages/PwaSystemPage').then((m) => ({ Component: m.PwaSystemPage })),
  pwaNodeForm: () => import('../../features/pwa/pages/PwaNodeFormPage').then((m) => ({ Component: m.PwaNodeFormPage })),
  pwaSync: () => import('../../features/pwa/pages/PwaSyncPage').then((m) => ({ Component: m.PwaSyncPage })),
  pwaNoAccess: () => import('../../features/pwa/pages/PwaNoAccessPage').then((m) => ({ Component: m.PwaNoAccessPage })),
  'admin.mergegroups': () =>
    import('../../features/admin/merge-groups/merge-groups.entity').then((m) => ({ Component: m.MergeGroupListPage })),
  'admin.mergegroups.edit': () =>
    import('../../features/admin/merge-groups/merge-groups.entity').then((m) => ({ Component: m.MergeGroupForm })),
};

/** Screens whose texts are all among those of the first render (i18n/namespaces.ts), or that have none. */
const FIRST_RENDER_TEXTS = new Set(['display', 'displayCallForm']);

/** A console screen: with the console's texts, and the header it is shown under (if any) on its way. */
function consoleScreen(name: string, load: LazyScreen): LazyScreen {
  const bare = findRoute(name)?.chain.some((def) => def.bare) ?? false;
  return () => {
    if (!bare) void loadShellFrame();
    return Promise.all([load(), loadAllNamespaces()]).then(([screen]) => screen);
  };
}

/**
 * The screen of each named route, loaded on first use together with its texts: every screen but the
 * display's also waits for the console's namespaces, which a wall display thus never fetches. A route
 * without an entry shows the not-found placeholder until its issue builds the screen; the route itself
 * is already final.
 */
export const SCREENS: Readonly<Record<string, LazyScreen>> = Object.fromEntries(
  Object.entries(MODULES).map(([name, load]) => [
    name,
    FIRST_RENDER_TEXTS.has(name) ? load : consoleScreen(name, load),
  ]),
);
