// The isolation matrix (ADR 0018): every root field of Query, Mutation and Subscription, who may call it
// and how it keeps to systems, with an operation that aims at system B. isolation-matrix.int.test.ts runs
// each row as a visitor, as a user without roles and as a user of system A holding every permission
// (B's ids by argument, then B in X-System), and fails on a root field without a row.

/** Who the directive lets in: checked against the SDL, then by calling. */
export type Who = 'public' | 'signed-in' | 'permission' | 'setup' | 'phone';

/**
 * How the field keeps to systems. `context`: it works on the X-System system only (B's ids find
 * nothing on A). `reach`: it checks each row against the caller's system access. `global`: one thing for
 * every system (license, settings, profiles whose per-system settings are kept). `own`: the caller's own.
 */
export type Scope = 'context' | 'reach' | 'global' | 'own';

export interface MatrixRow {
  who: Who;
  scope: Scope;
  /** The operation; `{B}` is system B's id, `{B.<kind>}` the id of B's row of that kind. */
  op: string;
  /** A user without roles is refused by the service, not the directive (EndCalls needs remote close). */
  serviceRefusesNoRole?: boolean;
  /** Ends the caller's session: run after the caller's other rows. */
  endsSession?: boolean;
  /** A subscription that says nothing at first: the bus topic that makes it speak, published for A then B. */
  trigger?: 'getsHttpError' | 'hubPrinter';
}

type Rows = Record<string, MatrixRow>;

/** The five root fields of one CRUD entity (DESIGN §3), plus its sort when it has one. */
function crud(
  n: { one: string; many: string; Singular: string; Plural: string },
  b: string,
  fields: string,
  scope: Scope,
  options: { sort?: boolean; who?: Who } = {},
): Rows {
  const who = options.who ?? 'permission';
  const rows: Rows = {
    [`Query.${n.one}`]: { who, scope, op: `{ ${n.one}(id: {B.${b}}) { ${fields} } }` },
    [`Query.${n.many}`]: {
      who,
      scope,
      op: `{ ${n.many}(filter: { page: { limit: 500 } }) { total items { ${fields} } } }`,
    },
    [`Mutation.create${n.Singular}`]: { who, scope, op: `mutation { create${n.Singular}(data: {}) { id } }` },
    [`Mutation.update${n.Singular}`]: {
      who,
      scope,
      op: `mutation { update${n.Singular}(id: {B.${b}}, data: {}) { ${fields} } }`,
    },
    [`Mutation.delete${n.Plural}`]: { who, scope, op: `mutation { delete${n.Plural}(ids: [{B.${b}}]) }` },
  };
  if (options.sort)
    rows[`Mutation.sort${n.Plural}`] = { who, scope, op: `mutation { sort${n.Plural}(ids: [{B.${b}}]) { id } }` };
  return rows;
}

const names = (one: string, Singular = one[0]?.toUpperCase() + one.slice(1), Plural = `${Singular}s`) => ({
  one,
  many: `${one}s`,
  Singular,
  Plural,
});

export const ISOLATION_MATRIX: Rows = {
  // Configuration kinds (ADR 0010): keyed by (system, id), always on the context.
  ...crud(names('section'), 'section', 'id name', 'context'),
  ...crud(names('callType'), 'call_type', 'id name', 'context', { sort: true }),
  ...crud(names('callSource'), 'call_source', 'id text', 'context'),
  ...crud(names('schedule'), 'schedule', 'id name', 'context'),
  ...crud(names('displayGroup'), 'display_group', 'id name', 'context'),
  ...crud(names('hub'), 'hub', 'id name', 'context'),
  // The hub sync and hub logs (ADR 0045): B's hub is not found on A.
  'Query.hubLogs': { who: 'permission', scope: 'context', op: '{ hubLogs(id: {B.hub}) { text } }' },
  'Mutation.syncHub': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { syncHub(id: {B.hub}, username: "admin", password: "x") { status } }',
  },
  // The hub's stored login (ADR 0046): B's hub is not found on A, its login neither read nor set.
  'Query.hubCredentials': { who: 'permission', scope: 'context', op: '{ hubCredentials(id: {B.hub}) { username } }' },
  'Mutation.setHubCredentials': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { setHubCredentials(id: {B.hub}, username: "admin", password: "x") { has_password } }',
  },
  'Mutation.clearHubCredentials': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { clearHubCredentials(id: {B.hub}) { has_password } }',
  },
  // Console-only entities (ADR 0011): a row belongs to one system, read through the context.
  ...crud(names('alertChannel'), 'alert_channel', 'id name', 'context'),
  ...crud(names('button'), 'button', 'id number', 'context'),
  ...crud(names('appUserGroup'), 'app_user_group', 'id name', 'context'),
  ...crud(names('appUser'), 'app_user', 'id name', 'context'),
  ...crud(names('appClient'), 'app_client', 'id name phone_number', 'context'),
  ...crud(names('appConnection'), 'app_connection', 'id name', 'context'),
  ...crud(names('appSubscription'), 'app_subscription', 'id node_id priority', 'context'),
  'Mutation.confirmAppSubscriptions': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { confirmAppSubscriptions(ids: [{B.app_subscription}]) { id confirmed } }',
  },
  'Mutation.unpairAppClient': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { unpairAppClient(id: {B.app_client}) { id name } }',
  },
  'Mutation.renewAppClientPairing': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { renewAppClientPairing(id: {B.app_client}) { id name pairing_token } }',
  },
  ...crud(names('callSourceGroup'), 'call_source_group', 'id name', 'context'),
  ...crud(names('checkpointMap'), 'checkpoint_map', 'id name', 'context', { sort: true }),
  ...crud(names('displayNote'), 'display_note', 'id title', 'context', { sort: true }),
  ...crud(names('escapeProfile'), 'escape_profile', 'id name', 'context'),
  ...crud(names('flightProfile'), 'flight_profile', 'id name', 'context'),
  ...crud(names('indicator'), 'indicator', 'id number', 'context'),
  ...crud(names('mergeGroup'), 'merge_group', 'id name', 'context'),
  ...crud(names('videoStream'), 'video_stream', 'id name', 'context'),
  ...crud(names('systemTreeView'), 'system_tree_view', 'id name', 'context', { sort: true }),
  // Rows that are not kept apart by the context: checked against the caller's system access.
  ...crud(names('systemParam'), 'system', 'id name', 'reach'),
  ...crud(names('user'), 'user', 'id name', 'reach'),
  ...crud(names('role'), 'role', 'id name', 'reach'),
  'Query.permissionCatalogue': { who: 'permission', scope: 'global', op: '{ permissionCatalogue { code } }' },
  'Query.callSourceGroupOptions': {
    who: 'permission',
    scope: 'reach',
    op: '{ callSourceGroupOptions { id name system_id } }',
  },
  'Query.auditLog': {
    who: 'permission',
    scope: 'reach',
    op: '{ auditLog(filter: { page: { limit: 500 } }) { items { system_id entity change } } }',
  },
  'Query.auditLogOptions': { who: 'permission', scope: 'reach', op: '{ auditLogOptions { entities users { id } } }' },
  'Query.verifyAuditLog': {
    who: 'permission',
    scope: 'reach',
    op: '{ verifyAuditLog(system_id: {B}) { chains { system_id checked } } }',
  },
  'Query.exportAuditLog': {
    who: 'permission',
    scope: 'reach',
    op: '{ exportAuditLog(filter: { system_id: {B} }) { rows content } }',
  },
  // Maintenance (issue 16): counts, cleanup and reload keep to the caller's systems.
  'Query.cleanupPreview': {
    who: 'permission',
    scope: 'reach',
    op: '{ cleanupPreview(older_than_days: 30) { calls audit } }',
  },
  'Mutation.cleanup': {
    who: 'permission',
    scope: 'reach',
    op: 'mutation { cleanup(older_than_days: 30, calls: true, audit: true, confirm: "bereinigen") { calls audit } }',
  },
  'Mutation.reloadClients': { who: 'permission', scope: 'reach', op: 'mutation { reloadClients }' },
  // Backups and the restart (ADR 0042): the whole database, so for administrators of every system only.
  'Mutation.restartServer': { who: 'permission', scope: 'global', op: 'mutation { restartServer }' },
  'Query.backups': { who: 'permission', scope: 'global', op: '{ backups { engine backups { name } } }' },
  'Mutation.createBackup': { who: 'permission', scope: 'global', op: 'mutation { createBackup { name } }' },
  'Mutation.deleteBackups': { who: 'permission', scope: 'global', op: 'mutation { deleteBackups(names: ["x"]) }' },
  'Mutation.updateBackupSettings': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { updateBackupSettings(interval_hours: 0, keep: 1) { keep } }',
  },
  'Mutation.restoreBackup': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { restoreBackup(name: "x", confirm: "wiederherstellen") }',
  },
  'Query.onlineBackup': { who: 'permission', scope: 'global', op: '{ onlineBackup { state } }' },
  // Updates (ADR 0045): the server of every system, so for administrators of every system only.
  'Query.updateStatus': { who: 'permission', scope: 'global', op: '{ updateStatus { state running_version } }' },
  'Mutation.installUpdate': { who: 'permission', scope: 'global', op: 'mutation { installUpdate }' },
  'Mutation.discardUpdate': { who: 'permission', scope: 'global', op: 'mutation { discardUpdate }' },
  // The cloud sync sends every system's configuration (ADR 0045): administrators of every system only.
  'Query.cloudSync': { who: 'permission', scope: 'global', op: '{ cloudSync { state } }' },
  'Mutation.updateCloudSync': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { updateCloudSync(data: { enabled: false, username: "" }) { state } }',
  },
  'Mutation.runCloudSync': { who: 'permission', scope: 'global', op: 'mutation { runCloudSync { state } }' },
  'Mutation.updateOnlineBackup': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { updateOnlineBackup(data: { enabled: false, path: "", root_folder_id: "", team_drive: "", access_key: "" }) { state } }',
  },
  'Mutation.runOnlineBackup': { who: 'permission', scope: 'global', op: 'mutation { runOnlineBackup { state } }' },

  // The tree of the context system.
  'Query.systemTreeNode': {
    who: 'permission',
    scope: 'context',
    op: '{ systemTreeNode(id: {B.node}) { node { id name } } }',
  },
  'Query.systemTreeNodes': {
    who: 'permission',
    scope: 'context',
    op: '{ systemTreeNodes(filter: { search: "" }) { total items { id name } } }',
  },
  'Query.systemTreeNodeOptions': {
    who: 'permission',
    scope: 'context',
    op: '{ systemTreeNodeOptions { __typename } }',
  },
  'Query.systemTreeReplacementCandidates': {
    who: 'permission',
    scope: 'context',
    op: '{ systemTreeReplacementCandidates(id: {B.node}, search: "B-") { node { id name } parent_name } }',
  },
  'Query.displayGroupOverrides': {
    who: 'permission',
    scope: 'context',
    op: '{ displayGroupOverrides { __typename } }',
  },
  'Query.systemTreeViewChoices': { who: 'permission', scope: 'context', op: '{ systemTreeViewChoices { id name } }' },
  'Mutation.createSystemTreeNode': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { createSystemTreeNode(data: {}) { id } }',
  },
  'Mutation.updateSystemTreeNode': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { updateSystemTreeNode(id: {B.node}, data: { name: "taken" }) { id name } }',
  },
  'Mutation.deleteSystemTreeNodes': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { deleteSystemTreeNodes(ids: [{B.node}]) }',
  },
  'Mutation.sortSystemTreeNodes': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { sortSystemTreeNodes(ids: [{B.node}]) { id } }',
  },
  'Mutation.addSystemTreeNodeNote': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { addSystemTreeNodeNote(id: {B.node}, text: "taken") { id } }',
  },
  'Mutation.updateSystemTreeNodes': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { updateSystemTreeNodes(ids: [{B.node}], data: { deny_manual_call_closure: true }) { __typename } }',
  },
  'Mutation.replaceSystemTreeNodeHardware': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { replaceSystemTreeNodeHardware(id: {B.node}, source_id: {B.node}) { id } }',
  },
  'Mutation.setDisplayGroupOverride': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { setDisplayGroupOverride(section_id: {B.section}, display_group_id: {B.display_group}) { __typename } }',
  },
  'Query.search': {
    who: 'permission',
    scope: 'context',
    op: '{ search(query: "B-ONLY") { category results { __typename } } }',
  },

  // Calls, sync and commit of the context system.
  'Query.openCalls': { who: 'public', scope: 'context', op: '{ openCalls { id device_text_short } }' },
  'Query.calls': {
    who: 'permission',
    scope: 'context',
    op: '{ calls(filter: { range: "since_beginning" }, count: true) { items { id device_text_short } count { value } } }',
  },
  'Query.callLogOptions': {
    who: 'permission',
    scope: 'context',
    op: '{ callLogOptions { sections { id name } call_sources { id text } call_types { id name } } }',
  },
  'Query.call': {
    who: 'signed-in',
    scope: 'context',
    op: '{ call(id: {B.call}) { id device_text_short actions { id } } }',
  },
  'Mutation.closeCall': { who: 'permission', scope: 'context', op: 'mutation { closeCall(id: {B.call}) { id } }' },
  // Incidents (issue 15, ADR 0036): the context system's; B's incident by id finds nothing on A.
  'Query.incidents': { who: 'permission', scope: 'context', op: '{ incidents { total items { id device_name } } }' },
  'Query.incident': {
    who: 'permission',
    scope: 'context',
    op: '{ incident(id: {B.incident}) { id device_name comments { text } } }',
  },
  'Query.incidentOptions': {
    who: 'permission',
    scope: 'context',
    op: '{ incidentOptions { sections { id name } assignees { id name } } }',
  },
  'Query.analyticsOverview': {
    who: 'permission',
    scope: 'context',
    op: '{ analyticsOverview { kind count items { incident_id device_name } } }',
  },
  'Query.analyticsCharts': {
    who: 'permission',
    scope: 'context',
    // B's call was opened when the seed ran: a period of a day either side of now holds it.
    op: `{ analyticsCharts(from: "${new Date(Date.now() - 86_400_000).toISOString()}", to: "${new Date(Date.now() + 86_400_000).toISOString()}") { total busiest_devices { device_name section_name } response_by_section { name } } }`,
  },
  'Query.incidentNotificationSettings': {
    who: 'permission',
    scope: 'context',
    op: '{ incidentNotificationSettings { user_id user_name email } }',
  },
  'Query.incidentNotificationSetting': {
    who: 'permission',
    scope: 'context',
    op: '{ incidentNotificationSetting(user_id: {B.user}) { user_name } }',
  },
  'Mutation.updateIncidentNotificationSetting': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { updateIncidentNotificationSetting(user_id: {B.user}, data: { enabled: false, notify_battery: false, notify_defects: false, notify_not_reachable: false, notify_probable_defects: false }) { user_id } }',
  },
  'Query.batteryForecast': {
    who: 'permission',
    scope: 'context',
    op: '{ batteryForecast { device_name floor place section_name } }',
  },
  'Query.defectWorkList': {
    who: 'permission',
    scope: 'context',
    op: '{ defectWorkList { incident_id device_name place section_name } }',
  },
  'Mutation.assignIncident': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { assignIncident(id: {B.incident}, user_id: null) { id } }',
  },
  'Mutation.commentIncident': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { commentIncident(id: {B.incident}, text: "x") { id } }',
  },
  'Mutation.closeIncident': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { closeIncident(id: {B.incident}) { id } }',
  },
  'Mutation.deviceAction': {
    who: 'signed-in',
    scope: 'context',
    op: 'mutation { deviceAction(input: { action: "end calls", deviceID: {B.node} }) { success } }',
    serviceRefusesNoRole: true,
  },
  // E-mail (issue 15, ADR 0039): one mail server for the installation; each system's report its own.
  'Query.mailSettings': { who: 'permission', scope: 'global', op: '{ mailSettings { host has_password } }' },
  'Mutation.updateMailSettings': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { updateMailSettings(data: { host: "", port: 0, security: "x", username: "", sender: "" }) { host } }',
  },
  'Mutation.sendTestMail': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { sendTestMail(to: "nobody@example.invalid") { ok error } }',
  },
  // LDAP (issue 16, ADR 0041): one directory for the installation.
  'Query.ldapSettings': {
    who: 'permission',
    scope: 'global',
    op: '{ ldapSettings { enabled dsn has_admin_password } }',
  },
  'Mutation.updateLdapSettings': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { updateLdapSettings(data: { enabled: false, dsn: "", base_dn: "", admin_user: "", user_filter: "", roles_attribute: "", role_mapping: [] }) { enabled } }',
  },
  'Mutation.testLdapSettings': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { testLdapSettings(data: { enabled: false, dsn: "ldap://127.0.0.1:1", base_dn: "", admin_user: "", user_filter: "", roles_attribute: "", role_mapping: [] }) { ok key } }',
  },
  // Logs (issue 16, ADR 0041): the server's own files, one set for the installation.
  'Query.logFiles': { who: 'permission', scope: 'global', op: '{ logFiles { name } }' },
  'Query.logEntries': {
    who: 'permission',
    scope: 'global',
    op: '{ logEntries(level: "warn") { file entries { msg } } }',
  },
  'Query.downloadLogFile': {
    who: 'permission',
    scope: 'global',
    op: '{ downloadLogFile(name: "wardlight.log") { name } }',
  },
  'Query.reportSettings': { who: 'permission', scope: 'context', op: '{ reportSettings { system_id email } }' },
  'Query.reportRuns': { who: 'permission', scope: 'context', op: '{ reportRuns { id subject } }' },
  'Mutation.updateReportSettings': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { updateReportSettings(data: { email: "", enabled: false, send_daily: false, send_weekly: true, send_monthly: false, send_hour: 6, section_ids: [{B.section}], include_battery: true, include_not_reachable: true, include_long_calls: true, include_probable_defects: true, call_duration_threshold: 10 }) { system_id } }',
  },
  'Mutation.sendReportNow': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { sendReportNow(kind: "WEEKLY") { id } }',
  },
  // Exports (issue 12.5): the caller's own jobs of the context system; a job of B's ids finds nothing.
  'Query.exports': { who: 'permission', scope: 'own', op: '{ exports { id state file_name } }' },
  'Mutation.createExport': {
    who: 'permission',
    scope: 'context',
    op: 'mutation { createExport(input: { kind: "calls", format: "csv", filter: { range: "since_beginning", section_ids: [{B.section}], node_ids: [{B.node}] } }) { id state } }',
  },
  'Mutation.cancelExport': { who: 'permission', scope: 'own', op: 'mutation { cancelExport(id: 999999) { id } }' },
  'Mutation.deleteExport': { who: 'permission', scope: 'own', op: 'mutation { deleteExport(id: 999999) }' },
  'Query.syncItems': { who: 'permission', scope: 'context', op: '{ syncItems { __typename } }' },
  'Query.configChangelog': { who: 'signed-in', scope: 'context', op: '{ configChangelog { __typename } }' },
  'Mutation.commitConfig': { who: 'permission', scope: 'context', op: 'mutation { commitConfig { __typename } }' },
  'Mutation.discardConfigChanges': { who: 'permission', scope: 'context', op: 'mutation { discardConfigChanges }' },

  // The display: public, and on the context (or a system the caller may use).
  'Query.displayProfiles': { who: 'public', scope: 'global', op: '{ displayProfiles { id name } }' },
  'Query.callDisplayRelations': { who: 'public', scope: 'context', op: '{ callDisplayRelations { __typename } }' },
  'Query.activeDisplayNotes': { who: 'public', scope: 'context', op: '{ activeDisplayNotes { id title } }' },
  'Query.displayNotePresets': { who: 'permission', scope: 'global', op: '{ displayNotePresets { __typename } }' },
  'Mutation.createDisplayProfile': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { createDisplayProfile(input: { name: "", font_size: "NORMAL", fullscreen: false, locale: "de", show_video_stream: false, show_presences: false, settings: [] }) { id } }',
  },
  'Mutation.updateDisplayProfile': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { updateDisplayProfile(input: { id: {B.display_profile}, name: "Wall B", font_size: "NORMAL", fullscreen: false, locale: "de", show_video_stream: false, show_presences: false, settings: [] }) { id } }',
  },
  'Mutation.deleteDisplayProfile': {
    who: 'permission',
    scope: 'reach',
    op: 'mutation { deleteDisplayProfile(ids: [{B.display_profile}]) { id } }',
  },

  // Enrolled wall displays (ADR 0022): one list for every system, as display profiles are.
  'Query.displayEnrolment': { who: 'public', scope: 'global', op: '{ displayEnrolment { required status } }' },
  'Query.displayDevices': { who: 'permission', scope: 'global', op: '{ displayDevices { total items { id name } } }' },
  'Mutation.requestDisplayEnrolment': {
    who: 'public',
    scope: 'global',
    op: 'mutation { requestDisplayEnrolment(name: "matrix") { device_id } }',
  },
  'Mutation.approveDisplayDevices': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { approveDisplayDevices(ids: [999999]) { id } }',
  },
  'Mutation.revokeDisplayDevices': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { revokeDisplayDevices(ids: [999999]) { id } }',
  },
  'Mutation.deleteDisplayDevices': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { deleteDisplayDevices(ids: [999999]) }',
  },
  // The display fleet (ADR 0038): screens are listed and named in the caller's systems; a heartbeat is
  // the sending screen's own, on its socket's system.
  'Query.fleetScreens': { who: 'permission', scope: 'reach', op: '{ fleetScreens { id name place } }' },
  'Mutation.screenHeartbeat': {
    who: 'public',
    scope: 'own',
    op: 'mutation { screenHeartbeat(input: { key: "matrix-screen", kind: "display", version: "1", place: "m", visible: true }) { taken } }',
  },
  'Mutation.updateScreen': {
    who: 'permission',
    scope: 'reach',
    op: 'mutation { updateScreen(id: {B.screen}, data: { name: "x" }) { id name place } }',
  },
  'Mutation.deleteScreens': { who: 'permission', scope: 'reach', op: 'mutation { deleteScreens(ids: [{B.screen}]) }' },

  // Sign-in, setup, licence and settings: one for every system.
  'Query.authUser': { who: 'signed-in', scope: 'own', op: '{ authUser { id name system_access } }' },
  'Mutation.login': {
    who: 'public',
    scope: 'global',
    op: 'mutation { login(username: "B-ONLY-admin", password: "wrong password") { ok } }',
  },
  'Mutation.logout': { who: 'signed-in', scope: 'own', op: 'mutation { logout }', endsSession: true },
  'Mutation.userSetPassword': {
    who: 'signed-in',
    scope: 'own',
    op: 'mutation { userSetPassword(password: "one new password", password_repeat: "another one") { id } }',
  },
  'Mutation.createInitialUser': {
    who: 'setup',
    scope: 'global',
    op: 'mutation { createInitialUser(password: "long enough 123") { id } }',
  },
  'Mutation.createInitialConfigurator': {
    who: 'setup',
    scope: 'global',
    op: 'mutation { createInitialConfigurator(ip: "127.0.0.1:1", password: "x") { id } }',
  },
  'Mutation.activateLicense': {
    who: 'setup',
    scope: 'global',
    op: 'mutation { activateLicense(customer: "1", code: "not a code") { id } }',
  },
  'Query.license': { who: 'public', scope: 'global', op: '{ license { id } }' },
  'Query.licenseUsage': {
    who: 'permission',
    scope: 'global',
    op: '{ licenseUsage { devices visuals app_clients systems } }',
  },
  // Staff phones (ADR 0032): a paired phone's device token, never a console session; a phone keeps to its
  // own client's system: the call ids it names are looked up there only. Pairing is public.
  'Query.phoneSession': { who: 'phone', scope: 'own', op: '{ phoneSession { client { id } } }' },
  'Query.phoneCalls': { who: 'phone', scope: 'own', op: '{ phoneCalls { id } }' },
  'Query.phoneLinkState': { who: 'phone', scope: 'own', op: '{ phoneLinkState { system_id state } }' },
  'Query.phoneTeam': { who: 'phone', scope: 'own', op: '{ phoneTeam { enabled members { name } } }' },
  'Query.phoneSubscriptions': { who: 'phone', scope: 'own', op: '{ phoneSubscriptions { allowed } }' },
  'Mutation.phoneSubscribe': { who: 'phone', scope: 'own', op: 'mutation { phoneSubscribe(node_id: 1) { allowed } }' },
  'Mutation.phoneUnsubscribe': { who: 'phone', scope: 'own', op: 'mutation { phoneUnsubscribe(id: 1) { allowed } }' },
  'Query.appCoverage': {
    who: 'permission',
    scope: 'context',
    op: '{ appCoverage { active sections { section_name call_types } } }',
  },
  'Query.appStatistics': {
    who: 'permission',
    scope: 'context',
    op: '{ appStatistics(from: "2026-01-01T00:00:00Z", to: "2026-12-31T00:00:00Z") { unanswered users { name } receipts { client_name user_name } } }',
  },
  'Query.callRouting': {
    who: 'permission',
    scope: 'context',
    op: '{ callRouting(call_id: {B.call}) { started tiers { members { user_name } } not_reached { user_name } } }',
  },
  'Mutation.pairPhone': {
    who: 'public',
    scope: 'global',
    op: 'mutation { pairPhone(code: "not a code") { device_token } }',
  },
  'Mutation.phoneSignIn': {
    who: 'phone',
    scope: 'own',
    op: 'mutation { phoneSignIn(name: "nobody", password: "nothing") { session_token } }',
  },
  'Mutation.phoneSignOut': { who: 'phone', scope: 'own', op: 'mutation { phoneSignOut }' },
  'Mutation.phoneCallAction': {
    who: 'phone',
    scope: 'own',
    op: 'mutation { phoneCallAction(call_id: 1, action: "accept") { id } }',
  },
  'Mutation.phoneAcknowledge': { who: 'phone', scope: 'own', op: 'mutation { phoneAcknowledge(call_ids: [1]) }' },
  'Mutation.phoneReport': { who: 'phone', scope: 'own', op: 'mutation { phoneReport(status: { battery: 50 }) }' },
  'Subscription.phoneCallsChanged': {
    who: 'phone',
    scope: 'own',
    op: 'subscription { phoneCallsChanged { calls { id } } }',
  },
  'Query.appState': { who: 'public', scope: 'global', op: '{ appState { __typename } }' },
  'Query.globalSettings': { who: 'public', scope: 'global', op: '{ globalSettings { locale } }' },
  'Mutation.updateGlobalSettings': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { updateGlobalSettings(data: {}) { locale } }',
  },
  'Query.globalAppSettings': { who: 'signed-in', scope: 'global', op: '{ globalAppSettings { __typename } }' },
  'Mutation.updateGlobalAppSettings': {
    who: 'permission',
    scope: 'global',
    op: 'mutation { updateGlobalAppSettings(data: {}) { resend_timeout } }',
  },
  'Query.publicSystemParams': { who: 'public', scope: 'reach', op: '{ publicSystemParams { id name } }' },
  'Query.linkStates': { who: 'public', scope: 'reach', op: '{ linkStates { system_id state age_seconds } }' },

  // Subscriptions.
  'Subscription.onCallsChanged': {
    who: 'public',
    scope: 'reach',
    op: 'subscription { onCallsChanged(override_system: "{B}") { system_id calls { device_text_short } } }',
  },
  'Subscription.systemMessages': {
    who: 'public',
    scope: 'context',
    op: 'subscription { systemMessages { subject payload } }',
  },
  'Subscription.hubPrinterMessages': {
    who: 'permission',
    scope: 'context',
    op: 'subscription { hubPrinterMessages { address } }',
    trigger: 'hubPrinter',
  },
  'Subscription.onExportChanged': {
    who: 'permission',
    scope: 'own',
    op: 'subscription { onExportChanged { id state file_name } }',
  },
  'Subscription.getsHTTPError': {
    who: 'signed-in',
    scope: 'context',
    op: 'subscription { getsHTTPError { message } }',
    trigger: 'getsHttpError',
  },
};
