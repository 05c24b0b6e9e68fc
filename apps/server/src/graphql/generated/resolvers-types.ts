import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '../../modules/users/users.repository';
import type { RoleRow } from '../../modules/roles/roles.repository';
import type { AuthUserModel } from '../../modules/auth/auth-user';
import type { AuditRow } from '../../modules/audit/audit.repository';
import type { CallView, CallTypeRow } from '../../modules/calls/call-view';
import type { IncidentView } from '../../modules/incidents/incidents.service';
import type { CallsUpdate as CallsUpdateModel } from '../../modules/calls/calls-feed';
import type { SystemRow } from '../../modules/systems/system-params.definition';
import type { TreeNodeRow, TreeNodeDetail } from '../../modules/tree/tree.service';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: Date | string; output: Date | string; }
  JSON: { input: unknown; output: unknown; }
};

/**
 * An alert channel (spec part 1 §3). category: care or tech; class: alert, critical or info. With
 * outbound_enabled the outbound_url (http:// or https://) is required.
 */
export type AlertChannel = {
  __typename?: 'AlertChannel';
  category: Scalars['String']['output'];
  class: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  outbound_can_reply: Scalars['Boolean']['output'];
  outbound_enabled: Scalars['Boolean']['output'];
  outbound_url: Maybe<Scalars['String']['output']>;
  supports_phone_calls: Scalars['Boolean']['output'];
};

export type AlertChannelFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), category, class, outbound_url. */
  sort?: InputMaybe<ListSort>;
};

export type AlertChannelInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  class?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  outbound_can_reply?: InputMaybe<Scalars['Boolean']['input']>;
  outbound_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  outbound_url?: InputMaybe<Scalars['String']['input']>;
  supports_phone_calls?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AlertChannelList = {
  __typename?: 'AlertChannelList';
  items: Array<AlertChannel>;
  total: Scalars['Int']['output'];
};

/**
 * An overview box of `/analytics` (spec part 2 §2): defects, low_battery, not_reachable or repeater_defects,
 * with how many incidents of its kind are open and the most severe, oldest ten of them.
 */
export type AnalyticsBox = {
  __typename?: 'AnalyticsBox';
  count: Scalars['Int']['output'];
  items: Array<AnalyticsBoxItem>;
  kind: Scalars['String']['output'];
};

/** One entry of an analytics overview box: an open incident as the overview lists it. */
export type AnalyticsBoxItem = {
  __typename?: 'AnalyticsBoxItem';
  battery: Maybe<Scalars['Int']['output']>;
  device_name: Maybe<Scalars['String']['output']>;
  hub_id: Maybe<Scalars['Int']['output']>;
  incident_id: Scalars['Int']['output'];
  opened_at: Scalars['DateTime']['output'];
  section_name: Maybe<Scalars['String']['output']>;
  severity: Scalars['String']['output'];
  system_tree_node_id: Maybe<Scalars['Int']['output']>;
};

/**
 * The charts of `/analytics` (issue 15, ADR 0040) over one period of the system context, counting the
 * calls the caller may see in the call log.
 */
export type AnalyticsCharts = {
  __typename?: 'AnalyticsCharts';
  /** The ten devices that raised the most calls, most first. */
  busiest_devices: Array<BusyDevice>;
  /** Every day of the period, days without calls included. */
  calls_per_day: Array<AnalyticsDayCount>;
  /** Calls by hour of the day (24 entries, 0–23, the system's time zone), summed over the period. */
  calls_per_hour: Array<Scalars['Int']['output']>;
  from: Scalars['DateTime']['output'];
  /** Upper edges in seconds of the response-time bins (exclusive); one bin more holds the longer ones. */
  response_bin_edges: Array<Scalars['Int']['output']>;
  response_by_section: Array<ResponseTimeGroup>;
  response_by_shift: Array<ResponseTimeGroup>;
  time_zone: Scalars['String']['output'];
  to: Scalars['DateTime']['output'];
  total: Scalars['Int']['output'];
};

/** One day of the calls-per-day chart: the date (YYYY-MM-DD in the system's time zone) and its calls. */
export type AnalyticsDayCount = {
  __typename?: 'AnalyticsDayCount';
  count: Scalars['Int']['output'];
  day: Scalars['String']['output'];
};

/**
 * A staff phone (spec part 2 §3 App client). state: unpaired (waiting for its pairing code), paired, or
 * revoked (unpaired by an administrator). is_connected: its last contact is at most 60 s old. reachability:
 * the percentage of the last 14 days its connection was up. pairing_token and pairing_expires_at: the code
 * a phone pairs with (its QR code opens `<server_url>/app/?pair=<code>`), only while unpaired. app_user: who
 * is signed in on it. Needs the app licence.
 */
export type AppClient = {
  __typename?: 'AppClient';
  app_user: Maybe<AppUser>;
  id: Scalars['Int']['output'];
  is_connected: Scalars['Boolean']['output'];
  last_contact_at: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  paired_at: Maybe<Scalars['DateTime']['output']>;
  pairing_expires_at: Maybe<Scalars['DateTime']['output']>;
  pairing_token: Maybe<Scalars['String']['output']>;
  permissions: Array<Scalars['String']['output']>;
  phone_number: Scalars['String']['output'];
  reachability: Scalars['Float']['output'];
  server_url: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type AppClientFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), state, phone_number, last_contact_at. */
  sort?: InputMaybe<ListSort>;
};

/**
 * server_url must include http(s):// and may not be the server's own loopback (spec part 2 §5); permissions
 * are among accept, reject, callback, escalate, release, mute, team_view. Creating one makes its pairing code;
 * paired phones and valid codes may not exceed the licence's app_clients (`license`: license_limit).
 */
export type AppClientInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
  phone_number?: InputMaybe<Scalars['String']['input']>;
  server_url?: InputMaybe<Scalars['String']['input']>;
};

export type AppClientList = {
  __typename?: 'AppClientList';
  items: Array<AppClient>;
  total: Scalars['Int']['output'];
};

/**
 * A display-group connection for the phones (spec part 2 §3, ADR 0031): while enabled, the app user groups of
 * all its sections get the calls of all its sections that its display groups select (section_display_group_id
 * for calls in a section, tree_display_group_id for calls outside every section; none: every call but
 * defects). Beyond the spec: with a weekday and a weekend schedule it is active only in the given slots (1–5).
 * An enabled connection is read-only but for turning it off, and no two enabled ones share a section.
 * Needs the app licence.
 */
export type AppConnection = {
  __typename?: 'AppConnection';
  id: Scalars['Int']['output'];
  is_enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  section_display_group_id: Maybe<Scalars['Int']['output']>;
  section_ids: Array<Scalars['Int']['output']>;
  slots: Array<Scalars['Int']['output']>;
  tree_display_group_id: Maybe<Scalars['Int']['output']>;
  weekday_schedule_id: Maybe<Scalars['Int']['output']>;
  weekend_schedule_id: Maybe<Scalars['Int']['output']>;
};

export type AppConnectionFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), is_enabled, section_ids. */
  sort?: InputMaybe<ListSort>;
};

export type AppConnectionInput = {
  is_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  section_display_group_id?: InputMaybe<Scalars['Int']['input']>;
  section_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  slots?: InputMaybe<Array<Scalars['Int']['input']>>;
  tree_display_group_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_schedule_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_schedule_id?: InputMaybe<Scalars['Int']['input']>;
};

export type AppConnectionList = {
  __typename?: 'AppConnectionList';
  items: Array<AppConnection>;
  total: Scalars['Int']['output'];
};

/**
 * The coverage check of the system context (issue 13). `active` is false while no phone is paired: then
 * no section is meant to be covered by phones.
 */
export type AppCoverage = {
  __typename?: 'AppCoverage';
  active: Scalars['Boolean']['output'];
  sections: Array<AppCoverageSection>;
};

/** A section no phone would ring for right now: uncovered all (no nursing call of it) or some (these call types). */
export type AppCoverageSection = {
  __typename?: 'AppCoverageSection';
  call_types: Array<Scalars['String']['output']>;
  section_id: Scalars['Int']['output'];
  section_name: Scalars['String']['output'];
  uncovered: Scalars['String']['output'];
};

export type AppFeatures = {
  __typename?: 'AppFeatures';
  demo_mode: Scalars['Boolean']['output'];
  display_group_overrides: Scalars['Boolean']['output'];
};

/** A node an app user group answers for first, and its priority (1 first; ADR 0031). */
export type AppGroupNode = {
  __typename?: 'AppGroupNode';
  node_id: Scalars['Int']['output'];
  priority: Scalars['Int']['output'];
};

export type AppGroupNodeInput = {
  node_id: Scalars['Int']['input'];
  priority: Scalars['Int']['input'];
};

export type AppState = {
  __typename?: 'AppState';
  app_gateway_enabled: Scalars['Boolean']['output'];
  app_gateway_system_id: Maybe<Scalars['Int']['output']>;
  committing_gets_config: Scalars['Boolean']['output'];
  /** Only for signed-in users. */
  configurator_ip: Maybe<Scalars['String']['output']>;
  configurator_version: Maybe<Scalars['String']['output']>;
  /**
   * Only for administrators (admin::manage_system), false for everyone else: this production server
   * trusts the repository's development licence key (ALLOW_DEV_LICENSE_KEY=1).
   */
  dev_license_key: Scalars['Boolean']['output'];
  features: AppFeatures;
  /**
   * The last change, the last commit and whether a commit runs are the system context's (X-System): each
   * system has its own pending dot and edit lock (ADR 0037).
   */
  last_gets_change: Maybe<Scalars['DateTime']['output']>;
  last_gets_commit: Maybe<Scalars['DateTime']['output']>;
  offline_mode: Scalars['Boolean']['output'];
  outdated_hubs: Array<OutdatedHub>;
  /**
   * While setup is open: whether this client must send the setup code (header X-Setup-Code) that the
   * server prints in its log; false on the server's own machine and after setup (ADR 0021).
   */
  setup_code_required: Scalars['Boolean']['output'];
  setup_time: Maybe<Scalars['DateTime']['output']>;
};

export type AppStatistics = {
  __typename?: 'AppStatistics';
  groups: Array<PhoneResponseTimes>;
  receipts: Array<PhoneReceipts>;
  /** Calls no phone accepted before every tier had its time (the trail's Timeout). */
  unanswered: Scalars['Int']['output'];
  users: Array<PhoneResponseTimes>;
};

/**
 * An app user's subscription to a node and the devices below it (spec part 2 §2, ADR 0031): they answer
 * first for its calls, by priority (1 first, up to 99); with confirmation required only confirmed ones count.
 * One per user and node. Needs the app licence and the app setting subscriptions_enabled (otherwise every
 * field answers the validation key subscriptions_disabled).
 */
export type AppSubscription = {
  __typename?: 'AppSubscription';
  app_user_id: Scalars['Int']['output'];
  confirmed: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  node_id: Scalars['Int']['output'];
  priority: Scalars['Int']['output'];
};

export type AppSubscriptionFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: app_user_id (the default), node_id, priority, confirmed. */
  sort?: InputMaybe<ListSort>;
};

export type AppSubscriptionInput = {
  app_user_id?: InputMaybe<Scalars['Int']['input']>;
  confirmed?: InputMaybe<Scalars['Boolean']['input']>;
  node_id?: InputMaybe<Scalars['Int']['input']>;
  priority?: InputMaybe<Scalars['Int']['input']>;
};

export type AppSubscriptionList = {
  __typename?: 'AppSubscriptionList';
  items: Array<AppSubscription>;
  total: Scalars['Int']['output'];
};

/**
 * An app user (spec part 2 §3): signs in on a paired phone with `name` (unique within the system) and a
 * password, and is rung for the calls of their group. The password is never returned. Needs the app licence.
 */
export type AppUser = {
  __typename?: 'AppUser';
  display_name: Scalars['String']['output'];
  group_id: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type AppUserFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), display_name, group_id. */
  sort?: InputMaybe<ListSort>;
};

/**
 * An app user group (spec part 2 §3): the staff of one section on their phones. call_handling_mode is
 * full or reject_only (members may reject but never accept); display_group_ids the calls they get (none:
 * every call of the section but defects); node_selection ignored or priority, with `nodes` (each node
 * once, priority 1–99) answered first. Needs the app licence.
 */
export type AppUserGroup = {
  __typename?: 'AppUserGroup';
  call_handling_mode: Scalars['String']['output'];
  display_group_ids: Array<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  node_selection: Scalars['String']['output'];
  nodes: Array<AppGroupNode>;
  section_id: Scalars['Int']['output'];
};

export type AppUserGroupFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), section_id, call_handling_mode, display_group_ids. */
  sort?: InputMaybe<ListSort>;
};

export type AppUserGroupInput = {
  call_handling_mode?: InputMaybe<Scalars['String']['input']>;
  display_group_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  node_selection?: InputMaybe<Scalars['String']['input']>;
  nodes?: InputMaybe<Array<AppGroupNodeInput>>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
};

export type AppUserGroupList = {
  __typename?: 'AppUserGroupList';
  items: Array<AppUserGroup>;
  total: Scalars['Int']['output'];
};

/**
 * `password` and `password_repeat` (which must match) are required on create; on update, leaving both out
 * (or empty) keeps the stored password.
 */
export type AppUserInput = {
  display_name?: InputMaybe<Scalars['String']['input']>;
  group_id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  password_repeat?: InputMaybe<Scalars['String']['input']>;
};

export type AppUserList = {
  __typename?: 'AppUserList';
  items: Array<AppUser>;
  total: Scalars['Int']['output'];
};

/**
 * Where a chain breaks: `reason` changed (the entry is not what was written), not_linked (it does not
 * follow the entry before it: that one was removed) or truncated (the newest entries are gone; entry_id null).
 */
export type AuditBrokenLink = {
  __typename?: 'AuditBrokenLink';
  chain_seq: Scalars['Int']['output'];
  date: Maybe<Scalars['DateTime']['output']>;
  entry_id: Maybe<Scalars['Int']['output']>;
  reason: Scalars['String']['output'];
};

export type AuditChainReport = {
  __typename?: 'AuditChainReport';
  broken: Maybe<AuditBrokenLink>;
  /** Entries found intact, up to the first break. */
  checked: Scalars['Int']['output'];
  /** Null: the chain of entries without a system (sign-ins, setup). */
  system_id: Maybe<Scalars['Int']['output']>;
};

export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** created, updated, deleted or logged_in */
  action: Scalars['String']['output'];
  /** Place in its system's hash chain (ADR 0037); null for entries written before the chain existed. */
  chain_seq: Maybe<Scalars['Int']['output']>;
  change: Maybe<Scalars['JSON']['output']>;
  date: Scalars['DateTime']['output'];
  entity: Scalars['String']['output'];
  entity_id: Maybe<Scalars['String']['output']>;
  field: Maybe<Scalars['String']['output']>;
  /** SHA-256 over the entry and the hash before it; null before the chain. */
  hash: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  system_id: Maybe<Scalars['Int']['output']>;
  user_id: Maybe<Scalars['Int']['output']>;
  user_name: Maybe<Scalars['String']['output']>;
};

export type AuditExport = {
  __typename?: 'AuditExport';
  /** CSV; times in UTC. */
  content: Scalars['String']['output'];
  file_name: Scalars['String']['output'];
  rows: Scalars['Int']['output'];
};

/**
 * All given conditions apply. `from` inclusive, `to` exclusive. A system the reader may not see matches
 * nothing.
 */
export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  system_id?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  user_id?: InputMaybe<Scalars['Int']['input']>;
};

export type AuditList = {
  __typename?: 'AuditList';
  items: Array<AuditEntry>;
  total: Scalars['Int']['output'];
};

/** What the audit filters offer: the values that occur in the reader's entries. */
export type AuditLogOptions = {
  __typename?: 'AuditLogOptions';
  actions: Array<Scalars['String']['output']>;
  entities: Array<Scalars['String']['output']>;
  users: Array<AuditUser>;
};

export type AuditUser = {
  __typename?: 'AuditUser';
  id: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
};

export type AuditVerification = {
  __typename?: 'AuditVerification';
  chains: Array<AuditChainReport>;
  /** Entries written before the chain existed, which no chain vouches for. */
  unchained: Scalars['Int']['output'];
};

/** The signed-in user (spec part 1 §3, logged-in user). */
export type AuthUser = {
  __typename?: 'AuthUser';
  homepage: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  is_ldap: Scalars['Boolean']['output'];
  is_superuser: Scalars['Boolean']['output'];
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
  password_is_temporary: Scalars['Boolean']['output'];
  permissions: Array<Permission>;
  roles: Array<Scalars['Int']['output']>;
  system_access: Array<Scalars['Int']['output']>;
};

/**
 * A backup of the whole database (ADR 0042): the embedded database's files (`pglite`) or pg_dump's custom
 * format (`postgres`). `kind`: manual, scheduled, before_restore (taken automatically before a restore) or
 * before_update (taken automatically before an update package is installed, ADR 0045). Downloaded from
 * GET /backend/backups/{name}/file.
 */
export type Backup = {
  __typename?: 'Backup';
  created_at: Scalars['DateTime']['output'];
  engine: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Float']['output'];
  /** A before_update backup's version: the one the update went to. Null for the other kinds. */
  update_version: Maybe<Scalars['String']['output']>;
};

export type BackupFailure = {
  __typename?: 'BackupFailure';
  at: Scalars['DateTime']['output'];
  message: Scalars['String']['output'];
};

export type BackupRestoreRecord = {
  __typename?: 'BackupRestoreRecord';
  /** When the restore was applied (last_restore) or asked for (pending_restore). */
  at: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  requested_by: Scalars['String']['output'];
};

/** Scheduled backups: every `interval_hours` (0: none), the newest `keep` scheduled ones are kept. */
export type BackupSettings = {
  __typename?: 'BackupSettings';
  interval_hours: Scalars['Int']['output'];
  keep: Scalars['Int']['output'];
};

export type BackupsOverview = {
  __typename?: 'BackupsOverview';
  /** Newest first. */
  backups: Array<Backup>;
  /** The backup directory on the server. */
  directory: Scalars['String']['output'];
  /** The database engine of this server: pglite or postgres. */
  engine: Scalars['String']['output'];
  last_error: Maybe<BackupFailure>;
  last_restore: Maybe<BackupRestoreRecord>;
  pending_restore: Maybe<BackupRestoreRecord>;
  /** False where the server cannot restart itself (no supervisor hook): restore is then refused. */
  restart_available: Scalars['Boolean']['output'];
  running: Scalars['Boolean']['output'];
  settings: BackupSettings;
};

/** A device with a battery as the battery round shows it (issue 15 item 4, ADR 0040). */
export type BatteryDevice = {
  __typename?: 'BatteryDevice';
  battery: Scalars['Int']['output'];
  /** When the value was last reported (the hardware reports with a lag); null when not since the history began. */
  battery_at: Maybe<Scalars['DateTime']['output']>;
  critical: Scalars['Boolean']['output'];
  device_name: Scalars['String']['output'];
  /** Percent lost per day over the last 30 days; null without enough readings. */
  drain_per_day: Maybe<Scalars['Float']['output']>;
  /** The floor above the device (the nearest tree node of kind floor); empty when none. */
  floor: Scalars['String']['output'];
  low: Scalars['Boolean']['output'];
  /** The tree node above the device (its room). */
  place: Scalars['String']['output'];
  /** When it will reach the critical threshold at that pace; null when it is not draining. */
  replace_by: Maybe<Scalars['DateTime']['output']>;
  section_name: Scalars['String']['output'];
  system_tree_node_id: Scalars['Int']['output'];
};

export type BatteryThresholds = {
  __typename?: 'BatteryThresholds';
  critical: Scalars['Int']['output'];
  low: Scalars['Int']['output'];
};

/** A device by the calls it raised in the period. */
export type BusyDevice = {
  __typename?: 'BusyDevice';
  count: Scalars['Int']['output'];
  device_name: Scalars['String']['output'];
  section_name: Scalars['String']['output'];
  system_tree_node_id: Maybe<Scalars['Int']['output']>;
};

/**
 * A button (spec part 1 §3). number 1–255 (unique in the system), functions a–c 0–255; the ids refer to call
 * sources, call types and display groups of the system context.
 */
export type Button = {
  __typename?: 'Button';
  call_source_id: Maybe<Scalars['Int']['output']>;
  call_type_id: Maybe<Scalars['Int']['output']>;
  call_type_presence_id: Maybe<Scalars['Int']['output']>;
  display_group_id: Maybe<Scalars['Int']['output']>;
  fn_a: Maybe<Scalars['Int']['output']>;
  fn_b: Maybe<Scalars['Int']['output']>;
  fn_c: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

export type ButtonFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: number (the default), type. */
  sort?: InputMaybe<ListSort>;
};

export type ButtonInput = {
  call_source_id?: InputMaybe<Scalars['Int']['input']>;
  call_type_id?: InputMaybe<Scalars['Int']['input']>;
  call_type_presence_id?: InputMaybe<Scalars['Int']['input']>;
  display_group_id?: InputMaybe<Scalars['Int']['input']>;
  fn_a?: InputMaybe<Scalars['Int']['input']>;
  fn_b?: InputMaybe<Scalars['Int']['input']>;
  fn_c?: InputMaybe<Scalars['Int']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type ButtonList = {
  __typename?: 'ButtonList';
  items: Array<Button>;
  total: Scalars['Int']['output'];
};

/** A call (spec part 2 §3 Call). Times in UTC; duration in seconds once closed. */
export type Call = {
  __typename?: 'Call';
  /** The call's handling, oldest first. Read per call: select it on one call, not on a list. */
  actions: Array<CallAction>;
  call_source: Maybe<CallSourceRef>;
  call_source_id: Maybe<Scalars['Int']['output']>;
  call_source_text: Scalars['String']['output'];
  call_type: Maybe<CallType>;
  call_type_id: Scalars['Int']['output'];
  call_type_text: Scalars['String']['output'];
  closed_at: Maybe<Scalars['DateTime']['output']>;
  device_text_long: Scalars['String']['output'];
  device_text_short: Scalars['String']['output'];
  duration: Maybe<Scalars['Int']['output']>;
  handled_by_app_username: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  is_closed: Scalars['Boolean']['output'];
  /** The device number. */
  number: Maybe<Scalars['Int']['output']>;
  opened_at: Scalars['DateTime']['output'];
  position: Maybe<Scalars['String']['output']>;
  section: Maybe<CallSectionRef>;
  section_id: Maybe<Scalars['Int']['output']>;
  section_name: Scalars['String']['output'];
  system_id: Scalars['Int']['output'];
  system_tree_node: Maybe<CallDeviceRef>;
  weekday: Scalars['Int']['output'];
};

/**
 * A step in a call's handling (spec part 2 §3 Call actions): Accepted, Callback, Escalated, Muted, NFC,
 * Rejected, Released, Resent, Timeout, and Closed (ended from the console by a user).
 */
export type CallAction = {
  __typename?: 'CallAction';
  action: Scalars['String']['output'];
  /** user, app_user, device or system */
  actor_kind: Scalars['String']['output'];
  actor_name: Maybe<Scalars['String']['output']>;
  /** Seconds from the call's opening to this step. */
  after_seconds: Scalars['Int']['output'];
  at: Scalars['DateTime']['output'];
  detail: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

export type CallDeviceRef = {
  __typename?: 'CallDeviceRef';
  deny_manual_call_closure: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  serial: Maybe<Scalars['String']['output']>;
  text_long: Scalars['String']['output'];
  text_short: Scalars['String']['output'];
};

/** What the display needs to filter calls of one system (the system context). */
export type CallDisplayRelations = {
  __typename?: 'CallDisplayRelations';
  callTypes: Array<CallType>;
  displayGroups: Array<DisplayGroup>;
  schedules: Array<Schedule>;
  /**
   * The system's IANA time zone: schedule slots, the weekend and the ignore-sections window are the home's
   * wall clock, not the kiosk's (a kiosk set to the wrong zone would apply another slot; issue 14).
   */
  time_zone: Scalars['String']['output'];
  /** The system's weekend window as minute offsets from Monday 00:00 (spec part 2 §3 System). */
  weekend_start: Scalars['Int']['output'];
  weekend_stop: Scalars['Int']['output'];
};

/**
 * How many calls match. Counting stops at 10,000 and after a bounded time: then `exact` is false and
 * at least `value` calls match.
 */
export type CallLogCount = {
  __typename?: 'CallLogCount';
  exact: Scalars['Boolean']['output'];
  value: Scalars['Int']['output'];
};

/**
 * Which calls the log lists (spec part 2 §2 "Call log and forms"). Every part narrows the list; an
 * absent part does not. Times of the presets are the system's time zone.
 */
export type CallLogFilter = {
  call_source_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  call_type_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** With range custom: the first moment counted (inclusive). */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  max_duration?: InputMaybe<Scalars['Int']['input']>;
  /** Seconds, inclusive; an open call counts with the time it has been open. */
  min_duration?: InputMaybe<Scalars['Int']['input']>;
  /** Tree nodes: a call on the node or on any node below it. */
  node_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  /**
   * 1h, 12h, 24h (default), 7d, 14d, 30d, yesterday, day_before_yesterday, this_year, last_year,
   * since_beginning, or custom (then `from` and `to`).
   */
  range?: InputMaybe<Scalars['String']['input']>;
  section_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** open, closed, or all (default). */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Part of the device texts, the call type text, the position, the section name or the app user. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** With range custom: the first moment no longer counted (exclusive). */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/**
 * What the log's filters offer on the system context: its sections, call types and the call sources the
 * caller may see (a user restricted to call source groups is offered only theirs).
 */
export type CallLogOptions = {
  __typename?: 'CallLogOptions';
  call_sources: Array<CallLogSourceOption>;
  call_types: Array<CallLogTypeOption>;
  sections: Array<CallLogSectionOption>;
};

/**
 * One page of the log. `next` is the cursor of the following page (pass it as `after`); null on the
 * last page. A search that finds few calls in a long period may answer before the page is full (each
 * request searches for a bounded time, so that no search can hold up the calls): then `reached` is set
 * and `next` goes on from there.
 */
export type CallLogPage = {
  __typename?: 'CallLogPage';
  /** Only when asked for with `count: true`. */
  count: Maybe<CallLogCount>;
  items: Array<Call>;
  next: Maybe<Scalars['String']['output']>;
  /** Set on a page that ended early: how far (in opening time, in the sort's direction) the search got. */
  reached: Maybe<Scalars['DateTime']['output']>;
};

export type CallLogSectionOption = {
  __typename?: 'CallLogSectionOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * The order of the log: `field` is opened_at (default), closed_at, duration, call_type_text,
 * call_source_text, section_name or device_text_long; newest or largest first unless `descending` is
 * false. Equal values keep a stable order by call id. A field other than opened_at needs a period of at
 * most 10,000 calls (else the validation error sort_window on `sort`).
 */
export type CallLogSort = {
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  field: Scalars['String']['input'];
};

export type CallLogSourceOption = {
  __typename?: 'CallLogSourceOption';
  id: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

export type CallLogTypeOption = {
  __typename?: 'CallLogTypeOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** The routing explainer: why each phone rang and why the others did not (issue 13). */
export type CallRouting = {
  __typename?: 'CallRouting';
  accepted_by: Maybe<Scalars['String']['output']>;
  closed: Scalars['Boolean']['output'];
  current_tier: Maybe<Scalars['Int']['output']>;
  deliveries: Array<PhoneDelivery>;
  /** Every tier had its escalation time and nobody accepted (the trail's Timeout). */
  exhausted: Scalars['Boolean']['output'];
  not_reached: Array<RoutingMiss>;
  notes: Array<RoutingNote>;
  /** False: no escalation was started (no phone was paired when the call was open). */
  started: Scalars['Boolean']['output'];
  tiers: Array<RoutingTier>;
};

export type CallSectionRef = {
  __typename?: 'CallSectionRef';
  allow_manual_call_closure: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** A call source (spec part 1 §3): the number devices report, its text and one-character code. */
export type CallSource = {
  __typename?: 'CallSource';
  char: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** created, updated, deleted, imported, sent or in_sync (spec part 1 §4 item states). */
  item_state: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

export type CallSourceFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: number (the default), text, item_state. */
  sort?: InputMaybe<ListSort>;
};

/**
 * A call source group (spec part 1 §3): call sources of the system context by which roles and users restrict
 * their notifications; timeout_minutes 0–1440.
 */
export type CallSourceGroup = {
  __typename?: 'CallSourceGroup';
  call_source_ids: Array<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  timeout_minutes: Maybe<Scalars['Int']['output']>;
};

export type CallSourceGroupFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), call_source_ids, timeout_minutes. */
  sort?: InputMaybe<ListSort>;
};

export type CallSourceGroupInput = {
  call_source_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  timeout_minutes?: InputMaybe<Scalars['Int']['input']>;
};

export type CallSourceGroupList = {
  __typename?: 'CallSourceGroupList';
  items: Array<CallSourceGroup>;
  total: Scalars['Int']['output'];
};

/**
 * A call source group as the user and role forms offer it. Users and roles are global, so the forms pick
 * from every system's groups; system_id tells which system a group belongs to.
 */
export type CallSourceGroupOption = {
  __typename?: 'CallSourceGroupOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  system_id: Scalars['Int']['output'];
};

export type CallSourceInput = {
  char?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type CallSourceList = {
  __typename?: 'CallSourceList';
  items: Array<CallSource>;
  total: Scalars['Int']['output'];
};

export type CallSourceRef = {
  __typename?: 'CallSourceRef';
  char: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

/** A call type as the display needs it (spec part 2 §3 CallType). */
export type CallType = {
  __typename?: 'CallType';
  char: Scalars['String']['output'];
  color: Scalars['String']['output'];
  /** None, Presence or Defect */
  flag: Scalars['String']['output'];
  fullscreen: Scalars['Boolean']['output'];
  hide_lower_priority: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  indication_type: Scalars['Int']['output'];
  /** created, updated, deleted, imported, sent or in_sync (spec part 1 §4 item states). */
  item_state: Scalars['String']['output'];
  led_primary_color: Scalars['String']['output'];
  led_secondary_color: Scalars['String']['output'];
  monitor_own_calls: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  normal_beep_every_15_seconds: Scalars['Boolean']['output'];
  permanent_display_area: Scalars['Boolean']['output'];
  sort_order: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  /** Normal, Urgent or Emergency */
  urgency: Scalars['String']['output'];
};

export type CallTypeFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: sort_order (the default), name, text, urgency, flag, item_state. */
  sort?: InputMaybe<ListSort>;
};

/** An absent field keeps its value. Colours are #rrggbb; LED colours off, red, green, yellow, blue or white. */
export type CallTypeInput = {
  char?: InputMaybe<Scalars['String']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  flag?: InputMaybe<Scalars['String']['input']>;
  fullscreen?: InputMaybe<Scalars['Boolean']['input']>;
  hide_lower_priority?: InputMaybe<Scalars['Boolean']['input']>;
  indication_type?: InputMaybe<Scalars['Int']['input']>;
  led_primary_color?: InputMaybe<Scalars['String']['input']>;
  led_secondary_color?: InputMaybe<Scalars['String']['input']>;
  monitor_own_calls?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  normal_beep_every_15_seconds?: InputMaybe<Scalars['Boolean']['input']>;
  permanent_display_area?: InputMaybe<Scalars['Boolean']['input']>;
  sort_order?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  urgency?: InputMaybe<Scalars['String']['input']>;
};

export type CallTypeList = {
  __typename?: 'CallTypeList';
  items: Array<CallType>;
  total: Scalars['Int']['output'];
};

/**
 * What onCallsChanged delivers: the complete list of open calls as of console event `seq`, which
 * replaces the client's list, and which calls opened, changed or closed since the previous delivery
 * (or since the `since` the client subscribed with).
 */
export type CallsUpdate = {
  __typename?: 'CallsUpdate';
  calls: Array<Call>;
  closed: Array<Scalars['Int']['output']>;
  opened: Array<Scalars['Int']['output']>;
  seq: Scalars['Int']['output'];
  system_id: Scalars['Int']['output'];
  updated: Array<Scalars['Int']['output']>;
};

/**
 * A checkpoint map (spec part 1 §3). image is a data URL (data:image/png;base64,…; PNG, JPEG, GIF, WebP or
 * SVG) of at most 5 MB, refused beyond that with key max_value; null for none.
 */
export type CheckpointMap = {
  __typename?: 'CheckpointMap';
  checkpoints: Array<MapCheckpoint>;
  id: Scalars['Int']['output'];
  image: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  section_id: Maybe<Scalars['Int']['output']>;
  sort_order: Scalars['Int']['output'];
};

export type CheckpointMapFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: sort_order (the default), name, checkpoints. */
  sort?: InputMaybe<ListSort>;
};

export type CheckpointMapInput = {
  checkpoints?: InputMaybe<Array<MapCheckpointInput>>;
  image?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
  sort_order?: InputMaybe<Scalars['Int']['input']>;
};

export type CheckpointMapList = {
  __typename?: 'CheckpointMapList';
  items: Array<CheckpointMap>;
  total: Scalars['Int']['output'];
};

/**
 * What a cleanup removes (before it runs) or removed: closed calls that ended, and audit entries written,
 * before `before`, in the caller's systems.
 */
export type CleanupCounts = {
  __typename?: 'CleanupCounts';
  audit: Scalars['Int']['output'];
  before: Scalars['DateTime']['output'];
  calls: Scalars['Int']['output'];
};

/**
 * The account on the vendor's cloud (spec part 1 §3: username, password, enabled). The cloud is the
 * installation's CLOUD_SYNC_URL: an S3-compatible store (the online backup's adapter; the username is the
 * access key, the password the secret key) or a mounted directory.
 */
export type CloudSync = {
  __typename?: 'CloudSync';
  /** The cloud's address (CLOUD_SYNC_URL); null when the installation has none. */
  address: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  /** Whether a password is stored; it is never sent back. */
  has_password: Scalars['Boolean']['output'];
  last_error: Maybe<Scalars['String']['output']>;
  /**
   * not_registered (email not registered), wrong_password, account_disabled, invalid_email,
   * login_url_missing, not_reachable, upload_failed
   */
  last_error_code: Maybe<Scalars['String']['output']>;
  last_sync_at: Maybe<Scalars['DateTime']['output']>;
  state: CloudSyncState;
  /** An email address. */
  username: Scalars['String']['output'];
};

export type CloudSyncInput = {
  enabled: Scalars['Boolean']['input'];
  /** null keeps the stored password. */
  password?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

/**
 * Cloud sync states (spec part 1 §4): `inactive` (disabled, or no account or cloud address), `active`
 * (enabled; the last sync, if any, went through), `syncing` (a sync running), `error` (the last sync or
 * login failed: `last_error_code`). ADR 0045, "Cloud sync".
 */
export type CloudSyncState =
  | 'active'
  | 'error'
  | 'inactive'
  | 'syncing';

/**
 * The configuration commit of the system context as its configurator reports it (spec part 1 §4, §7):
 * the commit popup polls it every 4 s while a commit runs.
 */
export type ConfigChangelog = {
  __typename?: 'ConfigChangelog';
  changelog: Array<ConfigChangelogEntry>;
  /** Null when the status is unknown. */
  config: Maybe<ConfigCommitInfo>;
  error: Maybe<ConfigCommitError>;
  /** 0 to 100. */
  progress: Scalars['Int']['output'];
  /** running, ready, failed, or unknown when the system has no configurator link. */
  status: Scalars['String']['output'];
};

/** One change a commit sends to the call system. */
export type ConfigChangelogEntry = {
  __typename?: 'ConfigChangelogEntry';
  /** created, updated or deleted */
  action: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The configuration kind, e.g. call_types or system_tree_nodes. */
  kind: Scalars['String']['output'];
};

/** Why a commit failed, as the configurator reports it. */
export type ConfigCommitError = {
  __typename?: 'ConfigCommitError';
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** The configuration a commit works on. */
export type ConfigCommitInfo = {
  __typename?: 'ConfigCommitInfo';
  finished_at: Maybe<Scalars['DateTime']['output']>;
  /** The committed revision of the configurator. */
  revision: Scalars['Int']['output'];
  /** Changes staged and not yet committed. */
  staged_count: Scalars['Int']['output'];
  started_at: Maybe<Scalars['DateTime']['output']>;
};

/** A device to visit: one open incident as the technician's work list shows it (`/admin/defects`). */
export type DefectWorkItem = {
  __typename?: 'DefectWorkItem';
  assignee_name: Maybe<Scalars['String']['output']>;
  battery: Maybe<Scalars['Int']['output']>;
  detail: Scalars['JSON']['output'];
  device_name: Maybe<Scalars['String']['output']>;
  hub_id: Maybe<Scalars['Int']['output']>;
  incident_id: Scalars['Int']['output'];
  is_repeater: Scalars['Boolean']['output'];
  opened_at: Scalars['DateTime']['output'];
  /** Where the device is: the name of the tree node above it (its room). */
  place: Maybe<Scalars['String']['output']>;
  section_name: Maybe<Scalars['String']['output']>;
  severity: Scalars['String']['output'];
  system_tree_node_id: Maybe<Scalars['Int']['output']>;
  type: Scalars['String']['output'];
};

export type DeviceActionInput = {
  /** EndCalls, IgnoreDefects, Mute, Restart or Unmute ('end calls' is read as EndCalls). */
  action: Scalars['String']['input'];
  deviceID: Scalars['Int']['input'];
  sectionID?: InputMaybe<Scalars['Int']['input']>;
};

export type DeviceActionResult = {
  __typename?: 'DeviceActionResult';
  /** Calls the configurator closed. */
  closed_calls: Array<Scalars['Int']['output']>;
  success: Scalars['Boolean']['output'];
};

export type DisplayDevice = {
  __typename?: 'DisplayDevice';
  decided_at: Maybe<Scalars['DateTime']['output']>;
  /** The administrator who approved or revoked it last. */
  decided_by_name: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  last_address: Maybe<Scalars['String']['output']>;
  last_seen_at: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  requested_at: Scalars['DateTime']['output'];
  /** pending, approved or revoked. */
  status: Scalars['String']['output'];
  user_agent: Maybe<Scalars['String']['output']>;
};

/** Sortable fields: name, status, requested_at, last_seen_at. */
export type DisplayDeviceFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ListSort>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type DisplayDeviceList = {
  __typename?: 'DisplayDeviceList';
  items: Array<DisplayDevice>;
  total: Scalars['Int']['output'];
};

/**
 * What a display knows of its own enrolment: whether the server asks for one, and the status of the
 * device token it sends (header X-Display-Token, connection parameter display_token).
 */
export type DisplayEnrolment = {
  __typename?: 'DisplayEnrolment';
  /** Null without a token or with one the server does not know (deleted). */
  device_id: Maybe<Scalars['Int']['output']>;
  required: Scalars['Boolean']['output'];
  status: Maybe<Scalars['String']['output']>;
};

/** A new pending display: the token is returned this once and never stored by the server. */
export type DisplayEnrolmentRequest = {
  __typename?: 'DisplayEnrolmentRequest';
  device_id: Scalars['Int']['output'];
  token: Scalars['String']['output'];
};

export type DisplayGroup = {
  __typename?: 'DisplayGroup';
  connections: Array<DisplayGroupConnection>;
  id: Scalars['Int']['output'];
  /** created, updated, deleted, imported, sent or in_sync (spec part 1 §4 item states). */
  item_state: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type DisplayGroupConnection = {
  __typename?: 'DisplayGroupConnection';
  call_type_id: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  section_id: Scalars['Int']['output'];
};

/** A section and call type the group shows; without an id the console numbers it. */
export type DisplayGroupConnectionInput = {
  call_type_id: Scalars['Int']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
  section_id: Scalars['Int']['input'];
};

export type DisplayGroupFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), connections, item_state. */
  sort?: InputMaybe<ListSort>;
};

/** An absent field keeps its value; connections, when given, replace the group's list. */
export type DisplayGroupInput = {
  connections?: InputMaybe<Array<DisplayGroupConnectionInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type DisplayGroupList = {
  __typename?: 'DisplayGroupList';
  items: Array<DisplayGroup>;
  total: Scalars['Int']['output'];
};

/** A section's display group override: on or off, and the display group shown instead. */
export type DisplayGroupOverride = {
  __typename?: 'DisplayGroupOverride';
  active_display_group_override_id: Maybe<Scalars['Int']['output']>;
  has_display_group_override: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  item_state: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type DisplayGroupOverrideGroup = {
  __typename?: 'DisplayGroupOverrideGroup';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type DisplayGroupOverrideList = {
  __typename?: 'DisplayGroupOverrideList';
  /** The display groups an override may switch to. */
  display_groups: Array<DisplayGroupOverrideGroup>;
  sections: Array<DisplayGroupOverride>;
};

/** A display note (spec part 2 §3). Colours: blue, green, red, yellow. */
export type DisplayNote = {
  __typename?: 'DisplayNote';
  active: Scalars['Boolean']['output'];
  color: Scalars['String']['output'];
  display_date: Scalars['Boolean']['output'];
  display_from: Maybe<Scalars['DateTime']['output']>;
  display_until: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  sort_order: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type DisplayNoteFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: sort_order (the default), title, text, color, active, display_from, display_until. */
  sort?: InputMaybe<ListSort>;
};

/**
 * Every field is optional: an update changes only what it carries. Colours: blue, green, red, yellow.
 * display_from and display_until may be left open; from must not be after until.
 */
export type DisplayNoteInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  display_date?: InputMaybe<Scalars['Boolean']['input']>;
  display_from?: InputMaybe<Scalars['DateTime']['input']>;
  display_until?: InputMaybe<Scalars['DateTime']['input']>;
  sort_order?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type DisplayNoteList = {
  __typename?: 'DisplayNoteList';
  items: Array<DisplayNote>;
  total: Scalars['Int']['output'];
};

/**
 * A preset of spec part 2 §9 (battery_replaced, defective, elevator_lockdown, in_repair, lost, replaced):
 * the form fills title (in the request's language) and colour from it.
 */
export type DisplayNotePreset = {
  __typename?: 'DisplayNotePreset';
  color: Scalars['String']['output'];
  key: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/**
 * A display profile (spec part 2 §3). The slug is assigned by the server from the name and never
 * taken from a client.
 */
export type DisplayProfile = {
  __typename?: 'DisplayProfile';
  /** Beyond the spec: new emergency calls sound a tone on displays using this profile (off by default). */
  emergency_tone: Scalars['Boolean']['output'];
  /** NORMAL, LARGER or LARGEST */
  font_size: Scalars['String']['output'];
  fullscreen: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** de, en, fr or it */
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
  settings: Array<DisplayProfileSetting>;
  show_presences: Scalars['Boolean']['output'];
  show_video_stream: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
};

/**
 * What createDisplayProfile and updateDisplayProfile take. There is no slug: the server owns it.
 * `id` is required for an update and ignored on create.
 */
export type DisplayProfileInput = {
  emergency_tone?: InputMaybe<Scalars['Boolean']['input']>;
  font_size: Scalars['String']['input'];
  fullscreen: Scalars['Boolean']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
  name: Scalars['String']['input'];
  settings: Array<DisplayProfileSettingInput>;
  show_presences: Scalars['Boolean']['input'];
  show_video_stream: Scalars['Boolean']['input'];
};

/**
 * One system's part of a display profile (spec part 2 §3 Profile system setting).
 * Schedule ids: 255 none, 20 all day. Display group ids: 255 none, 254 all, 253 section.
 */
export type DisplayProfileSetting = {
  __typename?: 'DisplayProfileSetting';
  system_id: Scalars['Int']['output'];
  weekday_display_group_1_id: Scalars['Int']['output'];
  weekday_display_group_2_id: Scalars['Int']['output'];
  weekday_display_group_3_id: Scalars['Int']['output'];
  weekday_display_group_4_id: Scalars['Int']['output'];
  weekday_display_group_5_id: Scalars['Int']['output'];
  weekday_schedule_id: Scalars['Int']['output'];
  weekend_display_group_1_id: Scalars['Int']['output'];
  weekend_display_group_2_id: Scalars['Int']['output'];
  weekend_display_group_3_id: Scalars['Int']['output'];
  weekend_display_group_4_id: Scalars['Int']['output'];
  weekend_display_group_5_id: Scalars['Int']['output'];
  weekend_schedule_id: Scalars['Int']['output'];
};

export type DisplayProfileSettingInput = {
  /** Client-only flag: a setting with enabled false is dropped on save. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  system_id: Scalars['Int']['input'];
  weekday_display_group_1_id: Scalars['Int']['input'];
  weekday_display_group_2_id: Scalars['Int']['input'];
  weekday_display_group_3_id: Scalars['Int']['input'];
  weekday_display_group_4_id: Scalars['Int']['input'];
  weekday_display_group_5_id: Scalars['Int']['input'];
  weekday_schedule_id: Scalars['Int']['input'];
  weekend_display_group_1_id: Scalars['Int']['input'];
  weekend_display_group_2_id: Scalars['Int']['input'];
  weekend_display_group_3_id: Scalars['Int']['input'];
  weekend_display_group_4_id: Scalars['Int']['input'];
  weekend_display_group_5_id: Scalars['Int']['input'];
  weekend_schedule_id: Scalars['Int']['input'];
};

/** An escape profile (spec part 1 §3): rule_set holds the numbers of forbidden checkpoints (1–65535). */
export type EscapeProfile = {
  __typename?: 'EscapeProfile';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  rule_set: Array<Scalars['Int']['output']>;
};

export type EscapeProfileFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), rule_set. */
  sort?: InputMaybe<ListSort>;
};

export type EscapeProfileInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  rule_set?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type EscapeProfileList = {
  __typename?: 'EscapeProfileList';
  items: Array<EscapeProfile>;
  total: Scalars['Int']['output'];
};

/**
 * What to export (spec part 2 §2 "Call log and forms"): `kind` calls or system_tree, `format` csv, xlsx or
 * pdf. Calls are the log's as `filter` and `sort` select them (the caller's call source groups and defect
 * permissions apply, as in the log); the system tree is exported whole, `filter` and `sort` do not apply.
 */
export type ExportInput = {
  filter?: InputMaybe<CallLogFilter>;
  format: Scalars['String']['input'];
  kind: Scalars['String']['input'];
  sort?: InputMaybe<CallLogSort>;
};

/**
 * An export job (spec part 2 §4): state New, Running, Complete, Failed or Canceled. The file is kept one
 * month after it was asked for (spec §9), then deleted.
 */
export type ExportJob = {
  __typename?: 'ExportJob';
  created_at: Scalars['DateTime']['output'];
  /** Where the file is downloaded (GET, the asking user's session) once Complete; null before. */
  download_url: Maybe<Scalars['String']['output']>;
  /**
   * Why it Failed: export_failed, interrupted (the server stopped) or instance_lost (the server running it
   * went away).
   */
  error: Maybe<Scalars['String']['output']>;
  expires_at: Scalars['DateTime']['output'];
  /** Localized, e.g. anrufe-2026-11-26.xlsx. */
  file_name: Maybe<Scalars['String']['output']>;
  /** Bytes, once Complete. */
  file_size: Maybe<Scalars['Float']['output']>;
  finished_at: Maybe<Scalars['DateTime']['output']>;
  format: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  locale: Scalars['String']['output'];
  /** 0 to 1. */
  progress: Scalars['Float']['output'];
  rows_done: Scalars['Int']['output'];
  /** The rows to write: counted when the job was made, the rows written once it is Complete. */
  rows_total: Maybe<Scalars['Int']['output']>;
  started_at: Maybe<Scalars['DateTime']['output']>;
  state: Scalars['String']['output'];
};

/**
 * A flight profile (spec part 1 §3): checkpoint numbers a resident wearing a tag may not pass. Tree nodes
 * refer to it by flight_profile_id; one in use cannot be deleted (validation key in_use).
 */
export type FlightProfile = {
  __typename?: 'FlightProfile';
  checkpoints: Array<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type FlightProfileFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), checkpoints. */
  sort?: InputMaybe<ListSort>;
};

export type FlightProfileInput = {
  checkpoints?: InputMaybe<Array<Scalars['Int']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type FlightProfileList = {
  __typename?: 'FlightProfileList';
  items: Array<FlightProfile>;
  total: Scalars['Int']['output'];
};

/** An HTTP exchange with the configurator that failed (spec part 1 §7). */
export type GetsHttpError = {
  __typename?: 'GetsHttpError';
  action: Scalars['String']['output'];
  checks: Maybe<Scalars['JSON']['output']>;
  message: Scalars['String']['output'];
  payload: Maybe<Scalars['JSON']['output']>;
  success: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

export type GlobalAppSettings = {
  __typename?: 'GlobalAppSettings';
  /**
   * The app gateway (spec part 1 §2, part 2 §6): the phones' server runs here for `app_gateway_system_id`; the
   * App link and the gateway features need it enabled and that system as the context. Stored with the app state.
   */
  app_gateway_enabled: Scalars['Boolean']['output'];
  app_gateway_system_id: Maybe<Scalars['Int']['output']>;
  display_names_enabled: Scalars['Boolean']['output'];
  escalation_timeout: Scalars['Int']['output'];
  hide_presences: Scalars['Boolean']['output'];
  logout_disabled: Scalars['Boolean']['output'];
  logout_on_charge: Scalars['Boolean']['output'];
  release_timeout: Scalars['Int']['output'];
  relevant_alerts_timeout: Scalars['Int']['output'];
  relevant_calls_timeout: Scalars['Int']['output'];
  resend_timeout: Scalars['Int']['output'];
  sos_send_to_all_users: Scalars['Boolean']['output'];
  subscriptions_confirmation_required: Scalars['Boolean']['output'];
  subscriptions_enabled: Scalars['Boolean']['output'];
  subscriptions_user_defined: Scalars['Boolean']['output'];
  team_view_enabled: Scalars['Boolean']['output'];
};

/**
 * Changes to the phone app's settings; an absent field stays as it is. Timeouts in seconds (ADR 0031):
 * resend 5–3,600, escalation 10–3,600, release 10–86,400; relevant_calls and relevant_alerts (how long a
 * closed call or alert stays in a phone's recent list) 0–86,400.
 */
export type GlobalAppSettingsInput = {
  /** Enabling the gateway needs its system (one the server knows). */
  app_gateway_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  app_gateway_system_id?: InputMaybe<Scalars['Int']['input']>;
  display_names_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  escalation_timeout?: InputMaybe<Scalars['Int']['input']>;
  hide_presences?: InputMaybe<Scalars['Boolean']['input']>;
  logout_disabled?: InputMaybe<Scalars['Boolean']['input']>;
  logout_on_charge?: InputMaybe<Scalars['Boolean']['input']>;
  release_timeout?: InputMaybe<Scalars['Int']['input']>;
  relevant_alerts_timeout?: InputMaybe<Scalars['Int']['input']>;
  relevant_calls_timeout?: InputMaybe<Scalars['Int']['input']>;
  resend_timeout?: InputMaybe<Scalars['Int']['input']>;
  sos_send_to_all_users?: InputMaybe<Scalars['Boolean']['input']>;
  subscriptions_confirmation_required?: InputMaybe<Scalars['Boolean']['input']>;
  subscriptions_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  subscriptions_user_defined?: InputMaybe<Scalars['Boolean']['input']>;
  team_view_enabled?: InputMaybe<Scalars['Boolean']['input']>;
};

export type GlobalSettings = {
  __typename?: 'GlobalSettings';
  allow_empty_call_source_names: Scalars['Boolean']['output'];
  battery_threshold_critical: Scalars['Int']['output'];
  battery_threshold_low: Scalars['Int']['output'];
  defects_timeout: Scalars['Int']['output'];
  /** Beyond the spec (ADR 0022): wall displays show calls only once an administrator approved them. */
  displays_require_enrolment: Scalars['Boolean']['output'];
  ignore_linkable_node_pool_for_super_users: Scalars['Boolean']['output'];
  locale: Scalars['String']['output'];
  monitoring_timeout_radio: Scalars['Int']['output'];
  monitoring_timeout_tech: Scalars['Int']['output'];
  monitoring_timeout_wired: Scalars['Int']['output'];
  probable_defect_criterion: Scalars['String']['output'];
  probable_defect_name: Scalars['String']['output'];
  probable_defect_threshold_count: Scalars['Int']['output'];
  probable_defect_timeframe_hours: Scalars['Int']['output'];
  system_tree_text_long_required: Scalars['Boolean']['output'];
};

export type GlobalSettingsInput = {
  allow_empty_call_source_names?: InputMaybe<Scalars['Boolean']['input']>;
  battery_threshold_critical?: InputMaybe<Scalars['Int']['input']>;
  battery_threshold_low?: InputMaybe<Scalars['Int']['input']>;
  defects_timeout?: InputMaybe<Scalars['Int']['input']>;
  displays_require_enrolment?: InputMaybe<Scalars['Boolean']['input']>;
  ignore_linkable_node_pool_for_super_users?: InputMaybe<Scalars['Boolean']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  monitoring_timeout_radio?: InputMaybe<Scalars['Int']['input']>;
  monitoring_timeout_tech?: InputMaybe<Scalars['Int']['input']>;
  monitoring_timeout_wired?: InputMaybe<Scalars['Int']['input']>;
  probable_defect_criterion?: InputMaybe<Scalars['String']['input']>;
  probable_defect_name?: InputMaybe<Scalars['String']['input']>;
  probable_defect_threshold_count?: InputMaybe<Scalars['Int']['input']>;
  probable_defect_timeframe_hours?: InputMaybe<Scalars['Int']['input']>;
  system_tree_text_long_required?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A hub (spec part 1 §3). Status (Ready, Offline, Busy, Processing, Unknown) and the last sync are what the
 * hardware reports.
 */
export type Hub = {
  __typename?: 'Hub';
  id: Scalars['Int']['output'];
  ip: Scalars['String']['output'];
  /** created, updated, deleted, imported, sent or in_sync (spec part 1 §4 item states). */
  item_state: Scalars['String']['output'];
  last_sync: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** Radio or Wired */
  type: Scalars['String']['output'];
};

/**
 * A hub's own login as the console keeps it for the hub sync (spec part 1 §3 hub username, password; ADR 0046).
 * The password is sealed at rest and never sent back: only whether one is set.
 */
export type HubCredentials = {
  __typename?: 'HubCredentials';
  has_password: Scalars['Boolean']['output'];
  hub_id: Scalars['Int']['output'];
  updated_at: Maybe<Scalars['DateTime']['output']>;
  /** Empty when none is stored. */
  username: Scalars['String']['output'];
};

export type HubFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), ip, type, status, last_sync, item_state. */
  sort?: InputMaybe<ListSort>;
};

export type HubInput = {
  ip?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type HubList = {
  __typename?: 'HubList';
  items: Array<Hub>;
  total: Scalars['Int']['output'];
};

/** A line of a hub's own log (logins, refusals, syncs), read from the hub through the configurator. */
export type HubLogLine = {
  __typename?: 'HubLogLine';
  at: Scalars['DateTime']['output'];
  /** info, warn or error */
  level: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** A radio a hub printer detected (spec part 1 §2 Global search, polling panel; §7 HubPrinterMessage). */
export type HubPrinterMessage = {
  __typename?: 'HubPrinterMessage';
  /** MAC address of the radio. */
  address: Scalars['String']['output'];
  detected_at: Scalars['DateTime']['output'];
  error: Maybe<Scalars['String']['output']>;
  hub_id: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  system_tree_node: Maybe<HubPrinterNode>;
};

/** The tree node a hub printer message names, when the configurator knows the radio. */
export type HubPrinterNode = {
  __typename?: 'HubPrinterNode';
  id: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parent_name: Maybe<Scalars['String']['output']>;
  serial: Maybe<Scalars['String']['output']>;
};

/**
 * What a hub answered to a sync (ADR 0045): its status and last sync (also sent as the hub.sync event that
 * updates the hub's row), and how many devices it took.
 */
export type HubSyncResult = {
  __typename?: 'HubSyncResult';
  devices: Scalars['Int']['output'];
  hub_id: Scalars['Int']['output'];
  last_sync: Maybe<Scalars['DateTime']['output']>;
  status: Scalars['String']['output'];
};

/**
 * A device problem that someone owns until it is closed (spec part 2 §3 Incident, ADR 0036), raised and
 * closed by the server from what the configurator reports: Battery (below the global settings' thresholds),
 * Reachability (a device or hub silent for longer than its monitoring timeout), Defect (a defect call open
 * past the defects timeout; `is_repeater` on a technical device) and ProbableDefect (the criterion's calls
 * counted within the time frame). One incident per device (or hub) and type is open at a time.
 */
export type Incident = {
  __typename?: 'Incident';
  assigned_at: Maybe<Scalars['DateTime']['output']>;
  assignee_name: Maybe<Scalars['String']['output']>;
  assignee_user_id: Maybe<Scalars['Int']['output']>;
  /** The device's battery now (percent), for Battery incidents and devices with a battery. */
  battery: Maybe<Scalars['Int']['output']>;
  /** cleared (the cause went away) or manual. */
  close_reason: Maybe<Scalars['String']['output']>;
  closed_at: Maybe<Scalars['DateTime']['output']>;
  closed_by_name: Maybe<Scalars['String']['output']>;
  /** Oldest first. Read per incident: select it on one incident, not on a list. */
  comments: Array<IncidentComment>;
  /** What the rule saw: battery and threshold, last heard at and the timeout, the defect call, the count. */
  detail: Scalars['JSON']['output'];
  /** The device's long text (else its name), or the hub's name. */
  device_name: Maybe<Scalars['String']['output']>;
  hub_id: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  is_repeater: Scalars['Boolean']['output'];
  /** Seconds from opening to closing (to now while open). */
  open_seconds: Scalars['Int']['output'];
  opened_at: Scalars['DateTime']['output'];
  section_id: Maybe<Scalars['Int']['output']>;
  section_name: Maybe<Scalars['String']['output']>;
  /** Critical, Warning or Info, set by the rule that raised it. */
  severity: Scalars['String']['output'];
  /** New, Assigned or Closed. */
  state: Scalars['String']['output'];
  system_tree_node_id: Maybe<Scalars['Int']['output']>;
  /** Battery, Defect, ProbableDefect or Reachability. */
  type: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type IncidentComment = {
  __typename?: 'IncidentComment';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  user_name: Maybe<Scalars['String']['output']>;
};

/** Which incidents the list shows; every part narrows it, an absent part does not. Default: open ones. */
export type IncidentFilter = {
  assignee_user_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** true: only repeater defects; false: none of them. */
  repeater?: InputMaybe<Scalars['Boolean']['input']>;
  section_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  severities?: InputMaybe<Array<Scalars['String']['input']>>;
  /** New, Assigned, Closed; absent: New and Assigned. */
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only incidents nobody is assigned to. */
  unassigned?: InputMaybe<Scalars['Boolean']['input']>;
};

export type IncidentNotificationInput = {
  enabled: Scalars['Boolean']['input'];
  notify_battery: Scalars['Boolean']['input'];
  notify_defects: Scalars['Boolean']['input'];
  notify_not_reachable: Scalars['Boolean']['input'];
  notify_probable_defects: Scalars['Boolean']['input'];
};

/**
 * Whether and of what an incident handler is told by e-mail on the system context (spec part 2 §2 the
 * notification settings and their user form; ADR 0040). The address is the user's own; without settings
 * saved a user is not told (enabled false).
 */
export type IncidentNotificationSetting = {
  __typename?: 'IncidentNotificationSetting';
  /** The user's address(es), comma-separated; empty: no mail can reach them. */
  email: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  notify_battery: Scalars['Boolean']['output'];
  /** Defects, repeater defects included. */
  notify_defects: Scalars['Boolean']['output'];
  notify_not_reachable: Scalars['Boolean']['output'];
  notify_probable_defects: Scalars['Boolean']['output'];
  user_id: Scalars['Int']['output'];
  user_name: Scalars['String']['output'];
};

export type IncidentOption = {
  __typename?: 'IncidentOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * What the incident list's filters and the assignment offer on the system context: its sections, and the
 * users incidents may be assigned to — those who may use the system and handle incidents.
 */
export type IncidentOptions = {
  __typename?: 'IncidentOptions';
  assignees: Array<IncidentOption>;
  sections: Array<IncidentOption>;
};

export type IncidentPage = {
  __typename?: 'IncidentPage';
  items: Array<Incident>;
  total: Scalars['Int']['output'];
};

/**
 * An indicator (spec part 1 §3). number 1–255 (unique in the system); fn_a and fn_b 0–255, where 1 is a soft
 * permanent light and 255 none (the default). The ids refer to call sources and call types of the system context.
 */
export type Indicator = {
  __typename?: 'Indicator';
  call_source_id: Maybe<Scalars['Int']['output']>;
  call_type_ids: Array<Scalars['Int']['output']>;
  fn_a: Scalars['Int']['output'];
  fn_b: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  linked_call_source_id: Maybe<Scalars['Int']['output']>;
  number: Scalars['Int']['output'];
};

export type IndicatorFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: number (the default), call_type_ids, fn_a, fn_b. */
  sort?: InputMaybe<ListSort>;
};

export type IndicatorInput = {
  call_source_id?: InputMaybe<Scalars['Int']['input']>;
  call_type_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  fn_a?: InputMaybe<Scalars['Int']['input']>;
  fn_b?: InputMaybe<Scalars['Int']['input']>;
  linked_call_source_id?: InputMaybe<Scalars['Int']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
};

export type IndicatorList = {
  __typename?: 'IndicatorList';
  items: Array<Indicator>;
  total: Scalars['Int']['output'];
};

/** A value of the directory's roles attribute (a group's DN, say) and the role it gives (ADR 0041). */
export type LdapRoleMapping = {
  __typename?: 'LdapRoleMapping';
  ldap_value: Scalars['String']['output'];
  role_id: Scalars['Int']['output'];
};

export type LdapRoleMappingInput = {
  ldap_value: Scalars['String']['input'];
  role_id: Scalars['Int']['input'];
};

/**
 * The LDAP directory users of `is_ldap` sign in against (spec part 1 §3 LDAP, issue 16). One for the
 * whole installation; the admin password is write-only.
 */
export type LdapSettings = {
  __typename?: 'LdapSettings';
  admin_user: Scalars['String']['output'];
  base_dn: Scalars['String']['output'];
  /** ldap:// or ldaps:// URL */
  dsn: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  has_admin_password: Scalars['Boolean']['output'];
  role_mapping: Array<LdapRoleMapping>;
  roles_attribute: Scalars['String']['output'];
  updated_at: Maybe<Scalars['DateTime']['output']>;
  /** %s stands for the username typed at sign-in. */
  user_filter: Scalars['String']['output'];
};

export type LdapSettingsInput = {
  /** Absent or null: keep the stored password; empty: none. */
  admin_password?: InputMaybe<Scalars['String']['input']>;
  admin_user: Scalars['String']['input'];
  base_dn: Scalars['String']['input'];
  dsn: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
  role_mapping: Array<LdapRoleMappingInput>;
  roles_attribute: Scalars['String']['input'];
  user_filter: Scalars['String']['input'];
};

/**
 * What the test button found: `key` is connected, user_found (success) or unreachable, admin_refused,
 * base_not_found, user_not_found, too_many_users, error (with the directory's words in `detail`).
 */
export type LdapTestResult = {
  __typename?: 'LdapTestResult';
  detail: Maybe<Scalars['String']['output']>;
  /** Entries directly below the base DN. */
  entries: Maybe<Scalars['Int']['output']>;
  key: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  /** Roles the mapping gives for those values. */
  role_ids: Array<Scalars['Int']['output']>;
  user_dn: Maybe<Scalars['String']['output']>;
  /** The user's values of the roles attribute. */
  values: Array<Scalars['String']['output']>;
};

/** The license in force; id 0 means none is activated and the defaults apply. */
export type License = {
  __typename?: 'License';
  activated_at: Maybe<Scalars['DateTime']['output']>;
  customer: Maybe<Scalars['String']['output']>;
  features: LicenseFeatures;
  id: Scalars['Int']['output'];
  limits: LicenseLimits;
  name: Scalars['String']['output'];
};

export type LicenseFeatures = {
  __typename?: 'LicenseFeatures';
  analytics: Scalars['Boolean']['output'];
  log: Scalars['Boolean']['output'];
  management: Scalars['Boolean']['output'];
};

export type LicenseLimits = {
  __typename?: 'LicenseLimits';
  app_clients: Scalars['Int']['output'];
  devices: Scalars['Int']['output'];
  systems: Scalars['Int']['output'];
  visuals: Scalars['Int']['output'];
};

/**
 * How much of each licence limit the installation uses, over all systems: the licence is the
 * installation's, so the counts are too (devices of every system, approved wall displays, phones paired or
 * with a valid pairing code, configurators). Counts only; what is counted stays behind each system's access.
 */
export type LicenseUsage = {
  __typename?: 'LicenseUsage';
  app_clients: Scalars['Int']['output'];
  devices: Scalars['Int']['output'];
  systems: Scalars['Int']['output'];
  visuals: Scalars['Int']['output'];
};

/**
 * Breaks of the configurator's event order (docs/configurator-protocol.md §8), each answered by a snapshot
 * of the open calls (ADR 0025); counted since the system was created, by whichever server instance held the link.
 */
export type LinkSeqFaults = {
  __typename?: 'LinkSeqFaults';
  /** Events whose sequence number was not above the last one seen. */
  backwards: Scalars['Int']['output'];
  /** Gaps in the sequence. */
  gaps: Scalars['Int']['output'];
  last_at: Maybe<Scalars['DateTime']['output']>;
  /** Frames without a readable sequence number. */
  missing_seq: Scalars['Int']['output'];
};

/**
 * The order of a whole list, before paging: `field` is one of the fields the list's filter names as
 * sortable (another is refused as a validation error on sort); ascending unless `descending`. Text sorts
 * case-insensitively, a list by its number of entries; empty values come last either way. Without a
 * sort, the list keeps its default order.
 */
export type ListSort = {
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  field: Scalars['String']['input'];
};

export type LogDownload = {
  __typename?: 'LogDownload';
  content: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type LogEntry = {
  __typename?: 'LogEntry';
  /** The line's other fields as JSON. */
  detail: Maybe<Scalars['String']['output']>;
  /** trace, debug, info, warn, error or fatal */
  level: Scalars['String']['output'];
  msg: Scalars['String']['output'];
  /** Byte offset of the line in its file. */
  offset: Scalars['Float']['output'];
  time: Maybe<Scalars['DateTime']['output']>;
};

/** One of the server's log files in DATA_DIR/logs (issue 16 item 7, ADR 0041). */
export type LogFile = {
  __typename?: 'LogFile';
  /** The file written to now. */
  current: Scalars['Boolean']['output'];
  modified_at: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Float']['output'];
};

export type LogPage = {
  __typename?: 'LogPage';
  /** Where the next read of new lines starts (pass it as `after` to follow the file). */
  end_offset: Scalars['Float']['output'];
  /** Oldest first. */
  entries: Array<LogEntry>;
  /** The file read; null while there is none. */
  file: Maybe<Scalars['String']['output']>;
  /** More entries matched than `limit`; the oldest were left out. */
  truncated: Scalars['Boolean']['output'];
};

export type LoginError = {
  __typename?: 'LoginError';
  data: Maybe<Scalars['JSON']['output']>;
  field: Scalars['String']['output'];
  key: Scalars['String']['output'];
};

/** Same shape as the REST reply of POST /backend/login. */
export type LoginResult = {
  __typename?: 'LoginResult';
  errors: Array<LoginError>;
  ok: Scalars['Boolean']['output'];
  require_password_change: Scalars['Boolean']['output'];
  user: Maybe<AuthUser>;
};

/**
 * The mail server the console sends reports and notices through (issue 15, ADR 0039). One for the whole
 * installation; the password is write-only.
 */
export type MailSettings = {
  __typename?: 'MailSettings';
  has_password: Scalars['Boolean']['output'];
  host: Scalars['String']['output'];
  port: Scalars['Int']['output'];
  /** none, starttls or tls */
  security: Scalars['String']['output'];
  sender: Scalars['String']['output'];
  updated_at: Maybe<Scalars['DateTime']['output']>;
  username: Scalars['String']['output'];
};

export type MailSettingsInput = {
  host: Scalars['String']['input'];
  /** Absent or null: keep the stored password; empty: none. */
  password?: InputMaybe<Scalars['String']['input']>;
  port: Scalars['Int']['input'];
  security: Scalars['String']['input'];
  sender: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** What the mail server answered to a test mail, or why it could not be sent. */
export type MailTestResult = {
  __typename?: 'MailTestResult';
  error: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  response: Maybe<Scalars['String']['output']>;
};

/**
 * A checkpoint placed on a map (spec part 1 §3 Checkpoint): number 1–65535 (unique on its map), char one
 * printable character, text at most 19 bytes without umlauts, diameter and position in pixels of the image.
 */
export type MapCheckpoint = {
  __typename?: 'MapCheckpoint';
  char: Scalars['String']['output'];
  diameter: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
  position_x: Scalars['Int']['output'];
  position_y: Scalars['Int']['output'];
  section_id: Maybe<Scalars['Int']['output']>;
  text: Scalars['String']['output'];
};

export type MapCheckpointInput = {
  char?: InputMaybe<Scalars['String']['input']>;
  diameter: Scalars['Int']['input'];
  number: Scalars['Int']['input'];
  position_x: Scalars['Int']['input'];
  position_y: Scalars['Int']['input'];
  section_id?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A merge group, the interconnection of spec part 1 §3: rule_set holds ids of sections of the system context
 * whose calls are merged.
 */
export type MergeGroup = {
  __typename?: 'MergeGroup';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  rule_set: Array<Scalars['Int']['output']>;
};

export type MergeGroupFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default). */
  sort?: InputMaybe<ListSort>;
};

export type MergeGroupInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  rule_set?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type MergeGroupList = {
  __typename?: 'MergeGroupList';
  items: Array<MergeGroup>;
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  activateLicense: License;
  /** Adds a note to a node (console-only, audited). text: required, at most 1000 bytes. */
  addSystemTreeNodeNote: SystemTreeNodeNote;
  approveDisplayDevices: Array<DisplayDevice>;
  /** Assigns an open incident (state Assigned); `user_id` null takes the assignment back (state New). */
  assignIncident: Incident;
  /**
   * Cancels one of the caller's exports that is New or Running (it stops at its next batch); a finished
   * one is answered as it is.
   */
  cancelExport: ExportJob;
  /**
   * Removes closed calls (with their trail, escalations and phone deliveries) and/or audit entries older
   * than `older_than_days` (at least 30: validation error min_value) in the caller's systems. `confirm` is
   * the cleanup phrase of the request's language (spec part 1 §5; validation error on confirm otherwise).
   * The audit chains start again with the first entry kept (ADR 0037); the cleanup is audited itself.
   */
  cleanup: CleanupCounts;
  /** Forgets the hub's stored login. */
  clearHubCredentials: HubCredentials;
  /**
   * Ends an open call from the log: the configurator ends the calls of its device in its section
   * (EndCalls), and the call's trail records who closed it. Needs calllog::close_calls.
   */
  closeCall: Call;
  /**
   * Closes an incident by hand, with an optional comment. While its cause still holds, no new incident of
   * its type is raised for the device until the cause has cleared once.
   */
  closeIncident: Incident;
  commentIncident: Incident;
  /**
   * Sends what is still pending and starts the commit of the system context. Refused with COMMIT_RUNNING
   * while one runs, LINK_FAILED when the configurator cannot be reached, and with validation errors
   * (data names kind and id) for what the configurator refuses.
   */
  commitConfig: ConfigChangelog;
  /** Confirms the subscriptions (for subscriptions_confirmation_required). */
  confirmAppSubscriptions: Array<AppSubscription>;
  createAlertChannel: AlertChannel;
  createAppClient: AppClient;
  createAppConnection: AppConnection;
  createAppSubscription: AppSubscription;
  createAppUser: AppUser;
  createAppUserGroup: AppUserGroup;
  /** A manual backup now; BACKUP_RUNNING while one runs, BACKUP_FAILED with the engine's message. */
  createBackup: Backup;
  createButton: Button;
  createCallSource: CallSource;
  createCallSourceGroup: CallSourceGroup;
  /** At most 250 call types (validation key max_count). */
  createCallType: CallType;
  createCheckpointMap: CheckpointMap;
  createDisplayGroup: DisplayGroup;
  createDisplayNote: DisplayNote;
  createDisplayProfile: DisplayProfile;
  createEscapeProfile: EscapeProfile;
  /**
   * Starts an export in the background and answers with the New job at once; progress comes through
   * onExportChanged. Calls need calllog::use_module, the system tree systemtree::use_module. More rows than
   * the format allows (CSV 1,000,000, XLSX 500,000, PDF 100,000) is refused up front: a validation error
   * on field `rows`, key max_count, data { max } ("maximum rows exceeded", spec part 2 §5).
   */
  createExport: ExportJob;
  createFlightProfile: FlightProfile;
  createHub: Hub;
  createIndicator: Indicator;
  /**
   * Setup step 3: checks the configurator (firmware version) and stores it as the first system, or
   * replaces the first system's address while setup runs; refused once setup is complete
   * (createSystemParam and updateSystemParam then). Errors contain 'failed to fetch firmware
   * version', with 'Unauthorized' for a refused password (field password), else the address (field ip).
   */
  createInitialConfigurator: SystemParam;
  /**
   * Creates the first user, a superuser, signs them in and so completes the setup. Refused with
   * 'already present' once any user exists.
   */
  createInitialUser: User;
  createMergeGroup: MergeGroup;
  createRole: Role;
  /** At most 19 schedules (validation key max_count): id 20 is the configurator's "all day" code. */
  createSchedule: Schedule;
  createSection: Section;
  createSystemParam: SystemParam;
  /**
   * Staged on the configurator. Devices need systemtree::create_devices, the structure (buildings,
   * floors, rooms, …) systemtree::manage_structure; technical and wired devices their own permission too;
   * fields guarded by a finer systemtree permission need it when set. A device beyond the licence's
   * device limit (kind: license_limit) or in a full section (section_id: section_full) is refused.
   */
  createSystemTreeNode: SystemTreeNode;
  createSystemTreeView: SystemTreeView;
  createUser: User;
  createVideoStream: VideoStream;
  deleteAlertChannels: Array<Scalars['Int']['output']>;
  /** Deleting a phone ends its sessions at once. */
  deleteAppClients: Array<Scalars['Int']['output']>;
  deleteAppConnections: Array<Scalars['Int']['output']>;
  deleteAppSubscriptions: Array<Scalars['Int']['output']>;
  deleteAppUserGroups: Array<Scalars['Int']['output']>;
  deleteAppUsers: Array<Scalars['Int']['output']>;
  /** Removes backups by name; answers how many were removed. */
  deleteBackups: Scalars['Int']['output'];
  deleteButtons: Array<Scalars['Int']['output']>;
  deleteCallSourceGroups: Array<Scalars['Int']['output']>;
  /** Refused (validation key in_use) while devices report through the call source. */
  deleteCallSources: Array<Scalars['Int']['output']>;
  /** Refused (validation key in_use) while a display group shows the call type. */
  deleteCallTypes: Array<Scalars['Int']['output']>;
  deleteCheckpointMaps: Array<Scalars['Int']['output']>;
  deleteDisplayDevices: Array<Scalars['Int']['output']>;
  /** Refused (validation key in_use) while a section shows the group. */
  deleteDisplayGroups: Array<Scalars['Int']['output']>;
  deleteDisplayNotes: Array<Scalars['Int']['output']>;
  deleteDisplayProfile: Array<DisplayProfile>;
  deleteEscapeProfiles: Array<Scalars['Int']['output']>;
  /** Deletes one of the caller's exports with its file. */
  deleteExport: Scalars['Boolean']['output'];
  deleteFlightProfiles: Array<Scalars['Int']['output']>;
  /** Refused (validation key in_use) while devices are attached to the hub. */
  deleteHubs: Array<Scalars['Int']['output']>;
  deleteIndicators: Array<Scalars['Int']['output']>;
  deleteMergeGroups: Array<Scalars['Int']['output']>;
  deleteRoles: Array<Scalars['Int']['output']>;
  /** Refused (validation key in_use) while a section follows the schedule. */
  deleteSchedules: Array<Scalars['Int']['output']>;
  /** Forgets retired screens; one that is still on comes back with its next heartbeat. */
  deleteScreens: Array<Scalars['Int']['output']>;
  /** Refused (validation key in_use) while devices, display groups or other sections still name the section. */
  deleteSections: Array<Scalars['Int']['output']>;
  deleteSystemParams: Array<Scalars['Int']['output']>;
  /**
   * Devices need systemtree::delete_devices, the structure systemtree::manage_structure. An element with
   * children (in_use, data.reason has_children) or open calls (invalid_value, data.reason open_calls) is
   * refused, unless its children go in the same request.
   */
  deleteSystemTreeNodes: Array<Scalars['Int']['output']>;
  deleteSystemTreeViews: Array<Scalars['Int']['output']>;
  deleteUsers: Array<Scalars['Int']['output']>;
  deleteVideoStreams: Array<Scalars['Int']['output']>;
  /**
   * Sent to the configurator of the system context. EndCalls needs visuals::remote_close_calls and follows
   * the manual-close rule (spec part 1 §5); the other actions need systemtree::device_actions.
   */
  deviceAction: DeviceActionResult;
  /** Throws away every staged change and pending edit of the system context; returns how many items were open. */
  discardConfigChanges: Scalars['Int']['output'];
  /** Removes the uploaded package without installing it; false when there was none. */
  discardUpdate: Scalars['Boolean']['output'];
  /**
   * Installs the uploaded package: a before_update backup of the database, then the package unpacked beside
   * the running version and the server restarts on it; back to the previous version (and, if the new one
   * had migrated the database, to the backup) when the new one is not healthy within the timeout. Errors:
   * UPDATE_NONE, UPDATE_IN_PROGRESS, UPDATE_UNSUPERVISED, UPDATE_SIGNATURE, UPDATE_CONTENTS,
   * UPDATE_BACKUP_FAILED (nothing installed).
   */
  installUpdate: Scalars['Boolean']['output'];
  /** Sign in through GraphQL; counted by the same login limit as the REST route. */
  login: LoginResult;
  logout: Scalars['Boolean']['output'];
  /**
   * Pairs this phone with the pairing token of the QR code or the short code typed in
   * (PAIRING_CODE_INVALID when unknown, used or expired; tried at most 10 times a minute per address).
   */
  pairPhone: PairedPhone;
  /** The phone received these calls (confirmed) or showed them on its screen (opened: true). */
  phoneAcknowledge: Scalars['Boolean']['output'];
  /**
   * accept, reject, callback, escalate, release or mute. Refused with PHONE_CALL_TAKEN,
   * PHONE_REJECT_ONLY, PHONE_NOT_A_RECIPIENT or PHONE_CALL_OVER.
   */
  phoneCallAction: PhoneCall;
  phoneReport: Scalars['Boolean']['output'];
  /**
   * Signs an app user of the phone's system in (PHONE_SIGN_IN_FAILED on a wrong name or password).
   * Whoever was signed in on it before is signed out.
   */
  phoneSignIn: PhoneSignIn;
  /** Refused with PHONE_LOGOUT_DISABLED while the setting logout_disabled is on. */
  phoneSignOut: Scalars['Boolean']['output'];
  /**
   * Subscribes the signed-in user to a room (priority 1–99, 1 first). PHONE_SUBSCRIPTIONS_OFF unless the
   * settings allow user-defined subscriptions; validation errors as app management's.
   */
  phoneSubscribe: PhoneSubscriptions;
  phoneUnsubscribe: PhoneSubscriptions;
  /**
   * Every console and wall display loads its page again (system message `reload`): everyone's for an
   * administrator of every system, else the viewers of the caller's systems.
   */
  reloadClients: Scalars['Boolean']['output'];
  /**
   * A new pairing code (24 hours) for an unpaired or revoked phone; refused for a paired one (`state`) and
   * beyond the licence (`license`).
   */
  renewAppClientPairing: AppClient;
  /**
   * Moves the serial and MAC of source_id onto id, which keeps its configuration; the source is left
   * without them. Refused (source_id: invalid_value, data.reason) for same_node, not_a_device,
   * kind_mismatch or no_hardware, and under an editing lock of either device.
   */
  replaceSystemTreeNodeHardware: SystemTreeNode;
  /**
   * Asks for approval of this browser as a display. At most 100 displays wait at once
   * (DISPLAY_ENROLMENT_FULL beyond).
   */
  requestDisplayEnrolment: DisplayEnrolmentRequest;
  /**
   * Restarts the server (spec part 1 §2 tools): it answers true, closes as on a stop and exits for its
   * supervisor (`npm start`, systemd, Docker) to start it again; consoles reconnect and see the server's
   * version again (the update banner when it changed). For administrators of every system (MISSING_PERMISSION
   * reason system otherwise); RESTART_UNAVAILABLE where the server has no supervisor hook.
   */
  restartServer: Scalars['Boolean']['output'];
  /**
   * Restores a backup: `confirm` is the restore phrase of the request's language (validation error on
   * confirm otherwise). A backup of the database as it is is taken first (kind before_restore), then the
   * server restarts and replaces the database with the backup before opening it. Answers true once the
   * restart is under way.
   */
  restoreBackup: Scalars['Boolean']['output'];
  /** Revoked displays stop receiving calls within seconds; they may ask again with a new token. */
  revokeDisplayDevices: Array<DisplayDevice>;
  /** Sends the configuration (the CSV backup, ADR 0042) to the cloud now; answers the state after it. */
  runCloudSync: CloudSync;
  /** Uploads the newest backup now; answers the state after it (error with its code when it failed). */
  runOnlineBackup: OnlineBackup;
  /** Sent by a display or phone over its socket; kept in memory, written in batches. */
  screenHeartbeat: ScreenHeartbeatReply;
  /** The last period's report of `kind` (DAILY, WEEKLY or MONTHLY), sent now to the report's recipients. */
  sendReportNow: ReportRun;
  sendTestMail: MailTestResult;
  /**
   * Switches a section's display group override to a display group, or off with null. Stored here (the
   * configurator does not hold overrides), audited as a section change.
   */
  setDisplayGroupOverride: DisplayGroupOverride;
  /** Stores the hub's login; a null password keeps the stored one. Validation: username, password required. */
  setHubCredentials: HubCredentials;
  /** The sort screen: sort_order 1, 2, … in the order of ids, each change staged like an update. */
  sortCallTypes: Array<CallType>;
  /** Positions 1, 2, … in the order of the ids given. */
  sortCheckpointMaps: Array<CheckpointMap>;
  /** Positions 1, 2, … in the order of the ids given (every note of the system context). */
  sortDisplayNotes: Array<DisplayNote>;
  /** Siblings in their new order (the sorter): each gets its position as sort order. */
  sortSystemTreeNodes: Array<SystemTreeNode>;
  /** Positions 1, 2, … in the order of the ids given. */
  sortSystemTreeViews: Array<SystemTreeView>;
  /**
   * Asks the hub to sync, logging in with the credentials given here or, without them, the hub's stored
   * ones; remember keeps the given ones as the hub's once the hub has accepted them. The spec's hub sync
   * failure: HUB_LOGIN_FAILED, HUB_UNREACHABLE, LINK_UNAVAILABLE, HUB_SYNC_FAILED, HUB_CREDENTIALS_MISSING
   * (nothing given, nothing stored); NOT_FOUND for another system's hub.
   */
  syncHub: HubSyncResult;
  /** Tries the settings as typed (the stored password unless one is typed); looks up `username` if given. */
  testLdapSettings: LdapTestResult;
  /** Unpairs a phone (state revoked): its device token and session end at once; it must be paired again. */
  unpairAppClient: AppClient;
  updateAlertChannel: AlertChannel;
  updateAppClient: AppClient;
  updateAppConnection: AppConnection;
  updateAppSubscription: AppSubscription;
  updateAppUser: AppUser;
  updateAppUserGroup: AppUserGroup;
  /** The schedule: interval_hours 0 to 744, keep 1 to 365 (validation error between). */
  updateBackupSettings: BackupSettings;
  updateButton: Button;
  updateCallSource: CallSource;
  updateCallSourceGroup: CallSourceGroup;
  updateCallType: CallType;
  updateCheckpointMap: CheckpointMap;
  /**
   * The cloud account. Enabled needs an email address as username (validation error invalid_email) and
   * a password; the login is tried at once (the answer's state and last_error_code say how it went).
   */
  updateCloudSync: CloudSync;
  updateDisplayGroup: DisplayGroup;
  updateDisplayNote: DisplayNote;
  updateDisplayProfile: DisplayProfile;
  updateEscapeProfile: EscapeProfile;
  updateFlightProfile: FlightProfile;
  /** The phone app's settings (spec part 2 §3 App settings, app management's settings page). */
  updateGlobalAppSettings: GlobalAppSettings;
  updateGlobalSettings: GlobalSettings;
  updateHub: Hub;
  /** Saves a handler's notice settings. Another user's need admin::manage_users as well (their mailbox). */
  updateIncidentNotificationSetting: IncidentNotificationSetting;
  updateIndicator: Indicator;
  updateLdapSettings: LdapSettings;
  /** The mail server serves every system: changing it needs the system administration right too. */
  updateMailSettings: MailSettings;
  updateMergeGroup: MergeGroup;
  /**
   * The online backup's settings. A bucket needs the store's address (validation error required on
   * team_drive: the spec's "login URL missing"); the address must start with http:// or https://.
   */
  updateOnlineBackup: OnlineBackup;
  updateReportSettings: ReportSettings;
  updateRole: Role;
  updateSchedule: Schedule;
  /** Names a screen (an empty name removes it). */
  updateScreen: Screen;
  /**
   * A change of weekday_schedule_id or weekend_schedule_id is refused (validation key interconnection_locked)
   * while an active interconnection includes the section.
   */
  updateSection: Section;
  /**
   * A change of the parameters the configurator owns (all but ip, tcp_port, username and password) is
   * staged on it before it is stored, and refused with a validation error (ip: connection_error,
   * password: wrong_credentials) when it cannot be asked. Every configurator write is refused with
   * COMMIT_RUNNING while a commit runs.
   */
  updateSystemParam: SystemParam;
  /**
   * Devices need systemtree::manage_devices, the structure systemtree::manage_structure, changed fields
   * their finer permission. Refused (validation, data.reason) under an editing lock (open_calls,
   * interconnection, section_inherited_by_children, inheriting_device) or a move that would put the node
   * under itself or deeper than ten parents (into_itself, too_deep). Descendants that inherit a changed
   * value follow; when one of them is locked the change is refused (locked_child, data: name, id, lock).
   * A device entering a full section is refused (section_id: section_full). Short and long texts are
   * filtered and upper-cased as typed (spec part 1 §5) when they change.
   */
  updateSystemTreeNode: SystemTreeNode;
  /**
   * The same change on each node in turn, with the rules of updateSystemTreeNode; a node refused is
   * reported in `failed` and does not stop the others.
   */
  updateSystemTreeNodes: SystemTreeNodeBatchResult;
  /** Refused (MISSING_PERMISSION) when the caller's level for the view is not write. */
  updateSystemTreeView: SystemTreeView;
  updateUser: User;
  updateVideoStream: VideoStream;
  userSetPassword: User;
};


export type MutationActivateLicenseArgs = {
  code: Scalars['String']['input'];
  customer: Scalars['String']['input'];
};


export type MutationAddSystemTreeNodeNoteArgs = {
  id: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


export type MutationApproveDisplayDevicesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationAssignIncidentArgs = {
  id: Scalars['Int']['input'];
  user_id?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCancelExportArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCleanupArgs = {
  audit: Scalars['Boolean']['input'];
  calls: Scalars['Boolean']['input'];
  confirm: Scalars['String']['input'];
  older_than_days: Scalars['Int']['input'];
};


export type MutationClearHubCredentialsArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCloseCallArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCloseIncidentArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationCommentIncidentArgs = {
  id: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


export type MutationConfirmAppSubscriptionsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationCreateAlertChannelArgs = {
  data: AlertChannelInput;
};


export type MutationCreateAppClientArgs = {
  data: AppClientInput;
};


export type MutationCreateAppConnectionArgs = {
  data: AppConnectionInput;
};


export type MutationCreateAppSubscriptionArgs = {
  data: AppSubscriptionInput;
};


export type MutationCreateAppUserArgs = {
  data: AppUserInput;
};


export type MutationCreateAppUserGroupArgs = {
  data: AppUserGroupInput;
};


export type MutationCreateButtonArgs = {
  data: ButtonInput;
};


export type MutationCreateCallSourceArgs = {
  data: CallSourceInput;
};


export type MutationCreateCallSourceGroupArgs = {
  data: CallSourceGroupInput;
};


export type MutationCreateCallTypeArgs = {
  data: CallTypeInput;
};


export type MutationCreateCheckpointMapArgs = {
  data: CheckpointMapInput;
};


export type MutationCreateDisplayGroupArgs = {
  data: DisplayGroupInput;
};


export type MutationCreateDisplayNoteArgs = {
  data: DisplayNoteInput;
};


export type MutationCreateDisplayProfileArgs = {
  input: DisplayProfileInput;
};


export type MutationCreateEscapeProfileArgs = {
  data: EscapeProfileInput;
};


export type MutationCreateExportArgs = {
  input: ExportInput;
};


export type MutationCreateFlightProfileArgs = {
  data: FlightProfileInput;
};


export type MutationCreateHubArgs = {
  data: HubInput;
};


export type MutationCreateIndicatorArgs = {
  data: IndicatorInput;
};


export type MutationCreateInitialConfiguratorArgs = {
  ip: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateInitialUserArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  username?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateMergeGroupArgs = {
  data: MergeGroupInput;
};


export type MutationCreateRoleArgs = {
  data: RoleInput;
};


export type MutationCreateScheduleArgs = {
  data: ScheduleInput;
};


export type MutationCreateSectionArgs = {
  data: SectionInput;
};


export type MutationCreateSystemParamArgs = {
  data: SystemParamInput;
};


export type MutationCreateSystemTreeNodeArgs = {
  data: SystemTreeNodeInput;
};


export type MutationCreateSystemTreeViewArgs = {
  data: SystemTreeViewInput;
};


export type MutationCreateUserArgs = {
  data: UserInput;
};


export type MutationCreateVideoStreamArgs = {
  data: VideoStreamInput;
};


export type MutationDeleteAlertChannelsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteAppClientsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteAppConnectionsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteAppSubscriptionsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteAppUserGroupsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteAppUsersArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteBackupsArgs = {
  names: Array<Scalars['String']['input']>;
};


export type MutationDeleteButtonsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteCallSourceGroupsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteCallSourcesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteCallTypesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteCheckpointMapsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteDisplayDevicesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteDisplayGroupsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteDisplayNotesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteDisplayProfileArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteEscapeProfilesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteExportArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteFlightProfilesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteHubsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteIndicatorsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteMergeGroupsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteRolesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteSchedulesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteScreensArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteSectionsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteSystemParamsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteSystemTreeNodesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteSystemTreeViewsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteUsersArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteVideoStreamsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeviceActionArgs = {
  input: DeviceActionInput;
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationPairPhoneArgs = {
  code: Scalars['String']['input'];
};


export type MutationPhoneAcknowledgeArgs = {
  call_ids: Array<Scalars['Int']['input']>;
  opened?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationPhoneCallActionArgs = {
  action: Scalars['String']['input'];
  call_id: Scalars['Int']['input'];
};


export type MutationPhoneReportArgs = {
  status: PhoneStatusInput;
};


export type MutationPhoneSignInArgs = {
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationPhoneSubscribeArgs = {
  node_id: Scalars['Int']['input'];
  priority?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationPhoneUnsubscribeArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRenewAppClientPairingArgs = {
  id: Scalars['Int']['input'];
};


export type MutationReplaceSystemTreeNodeHardwareArgs = {
  id: Scalars['Int']['input'];
  source_id: Scalars['Int']['input'];
};


export type MutationRequestDisplayEnrolmentArgs = {
  name: Scalars['String']['input'];
};


export type MutationRestoreBackupArgs = {
  confirm: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationRevokeDisplayDevicesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationScreenHeartbeatArgs = {
  input: ScreenHeartbeatInput;
};


export type MutationSendReportNowArgs = {
  kind: Scalars['String']['input'];
};


export type MutationSendTestMailArgs = {
  to: Scalars['String']['input'];
};


export type MutationSetDisplayGroupOverrideArgs = {
  display_group_id?: InputMaybe<Scalars['Int']['input']>;
  section_id: Scalars['Int']['input'];
};


export type MutationSetHubCredentialsArgs = {
  id: Scalars['Int']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};


export type MutationSortCallTypesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationSortCheckpointMapsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationSortDisplayNotesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationSortSystemTreeNodesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationSortSystemTreeViewsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationSyncHubArgs = {
  id: Scalars['Int']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  remember?: InputMaybe<Scalars['Boolean']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type MutationTestLdapSettingsArgs = {
  data: LdapSettingsInput;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUnpairAppClientArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateAlertChannelArgs = {
  data: AlertChannelInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateAppClientArgs = {
  data: AppClientInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateAppConnectionArgs = {
  data: AppConnectionInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateAppSubscriptionArgs = {
  data: AppSubscriptionInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateAppUserArgs = {
  data: AppUserInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateAppUserGroupArgs = {
  data: AppUserGroupInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateBackupSettingsArgs = {
  interval_hours: Scalars['Int']['input'];
  keep: Scalars['Int']['input'];
};


export type MutationUpdateButtonArgs = {
  data: ButtonInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateCallSourceArgs = {
  data: CallSourceInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateCallSourceGroupArgs = {
  data: CallSourceGroupInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateCallTypeArgs = {
  data: CallTypeInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateCheckpointMapArgs = {
  data: CheckpointMapInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateCloudSyncArgs = {
  data: CloudSyncInput;
};


export type MutationUpdateDisplayGroupArgs = {
  data: DisplayGroupInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateDisplayNoteArgs = {
  data: DisplayNoteInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateDisplayProfileArgs = {
  input: DisplayProfileInput;
};


export type MutationUpdateEscapeProfileArgs = {
  data: EscapeProfileInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateFlightProfileArgs = {
  data: FlightProfileInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateGlobalAppSettingsArgs = {
  data: GlobalAppSettingsInput;
};


export type MutationUpdateGlobalSettingsArgs = {
  data: GlobalSettingsInput;
};


export type MutationUpdateHubArgs = {
  data: HubInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateIncidentNotificationSettingArgs = {
  data: IncidentNotificationInput;
  user_id: Scalars['Int']['input'];
};


export type MutationUpdateIndicatorArgs = {
  data: IndicatorInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateLdapSettingsArgs = {
  data: LdapSettingsInput;
};


export type MutationUpdateMailSettingsArgs = {
  data: MailSettingsInput;
};


export type MutationUpdateMergeGroupArgs = {
  data: MergeGroupInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateOnlineBackupArgs = {
  data: OnlineBackupInput;
};


export type MutationUpdateReportSettingsArgs = {
  data: ReportSettingsInput;
};


export type MutationUpdateRoleArgs = {
  data: RoleInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateScheduleArgs = {
  data: ScheduleInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateScreenArgs = {
  data: ScreenInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateSectionArgs = {
  data: SectionInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateSystemParamArgs = {
  data: SystemParamInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateSystemTreeNodeArgs = {
  data: SystemTreeNodeInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateSystemTreeNodesArgs = {
  data: SystemTreeNodeBatchInput;
  ids: Array<Scalars['Int']['input']>;
};


export type MutationUpdateSystemTreeViewArgs = {
  data: SystemTreeViewInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateUserArgs = {
  data: UserInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateVideoStreamArgs = {
  data: VideoStreamInput;
  id: Scalars['Int']['input'];
};


export type MutationUserSetPasswordArgs = {
  password: Scalars['String']['input'];
  password_repeat: Scalars['String']['input'];
};

/**
 * Online backup to a file-storage drive (spec part 1 §3 fields, §4 states; ADR 0042 maps them): each new
 * backup is copied to an S3-compatible store (`team_drive` its address, `root_folder_id` the bucket, `path`
 * the key prefix, `access_key` and a secret key as the spec's token) or, with neither address nor bucket,
 * to the directory `path` (a mounted drive). `state`: unconfigured, configured, disabled, in_progress,
 * error. `last_error_code`: login_url_missing, not_registered, wrong_password, account_disabled,
 * not_reachable, upload_failed.
 */
export type OnlineBackup = {
  __typename?: 'OnlineBackup';
  access_key: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /** Whether a secret key is stored; it is never sent back. */
  has_secret: Scalars['Boolean']['output'];
  last_error: Maybe<Scalars['String']['output']>;
  last_error_code: Maybe<Scalars['String']['output']>;
  last_upload_at: Maybe<Scalars['DateTime']['output']>;
  last_uploaded: Maybe<Scalars['String']['output']>;
  path: Scalars['String']['output'];
  root_folder_id: Scalars['String']['output'];
  state: Scalars['String']['output'];
  team_drive: Scalars['String']['output'];
};

export type OnlineBackupInput = {
  access_key: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
  path: Scalars['String']['input'];
  root_folder_id: Scalars['String']['input'];
  /** null keeps the stored secret key; an empty string removes it. */
  secret?: InputMaybe<Scalars['String']['input']>;
  team_drive: Scalars['String']['input'];
};

export type OutdatedHub = {
  __typename?: 'OutdatedHub';
  id: Scalars['Int']['output'];
  last_sync: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
};

/** One list page: the items and the total count for the filter, for paging. */
export type PageInput = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A newly paired phone: the device token is returned this once; the server keeps only its hash. */
export type PairedPhone = {
  __typename?: 'PairedPhone';
  client: PhoneClient;
  device_token: Scalars['String']['output'];
};

export type Permission = {
  __typename?: 'Permission';
  code: Scalars['String']['output'];
};

/** One entry of the permission catalogue, for the role editor's picker by group. */
export type PermissionInfo = {
  __typename?: 'PermissionInfo';
  action: Scalars['String']['output'];
  code: Scalars['String']['output'];
  group: Scalars['String']['output'];
};

/** A call as a phone shows it. */
export type PhoneCall = {
  __typename?: 'PhoneCall';
  /** Who took it: their display name when the setting display_names_enabled is on, else their name. */
  accepted_by: Maybe<Scalars['String']['output']>;
  call_type_text: Scalars['String']['output'];
  can_accept: Scalars['Boolean']['output'];
  can_reject: Scalars['Boolean']['output'];
  closed_at: Maybe<Scalars['DateTime']['output']>;
  /** The call type's colour (#rrggbb), as on the wall display. */
  color: Scalars['String']['output'];
  device_text_long: Scalars['String']['output'];
  device_text_short: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  opened_at: Scalars['DateTime']['output'];
  position: Maybe<Scalars['String']['output']>;
  section_name: Scalars['String']['output'];
  /** ringing (for me, not taken), accepted (by me), taken (by someone else), rejected (by me), closed. */
  state: Scalars['String']['output'];
  system_id: Scalars['Int']['output'];
  /** Normal, Urgent or Emergency (a presence is never rung; it is shown in the team view). */
  urgency: Scalars['String']['output'];
};

/**
 * A change of the phone's list. The first one of a subscription is complete (it replaces whatever the phone
 * held); each later one carries only the calls that are new or changed and the ids that left the list, so a
 * phone's frame stays small however many calls its list holds.
 */
export type PhoneCallsUpdate = {
  __typename?: 'PhoneCallsUpdate';
  /** Complete: the whole list. Otherwise: the calls new or changed since the last update (replace by id). */
  calls: Array<PhoneCall>;
  complete: Scalars['Boolean']['output'];
  /** Calls that left the list since the last update (always empty in a complete one). */
  removed: Array<Scalars['Int']['output']>;
};

/** A phone as it knows itself: the app client it was paired as. */
export type PhoneClient = {
  __typename?: 'PhoneClient';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
  system_id: Scalars['Int']['output'];
  system_name: Scalars['String']['output'];
};

/** One phone a call was sent to, with its delivery state: sent, confirmed, opened, error or unknown. */
export type PhoneDelivery = {
  __typename?: 'PhoneDelivery';
  attempts: Scalars['Int']['output'];
  client_name: Scalars['String']['output'];
  confirmed_at: Maybe<Scalars['DateTime']['output']>;
  opened_at: Maybe<Scalars['DateTime']['output']>;
  sent_at: Scalars['DateTime']['output'];
  state: Scalars['String']['output'];
  user_name: Scalars['String']['output'];
};

/** An open presence in the team's section: staff in a room. */
export type PhonePresence = {
  __typename?: 'PhonePresence';
  device_text_long: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  opened_at: Scalars['DateTime']['output'];
  section_name: Scalars['String']['output'];
};

/**
 * One paired phone on the receipts dashboard: how its deliveries ended, what it last reported, and the
 * problems seen: unacknowledged, lost (unknown or error), muted, no_notifications, battery_low, silent.
 */
export type PhoneReceipts = {
  __typename?: 'PhoneReceipts';
  battery: Maybe<Scalars['Int']['output']>;
  charging: Maybe<Scalars['Boolean']['output']>;
  client_id: Scalars['Int']['output'];
  client_name: Scalars['String']['output'];
  confirmed: Scalars['Int']['output'];
  deliveries: Scalars['Int']['output'];
  errors: Scalars['Int']['output'];
  last_contact_at: Maybe<Scalars['DateTime']['output']>;
  median_confirm_ms: Maybe<Scalars['Float']['output']>;
  muted: Maybe<Scalars['Boolean']['output']>;
  notifications: Maybe<Scalars['String']['output']>;
  opened: Scalars['Int']['output'];
  problems: Array<Scalars['String']['output']>;
  unknown: Scalars['Int']['output'];
  user_name: Maybe<Scalars['String']['output']>;
};

/** Response times of a group or an app user over the range: accepts, rejects, press → accepted (seconds). */
export type PhoneResponseTimes = {
  __typename?: 'PhoneResponseTimes';
  accepted: Scalars['Int']['output'];
  id: Maybe<Scalars['Int']['output']>;
  median_seconds: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  p90_seconds: Maybe<Scalars['Float']['output']>;
  rejected: Scalars['Int']['output'];
};

export type PhoneRoom = {
  __typename?: 'PhoneRoom';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** What the phone shows before anything else: who it is, who is signed in on it (null: nobody), the settings. */
export type PhoneSession = {
  __typename?: 'PhoneSession';
  client: PhoneClient;
  settings: PhoneSettings;
  user: Maybe<PhoneUser>;
};

/** The app settings a phone follows (spec part 2 §3 App settings); timeouts in seconds. */
export type PhoneSettings = {
  __typename?: 'PhoneSettings';
  display_names_enabled: Scalars['Boolean']['output'];
  hide_presences: Scalars['Boolean']['output'];
  logout_disabled: Scalars['Boolean']['output'];
  logout_on_charge: Scalars['Boolean']['output'];
  relevant_alerts: Scalars['Int']['output'];
  relevant_calls: Scalars['Int']['output'];
  team_view_enabled: Scalars['Boolean']['output'];
};

/** A sign-in on this phone: the session token is returned this once. */
export type PhoneSignIn = {
  __typename?: 'PhoneSignIn';
  session: PhoneSession;
  session_token: Scalars['String']['output'];
};

/** What the phone reports of itself, for the receipts dashboard; every field optional. */
export type PhoneStatusInput = {
  /** 0–100. */
  battery?: InputMaybe<Scalars['Int']['input']>;
  charging?: InputMaybe<Scalars['Boolean']['input']>;
  muted?: InputMaybe<Scalars['Boolean']['input']>;
  /** granted, denied or default (the browser's Notification.permission). */
  notifications?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PhoneSubscription = {
  __typename?: 'PhoneSubscription';
  /** With confirmation required, a subscription counts only once app management confirmed it. */
  confirmed: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  node_id: Scalars['Int']['output'];
  node_name: Scalars['String']['output'];
  priority: Scalars['Int']['output'];
};

/**
 * User-defined subscriptions on the phone (app settings subscriptions_enabled and subscriptions_user_defined):
 * whether they are allowed, the user's own, and the rooms of their group's section to choose from.
 */
export type PhoneSubscriptions = {
  __typename?: 'PhoneSubscriptions';
  allowed: Scalars['Boolean']['output'];
  confirmation_required: Scalars['Boolean']['output'];
  rooms: Array<PhoneRoom>;
  subscriptions: Array<PhoneSubscription>;
};

/**
 * The team view (app settings team_view_enabled; presences unless hide_presences): the app users of the
 * groups of the signed-in user's section, and the presences open there.
 */
export type PhoneTeam = {
  __typename?: 'PhoneTeam';
  enabled: Scalars['Boolean']['output'];
  members: Array<PhoneTeamMember>;
  presences: Array<PhonePresence>;
};

/**
 * A member of the team on a phone's team view: on_phone (signed in on a phone heard from lately) and the
 * calls they have taken (device texts).
 */
export type PhoneTeamMember = {
  __typename?: 'PhoneTeamMember';
  busy_with: Array<Scalars['String']['output']>;
  display_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  on_phone: Scalars['Boolean']['output'];
};

export type PhoneUser = {
  __typename?: 'PhoneUser';
  /** full or reject_only. */
  call_handling_mode: Scalars['String']['output'];
  display_name: Scalars['String']['output'];
  group_name: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** What anyone may know of a system (spec part 1 §3, configurator public view). */
export type PublicSystemParam = {
  __typename?: 'PublicSystemParam';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  weekend_start: Scalars['Int']['output'];
  weekend_stop: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The display notes of the system context that are active now (active and within from/until). */
  activeDisplayNotes: Array<DisplayNote>;
  alertChannel: Maybe<AlertChannel>;
  alertChannels: AlertChannelList;
  /** The analytics charts for the calls opened in [from, to); at most 92 days, else refused (field `to`). */
  analyticsCharts: AnalyticsCharts;
  /**
   * The overview boxes of the system context the caller may see: defects (analytics::see_defects), low
   * battery (analytics::see_low_battery_box), not reachable (analytics::see_not_reachable_box), repeater
   * defects (analytics::see_repeater_defects).
   */
  analyticsOverview: Array<AnalyticsBox>;
  appClient: Maybe<AppClient>;
  appClients: AppClientList;
  appConnection: Maybe<AppConnection>;
  appConnections: AppConnectionList;
  appCoverage: AppCoverage;
  appState: AppState;
  /**
   * The phones' statistics of the system context from `from` to `to` (at most 366 days; STATISTIC_RANGE
   * validation error beyond, or when `to` is not after `from`).
   */
  appStatistics: AppStatistics;
  appSubscription: Maybe<AppSubscription>;
  appSubscriptions: AppSubscriptionList;
  appUser: Maybe<AppUser>;
  appUserGroup: Maybe<AppUserGroup>;
  appUserGroups: AppUserGroupList;
  appUsers: AppUserList;
  /** The reader's entries (their systems' only when restricted to some), newest first. */
  auditLog: AuditList;
  auditLogOptions: AuditLogOptions;
  authUser: Maybe<AuthUser>;
  /**
   * The backups page (spec part 1 §2 backups): the backups with size and time, the schedule, the last
   * restore. For administrators of every system (a backup holds all systems; MISSING_PERMISSION reason
   * system otherwise).
   */
  backups: BackupsOverview;
  /**
   * The system's devices with a battery in walking order (floor, section, room, device), with their
   * forecast. `within_days`: the battery round — only those at or below the low threshold or due within
   * that many days.
   */
  batteryForecast: Array<BatteryDevice>;
  button: Maybe<Button>;
  buttons: ButtonList;
  /**
   * One call of the system context with its handling, for the call form (log, tree, display). With
   * calllog::use_module or systemtree::use_module any call the log would show; otherwise (a signed-in
   * user at a wall display) an open call. Null when it does not exist or the caller may not see it.
   */
  call: Maybe<Call>;
  /** Schedules, display groups and call types of the system context. */
  callDisplayRelations: CallDisplayRelations;
  callLogOptions: CallLogOptions;
  /** A call's routing to the phones, for the call form. Null when the call does not exist in the system context. */
  callRouting: Maybe<CallRouting>;
  callSource: Maybe<CallSource>;
  callSourceGroup: Maybe<CallSourceGroup>;
  callSourceGroupOptions: Array<CallSourceGroupOption>;
  callSourceGroups: CallSourceGroupList;
  callSources: CallSourceList;
  callType: Maybe<CallType>;
  callTypes: CallTypeList;
  /**
   * The call log of the system context: `first` calls (default 50, at most 200) after the cursor
   * `after`, in `sort` order. Defect calls need calllog::see_defects (on a repeater:
   * calllog::see_repeater_defects); a user restricted to call source groups sees only their calls.
   */
  calls: CallLogPage;
  checkpointMap: Maybe<CheckpointMap>;
  checkpointMaps: CheckpointMapList;
  /** Counts what a cleanup of everything older than `older_than_days` (at least 30) would remove. */
  cleanupPreview: CleanupCounts;
  cloudSync: CloudSync;
  configChangelog: ConfigChangelog;
  /**
   * The technician's work list of the system context (spec part 1 §2 admin `defects`): every open incident,
   * by section, place and device, the order to walk them in. Repeater defects need
   * calllog::see_repeater_defects unless the caller holds admin::manage_system.
   */
  defectWorkList: Array<DefectWorkItem>;
  displayDevices: DisplayDeviceList;
  displayEnrolment: DisplayEnrolment;
  displayGroup: Maybe<DisplayGroup>;
  displayGroupOverrides: DisplayGroupOverrideList;
  displayGroups: DisplayGroupList;
  displayNote: Maybe<DisplayNote>;
  displayNotePresets: Array<DisplayNotePreset>;
  displayNotes: DisplayNoteList;
  /** Every display profile. Public: a wall display chooses its profile by slug without signing in. */
  displayProfiles: Array<DisplayProfile>;
  downloadLogFile: LogDownload;
  escapeProfile: Maybe<EscapeProfile>;
  escapeProfiles: EscapeProfileList;
  /**
   * The entries the filter selects as CSV, oldest first; more than 50,000 is refused (validation error on
   * field rows, key max_count, data { max }).
   */
  exportAuditLog: AuditExport;
  /**
   * The caller's own exports of the system context, newest first (at most 50), of the kinds they may
   * still export.
   */
  exports: Array<ExportJob>;
  /** Every display and phone any instance has heard of, in the caller's systems (and those not tied to one). */
  fleetScreens: Array<Screen>;
  flightProfile: Maybe<FlightProfile>;
  flightProfiles: FlightProfileList;
  globalAppSettings: GlobalAppSettings;
  globalSettings: GlobalSettings;
  hub: Maybe<Hub>;
  /** The hub's stored login (without its password). NOT_FOUND for a hub of another system. */
  hubCredentials: HubCredentials;
  /**
   * The hub's log, oldest first (spec part 1 §2 hub logs). NOT_FOUND for a hub of another system;
   * HUB_UNREACHABLE, LINK_UNAVAILABLE, HUB_SYNC_FAILED.
   */
  hubLogs: Array<HubLogLine>;
  hubs: HubList;
  incident: Maybe<Incident>;
  /** One handler's settings; null for a user who does not handle this system's incidents. */
  incidentNotificationSetting: Maybe<IncidentNotificationSetting>;
  /** Every user who may handle the system's incidents, with their notice settings. */
  incidentNotificationSettings: Array<IncidentNotificationSetting>;
  incidentOptions: IncidentOptions;
  /** Incidents of the system context, most severe and newest first (`first` default 50, at most 200). */
  incidents: IncidentPage;
  indicator: Maybe<Indicator>;
  indicators: IndicatorList;
  ldapSettings: LdapSettings;
  license: License;
  /** The licence page (issue 16): what is used next to the limits. */
  licenseUsage: LicenseUsage;
  /**
   * The configurator link of every system the caller may see (a visitor: all of them). A display reads it
   * when it starts and after each reconnect; `link.state` system messages follow every change.
   */
  linkStates: Array<SystemLinkState>;
  /**
   * The newest `limit` entries of `file` (the current file when null) at or above `level` containing
   * `text`; with `after`, only those written after that byte offset.
   */
  logEntries: LogPage;
  logFiles: Array<LogFile>;
  mailSettings: MailSettings;
  mergeGroup: Maybe<MergeGroup>;
  mergeGroups: MergeGroupList;
  onlineBackup: OnlineBackup;
  /** The open calls of the system context, most urgent first is the client's business (spec part 2 §4). */
  openCalls: Array<Call>;
  permissionCatalogue: Array<PermissionInfo>;
  phoneCalls: Array<PhoneCall>;
  /**
   * The configurator link of the phone's system (ADR 0025), read when the phone starts and after each
   * reconnect; `link.state` system messages follow every change. Not ready for a while: calls may be missing.
   */
  phoneLinkState: SystemLinkState;
  phoneSession: PhoneSession;
  phoneSubscriptions: PhoneSubscriptions;
  phoneTeam: PhoneTeam;
  /** Signed-in users see the systems granted to them; visitors (the display) see all. */
  publicSystemParams: Array<PublicSystemParam>;
  reportRuns: Array<ReportRun>;
  /** The report of the system context (X-System). */
  reportSettings: ReportSettings;
  role: Maybe<Role>;
  roles: RoleList;
  schedule: Maybe<Schedule>;
  schedules: ScheduleList;
  /**
   * Tree nodes by name, serial, MAC or text and flight profiles by name, in the system context. The query
   * is trimmed; under 2 characters it is refused (validation key min_length). Needs the management licence
   * unless the caller is a superuser (checked by the resolver: @auth cannot waive a licence).
   */
  search: Array<SearchGroup>;
  section: Maybe<Section>;
  sections: SectionList;
  /** What the next commit of the system context brings, with a diff per item. */
  syncItems: SyncItems;
  systemParam: Maybe<SystemParam>;
  systemParams: SystemParamList;
  systemTreeNode: Maybe<SystemTreeNodeDetail>;
  systemTreeNodeOptions: SystemTreeNodeOptions;
  systemTreeNodes: SystemTreeNodeList;
  /** Devices of the same kind carrying a serial or MAC, found by name, serial or MAC (2 characters at least). */
  systemTreeReplacementCandidates: Array<SystemTreeReplacementCandidate>;
  systemTreeView: Maybe<SystemTreeView>;
  systemTreeViewChoices: Array<SystemTreeViewChoice>;
  systemTreeViews: SystemTreeViewList;
  /**
   * The running version and the update's state. The package itself is uploaded to
   * POST /backend/updates/package (application/octet-stream; UPDATE_SIGNATURE, UPDATE_NOT_A_PACKAGE,
   * UPDATE_CONTENTS, UPDATE_SAME_VERSION). Administrators of every system (MISSING_PERMISSION reason system).
   */
  updateStatus: UpdateStatus;
  user: Maybe<User>;
  users: UserList;
  /**
   * Checks the hash chains the reader may see (one system's with `system_id`) and names each one's first
   * broken link (ADR 0037).
   */
  verifyAuditLog: AuditVerification;
  videoStream: Maybe<VideoStream>;
  videoStreams: VideoStreamList;
};


export type QueryAlertChannelArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAlertChannelsArgs = {
  filter?: InputMaybe<AlertChannelFilter>;
};


export type QueryAnalyticsChartsArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryAppClientArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAppClientsArgs = {
  filter?: InputMaybe<AppClientFilter>;
};


export type QueryAppConnectionArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAppConnectionsArgs = {
  filter?: InputMaybe<AppConnectionFilter>;
};


export type QueryAppStatisticsArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryAppSubscriptionArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAppSubscriptionsArgs = {
  filter?: InputMaybe<AppSubscriptionFilter>;
};


export type QueryAppUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAppUserGroupArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAppUserGroupsArgs = {
  filter?: InputMaybe<AppUserGroupFilter>;
};


export type QueryAppUsersArgs = {
  filter?: InputMaybe<AppUserFilter>;
};


export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
};


export type QueryBatteryForecastArgs = {
  within_days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryButtonArgs = {
  id: Scalars['Int']['input'];
};


export type QueryButtonsArgs = {
  filter?: InputMaybe<ButtonFilter>;
};


export type QueryCallArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCallRoutingArgs = {
  call_id: Scalars['Int']['input'];
};


export type QueryCallSourceArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCallSourceGroupArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCallSourceGroupsArgs = {
  filter?: InputMaybe<CallSourceGroupFilter>;
};


export type QueryCallSourcesArgs = {
  filter?: InputMaybe<CallSourceFilter>;
};


export type QueryCallTypeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCallTypesArgs = {
  filter?: InputMaybe<CallTypeFilter>;
};


export type QueryCallsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  count?: InputMaybe<Scalars['Boolean']['input']>;
  filter?: InputMaybe<CallLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CallLogSort>;
};


export type QueryCheckpointMapArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCheckpointMapsArgs = {
  filter?: InputMaybe<CheckpointMapFilter>;
};


export type QueryCleanupPreviewArgs = {
  older_than_days: Scalars['Int']['input'];
};


export type QueryDisplayDevicesArgs = {
  filter?: InputMaybe<DisplayDeviceFilter>;
};


export type QueryDisplayGroupArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDisplayGroupsArgs = {
  filter?: InputMaybe<DisplayGroupFilter>;
};


export type QueryDisplayNoteArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDisplayNotesArgs = {
  filter?: InputMaybe<DisplayNoteFilter>;
};


export type QueryDownloadLogFileArgs = {
  name: Scalars['String']['input'];
};


export type QueryEscapeProfileArgs = {
  id: Scalars['Int']['input'];
};


export type QueryEscapeProfilesArgs = {
  filter?: InputMaybe<EscapeProfileFilter>;
};


export type QueryExportAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
};


export type QueryFlightProfileArgs = {
  id: Scalars['Int']['input'];
};


export type QueryFlightProfilesArgs = {
  filter?: InputMaybe<FlightProfileFilter>;
};


export type QueryHubArgs = {
  id: Scalars['Int']['input'];
};


export type QueryHubCredentialsArgs = {
  id: Scalars['Int']['input'];
};


export type QueryHubLogsArgs = {
  id: Scalars['Int']['input'];
};


export type QueryHubsArgs = {
  filter?: InputMaybe<HubFilter>;
};


export type QueryIncidentArgs = {
  id: Scalars['Int']['input'];
};


export type QueryIncidentNotificationSettingArgs = {
  user_id: Scalars['Int']['input'];
};


export type QueryIncidentsArgs = {
  filter?: InputMaybe<IncidentFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIndicatorArgs = {
  id: Scalars['Int']['input'];
};


export type QueryIndicatorsArgs = {
  filter?: InputMaybe<IndicatorFilter>;
};


export type QueryLogEntriesArgs = {
  after?: InputMaybe<Scalars['Float']['input']>;
  file?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMergeGroupArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMergeGroupsArgs = {
  filter?: InputMaybe<MergeGroupFilter>;
};


export type QueryReportRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRoleArgs = {
  id: Scalars['Int']['input'];
};


export type QueryRolesArgs = {
  filter?: InputMaybe<RoleFilter>;
};


export type QueryScheduleArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySchedulesArgs = {
  filter?: InputMaybe<ScheduleFilter>;
};


export type QuerySearchArgs = {
  query: Scalars['String']['input'];
};


export type QuerySectionArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySectionsArgs = {
  filter?: InputMaybe<SectionFilter>;
};


export type QuerySystemParamArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySystemParamsArgs = {
  filter?: InputMaybe<SystemParamFilter>;
};


export type QuerySystemTreeNodeArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySystemTreeNodesArgs = {
  filter?: InputMaybe<SystemTreeNodeFilter>;
};


export type QuerySystemTreeReplacementCandidatesArgs = {
  id: Scalars['Int']['input'];
  search: Scalars['String']['input'];
};


export type QuerySystemTreeViewArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySystemTreeViewsArgs = {
  filter?: InputMaybe<SystemTreeViewFilter>;
};


export type QueryUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
};


export type QueryVerifyAuditLogArgs = {
  system_id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVideoStreamArgs = {
  id: Scalars['Int']['input'];
};


export type QueryVideoStreamsArgs = {
  filter?: InputMaybe<VideoStreamFilter>;
};

/**
 * One report sent or tried (the spec's report log): DAILY, WEEKLY, MONTHLY or MANUAL (sent by hand).
 * status: sending, sent or failed; a failed one is tried again up to five times.
 */
export type ReportRun = {
  __typename?: 'ReportRun';
  attempts: Scalars['Int']['output'];
  created_at: Scalars['DateTime']['output'];
  error: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  next_attempt_at: Maybe<Scalars['DateTime']['output']>;
  period_end: Scalars['DateTime']['output'];
  period_start: Scalars['DateTime']['output'];
  recipients: Scalars['String']['output'];
  sent_at: Maybe<Scalars['DateTime']['output']>;
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

/**
 * A system's e-mail report (spec part 1 §3 Report, part 2 §3): daily, weekly on Monday, monthly on the 1st,
 * at `send_hour` in the system's time zone, as an HTML mail with the report as a PDF attached (ADR 0039).
 */
export type ReportSettings = {
  __typename?: 'ReportSettings';
  /** Minutes from which a call counts as long. */
  call_duration_threshold: Scalars['Int']['output'];
  /** Comma-separated addresses. */
  email: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  include_battery: Scalars['Boolean']['output'];
  include_long_calls: Scalars['Boolean']['output'];
  include_not_reachable: Scalars['Boolean']['output'];
  include_probable_defects: Scalars['Boolean']['output'];
  last_execution: Maybe<Scalars['DateTime']['output']>;
  /** Sections the report covers; empty: all. */
  section_ids: Array<Scalars['Int']['output']>;
  send_daily: Scalars['Boolean']['output'];
  send_hour: Scalars['Int']['output'];
  send_monthly: Scalars['Boolean']['output'];
  send_weekly: Scalars['Boolean']['output'];
  system_id: Scalars['Int']['output'];
};

export type ReportSettingsInput = {
  call_duration_threshold: Scalars['Int']['input'];
  email: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
  include_battery: Scalars['Boolean']['input'];
  include_long_calls: Scalars['Boolean']['input'];
  include_not_reachable: Scalars['Boolean']['input'];
  include_probable_defects: Scalars['Boolean']['input'];
  section_ids: Array<Scalars['Int']['input']>;
  send_daily: Scalars['Boolean']['input'];
  send_hour: Scalars['Int']['input'];
  send_monthly: Scalars['Boolean']['input'];
  send_weekly: Scalars['Boolean']['input'];
};

/** Response times (opened → closed, the call's duration) of the closed calls of one section or one shift. */
export type ResponseTimeGroup = {
  __typename?: 'ResponseTimeGroup';
  /** Closed calls per bin; the bins' upper edges are AnalyticsCharts.response_bin_edges, the last bin open. */
  bins: Array<Scalars['Int']['output']>;
  count: Scalars['Int']['output'];
  /** The section's id, or the shift: early (06–14), late (14–22), night (22–06), in the system's time zone. */
  key: Scalars['String']['output'];
  median_seconds: Maybe<Scalars['Int']['output']>;
  /** The section's name as the calls carry it; null for a shift. */
  name: Maybe<Scalars['String']['output']>;
  p90_seconds: Maybe<Scalars['Int']['output']>;
};

export type Role = {
  __typename?: 'Role';
  call_source_group_ids: Array<Scalars['Int']['output']>;
  created_at: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
};

export type RoleFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name, permissions (their number). */
  sort?: InputMaybe<ListSort>;
};

export type RoleInput = {
  call_source_group_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type RoleList = {
  __typename?: 'RoleList';
  items: Array<Role>;
  total: Scalars['Int']['output'];
};

/**
 * Why an app user is in a tier: subscription (to node_name), group (group_name, through connection_name
 * when another section's connection joined it) or sos (an emergency to everyone).
 */
export type RoutingMember = {
  __typename?: 'RoutingMember';
  can_accept: Scalars['Boolean']['output'];
  connection_name: Maybe<Scalars['String']['output']>;
  group_name: Maybe<Scalars['String']['output']>;
  node_name: Maybe<Scalars['String']['output']>;
  priority: Maybe<Scalars['Int']['output']>;
  reason: Scalars['String']['output'];
  rejected: Scalars['Boolean']['output'];
  user_name: Scalars['String']['output'];
};

/**
 * An app user the call did not reach, and why: not_reachable (not signed in on a phone heard from lately),
 * no_group, other_section, filtered (their group's display groups do not take it), presence.
 */
export type RoutingMiss = {
  __typename?: 'RoutingMiss';
  reason: Scalars['String']['output'];
  user_name: Scalars['String']['output'];
};

/**
 * A remark of routing now: group_filtered (its display groups do not take the call), nobody_reachable,
 * connection_inactive (outside its schedule's slots), presence, no_section.
 */
export type RoutingNote = {
  __typename?: 'RoutingNote';
  connection_name: Maybe<Scalars['String']['output']>;
  group_name: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
};

/**
 * A tier of a call's routing, first to last: subscribers, groups (by node priority), unselected (the rest
 * of a node-selecting group's section), everyone. `sent`: the escalation has reached it.
 */
export type RoutingTier = {
  __typename?: 'RoutingTier';
  index: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  members: Array<RoutingMember>;
  priority: Maybe<Scalars['Int']['output']>;
  sent: Scalars['Boolean']['output'];
};

/** A schedule (spec part 2 §3): up to five HH:mm times, ascending. */
export type Schedule = {
  __typename?: 'Schedule';
  id: Scalars['Int']['output'];
  /** Kept in this console; the configurator does not hold it. */
  interval: Maybe<Scalars['Int']['output']>;
  /** created, updated, deleted, imported, sent or in_sync (spec part 1 §4 item states). */
  item_state: Scalars['String']['output'];
  name: Scalars['String']['output'];
  time_1: Maybe<Scalars['String']['output']>;
  time_2: Maybe<Scalars['String']['output']>;
  time_3: Maybe<Scalars['String']['output']>;
  time_4: Maybe<Scalars['String']['output']>;
  time_5: Maybe<Scalars['String']['output']>;
};

export type ScheduleFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), interval, item_state. */
  sort?: InputMaybe<ListSort>;
};

/**
 * Two to five HH:mm times, each later than the one before (spec part 1 §5). An absent field keeps its
 * value; null or an empty text clears a time.
 */
export type ScheduleInput = {
  interval?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  time_1?: InputMaybe<Scalars['String']['input']>;
  time_2?: InputMaybe<Scalars['String']['input']>;
  time_3?: InputMaybe<Scalars['String']['input']>;
  time_4?: InputMaybe<Scalars['String']['input']>;
  time_5?: InputMaybe<Scalars['String']['input']>;
};

export type ScheduleList = {
  __typename?: 'ScheduleList';
  items: Array<Schedule>;
  total: Scalars['Int']['output'];
};

export type Screen = {
  __typename?: 'Screen';
  clock_offset_ms: Maybe<Scalars['Int']['output']>;
  first_seen_at: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  /** display or phone */
  kind: Scalars['String']['output'];
  last_latency_ms: Maybe<Scalars['Int']['output']>;
  last_seen_at: Scalars['DateTime']['output'];
  latency_p50_ms: Maybe<Scalars['Int']['output']>;
  latency_p95_ms: Maybe<Scalars['Int']['output']>;
  latency_samples: Scalars['Int']['output'];
  /** Heartbeats arrive (within the last 60 s). */
  live: Scalars['Boolean']['output'];
  /** The administrator's name for it; null until named. */
  name: Maybe<Scalars['String']['output']>;
  place: Scalars['String']['output'];
  profile_id: Maybe<Scalars['Int']['output']>;
  sound_unlocked: Maybe<Scalars['Boolean']['output']>;
  system_id: Maybe<Scalars['Int']['output']>;
  version: Scalars['String']['output'];
  visible: Scalars['Boolean']['output'];
};

/** What a display or phone says of itself, about every 30 s over its socket. */
export type ScreenHeartbeatInput = {
  /** Server minus screen clock, from the server's `time` messages; null before the first. */
  clock_offset_ms?: InputMaybe<Scalars['Int']['input']>;
  /** The browser's random key for this screen (8–64 letters, digits or dashes). */
  key: Scalars['String']['input'];
  /** display or phone */
  kind: Scalars['String']['input'];
  /** The profile's name or the address settings of a display; the device name of a phone. */
  place: Scalars['String']['input'];
  profile_id?: InputMaybe<Scalars['Int']['input']>;
  /** Calls rendered since the last heartbeat (at most 50). */
  renders?: InputMaybe<Array<ScreenRenderInput>>;
  /** Whether the page may play sound (null: the screen does not know). */
  sound_unlocked?: InputMaybe<Scalars['Boolean']['input']>;
  /** The web app's version. */
  version: Scalars['String']['input'];
  visible: Scalars['Boolean']['input'];
};

export type ScreenHeartbeatReply = {
  __typename?: 'ScreenHeartbeatReply';
  /**
   * When to send the next one, in ms: the server sets the pace, a third of the silence that raises the
   * alarm, at most 30 s.
   */
  every_ms: Scalars['Int']['output'];
  /** False when the heartbeat broke a rule (it changed nothing). */
  taken: Scalars['Boolean']['output'];
};

export type ScreenInput = {
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A call this screen rendered: the press → render latency in ms, measured in the server's clock (the
 * configurator's event time to the frame that showed it).
 */
export type ScreenRenderInput = {
  call_id: Scalars['Int']['input'];
  latency_ms: Scalars['Int']['input'];
};

/** The hits of one category (system_tree_nodes, flight_profiles), at most 20; has_more when there are more. */
export type SearchGroup = {
  __typename?: 'SearchGroup';
  category: Scalars['String']['output'];
  has_more: Scalars['Boolean']['output'];
  results: Array<SearchResult>;
};

/**
 * One hit. entity says which form opens it (system_tree_node or flight_profile) and key is its id; kind is
 * the node's kind (room, device, …) or flight_profile.
 */
export type SearchResult = {
  __typename?: 'SearchResult';
  entity: Scalars['String']['output'];
  key: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  mac: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  parent_name: Maybe<Scalars['String']['output']>;
  serial: Maybe<Scalars['String']['output']>;
};

/**
 * A section of the call system (spec part 1 §3), as edited here and staged to the configurator.
 * Schedule ids may be the option codes 20 (all day) and 255 (none); display group ids 253 (section),
 * 254 (all) and 255 (none).
 */
export type Section = {
  __typename?: 'Section';
  active_display_group_override_id: Maybe<Scalars['Int']['output']>;
  allow_manual_call_closure: Scalars['Boolean']['output'];
  connected_section_id: Maybe<Scalars['Int']['output']>;
  has_display_group_override: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  is_hidden: Scalars['Boolean']['output'];
  /** created, updated, deleted, imported, sent or in_sync (spec part 1 §4 item states). */
  item_state: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /**
   * Names of the active interconnections (merge groups) that include the section. While there are any,
   * its schedules cannot be changed (spec part 1 §4 editing locks, ADR 0015); empty otherwise.
   */
  schedule_locked_by: Array<Scalars['String']['output']>;
  weekday_display_group_1_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_2_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_3_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_4_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_5_id: Maybe<Scalars['Int']['output']>;
  weekday_schedule_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_1_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_2_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_3_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_4_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_5_id: Maybe<Scalars['Int']['output']>;
  weekend_schedule_id: Maybe<Scalars['Int']['output']>;
};

export type SectionFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), item_state. */
  sort?: InputMaybe<ListSort>;
};

/** An absent field keeps its value; null clears a field that may be empty. */
export type SectionInput = {
  allow_manual_call_closure?: InputMaybe<Scalars['Boolean']['input']>;
  connected_section_id?: InputMaybe<Scalars['Int']['input']>;
  is_hidden?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  weekday_display_group_1_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_2_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_3_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_4_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_5_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_schedule_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_1_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_2_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_3_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_4_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_5_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_schedule_id?: InputMaybe<Scalars['Int']['input']>;
};

export type SectionList = {
  __typename?: 'SectionList';
  items: Array<Section>;
  total: Scalars['Int']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** For signed-in consoles of the system context: the HTTP sync error popup. */
  getsHTTPError: GetsHttpError;
  /**
   * Radios the hub printers of the system context detect from now on, while subscribed (the search modal's
   * polling switch). Same permission and licence as the search.
   */
  hubPrinterMessages: HubPrinterMessage;
  /**
   * Open calls of `override_system` (else the system context), delivered at once and then on every
   * change, computed once per change and system. With `since` (the last seq the client holds) the first
   * delivery says what changed after it.
   */
  onCallsChanged: CallsUpdate;
  /**
   * The caller's exports of the system context (as `exports` lists them), at once and again whenever one
   * of them changes: created, progress (at most every 250 ms), finished, deleted.
   */
  onExportChanged: Array<ExportJob>;
  /** The whole list first, then what changed in it (PhoneCallsUpdate). */
  phoneCallsChanged: PhoneCallsUpdate;
  /** Starts with `restart` (server version and start time), then `time` every minute and other subjects. */
  systemMessages: SystemMessage;
};


export type SubscriptionOnCallsChangedArgs = {
  override_system?: InputMaybe<Scalars['ID']['input']>;
  since?: InputMaybe<Scalars['Int']['input']>;
};

/** One field of an item before the commit (as the configurator has it committed) and after it. */
export type SyncFieldChange = {
  __typename?: 'SyncFieldChange';
  after: Maybe<Scalars['JSON']['output']>;
  before: Maybe<Scalars['JSON']['output']>;
  field: Scalars['String']['output'];
};

/** An item the next commit brings to the call system (spec part 1 §4 `/sync`). */
export type SyncItem = {
  __typename?: 'SyncItem';
  /** created, updated or deleted; null while the configurator cannot be asked. */
  action: Maybe<Scalars['String']['output']>;
  /** Only the fields that differ. Empty for updates and deletions while the configurator cannot be asked. */
  changes: Array<SyncFieldChange>;
  id: Scalars['Int']['output'];
  /** The configuration kind, e.g. sections, call_types or system_tree_nodes. */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** created, updated or deleted (changed here, not sent yet), or sent (staged on the configurator). */
  state: Scalars['String']['output'];
};

export type SyncItems = {
  __typename?: 'SyncItems';
  configurator_reachable: Scalars['Boolean']['output'];
  items: Array<SyncItem>;
  /** More items than large_change_threshold: the page warns before committing. */
  large_change: Scalars['Boolean']['output'];
  large_change_threshold: Scalars['Int']['output'];
};

/** Whether the calls of a system may be missing, as a wall display or a phone shows it (ADR 0025). */
export type SystemLinkState = {
  __typename?: 'SystemLinkState';
  /** How long the state has lasted, in seconds, when read. */
  age_seconds: Scalars['Float']['output'];
  /** Commit progress 0–100 while processing. */
  progress: Maybe<Scalars['Int']['output']>;
  /** ready, processing, loading, offline, unauthorized or unknown. */
  state: Scalars['String']['output'];
  system_id: Scalars['Int']['output'];
};

/** A realtime message to every console and display (spec part 1 §7, system message subjects). */
export type SystemMessage = {
  __typename?: 'SystemMessage';
  payload: Maybe<Scalars['JSON']['output']>;
  subject: Scalars['String']['output'];
};

/** A configurator (spec part 1 §3, system param). The password is write-only: it is never sent back. */
export type SystemParam = {
  __typename?: 'SystemParam';
  auto_commit: Scalars['Boolean']['output'];
  call_suppression_enabled: Scalars['Boolean']['output'];
  call_suppression_sections: Array<Scalars['Int']['output']>;
  call_suppression_time_end: Maybe<Scalars['String']['output']>;
  call_suppression_time_start: Maybe<Scalars['String']['output']>;
  daylight_savings: Scalars['Boolean']['output'];
  dhcp: Scalars['Boolean']['output'];
  display_language: Scalars['String']['output'];
  gateway: Maybe<Scalars['String']['output']>;
  has_password: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  ip: Scalars['String']['output'];
  /**
   * Where the parameters the configurator owns stand (spec part 1 §4 item states): sent (staged, waiting
   * for the commit), updated (changed here, no longer staged there: the next commit sends them again) or
   * in_sync. Asked of the configurator each time; null while it cannot be asked.
   */
  item_state: Maybe<Scalars['String']['output']>;
  /** Why the link is not ready, for technicians. */
  link_error: Maybe<Scalars['String']['output']>;
  /** When the configurator was last heard from. */
  link_heartbeat_at: Maybe<Scalars['DateTime']['output']>;
  link_seq_faults: LinkSeqFaults;
  /**
   * The link to the configurator as the server instance holding it reports it (ADR 0025): loading, offline,
   * processing, ready, unauthorized or unknown (no instance reports it: none holds it yet, or its holder fell
   * silent for 15 s).
   */
  link_state: Scalars['String']['output'];
  /** When link_state began. */
  link_state_since: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  night_start: Scalars['Int']['output'];
  night_stop: Scalars['Int']['output'];
  ntp_server: Maybe<Scalars['String']['output']>;
  /** Always null: set a new one through the input; has_password says whether one is stored. */
  password: Maybe<Scalars['String']['output']>;
  subnet: Maybe<Scalars['String']['output']>;
  tcp_port: Scalars['Int']['output'];
  timezone: Scalars['String']['output'];
  /** Reach the configurator over HTTPS and WSS. Kept by the console, never sent to the configurator. */
  tls: Scalars['Boolean']['output'];
  /**
   * SHA-256 fingerprint of the configurator's certificate (64 hex digits, colons allowed), pinned; null: the
   * certificate must chain to the system's roots or CONFIGURATOR_CA_FILE.
   */
  tls_fingerprint: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  version: Maybe<Scalars['String']['output']>;
  weekend_start: Scalars['Int']['output'];
  weekend_stop: Scalars['Int']['output'];
};

export type SystemParamFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: id (the default), name, ip, link_state. */
  sort?: InputMaybe<ListSort>;
};

export type SystemParamInput = {
  auto_commit?: InputMaybe<Scalars['Boolean']['input']>;
  call_suppression_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  call_suppression_sections?: InputMaybe<Array<Scalars['Int']['input']>>;
  call_suppression_time_end?: InputMaybe<Scalars['String']['input']>;
  call_suppression_time_start?: InputMaybe<Scalars['String']['input']>;
  daylight_savings?: InputMaybe<Scalars['Boolean']['input']>;
  dhcp?: InputMaybe<Scalars['Boolean']['input']>;
  display_language?: InputMaybe<Scalars['String']['input']>;
  gateway?: InputMaybe<Scalars['String']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  night_start?: InputMaybe<Scalars['Int']['input']>;
  night_stop?: InputMaybe<Scalars['Int']['input']>;
  ntp_server?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  subnet?: InputMaybe<Scalars['String']['input']>;
  tcp_port?: InputMaybe<Scalars['Int']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  tls?: InputMaybe<Scalars['Boolean']['input']>;
  tls_fingerprint?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  weekend_start?: InputMaybe<Scalars['Int']['input']>;
  weekend_stop?: InputMaybe<Scalars['Int']['input']>;
};

export type SystemParamList = {
  __typename?: 'SystemParamList';
  items: Array<SystemParam>;
  total: Scalars['Int']['output'];
};

export type SystemTreeCallSourceOption = {
  __typename?: 'SystemTreeCallSourceOption';
  id: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

export type SystemTreeDisplayGroupOption = {
  __typename?: 'SystemTreeDisplayGroupOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * Why a node or a field cannot be changed now (spec part 1 §4, editing locks): open_calls,
 * interconnection, section_inherited_by_children, inheriting_device, has_children.
 */
export type SystemTreeFieldLock = {
  __typename?: 'SystemTreeFieldLock';
  field: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

export type SystemTreeFlightProfileOption = {
  __typename?: 'SystemTreeFlightProfileOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type SystemTreeHubOption = {
  __typename?: 'SystemTreeHubOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** A node of the system tree (spec part 1 §3). Ids are the configurator's, per system. */
export type SystemTreeNode = {
  __typename?: 'SystemTreeNode';
  /**
   * The display group this node's displays show instead of the schedule's (guarded by
   * systemtree::manage_display_group_overrides).
   */
  active_display_group_override_id: Maybe<Scalars['Int']['output']>;
  battery: Maybe<Scalars['Int']['output']>;
  buttons: Array<Scalars['String']['output']>;
  call_source_id: Maybe<Scalars['Int']['output']>;
  callback_number: Maybe<Scalars['String']['output']>;
  comment: Maybe<Scalars['String']['output']>;
  day_sound_level: Scalars['Int']['output'];
  deny_manual_call_closure: Scalars['Boolean']['output'];
  /** Texts shown instead of the call source's, checkpoint's or button's: { call_source, checkpoint, button }. */
  device_text_overrides: Maybe<Scalars['JSON']['output']>;
  disable_buzzer_at_night: Scalars['Boolean']['output'];
  display_time: Maybe<Scalars['Int']['output']>;
  flight_profile_id: Maybe<Scalars['Int']['output']>;
  /**
   * Health, status and radio link as the hardware reports them (spec part 1 §3); read-only here, null
   * until the configurator reports them.
   */
  health: Maybe<Scalars['String']['output']>;
  hub_id: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  inherit_flight_profile: Scalars['Boolean']['output'];
  inherit_section: Scalars['Boolean']['output'];
  inherit_text_long: Scalars['Boolean']['output'];
  inherit_text_short: Scalars['Boolean']['output'];
  is_active: Scalars['Boolean']['output'];
  is_linkable: Scalars['Boolean']['output'];
  is_tech: Scalars['Boolean']['output'];
  /** created, updated, deleted, imported, sent or in_sync */
  item_state: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  last_reachable_at: Maybe<Scalars['DateTime']['output']>;
  linked_system_tree_node_id: Maybe<Scalars['Int']['output']>;
  mac: Maybe<Scalars['String']['output']>;
  mask_time_at_night: Maybe<Scalars['Int']['output']>;
  muted: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  night_sound_level: Scalars['Int']['output'];
  number: Maybe<Scalars['Int']['output']>;
  parent_id: Maybe<Scalars['Int']['output']>;
  position: Maybe<Scalars['String']['output']>;
  position_updated_at: Maybe<Scalars['DateTime']['output']>;
  radio: Maybe<Scalars['String']['output']>;
  reachable: Maybe<Scalars['Boolean']['output']>;
  section_id: Maybe<Scalars['Int']['output']>;
  section_position: Maybe<Scalars['Int']['output']>;
  serial: Maybe<Scalars['String']['output']>;
  show_calls_without_presence: Scalars['Boolean']['output'];
  sort_order: Scalars['Int']['output'];
  status: Maybe<Scalars['String']['output']>;
  text_long: Scalars['String']['output'];
  text_short: Scalars['String']['output'];
  use_activity_control: Scalars['Boolean']['output'];
  weekday_display_group_1_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_2_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_3_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_4_id: Maybe<Scalars['Int']['output']>;
  weekday_display_group_5_id: Maybe<Scalars['Int']['output']>;
  /**
   * The node's own schedules and per slot the display group shown, as a section has them (null: the
   * section's apply). Schedule ids may be the codes 20 (all day) and 255 (none); display group ids 253
   * (section), 254 (all) and 255 (none). Guarded by systemtree::manage_sections.
   */
  weekday_schedule_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_1_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_2_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_3_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_4_id: Maybe<Scalars['Int']['output']>;
  weekend_display_group_5_id: Maybe<Scalars['Int']['output']>;
  weekend_schedule_id: Maybe<Scalars['Int']['output']>;
};

export type SystemTreeNodeBatchFailure = {
  __typename?: 'SystemTreeNodeBatchFailure';
  /** VALIDATION_FAILED (see issues), MISSING_PERMISSION, NOT_FOUND, COMMIT_RUNNING or FAILED. */
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  issues: Array<SystemTreeNodeBatchIssue>;
  /** The node's name before the edit; null for an id that names no node. */
  name: Maybe<Scalars['String']['output']>;
};

/** The fields a batch edit may set on several nodes at once (spec part 1 §2): what many devices share. */
export type SystemTreeNodeBatchInput = {
  call_source_id?: InputMaybe<Scalars['Int']['input']>;
  day_sound_level?: InputMaybe<Scalars['Int']['input']>;
  deny_manual_call_closure?: InputMaybe<Scalars['Boolean']['input']>;
  disable_buzzer_at_night?: InputMaybe<Scalars['Boolean']['input']>;
  flight_profile_id?: InputMaybe<Scalars['Int']['input']>;
  inherit_section?: InputMaybe<Scalars['Boolean']['input']>;
  is_active?: InputMaybe<Scalars['Boolean']['input']>;
  night_sound_level?: InputMaybe<Scalars['Int']['input']>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
  show_calls_without_presence?: InputMaybe<Scalars['Boolean']['input']>;
  use_activity_control?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One problem of a node the batch could not change, as a validation error carries it. */
export type SystemTreeNodeBatchIssue = {
  __typename?: 'SystemTreeNodeBatchIssue';
  data: Maybe<Scalars['JSON']['output']>;
  field: Scalars['String']['output'];
  key: Scalars['String']['output'];
};

/** Every node of a batch is in exactly one list. */
export type SystemTreeNodeBatchResult = {
  __typename?: 'SystemTreeNodeBatchResult';
  failed: Array<SystemTreeNodeBatchFailure>;
  updated: Array<SystemTreeNode>;
};

/**
 * A node with what its form reads: open calls, children, linking nodes, parents (nearest first, 10 at
 * most), its battery level, the values its parent passes down and its editing locks.
 */
export type SystemTreeNodeDetail = {
  __typename?: 'SystemTreeNodeDetail';
  /** unknown, ok, replacement_recommended or replacement_required (global settings' thresholds). */
  battery_level: Scalars['String']['output'];
  children: Array<SystemTreeNode>;
  /** Inheritable fields (section_id, flight_profile_id, text_short, text_long) a child takes from this node. */
  children_inherit: Array<Scalars['String']['output']>;
  in_active_interconnection: Scalars['Boolean']['output'];
  /** The newest note on the node, if any. */
  latest_note: Maybe<SystemTreeNodeNote>;
  linked_node: Maybe<SystemTreeNode>;
  linking_nodes: Array<SystemTreeNode>;
  locks: SystemTreeNodeLocks;
  node: SystemTreeNode;
  open_calls: Array<Call>;
  parent_values: SystemTreeParentValues;
  parents: Array<SystemTreeNode>;
  /** The position report is older than one day. */
  position_outdated: Scalars['Boolean']['output'];
  section: Maybe<CallSectionRef>;
  /** Global setting system_tree_text_long_required. */
  text_long_required: Scalars['Boolean']['output'];
};

/**
 * What the tree list shows. Views (spec part 1 §2): structured (the whole hierarchy, default), devices
 * (hardware nodes, flat), groups (group nodes and what they hold), connections (linked devices and the
 * devices they link to, flat), interconnections (nodes of sections in an active interconnection, flat).
 * The flags narrow the view to inactive, low-battery, unreachable or radio nodes; search looks at name,
 * texts, serial, MAC and number. Hierarchical views keep the parents of matches (matches: false).
 */
export type SystemTreeNodeFilter = {
  inactive?: InputMaybe<Scalars['Boolean']['input']>;
  low_battery?: InputMaybe<Scalars['Boolean']['input']>;
  not_reachable?: InputMaybe<Scalars['Boolean']['input']>;
  radio?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  view?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A node as created or changed here (spec part 1 §3). An absent field keeps its value; null clears a
 * field that may be empty. The kind is chosen at creation and fixed after. A field whose inherit flag is
 * on takes what the parent passes down, whatever the input says.
 */
export type SystemTreeNodeInput = {
  active_display_group_override_id?: InputMaybe<Scalars['Int']['input']>;
  buttons?: InputMaybe<Array<Scalars['String']['input']>>;
  call_source_id?: InputMaybe<Scalars['Int']['input']>;
  callback_number?: InputMaybe<Scalars['String']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  day_sound_level?: InputMaybe<Scalars['Int']['input']>;
  deny_manual_call_closure?: InputMaybe<Scalars['Boolean']['input']>;
  device_text_overrides?: InputMaybe<Scalars['JSON']['input']>;
  disable_buzzer_at_night?: InputMaybe<Scalars['Boolean']['input']>;
  display_time?: InputMaybe<Scalars['Int']['input']>;
  flight_profile_id?: InputMaybe<Scalars['Int']['input']>;
  hub_id?: InputMaybe<Scalars['Int']['input']>;
  inherit_flight_profile?: InputMaybe<Scalars['Boolean']['input']>;
  inherit_section?: InputMaybe<Scalars['Boolean']['input']>;
  inherit_text_long?: InputMaybe<Scalars['Boolean']['input']>;
  inherit_text_short?: InputMaybe<Scalars['Boolean']['input']>;
  is_active?: InputMaybe<Scalars['Boolean']['input']>;
  is_linkable?: InputMaybe<Scalars['Boolean']['input']>;
  is_tech?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  linked_system_tree_node_id?: InputMaybe<Scalars['Int']['input']>;
  mac?: InputMaybe<Scalars['String']['input']>;
  mask_time_at_night?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  night_sound_level?: InputMaybe<Scalars['Int']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  parent_id?: InputMaybe<Scalars['Int']['input']>;
  section_id?: InputMaybe<Scalars['Int']['input']>;
  section_position?: InputMaybe<Scalars['Int']['input']>;
  serial?: InputMaybe<Scalars['String']['input']>;
  show_calls_without_presence?: InputMaybe<Scalars['Boolean']['input']>;
  sort_order?: InputMaybe<Scalars['Int']['input']>;
  text_long?: InputMaybe<Scalars['String']['input']>;
  text_short?: InputMaybe<Scalars['String']['input']>;
  use_activity_control?: InputMaybe<Scalars['Boolean']['input']>;
  weekday_display_group_1_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_2_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_3_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_4_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_display_group_5_id?: InputMaybe<Scalars['Int']['input']>;
  weekday_schedule_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_1_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_2_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_3_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_4_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_display_group_5_id?: InputMaybe<Scalars['Int']['input']>;
  weekend_schedule_id?: InputMaybe<Scalars['Int']['input']>;
};

export type SystemTreeNodeList = {
  __typename?: 'SystemTreeNodeList';
  battery_thresholds: BatteryThresholds;
  /** The whole view, ordered by sort order and id; the client nests it by parent_id. */
  items: Array<SystemTreeNodeSummary>;
  /** Nodes that match (parents kept for context not counted). */
  total: Scalars['Int']['output'];
};

export type SystemTreeNodeLocks = {
  __typename?: 'SystemTreeNodeLocks';
  delete: Maybe<Scalars['String']['output']>;
  fields: Array<SystemTreeFieldLock>;
  move: Maybe<Scalars['String']['output']>;
  /** The whole node is read-only. */
  node: Maybe<Scalars['String']['output']>;
};

/** A note staff left on a node (console-only); notes are added, never edited. */
export type SystemTreeNodeNote = {
  __typename?: 'SystemTreeNodeNote';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  user_name: Scalars['String']['output'];
};

/**
 * The choices of the node form (sections, call sources, hubs, schedules, display groups, flight
 * profiles), for users of the tree who may not administer those entities.
 */
export type SystemTreeNodeOptions = {
  __typename?: 'SystemTreeNodeOptions';
  call_sources: Array<SystemTreeCallSourceOption>;
  display_groups: Array<SystemTreeDisplayGroupOption>;
  flight_profiles: Array<SystemTreeFlightProfileOption>;
  hubs: Array<SystemTreeHubOption>;
  schedules: Array<SystemTreeScheduleOption>;
  sections: Array<SystemTreeSectionOption>;
};

/** One row of the tree list. */
export type SystemTreeNodeSummary = {
  __typename?: 'SystemTreeNodeSummary';
  battery: Maybe<Scalars['Int']['output']>;
  /** unknown, ok, replacement_recommended or replacement_required. */
  battery_level: Scalars['String']['output'];
  child_count: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** The node inherits at least one field from its parent. */
  inherits: Scalars['Boolean']['output'];
  is_active: Scalars['Boolean']['output'];
  is_linkable: Scalars['Boolean']['output'];
  is_tech: Scalars['Boolean']['output'];
  item_state: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  last_reachable_at: Maybe<Scalars['DateTime']['output']>;
  linked_system_tree_node_id: Maybe<Scalars['Int']['output']>;
  mac: Maybe<Scalars['String']['output']>;
  /** False for a parent shown only to keep a match in its place. */
  matches: Scalars['Boolean']['output'];
  muted: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  number: Maybe<Scalars['Int']['output']>;
  open_call_count: Scalars['Int']['output'];
  parent_id: Maybe<Scalars['Int']['output']>;
  /** Names from the top of the tree down to the parent. */
  path: Array<Scalars['String']['output']>;
  position: Maybe<Scalars['String']['output']>;
  position_outdated: Scalars['Boolean']['output'];
  reachable: Maybe<Scalars['Boolean']['output']>;
  section_id: Maybe<Scalars['Int']['output']>;
  section_name: Maybe<Scalars['String']['output']>;
  serial: Maybe<Scalars['String']['output']>;
  sort_order: Scalars['Int']['output'];
  text_long: Scalars['String']['output'];
  text_short: Scalars['String']['output'];
  use_activity_control: Scalars['Boolean']['output'];
};

/** What the parent passes down to a child that inherits (null: the parent has nothing to give). */
export type SystemTreeParentValues = {
  __typename?: 'SystemTreeParentValues';
  flight_profile_id: Maybe<Scalars['Int']['output']>;
  section_id: Maybe<Scalars['Int']['output']>;
  text_long: Maybe<Scalars['String']['output']>;
  text_short: Maybe<Scalars['String']['output']>;
};

/** A device whose hardware could replace another's, with the name of the element it sits in. */
export type SystemTreeReplacementCandidate = {
  __typename?: 'SystemTreeReplacementCandidate';
  node: SystemTreeNode;
  parent_name: Maybe<Scalars['String']['output']>;
};

/** A schedule with its times: the node form shows one display-group row per time. */
export type SystemTreeScheduleOption = {
  __typename?: 'SystemTreeScheduleOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  time_1: Maybe<Scalars['String']['output']>;
  time_2: Maybe<Scalars['String']['output']>;
  time_3: Maybe<Scalars['String']['output']>;
  time_4: Maybe<Scalars['String']['output']>;
  time_5: Maybe<Scalars['String']['output']>;
};

export type SystemTreeSectionOption = {
  __typename?: 'SystemTreeSectionOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type SystemTreeView = {
  __typename?: 'SystemTreeView';
  /** Off: every user may use and change the view. On: role_permissions restrict it. */
  apply_permissions: Scalars['Boolean']['output'];
  filters: Array<SystemTreeViewCriterion>;
  id: Scalars['Int']['output'];
  is_enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  role_permissions: Array<SystemTreeViewRolePermission>;
  sort_order: Scalars['Int']['output'];
};

/**
 * A view as the tree page offers it to the caller. The system view (the plain tree, id 0) stands in
 * when no enabled view is left for them. can_edit: their level is write and they may manage views.
 */
export type SystemTreeViewChoice = {
  __typename?: 'SystemTreeViewChoice';
  can_edit: Scalars['Boolean']['output'];
  filters: Array<SystemTreeViewCriterion>;
  id: Scalars['Int']['output'];
  is_system_view: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** A key of the tree list's address (layout, q, inactive, low_battery, not_reachable, radio) and its value. */
export type SystemTreeViewCriterion = {
  __typename?: 'SystemTreeViewCriterion';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SystemTreeViewCriterionInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type SystemTreeViewFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: sort_order (the default). */
  sort?: InputMaybe<ListSort>;
};

export type SystemTreeViewInput = {
  apply_permissions?: InputMaybe<Scalars['Boolean']['input']>;
  filters?: InputMaybe<Array<SystemTreeViewCriterionInput>>;
  is_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  role_permissions?: InputMaybe<Array<SystemTreeViewRolePermissionInput>>;
  sort_order?: InputMaybe<Scalars['Int']['input']>;
};

export type SystemTreeViewList = {
  __typename?: 'SystemTreeViewList';
  items: Array<SystemTreeView>;
  total: Scalars['Int']['output'];
};

/** hide, read or write for the users of one role; roles not listed are unrestricted. */
export type SystemTreeViewRolePermission = {
  __typename?: 'SystemTreeViewRolePermission';
  level: Scalars['String']['output'];
  role_id: Scalars['Int']['output'];
};

export type SystemTreeViewRolePermissionInput = {
  level: Scalars['String']['input'];
  role_id: Scalars['Int']['input'];
};

export type UpdateOutcome = {
  __typename?: 'UpdateOutcome';
  at: Scalars['DateTime']['output'];
  /** The before_update backup taken before the install. */
  backup: Maybe<Scalars['String']['output']>;
  previous_version: Maybe<Scalars['String']['output']>;
  reason: Maybe<Scalars['String']['output']>;
  /**
   * Set when the failed version had changed the database's schema: the database was restored from this
   * backup before the previous version started again (ADR 0045, "Backup before the update").
   */
  restored_backup: Maybe<Scalars['String']['output']>;
  /** done, error or timeout */
  state: UpdateState;
  version: Scalars['String']['output'];
};

/** An uploaded update package whose signature and contents were checked, waiting to be installed. */
export type UpdatePackage = {
  __typename?: 'UpdatePackage';
  /** When the package was built. */
  created_at: Scalars['DateTime']['output'];
  files: Scalars['Int']['output'];
  /** Bytes. */
  size: Scalars['Float']['output'];
  uploaded_at: Scalars['DateTime']['output'];
  uploaded_by: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type UpdatePending = {
  __typename?: 'UpdatePending';
  /** The before_update backup taken just before the install (the backups page lists it). */
  backup: Maybe<Scalars['String']['output']>;
  by: Scalars['String']['output'];
  since: Scalars['DateTime']['output'];
  version: Scalars['String']['output'];
};

/**
 * Update states (spec part 1 §4): `unavailable` (no package uploaded), `available` (a checked package waits
 * to be installed), `in_progress` (installed, the new version on trial, up to the timeout: 5 minutes),
 * and the outcomes of the last update: `done`, `error` (the new version ended before it was healthy;
 * the previous one runs again), `timeout` (not healthy in time; rolled back). ADR 0045.
 */
export type UpdateState =
  | 'available'
  | 'done'
  | 'error'
  | 'in_progress'
  | 'timeout'
  | 'unavailable';

export type UpdateStatus = {
  __typename?: 'UpdateStatus';
  last: Maybe<UpdateOutcome>;
  package: Maybe<UpdatePackage>;
  pending: Maybe<UpdatePending>;
  running_version: Scalars['String']['output'];
  state: UpdateState;
  /** npm start's supervisor runs this server: only then can a version be installed (UPDATE_UNSUPERVISED). */
  supervised: Scalars['Boolean']['output'];
  timeout_seconds: Scalars['Int']['output'];
};

export type User = {
  __typename?: 'User';
  call_source_group_ids: Array<Scalars['Int']['output']>;
  created_at: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  homepage: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  is_ldap: Scalars['Boolean']['output'];
  is_superuser: Scalars['Boolean']['output'];
  last_login_at: Maybe<Scalars['DateTime']['output']>;
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
  password_is_temporary: Scalars['Boolean']['output'];
  role_ids: Array<Scalars['Int']['output']>;
  roles: Array<Role>;
  system_access: Array<Scalars['Int']['output']>;
  updated_at: Scalars['DateTime']['output'];
};

export type UserFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name, email, locale, last_login_at. */
  sort?: InputMaybe<ListSort>;
};

export type UserInput = {
  call_source_group_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  email?: InputMaybe<Scalars['String']['input']>;
  homepage?: InputMaybe<Scalars['String']['input']>;
  is_superuser?: InputMaybe<Scalars['Boolean']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Set to change the password; with password_is_temporary the user must change it at next sign-in. */
  password?: InputMaybe<Scalars['String']['input']>;
  password_is_temporary?: InputMaybe<Scalars['Boolean']['input']>;
  role_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  system_access?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type UserList = {
  __typename?: 'UserList';
  items: Array<User>;
  total: Scalars['Int']['output'];
};

/**
 * A video stream (spec part 1 §3): url starts with http:// or https://; the triggers, when set, are URLs on
 * the same host that start and stop the stream. A call opened on one of tree_node_ids (devices) or in one of
 * section_ids sends the `videostream` message to the displays that may show it (issue 14 item 5).
 */
export type VideoStream = {
  __typename?: 'VideoStream';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  section_ids: Array<Scalars['Int']['output']>;
  tree_node_ids: Array<Scalars['Int']['output']>;
  trigger_start: Maybe<Scalars['String']['output']>;
  trigger_stop: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type VideoStreamFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sortable by: name (the default), url. */
  sort?: InputMaybe<ListSort>;
};

export type VideoStreamInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  section_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  tree_node_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  trigger_start?: InputMaybe<Scalars['String']['input']>;
  trigger_stop?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type VideoStreamList = {
  __typename?: 'VideoStreamList';
  items: Array<VideoStream>;
  total: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AlertChannel: ResolverTypeWrapper<AlertChannel>;
  AlertChannelFilter: AlertChannelFilter;
  AlertChannelInput: AlertChannelInput;
  AlertChannelList: ResolverTypeWrapper<AlertChannelList>;
  AnalyticsBox: ResolverTypeWrapper<AnalyticsBox>;
  AnalyticsBoxItem: ResolverTypeWrapper<AnalyticsBoxItem>;
  AnalyticsCharts: ResolverTypeWrapper<AnalyticsCharts>;
  AnalyticsDayCount: ResolverTypeWrapper<AnalyticsDayCount>;
  AppClient: ResolverTypeWrapper<AppClient>;
  AppClientFilter: AppClientFilter;
  AppClientInput: AppClientInput;
  AppClientList: ResolverTypeWrapper<AppClientList>;
  AppConnection: ResolverTypeWrapper<AppConnection>;
  AppConnectionFilter: AppConnectionFilter;
  AppConnectionInput: AppConnectionInput;
  AppConnectionList: ResolverTypeWrapper<AppConnectionList>;
  AppCoverage: ResolverTypeWrapper<AppCoverage>;
  AppCoverageSection: ResolverTypeWrapper<AppCoverageSection>;
  AppFeatures: ResolverTypeWrapper<AppFeatures>;
  AppGroupNode: ResolverTypeWrapper<AppGroupNode>;
  AppGroupNodeInput: AppGroupNodeInput;
  AppState: ResolverTypeWrapper<AppState>;
  AppStatistics: ResolverTypeWrapper<AppStatistics>;
  AppSubscription: ResolverTypeWrapper<AppSubscription>;
  AppSubscriptionFilter: AppSubscriptionFilter;
  AppSubscriptionInput: AppSubscriptionInput;
  AppSubscriptionList: ResolverTypeWrapper<AppSubscriptionList>;
  AppUser: ResolverTypeWrapper<AppUser>;
  AppUserFilter: AppUserFilter;
  AppUserGroup: ResolverTypeWrapper<AppUserGroup>;
  AppUserGroupFilter: AppUserGroupFilter;
  AppUserGroupInput: AppUserGroupInput;
  AppUserGroupList: ResolverTypeWrapper<AppUserGroupList>;
  AppUserInput: AppUserInput;
  AppUserList: ResolverTypeWrapper<AppUserList>;
  AuditBrokenLink: ResolverTypeWrapper<AuditBrokenLink>;
  AuditChainReport: ResolverTypeWrapper<AuditChainReport>;
  AuditEntry: ResolverTypeWrapper<AuditRow>;
  AuditExport: ResolverTypeWrapper<AuditExport>;
  AuditFilter: AuditFilter;
  AuditList: ResolverTypeWrapper<Omit<AuditList, 'items'> & { items: Array<ResolversTypes['AuditEntry']> }>;
  AuditLogOptions: ResolverTypeWrapper<AuditLogOptions>;
  AuditUser: ResolverTypeWrapper<AuditUser>;
  AuditVerification: ResolverTypeWrapper<AuditVerification>;
  AuthUser: ResolverTypeWrapper<AuthUserModel>;
  Backup: ResolverTypeWrapper<Backup>;
  BackupFailure: ResolverTypeWrapper<BackupFailure>;
  BackupRestoreRecord: ResolverTypeWrapper<BackupRestoreRecord>;
  BackupSettings: ResolverTypeWrapper<BackupSettings>;
  BackupsOverview: ResolverTypeWrapper<BackupsOverview>;
  BatteryDevice: ResolverTypeWrapper<BatteryDevice>;
  BatteryThresholds: ResolverTypeWrapper<BatteryThresholds>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusyDevice: ResolverTypeWrapper<BusyDevice>;
  Button: ResolverTypeWrapper<Button>;
  ButtonFilter: ButtonFilter;
  ButtonInput: ButtonInput;
  ButtonList: ResolverTypeWrapper<ButtonList>;
  Call: ResolverTypeWrapper<CallView>;
  CallAction: ResolverTypeWrapper<CallAction>;
  CallDeviceRef: ResolverTypeWrapper<CallDeviceRef>;
  CallDisplayRelations: ResolverTypeWrapper<Omit<CallDisplayRelations, 'callTypes'> & { callTypes: Array<ResolversTypes['CallType']> }>;
  CallLogCount: ResolverTypeWrapper<CallLogCount>;
  CallLogFilter: CallLogFilter;
  CallLogOptions: ResolverTypeWrapper<CallLogOptions>;
  CallLogPage: ResolverTypeWrapper<Omit<CallLogPage, 'items'> & { items: Array<ResolversTypes['Call']> }>;
  CallLogSectionOption: ResolverTypeWrapper<CallLogSectionOption>;
  CallLogSort: CallLogSort;
  CallLogSourceOption: ResolverTypeWrapper<CallLogSourceOption>;
  CallLogTypeOption: ResolverTypeWrapper<CallLogTypeOption>;
  CallRouting: ResolverTypeWrapper<CallRouting>;
  CallSectionRef: ResolverTypeWrapper<CallSectionRef>;
  CallSource: ResolverTypeWrapper<CallSource>;
  CallSourceFilter: CallSourceFilter;
  CallSourceGroup: ResolverTypeWrapper<CallSourceGroup>;
  CallSourceGroupFilter: CallSourceGroupFilter;
  CallSourceGroupInput: CallSourceGroupInput;
  CallSourceGroupList: ResolverTypeWrapper<CallSourceGroupList>;
  CallSourceGroupOption: ResolverTypeWrapper<CallSourceGroupOption>;
  CallSourceInput: CallSourceInput;
  CallSourceList: ResolverTypeWrapper<CallSourceList>;
  CallSourceRef: ResolverTypeWrapper<CallSourceRef>;
  CallType: ResolverTypeWrapper<CallTypeRow>;
  CallTypeFilter: CallTypeFilter;
  CallTypeInput: CallTypeInput;
  CallTypeList: ResolverTypeWrapper<Omit<CallTypeList, 'items'> & { items: Array<ResolversTypes['CallType']> }>;
  CallsUpdate: ResolverTypeWrapper<CallsUpdateModel>;
  CheckpointMap: ResolverTypeWrapper<CheckpointMap>;
  CheckpointMapFilter: CheckpointMapFilter;
  CheckpointMapInput: CheckpointMapInput;
  CheckpointMapList: ResolverTypeWrapper<CheckpointMapList>;
  CleanupCounts: ResolverTypeWrapper<CleanupCounts>;
  CloudSync: ResolverTypeWrapper<CloudSync>;
  CloudSyncInput: CloudSyncInput;
  CloudSyncState: CloudSyncState;
  ConfigChangelog: ResolverTypeWrapper<ConfigChangelog>;
  ConfigChangelogEntry: ResolverTypeWrapper<ConfigChangelogEntry>;
  ConfigCommitError: ResolverTypeWrapper<ConfigCommitError>;
  ConfigCommitInfo: ResolverTypeWrapper<ConfigCommitInfo>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DefectWorkItem: ResolverTypeWrapper<DefectWorkItem>;
  DeviceActionInput: DeviceActionInput;
  DeviceActionResult: ResolverTypeWrapper<DeviceActionResult>;
  DisplayDevice: ResolverTypeWrapper<DisplayDevice>;
  DisplayDeviceFilter: DisplayDeviceFilter;
  DisplayDeviceList: ResolverTypeWrapper<DisplayDeviceList>;
  DisplayEnrolment: ResolverTypeWrapper<DisplayEnrolment>;
  DisplayEnrolmentRequest: ResolverTypeWrapper<DisplayEnrolmentRequest>;
  DisplayGroup: ResolverTypeWrapper<DisplayGroup>;
  DisplayGroupConnection: ResolverTypeWrapper<DisplayGroupConnection>;
  DisplayGroupConnectionInput: DisplayGroupConnectionInput;
  DisplayGroupFilter: DisplayGroupFilter;
  DisplayGroupInput: DisplayGroupInput;
  DisplayGroupList: ResolverTypeWrapper<DisplayGroupList>;
  DisplayGroupOverride: ResolverTypeWrapper<DisplayGroupOverride>;
  DisplayGroupOverrideGroup: ResolverTypeWrapper<DisplayGroupOverrideGroup>;
  DisplayGroupOverrideList: ResolverTypeWrapper<DisplayGroupOverrideList>;
  DisplayNote: ResolverTypeWrapper<DisplayNote>;
  DisplayNoteFilter: DisplayNoteFilter;
  DisplayNoteInput: DisplayNoteInput;
  DisplayNoteList: ResolverTypeWrapper<DisplayNoteList>;
  DisplayNotePreset: ResolverTypeWrapper<DisplayNotePreset>;
  DisplayProfile: ResolverTypeWrapper<DisplayProfile>;
  DisplayProfileInput: DisplayProfileInput;
  DisplayProfileSetting: ResolverTypeWrapper<DisplayProfileSetting>;
  DisplayProfileSettingInput: DisplayProfileSettingInput;
  EscapeProfile: ResolverTypeWrapper<EscapeProfile>;
  EscapeProfileFilter: EscapeProfileFilter;
  EscapeProfileInput: EscapeProfileInput;
  EscapeProfileList: ResolverTypeWrapper<EscapeProfileList>;
  ExportInput: ExportInput;
  ExportJob: ResolverTypeWrapper<ExportJob>;
  FlightProfile: ResolverTypeWrapper<FlightProfile>;
  FlightProfileFilter: FlightProfileFilter;
  FlightProfileInput: FlightProfileInput;
  FlightProfileList: ResolverTypeWrapper<FlightProfileList>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GetsHttpError: ResolverTypeWrapper<GetsHttpError>;
  GlobalAppSettings: ResolverTypeWrapper<GlobalAppSettings>;
  GlobalAppSettingsInput: GlobalAppSettingsInput;
  GlobalSettings: ResolverTypeWrapper<GlobalSettings>;
  GlobalSettingsInput: GlobalSettingsInput;
  Hub: ResolverTypeWrapper<Hub>;
  HubCredentials: ResolverTypeWrapper<HubCredentials>;
  HubFilter: HubFilter;
  HubInput: HubInput;
  HubList: ResolverTypeWrapper<HubList>;
  HubLogLine: ResolverTypeWrapper<HubLogLine>;
  HubPrinterMessage: ResolverTypeWrapper<HubPrinterMessage>;
  HubPrinterNode: ResolverTypeWrapper<HubPrinterNode>;
  HubSyncResult: ResolverTypeWrapper<HubSyncResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Incident: ResolverTypeWrapper<IncidentView>;
  IncidentComment: ResolverTypeWrapper<IncidentComment>;
  IncidentFilter: IncidentFilter;
  IncidentNotificationInput: IncidentNotificationInput;
  IncidentNotificationSetting: ResolverTypeWrapper<IncidentNotificationSetting>;
  IncidentOption: ResolverTypeWrapper<IncidentOption>;
  IncidentOptions: ResolverTypeWrapper<IncidentOptions>;
  IncidentPage: ResolverTypeWrapper<Omit<IncidentPage, 'items'> & { items: Array<ResolversTypes['Incident']> }>;
  Indicator: ResolverTypeWrapper<Indicator>;
  IndicatorFilter: IndicatorFilter;
  IndicatorInput: IndicatorInput;
  IndicatorList: ResolverTypeWrapper<IndicatorList>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LdapRoleMapping: ResolverTypeWrapper<LdapRoleMapping>;
  LdapRoleMappingInput: LdapRoleMappingInput;
  LdapSettings: ResolverTypeWrapper<LdapSettings>;
  LdapSettingsInput: LdapSettingsInput;
  LdapTestResult: ResolverTypeWrapper<LdapTestResult>;
  License: ResolverTypeWrapper<License>;
  LicenseFeatures: ResolverTypeWrapper<LicenseFeatures>;
  LicenseLimits: ResolverTypeWrapper<LicenseLimits>;
  LicenseUsage: ResolverTypeWrapper<LicenseUsage>;
  LinkSeqFaults: ResolverTypeWrapper<LinkSeqFaults>;
  ListSort: ListSort;
  LogDownload: ResolverTypeWrapper<LogDownload>;
  LogEntry: ResolverTypeWrapper<LogEntry>;
  LogFile: ResolverTypeWrapper<LogFile>;
  LogPage: ResolverTypeWrapper<LogPage>;
  LoginError: ResolverTypeWrapper<LoginError>;
  LoginResult: ResolverTypeWrapper<Omit<LoginResult, 'user'> & { user?: Maybe<ResolversTypes['AuthUser']> }>;
  MailSettings: ResolverTypeWrapper<MailSettings>;
  MailSettingsInput: MailSettingsInput;
  MailTestResult: ResolverTypeWrapper<MailTestResult>;
  MapCheckpoint: ResolverTypeWrapper<MapCheckpoint>;
  MapCheckpointInput: MapCheckpointInput;
  MergeGroup: ResolverTypeWrapper<MergeGroup>;
  MergeGroupFilter: MergeGroupFilter;
  MergeGroupInput: MergeGroupInput;
  MergeGroupList: ResolverTypeWrapper<MergeGroupList>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OnlineBackup: ResolverTypeWrapper<OnlineBackup>;
  OnlineBackupInput: OnlineBackupInput;
  OutdatedHub: ResolverTypeWrapper<OutdatedHub>;
  PageInput: PageInput;
  PairedPhone: ResolverTypeWrapper<PairedPhone>;
  Permission: ResolverTypeWrapper<Permission>;
  PermissionInfo: ResolverTypeWrapper<PermissionInfo>;
  PhoneCall: ResolverTypeWrapper<PhoneCall>;
  PhoneCallsUpdate: ResolverTypeWrapper<PhoneCallsUpdate>;
  PhoneClient: ResolverTypeWrapper<PhoneClient>;
  PhoneDelivery: ResolverTypeWrapper<PhoneDelivery>;
  PhonePresence: ResolverTypeWrapper<PhonePresence>;
  PhoneReceipts: ResolverTypeWrapper<PhoneReceipts>;
  PhoneResponseTimes: ResolverTypeWrapper<PhoneResponseTimes>;
  PhoneRoom: ResolverTypeWrapper<PhoneRoom>;
  PhoneSession: ResolverTypeWrapper<PhoneSession>;
  PhoneSettings: ResolverTypeWrapper<PhoneSettings>;
  PhoneSignIn: ResolverTypeWrapper<PhoneSignIn>;
  PhoneStatusInput: PhoneStatusInput;
  PhoneSubscription: ResolverTypeWrapper<PhoneSubscription>;
  PhoneSubscriptions: ResolverTypeWrapper<PhoneSubscriptions>;
  PhoneTeam: ResolverTypeWrapper<PhoneTeam>;
  PhoneTeamMember: ResolverTypeWrapper<PhoneTeamMember>;
  PhoneUser: ResolverTypeWrapper<PhoneUser>;
  PublicSystemParam: ResolverTypeWrapper<PublicSystemParam>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReportRun: ResolverTypeWrapper<ReportRun>;
  ReportSettings: ResolverTypeWrapper<ReportSettings>;
  ReportSettingsInput: ReportSettingsInput;
  ResponseTimeGroup: ResolverTypeWrapper<ResponseTimeGroup>;
  Role: ResolverTypeWrapper<RoleRow>;
  RoleFilter: RoleFilter;
  RoleInput: RoleInput;
  RoleList: ResolverTypeWrapper<Omit<RoleList, 'items'> & { items: Array<ResolversTypes['Role']> }>;
  RoutingMember: ResolverTypeWrapper<RoutingMember>;
  RoutingMiss: ResolverTypeWrapper<RoutingMiss>;
  RoutingNote: ResolverTypeWrapper<RoutingNote>;
  RoutingTier: ResolverTypeWrapper<RoutingTier>;
  Schedule: ResolverTypeWrapper<Schedule>;
  ScheduleFilter: ScheduleFilter;
  ScheduleInput: ScheduleInput;
  ScheduleList: ResolverTypeWrapper<ScheduleList>;
  Screen: ResolverTypeWrapper<Screen>;
  ScreenHeartbeatInput: ScreenHeartbeatInput;
  ScreenHeartbeatReply: ResolverTypeWrapper<ScreenHeartbeatReply>;
  ScreenInput: ScreenInput;
  ScreenRenderInput: ScreenRenderInput;
  SearchGroup: ResolverTypeWrapper<SearchGroup>;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  Section: ResolverTypeWrapper<Section>;
  SectionFilter: SectionFilter;
  SectionInput: SectionInput;
  SectionList: ResolverTypeWrapper<SectionList>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SyncFieldChange: ResolverTypeWrapper<SyncFieldChange>;
  SyncItem: ResolverTypeWrapper<SyncItem>;
  SyncItems: ResolverTypeWrapper<SyncItems>;
  SystemLinkState: ResolverTypeWrapper<SystemLinkState>;
  SystemMessage: ResolverTypeWrapper<SystemMessage>;
  SystemParam: ResolverTypeWrapper<SystemRow>;
  SystemParamFilter: SystemParamFilter;
  SystemParamInput: SystemParamInput;
  SystemParamList: ResolverTypeWrapper<Omit<SystemParamList, 'items'> & { items: Array<ResolversTypes['SystemParam']> }>;
  SystemTreeCallSourceOption: ResolverTypeWrapper<SystemTreeCallSourceOption>;
  SystemTreeDisplayGroupOption: ResolverTypeWrapper<SystemTreeDisplayGroupOption>;
  SystemTreeFieldLock: ResolverTypeWrapper<SystemTreeFieldLock>;
  SystemTreeFlightProfileOption: ResolverTypeWrapper<SystemTreeFlightProfileOption>;
  SystemTreeHubOption: ResolverTypeWrapper<SystemTreeHubOption>;
  SystemTreeNode: ResolverTypeWrapper<TreeNodeRow>;
  SystemTreeNodeBatchFailure: ResolverTypeWrapper<SystemTreeNodeBatchFailure>;
  SystemTreeNodeBatchInput: SystemTreeNodeBatchInput;
  SystemTreeNodeBatchIssue: ResolverTypeWrapper<SystemTreeNodeBatchIssue>;
  SystemTreeNodeBatchResult: ResolverTypeWrapper<Omit<SystemTreeNodeBatchResult, 'updated'> & { updated: Array<ResolversTypes['SystemTreeNode']> }>;
  SystemTreeNodeDetail: ResolverTypeWrapper<TreeNodeDetail>;
  SystemTreeNodeFilter: SystemTreeNodeFilter;
  SystemTreeNodeInput: SystemTreeNodeInput;
  SystemTreeNodeList: ResolverTypeWrapper<SystemTreeNodeList>;
  SystemTreeNodeLocks: ResolverTypeWrapper<SystemTreeNodeLocks>;
  SystemTreeNodeNote: ResolverTypeWrapper<SystemTreeNodeNote>;
  SystemTreeNodeOptions: ResolverTypeWrapper<SystemTreeNodeOptions>;
  SystemTreeNodeSummary: ResolverTypeWrapper<SystemTreeNodeSummary>;
  SystemTreeParentValues: ResolverTypeWrapper<SystemTreeParentValues>;
  SystemTreeReplacementCandidate: ResolverTypeWrapper<Omit<SystemTreeReplacementCandidate, 'node'> & { node: ResolversTypes['SystemTreeNode'] }>;
  SystemTreeScheduleOption: ResolverTypeWrapper<SystemTreeScheduleOption>;
  SystemTreeSectionOption: ResolverTypeWrapper<SystemTreeSectionOption>;
  SystemTreeView: ResolverTypeWrapper<SystemTreeView>;
  SystemTreeViewChoice: ResolverTypeWrapper<SystemTreeViewChoice>;
  SystemTreeViewCriterion: ResolverTypeWrapper<SystemTreeViewCriterion>;
  SystemTreeViewCriterionInput: SystemTreeViewCriterionInput;
  SystemTreeViewFilter: SystemTreeViewFilter;
  SystemTreeViewInput: SystemTreeViewInput;
  SystemTreeViewList: ResolverTypeWrapper<SystemTreeViewList>;
  SystemTreeViewRolePermission: ResolverTypeWrapper<SystemTreeViewRolePermission>;
  SystemTreeViewRolePermissionInput: SystemTreeViewRolePermissionInput;
  UpdateOutcome: ResolverTypeWrapper<UpdateOutcome>;
  UpdatePackage: ResolverTypeWrapper<UpdatePackage>;
  UpdatePending: ResolverTypeWrapper<UpdatePending>;
  UpdateState: UpdateState;
  UpdateStatus: ResolverTypeWrapper<UpdateStatus>;
  User: ResolverTypeWrapper<UserRow>;
  UserFilter: UserFilter;
  UserInput: UserInput;
  UserList: ResolverTypeWrapper<Omit<UserList, 'items'> & { items: Array<ResolversTypes['User']> }>;
  VideoStream: ResolverTypeWrapper<VideoStream>;
  VideoStreamFilter: VideoStreamFilter;
  VideoStreamInput: VideoStreamInput;
  VideoStreamList: ResolverTypeWrapper<VideoStreamList>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AlertChannel: AlertChannel;
  AlertChannelFilter: AlertChannelFilter;
  AlertChannelInput: AlertChannelInput;
  AlertChannelList: AlertChannelList;
  AnalyticsBox: AnalyticsBox;
  AnalyticsBoxItem: AnalyticsBoxItem;
  AnalyticsCharts: AnalyticsCharts;
  AnalyticsDayCount: AnalyticsDayCount;
  AppClient: AppClient;
  AppClientFilter: AppClientFilter;
  AppClientInput: AppClientInput;
  AppClientList: AppClientList;
  AppConnection: AppConnection;
  AppConnectionFilter: AppConnectionFilter;
  AppConnectionInput: AppConnectionInput;
  AppConnectionList: AppConnectionList;
  AppCoverage: AppCoverage;
  AppCoverageSection: AppCoverageSection;
  AppFeatures: AppFeatures;
  AppGroupNode: AppGroupNode;
  AppGroupNodeInput: AppGroupNodeInput;
  AppState: AppState;
  AppStatistics: AppStatistics;
  AppSubscription: AppSubscription;
  AppSubscriptionFilter: AppSubscriptionFilter;
  AppSubscriptionInput: AppSubscriptionInput;
  AppSubscriptionList: AppSubscriptionList;
  AppUser: AppUser;
  AppUserFilter: AppUserFilter;
  AppUserGroup: AppUserGroup;
  AppUserGroupFilter: AppUserGroupFilter;
  AppUserGroupInput: AppUserGroupInput;
  AppUserGroupList: AppUserGroupList;
  AppUserInput: AppUserInput;
  AppUserList: AppUserList;
  AuditBrokenLink: AuditBrokenLink;
  AuditChainReport: AuditChainReport;
  AuditEntry: AuditRow;
  AuditExport: AuditExport;
  AuditFilter: AuditFilter;
  AuditList: Omit<AuditList, 'items'> & { items: Array<ResolversParentTypes['AuditEntry']> };
  AuditLogOptions: AuditLogOptions;
  AuditUser: AuditUser;
  AuditVerification: AuditVerification;
  AuthUser: AuthUserModel;
  Backup: Backup;
  BackupFailure: BackupFailure;
  BackupRestoreRecord: BackupRestoreRecord;
  BackupSettings: BackupSettings;
  BackupsOverview: BackupsOverview;
  BatteryDevice: BatteryDevice;
  BatteryThresholds: BatteryThresholds;
  Boolean: Scalars['Boolean']['output'];
  BusyDevice: BusyDevice;
  Button: Button;
  ButtonFilter: ButtonFilter;
  ButtonInput: ButtonInput;
  ButtonList: ButtonList;
  Call: CallView;
  CallAction: CallAction;
  CallDeviceRef: CallDeviceRef;
  CallDisplayRelations: Omit<CallDisplayRelations, 'callTypes'> & { callTypes: Array<ResolversParentTypes['CallType']> };
  CallLogCount: CallLogCount;
  CallLogFilter: CallLogFilter;
  CallLogOptions: CallLogOptions;
  CallLogPage: Omit<CallLogPage, 'items'> & { items: Array<ResolversParentTypes['Call']> };
  CallLogSectionOption: CallLogSectionOption;
  CallLogSort: CallLogSort;
  CallLogSourceOption: CallLogSourceOption;
  CallLogTypeOption: CallLogTypeOption;
  CallRouting: CallRouting;
  CallSectionRef: CallSectionRef;
  CallSource: CallSource;
  CallSourceFilter: CallSourceFilter;
  CallSourceGroup: CallSourceGroup;
  CallSourceGroupFilter: CallSourceGroupFilter;
  CallSourceGroupInput: CallSourceGroupInput;
  CallSourceGroupList: CallSourceGroupList;
  CallSourceGroupOption: CallSourceGroupOption;
  CallSourceInput: CallSourceInput;
  CallSourceList: CallSourceList;
  CallSourceRef: CallSourceRef;
  CallType: CallTypeRow;
  CallTypeFilter: CallTypeFilter;
  CallTypeInput: CallTypeInput;
  CallTypeList: Omit<CallTypeList, 'items'> & { items: Array<ResolversParentTypes['CallType']> };
  CallsUpdate: CallsUpdateModel;
  CheckpointMap: CheckpointMap;
  CheckpointMapFilter: CheckpointMapFilter;
  CheckpointMapInput: CheckpointMapInput;
  CheckpointMapList: CheckpointMapList;
  CleanupCounts: CleanupCounts;
  CloudSync: CloudSync;
  CloudSyncInput: CloudSyncInput;
  ConfigChangelog: ConfigChangelog;
  ConfigChangelogEntry: ConfigChangelogEntry;
  ConfigCommitError: ConfigCommitError;
  ConfigCommitInfo: ConfigCommitInfo;
  DateTime: Scalars['DateTime']['output'];
  DefectWorkItem: DefectWorkItem;
  DeviceActionInput: DeviceActionInput;
  DeviceActionResult: DeviceActionResult;
  DisplayDevice: DisplayDevice;
  DisplayDeviceFilter: DisplayDeviceFilter;
  DisplayDeviceList: DisplayDeviceList;
  DisplayEnrolment: DisplayEnrolment;
  DisplayEnrolmentRequest: DisplayEnrolmentRequest;
  DisplayGroup: DisplayGroup;
  DisplayGroupConnection: DisplayGroupConnection;
  DisplayGroupConnectionInput: DisplayGroupConnectionInput;
  DisplayGroupFilter: DisplayGroupFilter;
  DisplayGroupInput: DisplayGroupInput;
  DisplayGroupList: DisplayGroupList;
  DisplayGroupOverride: DisplayGroupOverride;
  DisplayGroupOverrideGroup: DisplayGroupOverrideGroup;
  DisplayGroupOverrideList: DisplayGroupOverrideList;
  DisplayNote: DisplayNote;
  DisplayNoteFilter: DisplayNoteFilter;
  DisplayNoteInput: DisplayNoteInput;
  DisplayNoteList: DisplayNoteList;
  DisplayNotePreset: DisplayNotePreset;
  DisplayProfile: DisplayProfile;
  DisplayProfileInput: DisplayProfileInput;
  DisplayProfileSetting: DisplayProfileSetting;
  DisplayProfileSettingInput: DisplayProfileSettingInput;
  EscapeProfile: EscapeProfile;
  EscapeProfileFilter: EscapeProfileFilter;
  EscapeProfileInput: EscapeProfileInput;
  EscapeProfileList: EscapeProfileList;
  ExportInput: ExportInput;
  ExportJob: ExportJob;
  FlightProfile: FlightProfile;
  FlightProfileFilter: FlightProfileFilter;
  FlightProfileInput: FlightProfileInput;
  FlightProfileList: FlightProfileList;
  Float: Scalars['Float']['output'];
  GetsHttpError: GetsHttpError;
  GlobalAppSettings: GlobalAppSettings;
  GlobalAppSettingsInput: GlobalAppSettingsInput;
  GlobalSettings: GlobalSettings;
  GlobalSettingsInput: GlobalSettingsInput;
  Hub: Hub;
  HubCredentials: HubCredentials;
  HubFilter: HubFilter;
  HubInput: HubInput;
  HubList: HubList;
  HubLogLine: HubLogLine;
  HubPrinterMessage: HubPrinterMessage;
  HubPrinterNode: HubPrinterNode;
  HubSyncResult: HubSyncResult;
  ID: Scalars['ID']['output'];
  Incident: IncidentView;
  IncidentComment: IncidentComment;
  IncidentFilter: IncidentFilter;
  IncidentNotificationInput: IncidentNotificationInput;
  IncidentNotificationSetting: IncidentNotificationSetting;
  IncidentOption: IncidentOption;
  IncidentOptions: IncidentOptions;
  IncidentPage: Omit<IncidentPage, 'items'> & { items: Array<ResolversParentTypes['Incident']> };
  Indicator: Indicator;
  IndicatorFilter: IndicatorFilter;
  IndicatorInput: IndicatorInput;
  IndicatorList: IndicatorList;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LdapRoleMapping: LdapRoleMapping;
  LdapRoleMappingInput: LdapRoleMappingInput;
  LdapSettings: LdapSettings;
  LdapSettingsInput: LdapSettingsInput;
  LdapTestResult: LdapTestResult;
  License: License;
  LicenseFeatures: LicenseFeatures;
  LicenseLimits: LicenseLimits;
  LicenseUsage: LicenseUsage;
  LinkSeqFaults: LinkSeqFaults;
  ListSort: ListSort;
  LogDownload: LogDownload;
  LogEntry: LogEntry;
  LogFile: LogFile;
  LogPage: LogPage;
  LoginError: LoginError;
  LoginResult: Omit<LoginResult, 'user'> & { user?: Maybe<ResolversParentTypes['AuthUser']> };
  MailSettings: MailSettings;
  MailSettingsInput: MailSettingsInput;
  MailTestResult: MailTestResult;
  MapCheckpoint: MapCheckpoint;
  MapCheckpointInput: MapCheckpointInput;
  MergeGroup: MergeGroup;
  MergeGroupFilter: MergeGroupFilter;
  MergeGroupInput: MergeGroupInput;
  MergeGroupList: MergeGroupList;
  Mutation: Record<PropertyKey, never>;
  OnlineBackup: OnlineBackup;
  OnlineBackupInput: OnlineBackupInput;
  OutdatedHub: OutdatedHub;
  PageInput: PageInput;
  PairedPhone: PairedPhone;
  Permission: Permission;
  PermissionInfo: PermissionInfo;
  PhoneCall: PhoneCall;
  PhoneCallsUpdate: PhoneCallsUpdate;
  PhoneClient: PhoneClient;
  PhoneDelivery: PhoneDelivery;
  PhonePresence: PhonePresence;
  PhoneReceipts: PhoneReceipts;
  PhoneResponseTimes: PhoneResponseTimes;
  PhoneRoom: PhoneRoom;
  PhoneSession: PhoneSession;
  PhoneSettings: PhoneSettings;
  PhoneSignIn: PhoneSignIn;
  PhoneStatusInput: PhoneStatusInput;
  PhoneSubscription: PhoneSubscription;
  PhoneSubscriptions: PhoneSubscriptions;
  PhoneTeam: PhoneTeam;
  PhoneTeamMember: PhoneTeamMember;
  PhoneUser: PhoneUser;
  PublicSystemParam: PublicSystemParam;
  Query: Record<PropertyKey, never>;
  ReportRun: ReportRun;
  ReportSettings: ReportSettings;
  ReportSettingsInput: ReportSettingsInput;
  ResponseTimeGroup: ResponseTimeGroup;
  Role: RoleRow;
  RoleFilter: RoleFilter;
  RoleInput: RoleInput;
  RoleList: Omit<RoleList, 'items'> & { items: Array<ResolversParentTypes['Role']> };
  RoutingMember: RoutingMember;
  RoutingMiss: RoutingMiss;
  RoutingNote: RoutingNote;
  RoutingTier: RoutingTier;
  Schedule: Schedule;
  ScheduleFilter: ScheduleFilter;
  ScheduleInput: ScheduleInput;
  ScheduleList: ScheduleList;
  Screen: Screen;
  ScreenHeartbeatInput: ScreenHeartbeatInput;
  ScreenHeartbeatReply: ScreenHeartbeatReply;
  ScreenInput: ScreenInput;
  ScreenRenderInput: ScreenRenderInput;
  SearchGroup: SearchGroup;
  SearchResult: SearchResult;
  Section: Section;
  SectionFilter: SectionFilter;
  SectionInput: SectionInput;
  SectionList: SectionList;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SyncFieldChange: SyncFieldChange;
  SyncItem: SyncItem;
  SyncItems: SyncItems;
  SystemLinkState: SystemLinkState;
  SystemMessage: SystemMessage;
  SystemParam: SystemRow;
  SystemParamFilter: SystemParamFilter;
  SystemParamInput: SystemParamInput;
  SystemParamList: Omit<SystemParamList, 'items'> & { items: Array<ResolversParentTypes['SystemParam']> };
  SystemTreeCallSourceOption: SystemTreeCallSourceOption;
  SystemTreeDisplayGroupOption: SystemTreeDisplayGroupOption;
  SystemTreeFieldLock: SystemTreeFieldLock;
  SystemTreeFlightProfileOption: SystemTreeFlightProfileOption;
  SystemTreeHubOption: SystemTreeHubOption;
  SystemTreeNode: TreeNodeRow;
  SystemTreeNodeBatchFailure: SystemTreeNodeBatchFailure;
  SystemTreeNodeBatchInput: SystemTreeNodeBatchInput;
  SystemTreeNodeBatchIssue: SystemTreeNodeBatchIssue;
  SystemTreeNodeBatchResult: Omit<SystemTreeNodeBatchResult, 'updated'> & { updated: Array<ResolversParentTypes['SystemTreeNode']> };
  SystemTreeNodeDetail: TreeNodeDetail;
  SystemTreeNodeFilter: SystemTreeNodeFilter;
  SystemTreeNodeInput: SystemTreeNodeInput;
  SystemTreeNodeList: SystemTreeNodeList;
  SystemTreeNodeLocks: SystemTreeNodeLocks;
  SystemTreeNodeNote: SystemTreeNodeNote;
  SystemTreeNodeOptions: SystemTreeNodeOptions;
  SystemTreeNodeSummary: SystemTreeNodeSummary;
  SystemTreeParentValues: SystemTreeParentValues;
  SystemTreeReplacementCandidate: Omit<SystemTreeReplacementCandidate, 'node'> & { node: ResolversParentTypes['SystemTreeNode'] };
  SystemTreeScheduleOption: SystemTreeScheduleOption;
  SystemTreeSectionOption: SystemTreeSectionOption;
  SystemTreeView: SystemTreeView;
  SystemTreeViewChoice: SystemTreeViewChoice;
  SystemTreeViewCriterion: SystemTreeViewCriterion;
  SystemTreeViewCriterionInput: SystemTreeViewCriterionInput;
  SystemTreeViewFilter: SystemTreeViewFilter;
  SystemTreeViewInput: SystemTreeViewInput;
  SystemTreeViewList: SystemTreeViewList;
  SystemTreeViewRolePermission: SystemTreeViewRolePermission;
  SystemTreeViewRolePermissionInput: SystemTreeViewRolePermissionInput;
  UpdateOutcome: UpdateOutcome;
  UpdatePackage: UpdatePackage;
  UpdatePending: UpdatePending;
  UpdateStatus: UpdateStatus;
  User: UserRow;
  UserFilter: UserFilter;
  UserInput: UserInput;
  UserList: Omit<UserList, 'items'> & { items: Array<ResolversParentTypes['User']> };
  VideoStream: VideoStream;
  VideoStreamFilter: VideoStreamFilter;
  VideoStreamInput: VideoStreamInput;
  VideoStreamList: VideoStreamList;
};

export type AuthDirectiveArgs = {
  all?: Maybe<Array<Scalars['String']['input']>>;
  any?: Maybe<Array<Scalars['String']['input']>>;
  duringSetup?: Maybe<Scalars['Boolean']['input']>;
  license?: Maybe<Array<Scalars['String']['input']>>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PhoneDirectiveArgs = {
  signedIn?: Maybe<Scalars['Boolean']['input']>;
};

export type PhoneDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PhoneDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = {
  display?: Maybe<Scalars['Boolean']['input']>;
};

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SetupDirectiveArgs = { };

export type SetupDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = SetupDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AlertChannelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlertChannel'] = ResolversParentTypes['AlertChannel']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  class?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outbound_can_reply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outbound_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outbound_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supports_phone_calls?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AlertChannelListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlertChannelList'] = ResolversParentTypes['AlertChannelList']> = {
  items?: Resolver<Array<ResolversTypes['AlertChannel']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnalyticsBoxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsBox'] = ResolversParentTypes['AnalyticsBox']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AnalyticsBoxItem']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsBoxItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsBoxItem'] = ResolversParentTypes['AnalyticsBoxItem']> = {
  battery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  device_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hub_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  incident_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  section_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_tree_node_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AnalyticsChartsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsCharts'] = ResolversParentTypes['AnalyticsCharts']> = {
  busiest_devices?: Resolver<Array<ResolversTypes['BusyDevice']>, ParentType, ContextType>;
  calls_per_day?: Resolver<Array<ResolversTypes['AnalyticsDayCount']>, ParentType, ContextType>;
  calls_per_hour?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  response_bin_edges?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  response_by_section?: Resolver<Array<ResolversTypes['ResponseTimeGroup']>, ParentType, ContextType>;
  response_by_shift?: Resolver<Array<ResolversTypes['ResponseTimeGroup']>, ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnalyticsDayCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsDayCount'] = ResolversParentTypes['AnalyticsDayCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppClient'] = ResolversParentTypes['AppClient']> = {
  app_user?: Resolver<Maybe<ResolversTypes['AppUser']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_contact_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paired_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pairing_expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pairing_token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reachability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  server_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppClientListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppClientList'] = ResolversParentTypes['AppClientList']> = {
  items?: Resolver<Array<ResolversTypes['AppClient']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppConnection'] = ResolversParentTypes['AppConnection']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section_display_group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  tree_display_group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_schedule_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_schedule_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AppConnectionListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppConnectionList'] = ResolversParentTypes['AppConnectionList']> = {
  items?: Resolver<Array<ResolversTypes['AppConnection']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppCoverageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppCoverage'] = ResolversParentTypes['AppCoverage']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['AppCoverageSection']>, ParentType, ContextType>;
};

export type AppCoverageSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppCoverageSection'] = ResolversParentTypes['AppCoverageSection']> = {
  call_types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  section_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uncovered?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppFeaturesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppFeatures'] = ResolversParentTypes['AppFeatures']> = {
  demo_mode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  display_group_overrides?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AppGroupNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppGroupNode'] = ResolversParentTypes['AppGroupNode']> = {
  node_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppState'] = ResolversParentTypes['AppState']> = {
  app_gateway_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  app_gateway_system_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  committing_gets_config?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  configurator_ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configurator_version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dev_license_key?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['AppFeatures'], ParentType, ContextType>;
  last_gets_change?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  last_gets_commit?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  offline_mode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outdated_hubs?: Resolver<Array<ResolversTypes['OutdatedHub']>, ParentType, ContextType>;
  setup_code_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  setup_time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AppStatisticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppStatistics'] = ResolversParentTypes['AppStatistics']> = {
  groups?: Resolver<Array<ResolversTypes['PhoneResponseTimes']>, ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['PhoneReceipts']>, ParentType, ContextType>;
  unanswered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['PhoneResponseTimes']>, ParentType, ContextType>;
};

export type AppSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppSubscription'] = ResolversParentTypes['AppSubscription']> = {
  app_user_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  node_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppSubscriptionListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppSubscriptionList'] = ResolversParentTypes['AppSubscriptionList']> = {
  items?: Resolver<Array<ResolversTypes['AppSubscription']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppUser'] = ResolversParentTypes['AppUser']> = {
  display_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppUserGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppUserGroup'] = ResolversParentTypes['AppUserGroup']> = {
  call_handling_mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display_group_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node_selection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AppGroupNode']>, ParentType, ContextType>;
  section_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppUserGroupListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppUserGroupList'] = ResolversParentTypes['AppUserGroupList']> = {
  items?: Resolver<Array<ResolversTypes['AppUserGroup']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppUserListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppUserList'] = ResolversParentTypes['AppUserList']> = {
  items?: Resolver<Array<ResolversTypes['AppUser']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditBrokenLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditBrokenLink'] = ResolversParentTypes['AuditBrokenLink']> = {
  chain_seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  entry_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditChainReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditChainReport'] = ResolversParentTypes['AuditChainReport']> = {
  broken?: Resolver<Maybe<ResolversTypes['AuditBrokenLink']>, ParentType, ContextType>;
  checked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chain_seq?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditExport'] = ResolversParentTypes['AuditExport']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditList'] = ResolversParentTypes['AuditList']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditLogOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogOptions'] = ResolversParentTypes['AuditLogOptions']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  entities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['AuditUser']>, ParentType, ContextType>;
};

export type AuditUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditUser'] = ResolversParentTypes['AuditUser']> = {
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditVerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditVerification'] = ResolversParentTypes['AuditVerification']> = {
  chains?: Resolver<Array<ResolversTypes['AuditChainReport']>, ParentType, ContextType>;
  unchained?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthUser'] = ResolversParentTypes['AuthUser']> = {
  homepage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_ldap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_superuser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password_is_temporary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  system_access?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BackupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Backup'] = ResolversParentTypes['Backup']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  update_version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BackupFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackupFailure'] = ResolversParentTypes['BackupFailure']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BackupRestoreRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackupRestoreRecord'] = ResolversParentTypes['BackupRestoreRecord']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requested_by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BackupSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackupSettings'] = ResolversParentTypes['BackupSettings']> = {
  interval_hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BackupsOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackupsOverview'] = ResolversParentTypes['BackupsOverview']> = {
  backups?: Resolver<Array<ResolversTypes['Backup']>, ParentType, ContextType>;
  directory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_error?: Resolver<Maybe<ResolversTypes['BackupFailure']>, ParentType, ContextType>;
  last_restore?: Resolver<Maybe<ResolversTypes['BackupRestoreRecord']>, ParentType, ContextType>;
  pending_restore?: Resolver<Maybe<ResolversTypes['BackupRestoreRecord']>, ParentType, ContextType>;
  restart_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['BackupSettings'], ParentType, ContextType>;
};

export type BatteryDeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BatteryDevice'] = ResolversParentTypes['BatteryDevice']> = {
  battery?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  battery_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  critical?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drain_per_day?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  floor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replace_by?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  section_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_tree_node_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BatteryThresholdsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BatteryThresholds'] = ResolversParentTypes['BatteryThresholds']> = {
  critical?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BusyDeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BusyDevice'] = ResolversParentTypes['BusyDevice']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  device_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_tree_node_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ButtonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Button'] = ResolversParentTypes['Button']> = {
  call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_type_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_type_presence_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  display_group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fn_a?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fn_b?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fn_c?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ButtonListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ButtonList'] = ResolversParentTypes['ButtonList']> = {
  items?: Resolver<Array<ResolversTypes['Button']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Call'] = ResolversParentTypes['Call']> = {
  actions?: Resolver<Array<ResolversTypes['CallAction']>, ParentType, ContextType>;
  call_source?: Resolver<Maybe<ResolversTypes['CallSourceRef']>, ParentType, ContextType>;
  call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_source_text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  call_type?: Resolver<Maybe<ResolversTypes['CallType']>, ParentType, ContextType>;
  call_type_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  call_type_text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  device_text_long?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  device_text_short?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  handled_by_app_username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['CallSectionRef']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_tree_node?: Resolver<Maybe<ResolversTypes['CallDeviceRef']>, ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallAction'] = ResolversParentTypes['CallAction']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor_kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CallDeviceRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallDeviceRef'] = ResolversParentTypes['CallDeviceRef']> = {
  deny_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text_long?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text_short?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallDisplayRelationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallDisplayRelations'] = ResolversParentTypes['CallDisplayRelations']> = {
  callTypes?: Resolver<Array<ResolversTypes['CallType']>, ParentType, ContextType>;
  displayGroups?: Resolver<Array<ResolversTypes['DisplayGroup']>, ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['Schedule']>, ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekend_start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_stop?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallLogCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogCount'] = ResolversParentTypes['CallLogCount']> = {
  exact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallLogOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogOptions'] = ResolversParentTypes['CallLogOptions']> = {
  call_sources?: Resolver<Array<ResolversTypes['CallLogSourceOption']>, ParentType, ContextType>;
  call_types?: Resolver<Array<ResolversTypes['CallLogTypeOption']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['CallLogSectionOption']>, ParentType, ContextType>;
};

export type CallLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogPage'] = ResolversParentTypes['CallLogPage']> = {
  count?: Resolver<Maybe<ResolversTypes['CallLogCount']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Call']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reached?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CallLogSectionOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogSectionOption'] = ResolversParentTypes['CallLogSectionOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallLogSourceOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogSourceOption'] = ResolversParentTypes['CallLogSourceOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallLogTypeOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallLogTypeOption'] = ResolversParentTypes['CallLogTypeOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallRoutingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallRouting'] = ResolversParentTypes['CallRouting']> = {
  accepted_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  current_tier?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['PhoneDelivery']>, ParentType, ContextType>;
  exhausted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  not_reached?: Resolver<Array<ResolversTypes['RoutingMiss']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['RoutingNote']>, ParentType, ContextType>;
  started?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['RoutingTier']>, ParentType, ContextType>;
};

export type CallSectionRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallSectionRef'] = ResolversParentTypes['CallSectionRef']> = {
  allow_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallSource'] = ResolversParentTypes['CallSource']> = {
  char?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallSourceGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallSourceGroup'] = ResolversParentTypes['CallSourceGroup']> = {
  call_source_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeout_minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CallSourceGroupListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallSourceGroupList'] = ResolversParentTypes['CallSourceGroupList']> = {
  items?: Resolver<Array<ResolversTypes['CallSourceGroup']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallSourceGroupOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallSourceGroupOption'] = ResolversParentTypes['CallSourceGroupOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallSourceListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallSourceList'] = ResolversParentTypes['CallSourceList']> = {
  items?: Resolver<Array<ResolversTypes['CallSource']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallSourceRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallSourceRef'] = ResolversParentTypes['CallSourceRef']> = {
  char?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallType'] = ResolversParentTypes['CallType']> = {
  char?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullscreen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hide_lower_priority?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indication_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  led_primary_color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  led_secondary_color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monitor_own_calls?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  normal_beep_every_15_seconds?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permanent_display_area?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urgency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallTypeListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallTypeList'] = ResolversParentTypes['CallTypeList']> = {
  items?: Resolver<Array<ResolversTypes['CallType']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallsUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallsUpdate'] = ResolversParentTypes['CallsUpdate']> = {
  calls?: Resolver<Array<ResolversTypes['Call']>, ParentType, ContextType>;
  closed?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  opened?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CheckpointMapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckpointMap'] = ResolversParentTypes['CheckpointMap']> = {
  checkpoints?: Resolver<Array<ResolversTypes['MapCheckpoint']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckpointMapListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckpointMapList'] = ResolversParentTypes['CheckpointMapList']> = {
  items?: Resolver<Array<ResolversTypes['CheckpointMap']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CleanupCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CleanupCounts'] = ResolversParentTypes['CleanupCounts']> = {
  audit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CloudSyncResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CloudSync'] = ResolversParentTypes['CloudSync']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  has_password?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_error_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_sync_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CloudSyncState'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigChangelogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigChangelog'] = ResolversParentTypes['ConfigChangelog']> = {
  changelog?: Resolver<Array<ResolversTypes['ConfigChangelogEntry']>, ParentType, ContextType>;
  config?: Resolver<Maybe<ResolversTypes['ConfigCommitInfo']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['ConfigCommitError']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigChangelogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigChangelogEntry'] = ResolversParentTypes['ConfigChangelogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigCommitErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigCommitError'] = ResolversParentTypes['ConfigCommitError']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigCommitInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigCommitInfo'] = ResolversParentTypes['ConfigCommitInfo']> = {
  finished_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  staged_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  started_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DefectWorkItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DefectWorkItem'] = ResolversParentTypes['DefectWorkItem']> = {
  assignee_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  battery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  device_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hub_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  incident_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_repeater?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_tree_node_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeviceActionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceActionResult'] = ResolversParentTypes['DeviceActionResult']> = {
  closed_calls?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DisplayDeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayDevice'] = ResolversParentTypes['DisplayDevice']> = {
  decided_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decided_by_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_seen_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requested_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_agent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DisplayDeviceListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayDeviceList'] = ResolversParentTypes['DisplayDeviceList']> = {
  items?: Resolver<Array<ResolversTypes['DisplayDevice']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DisplayEnrolmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayEnrolment'] = ResolversParentTypes['DisplayEnrolment']> = {
  device_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DisplayEnrolmentRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayEnrolmentRequest'] = ResolversParentTypes['DisplayEnrolmentRequest']> = {
  device_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayGroup'] = ResolversParentTypes['DisplayGroup']> = {
  connections?: Resolver<Array<ResolversTypes['DisplayGroupConnection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayGroupConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayGroupConnection'] = ResolversParentTypes['DisplayGroupConnection']> = {
  call_type_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DisplayGroupListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayGroupList'] = ResolversParentTypes['DisplayGroupList']> = {
  items?: Resolver<Array<ResolversTypes['DisplayGroup']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DisplayGroupOverrideResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayGroupOverride'] = ResolversParentTypes['DisplayGroupOverride']> = {
  active_display_group_override_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_display_group_override?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayGroupOverrideGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayGroupOverrideGroup'] = ResolversParentTypes['DisplayGroupOverrideGroup']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayGroupOverrideListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayGroupOverrideList'] = ResolversParentTypes['DisplayGroupOverrideList']> = {
  display_groups?: Resolver<Array<ResolversTypes['DisplayGroupOverrideGroup']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['DisplayGroupOverride']>, ParentType, ContextType>;
};

export type DisplayNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayNote'] = ResolversParentTypes['DisplayNote']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display_date?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  display_from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  display_until?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayNoteListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayNoteList'] = ResolversParentTypes['DisplayNoteList']> = {
  items?: Resolver<Array<ResolversTypes['DisplayNote']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DisplayNotePresetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayNotePreset'] = ResolversParentTypes['DisplayNotePreset']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayProfile'] = ResolversParentTypes['DisplayProfile']> = {
  emergency_tone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  font_size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullscreen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<Array<ResolversTypes['DisplayProfileSetting']>, ParentType, ContextType>;
  show_presences?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  show_video_stream?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisplayProfileSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayProfileSetting'] = ResolversParentTypes['DisplayProfileSetting']> = {
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_display_group_1_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_display_group_2_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_display_group_3_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_display_group_4_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_display_group_5_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday_schedule_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_display_group_1_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_display_group_2_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_display_group_3_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_display_group_4_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_display_group_5_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_schedule_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EscapeProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EscapeProfile'] = ResolversParentTypes['EscapeProfile']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule_set?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type EscapeProfileListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EscapeProfileList'] = ResolversParentTypes['EscapeProfileList']> = {
  items?: Resolver<Array<ResolversTypes['EscapeProfile']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExportJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportJob'] = ResolversParentTypes['ExportJob']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  download_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  file_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file_size?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  finished_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rows_done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows_total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  started_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlightProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlightProfile'] = ResolversParentTypes['FlightProfile']> = {
  checkpoints?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlightProfileListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlightProfileList'] = ResolversParentTypes['FlightProfileList']> = {
  items?: Resolver<Array<ResolversTypes['FlightProfile']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GetsHttpErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GetsHttpError'] = ResolversParentTypes['GetsHttpError']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checks?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GlobalAppSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalAppSettings'] = ResolversParentTypes['GlobalAppSettings']> = {
  app_gateway_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  app_gateway_system_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  display_names_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  escalation_timeout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hide_presences?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logout_disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logout_on_charge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  release_timeout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relevant_alerts_timeout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relevant_calls_timeout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resend_timeout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sos_send_to_all_users?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscriptions_confirmation_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscriptions_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscriptions_user_defined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  team_view_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GlobalSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalSettings'] = ResolversParentTypes['GlobalSettings']> = {
  allow_empty_call_source_names?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  battery_threshold_critical?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  battery_threshold_low?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defects_timeout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displays_require_enrolment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ignore_linkable_node_pool_for_super_users?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monitoring_timeout_radio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monitoring_timeout_tech?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monitoring_timeout_wired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  probable_defect_criterion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  probable_defect_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  probable_defect_threshold_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  probable_defect_timeframe_hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_tree_text_long_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HubResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Hub'] = ResolversParentTypes['Hub']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_sync?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HubCredentialsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HubCredentials'] = ResolversParentTypes['HubCredentials']> = {
  has_password?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hub_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HubListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HubList'] = ResolversParentTypes['HubList']> = {
  items?: Resolver<Array<ResolversTypes['Hub']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HubLogLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HubLogLine'] = ResolversParentTypes['HubLogLine']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HubPrinterMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HubPrinterMessage'] = ResolversParentTypes['HubPrinterMessage']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detected_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hub_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_tree_node?: Resolver<Maybe<ResolversTypes['HubPrinterNode']>, ParentType, ContextType>;
};

export type HubPrinterNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HubPrinterNode'] = ResolversParentTypes['HubPrinterNode']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HubSyncResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HubSyncResult'] = ResolversParentTypes['HubSyncResult']> = {
  devices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hub_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_sync?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IncidentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Incident'] = ResolversParentTypes['Incident']> = {
  assigned_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  assignee_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assignee_user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  battery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  close_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closed_by_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['IncidentComment']>, ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  device_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hub_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_repeater?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  open_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_tree_node_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type IncidentCommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentComment'] = ResolversParentTypes['IncidentComment']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IncidentNotificationSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentNotificationSetting'] = ResolversParentTypes['IncidentNotificationSetting']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notify_battery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notify_defects?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notify_not_reachable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notify_probable_defects?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IncidentOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentOption'] = ResolversParentTypes['IncidentOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IncidentOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentOptions'] = ResolversParentTypes['IncidentOptions']> = {
  assignees?: Resolver<Array<ResolversTypes['IncidentOption']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['IncidentOption']>, ParentType, ContextType>;
};

export type IncidentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentPage'] = ResolversParentTypes['IncidentPage']> = {
  items?: Resolver<Array<ResolversTypes['Incident']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IndicatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Indicator'] = ResolversParentTypes['Indicator']> = {
  call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_type_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  fn_a?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fn_b?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  linked_call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IndicatorListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IndicatorList'] = ResolversParentTypes['IndicatorList']> = {
  items?: Resolver<Array<ResolversTypes['Indicator']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LdapRoleMappingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LdapRoleMapping'] = ResolversParentTypes['LdapRoleMapping']> = {
  ldap_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LdapSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LdapSettings'] = ResolversParentTypes['LdapSettings']> = {
  admin_user?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  base_dn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dsn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  has_admin_password?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role_mapping?: Resolver<Array<ResolversTypes['LdapRoleMapping']>, ParentType, ContextType>;
  roles_attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  user_filter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LdapTestResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LdapTestResult'] = ResolversParentTypes['LdapTestResult']> = {
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  user_dn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LicenseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['License'] = ResolversParentTypes['License']> = {
  activated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<ResolversTypes['LicenseFeatures'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['LicenseLimits'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LicenseFeaturesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LicenseFeatures'] = ResolversParentTypes['LicenseFeatures']> = {
  analytics?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  log?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  management?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LicenseLimitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LicenseLimits'] = ResolversParentTypes['LicenseLimits']> = {
  app_clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  systems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visuals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LicenseUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LicenseUsage'] = ResolversParentTypes['LicenseUsage']> = {
  app_clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  systems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visuals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LinkSeqFaultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LinkSeqFaults'] = ResolversParentTypes['LinkSeqFaults']> = {
  backwards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gaps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  missing_seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LogDownloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogDownload'] = ResolversParentTypes['LogDownload']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogEntry'] = ResolversParentTypes['LogEntry']> = {
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  msg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type LogFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogFile'] = ResolversParentTypes['LogFile']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  modified_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogPage'] = ResolversParentTypes['LogPage']> = {
  end_offset?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['LogEntry']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoginErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginError'] = ResolversParentTypes['LoginError']> = {
  data?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  errors?: Resolver<Array<ResolversTypes['LoginError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  require_password_change?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['AuthUser']>, ParentType, ContextType>;
};

export type MailSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailSettings'] = ResolversParentTypes['MailSettings']> = {
  has_password?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  security?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailTestResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailTestResult'] = ResolversParentTypes['MailTestResult']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MapCheckpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MapCheckpoint'] = ResolversParentTypes['MapCheckpoint']> = {
  char?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  diameter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position_x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position_y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MergeGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MergeGroup'] = ResolversParentTypes['MergeGroup']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule_set?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MergeGroupListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MergeGroupList'] = ResolversParentTypes['MergeGroupList']> = {
  items?: Resolver<Array<ResolversTypes['MergeGroup']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateLicense?: Resolver<ResolversTypes['License'], ParentType, ContextType, RequireFields<MutationActivateLicenseArgs, 'code' | 'customer'>>;
  addSystemTreeNodeNote?: Resolver<ResolversTypes['SystemTreeNodeNote'], ParentType, ContextType, RequireFields<MutationAddSystemTreeNodeNoteArgs, 'id' | 'text'>>;
  approveDisplayDevices?: Resolver<Array<ResolversTypes['DisplayDevice']>, ParentType, ContextType, RequireFields<MutationApproveDisplayDevicesArgs, 'ids'>>;
  assignIncident?: Resolver<ResolversTypes['Incident'], ParentType, ContextType, RequireFields<MutationAssignIncidentArgs, 'id'>>;
  cancelExport?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, RequireFields<MutationCancelExportArgs, 'id'>>;
  cleanup?: Resolver<ResolversTypes['CleanupCounts'], ParentType, ContextType, RequireFields<MutationCleanupArgs, 'audit' | 'calls' | 'confirm' | 'older_than_days'>>;
  clearHubCredentials?: Resolver<ResolversTypes['HubCredentials'], ParentType, ContextType, RequireFields<MutationClearHubCredentialsArgs, 'id'>>;
  closeCall?: Resolver<ResolversTypes['Call'], ParentType, ContextType, RequireFields<MutationCloseCallArgs, 'id'>>;
  closeIncident?: Resolver<ResolversTypes['Incident'], ParentType, ContextType, RequireFields<MutationCloseIncidentArgs, 'id'>>;
  commentIncident?: Resolver<ResolversTypes['Incident'], ParentType, ContextType, RequireFields<MutationCommentIncidentArgs, 'id' | 'text'>>;
  commitConfig?: Resolver<ResolversTypes['ConfigChangelog'], ParentType, ContextType>;
  confirmAppSubscriptions?: Resolver<Array<ResolversTypes['AppSubscription']>, ParentType, ContextType, RequireFields<MutationConfirmAppSubscriptionsArgs, 'ids'>>;
  createAlertChannel?: Resolver<ResolversTypes['AlertChannel'], ParentType, ContextType, RequireFields<MutationCreateAlertChannelArgs, 'data'>>;
  createAppClient?: Resolver<ResolversTypes['AppClient'], ParentType, ContextType, RequireFields<MutationCreateAppClientArgs, 'data'>>;
  createAppConnection?: Resolver<ResolversTypes['AppConnection'], ParentType, ContextType, RequireFields<MutationCreateAppConnectionArgs, 'data'>>;
  createAppSubscription?: Resolver<ResolversTypes['AppSubscription'], ParentType, ContextType, RequireFields<MutationCreateAppSubscriptionArgs, 'data'>>;
  createAppUser?: Resolver<ResolversTypes['AppUser'], ParentType, ContextType, RequireFields<MutationCreateAppUserArgs, 'data'>>;
  createAppUserGroup?: Resolver<ResolversTypes['AppUserGroup'], ParentType, ContextType, RequireFields<MutationCreateAppUserGroupArgs, 'data'>>;
  createBackup?: Resolver<ResolversTypes['Backup'], ParentType, ContextType>;
  createButton?: Resolver<ResolversTypes['Button'], ParentType, ContextType, RequireFields<MutationCreateButtonArgs, 'data'>>;
  createCallSource?: Resolver<ResolversTypes['CallSource'], ParentType, ContextType, RequireFields<MutationCreateCallSourceArgs, 'data'>>;
  createCallSourceGroup?: Resolver<ResolversTypes['CallSourceGroup'], ParentType, ContextType, RequireFields<MutationCreateCallSourceGroupArgs, 'data'>>;
  createCallType?: Resolver<ResolversTypes['CallType'], ParentType, ContextType, RequireFields<MutationCreateCallTypeArgs, 'data'>>;
  createCheckpointMap?: Resolver<ResolversTypes['CheckpointMap'], ParentType, ContextType, RequireFields<MutationCreateCheckpointMapArgs, 'data'>>;
  createDisplayGroup?: Resolver<ResolversTypes['DisplayGroup'], ParentType, ContextType, RequireFields<MutationCreateDisplayGroupArgs, 'data'>>;
  createDisplayNote?: Resolver<ResolversTypes['DisplayNote'], ParentType, ContextType, RequireFields<MutationCreateDisplayNoteArgs, 'data'>>;
  createDisplayProfile?: Resolver<ResolversTypes['DisplayProfile'], ParentType, ContextType, RequireFields<MutationCreateDisplayProfileArgs, 'input'>>;
  createEscapeProfile?: Resolver<ResolversTypes['EscapeProfile'], ParentType, ContextType, RequireFields<MutationCreateEscapeProfileArgs, 'data'>>;
  createExport?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, RequireFields<MutationCreateExportArgs, 'input'>>;
  createFlightProfile?: Resolver<ResolversTypes['FlightProfile'], ParentType, ContextType, RequireFields<MutationCreateFlightProfileArgs, 'data'>>;
  createHub?: Resolver<ResolversTypes['Hub'], ParentType, ContextType, RequireFields<MutationCreateHubArgs, 'data'>>;
  createIndicator?: Resolver<ResolversTypes['Indicator'], ParentType, ContextType, RequireFields<MutationCreateIndicatorArgs, 'data'>>;
  createInitialConfigurator?: Resolver<ResolversTypes['SystemParam'], ParentType, ContextType, RequireFields<MutationCreateInitialConfiguratorArgs, 'ip' | 'password'>>;
  createInitialUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateInitialUserArgs, 'password'>>;
  createMergeGroup?: Resolver<ResolversTypes['MergeGroup'], ParentType, ContextType, RequireFields<MutationCreateMergeGroupArgs, 'data'>>;
  createRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'data'>>;
  createSchedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType, RequireFields<MutationCreateScheduleArgs, 'data'>>;
  createSection?: Resolver<ResolversTypes['Section'], ParentType, ContextType, RequireFields<MutationCreateSectionArgs, 'data'>>;
  createSystemParam?: Resolver<ResolversTypes['SystemParam'], ParentType, ContextType, RequireFields<MutationCreateSystemParamArgs, 'data'>>;
  createSystemTreeNode?: Resolver<ResolversTypes['SystemTreeNode'], ParentType, ContextType, RequireFields<MutationCreateSystemTreeNodeArgs, 'data'>>;
  createSystemTreeView?: Resolver<ResolversTypes['SystemTreeView'], ParentType, ContextType, RequireFields<MutationCreateSystemTreeViewArgs, 'data'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'data'>>;
  createVideoStream?: Resolver<ResolversTypes['VideoStream'], ParentType, ContextType, RequireFields<MutationCreateVideoStreamArgs, 'data'>>;
  deleteAlertChannels?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteAlertChannelsArgs, 'ids'>>;
  deleteAppClients?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteAppClientsArgs, 'ids'>>;
  deleteAppConnections?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteAppConnectionsArgs, 'ids'>>;
  deleteAppSubscriptions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteAppSubscriptionsArgs, 'ids'>>;
  deleteAppUserGroups?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteAppUserGroupsArgs, 'ids'>>;
  deleteAppUsers?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteAppUsersArgs, 'ids'>>;
  deleteBackups?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteBackupsArgs, 'names'>>;
  deleteButtons?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteButtonsArgs, 'ids'>>;
  deleteCallSourceGroups?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteCallSourceGroupsArgs, 'ids'>>;
  deleteCallSources?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteCallSourcesArgs, 'ids'>>;
  deleteCallTypes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteCallTypesArgs, 'ids'>>;
  deleteCheckpointMaps?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteCheckpointMapsArgs, 'ids'>>;
  deleteDisplayDevices?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteDisplayDevicesArgs, 'ids'>>;
  deleteDisplayGroups?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteDisplayGroupsArgs, 'ids'>>;
  deleteDisplayNotes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteDisplayNotesArgs, 'ids'>>;
  deleteDisplayProfile?: Resolver<Array<ResolversTypes['DisplayProfile']>, ParentType, ContextType, RequireFields<MutationDeleteDisplayProfileArgs, 'ids'>>;
  deleteEscapeProfiles?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteEscapeProfilesArgs, 'ids'>>;
  deleteExport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteExportArgs, 'id'>>;
  deleteFlightProfiles?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteFlightProfilesArgs, 'ids'>>;
  deleteHubs?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteHubsArgs, 'ids'>>;
  deleteIndicators?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteIndicatorsArgs, 'ids'>>;
  deleteMergeGroups?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteMergeGroupsArgs, 'ids'>>;
  deleteRoles?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteRolesArgs, 'ids'>>;
  deleteSchedules?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteSchedulesArgs, 'ids'>>;
  deleteScreens?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteScreensArgs, 'ids'>>;
  deleteSections?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteSectionsArgs, 'ids'>>;
  deleteSystemParams?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteSystemParamsArgs, 'ids'>>;
  deleteSystemTreeNodes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteSystemTreeNodesArgs, 'ids'>>;
  deleteSystemTreeViews?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteSystemTreeViewsArgs, 'ids'>>;
  deleteUsers?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteUsersArgs, 'ids'>>;
  deleteVideoStreams?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteVideoStreamsArgs, 'ids'>>;
  deviceAction?: Resolver<ResolversTypes['DeviceActionResult'], ParentType, ContextType, RequireFields<MutationDeviceActionArgs, 'input'>>;
  discardConfigChanges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discardUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  installUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pairPhone?: Resolver<ResolversTypes['PairedPhone'], ParentType, ContextType, RequireFields<MutationPairPhoneArgs, 'code'>>;
  phoneAcknowledge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPhoneAcknowledgeArgs, 'call_ids'>>;
  phoneCallAction?: Resolver<ResolversTypes['PhoneCall'], ParentType, ContextType, RequireFields<MutationPhoneCallActionArgs, 'action' | 'call_id'>>;
  phoneReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPhoneReportArgs, 'status'>>;
  phoneSignIn?: Resolver<ResolversTypes['PhoneSignIn'], ParentType, ContextType, RequireFields<MutationPhoneSignInArgs, 'name' | 'password'>>;
  phoneSignOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phoneSubscribe?: Resolver<ResolversTypes['PhoneSubscriptions'], ParentType, ContextType, RequireFields<MutationPhoneSubscribeArgs, 'node_id'>>;
  phoneUnsubscribe?: Resolver<ResolversTypes['PhoneSubscriptions'], ParentType, ContextType, RequireFields<MutationPhoneUnsubscribeArgs, 'id'>>;
  reloadClients?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  renewAppClientPairing?: Resolver<ResolversTypes['AppClient'], ParentType, ContextType, RequireFields<MutationRenewAppClientPairingArgs, 'id'>>;
  replaceSystemTreeNodeHardware?: Resolver<ResolversTypes['SystemTreeNode'], ParentType, ContextType, RequireFields<MutationReplaceSystemTreeNodeHardwareArgs, 'id' | 'source_id'>>;
  requestDisplayEnrolment?: Resolver<ResolversTypes['DisplayEnrolmentRequest'], ParentType, ContextType, RequireFields<MutationRequestDisplayEnrolmentArgs, 'name'>>;
  restartServer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restoreBackup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRestoreBackupArgs, 'confirm' | 'name'>>;
  revokeDisplayDevices?: Resolver<Array<ResolversTypes['DisplayDevice']>, ParentType, ContextType, RequireFields<MutationRevokeDisplayDevicesArgs, 'ids'>>;
  runCloudSync?: Resolver<ResolversTypes['CloudSync'], ParentType, ContextType>;
  runOnlineBackup?: Resolver<ResolversTypes['OnlineBackup'], ParentType, ContextType>;
  screenHeartbeat?: Resolver<ResolversTypes['ScreenHeartbeatReply'], ParentType, ContextType, RequireFields<MutationScreenHeartbeatArgs, 'input'>>;
  sendReportNow?: Resolver<ResolversTypes['ReportRun'], ParentType, ContextType, RequireFields<MutationSendReportNowArgs, 'kind'>>;
  sendTestMail?: Resolver<ResolversTypes['MailTestResult'], ParentType, ContextType, RequireFields<MutationSendTestMailArgs, 'to'>>;
  setDisplayGroupOverride?: Resolver<ResolversTypes['DisplayGroupOverride'], ParentType, ContextType, RequireFields<MutationSetDisplayGroupOverrideArgs, 'section_id'>>;
  setHubCredentials?: Resolver<ResolversTypes['HubCredentials'], ParentType, ContextType, RequireFields<MutationSetHubCredentialsArgs, 'id' | 'username'>>;
  sortCallTypes?: Resolver<Array<ResolversTypes['CallType']>, ParentType, ContextType, RequireFields<MutationSortCallTypesArgs, 'ids'>>;
  sortCheckpointMaps?: Resolver<Array<ResolversTypes['CheckpointMap']>, ParentType, ContextType, RequireFields<MutationSortCheckpointMapsArgs, 'ids'>>;
  sortDisplayNotes?: Resolver<Array<ResolversTypes['DisplayNote']>, ParentType, ContextType, RequireFields<MutationSortDisplayNotesArgs, 'ids'>>;
  sortSystemTreeNodes?: Resolver<Array<ResolversTypes['SystemTreeNode']>, ParentType, ContextType, RequireFields<MutationSortSystemTreeNodesArgs, 'ids'>>;
  sortSystemTreeViews?: Resolver<Array<ResolversTypes['SystemTreeView']>, ParentType, ContextType, RequireFields<MutationSortSystemTreeViewsArgs, 'ids'>>;
  syncHub?: Resolver<ResolversTypes['HubSyncResult'], ParentType, ContextType, RequireFields<MutationSyncHubArgs, 'id'>>;
  testLdapSettings?: Resolver<ResolversTypes['LdapTestResult'], ParentType, ContextType, RequireFields<MutationTestLdapSettingsArgs, 'data'>>;
  unpairAppClient?: Resolver<ResolversTypes['AppClient'], ParentType, ContextType, RequireFields<MutationUnpairAppClientArgs, 'id'>>;
  updateAlertChannel?: Resolver<ResolversTypes['AlertChannel'], ParentType, ContextType, RequireFields<MutationUpdateAlertChannelArgs, 'data' | 'id'>>;
  updateAppClient?: Resolver<ResolversTypes['AppClient'], ParentType, ContextType, RequireFields<MutationUpdateAppClientArgs, 'data' | 'id'>>;
  updateAppConnection?: Resolver<ResolversTypes['AppConnection'], ParentType, ContextType, RequireFields<MutationUpdateAppConnectionArgs, 'data' | 'id'>>;
  updateAppSubscription?: Resolver<ResolversTypes['AppSubscription'], ParentType, ContextType, RequireFields<MutationUpdateAppSubscriptionArgs, 'data' | 'id'>>;
  updateAppUser?: Resolver<ResolversTypes['AppUser'], ParentType, ContextType, RequireFields<MutationUpdateAppUserArgs, 'data' | 'id'>>;
  updateAppUserGroup?: Resolver<ResolversTypes['AppUserGroup'], ParentType, ContextType, RequireFields<MutationUpdateAppUserGroupArgs, 'data' | 'id'>>;
  updateBackupSettings?: Resolver<ResolversTypes['BackupSettings'], ParentType, ContextType, RequireFields<MutationUpdateBackupSettingsArgs, 'interval_hours' | 'keep'>>;
  updateButton?: Resolver<ResolversTypes['Button'], ParentType, ContextType, RequireFields<MutationUpdateButtonArgs, 'data' | 'id'>>;
  updateCallSource?: Resolver<ResolversTypes['CallSource'], ParentType, ContextType, RequireFields<MutationUpdateCallSourceArgs, 'data' | 'id'>>;
  updateCallSourceGroup?: Resolver<ResolversTypes['CallSourceGroup'], ParentType, ContextType, RequireFields<MutationUpdateCallSourceGroupArgs, 'data' | 'id'>>;
  updateCallType?: Resolver<ResolversTypes['CallType'], ParentType, ContextType, RequireFields<MutationUpdateCallTypeArgs, 'data' | 'id'>>;
  updateCheckpointMap?: Resolver<ResolversTypes['CheckpointMap'], ParentType, ContextType, RequireFields<MutationUpdateCheckpointMapArgs, 'data' | 'id'>>;
  updateCloudSync?: Resolver<ResolversTypes['CloudSync'], ParentType, ContextType, RequireFields<MutationUpdateCloudSyncArgs, 'data'>>;
  updateDisplayGroup?: Resolver<ResolversTypes['DisplayGroup'], ParentType, ContextType, RequireFields<MutationUpdateDisplayGroupArgs, 'data' | 'id'>>;
  updateDisplayNote?: Resolver<ResolversTypes['DisplayNote'], ParentType, ContextType, RequireFields<MutationUpdateDisplayNoteArgs, 'data' | 'id'>>;
  updateDisplayProfile?: Resolver<ResolversTypes['DisplayProfile'], ParentType, ContextType, RequireFields<MutationUpdateDisplayProfileArgs, 'input'>>;
  updateEscapeProfile?: Resolver<ResolversTypes['EscapeProfile'], ParentType, ContextType, RequireFields<MutationUpdateEscapeProfileArgs, 'data' | 'id'>>;
  updateFlightProfile?: Resolver<ResolversTypes['FlightProfile'], ParentType, ContextType, RequireFields<MutationUpdateFlightProfileArgs, 'data' | 'id'>>;
  updateGlobalAppSettings?: Resolver<ResolversTypes['GlobalAppSettings'], ParentType, ContextType, RequireFields<MutationUpdateGlobalAppSettingsArgs, 'data'>>;
  updateGlobalSettings?: Resolver<ResolversTypes['GlobalSettings'], ParentType, ContextType, RequireFields<MutationUpdateGlobalSettingsArgs, 'data'>>;
  updateHub?: Resolver<ResolversTypes['Hub'], ParentType, ContextType, RequireFields<MutationUpdateHubArgs, 'data' | 'id'>>;
  updateIncidentNotificationSetting?: Resolver<ResolversTypes['IncidentNotificationSetting'], ParentType, ContextType, RequireFields<MutationUpdateIncidentNotificationSettingArgs, 'data' | 'user_id'>>;
  updateIndicator?: Resolver<ResolversTypes['Indicator'], ParentType, ContextType, RequireFields<MutationUpdateIndicatorArgs, 'data' | 'id'>>;
  updateLdapSettings?: Resolver<ResolversTypes['LdapSettings'], ParentType, ContextType, RequireFields<MutationUpdateLdapSettingsArgs, 'data'>>;
  updateMailSettings?: Resolver<ResolversTypes['MailSettings'], ParentType, ContextType, RequireFields<MutationUpdateMailSettingsArgs, 'data'>>;
  updateMergeGroup?: Resolver<ResolversTypes['MergeGroup'], ParentType, ContextType, RequireFields<MutationUpdateMergeGroupArgs, 'data' | 'id'>>;
  updateOnlineBackup?: Resolver<ResolversTypes['OnlineBackup'], ParentType, ContextType, RequireFields<MutationUpdateOnlineBackupArgs, 'data'>>;
  updateReportSettings?: Resolver<ResolversTypes['ReportSettings'], ParentType, ContextType, RequireFields<MutationUpdateReportSettingsArgs, 'data'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'data' | 'id'>>;
  updateSchedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType, RequireFields<MutationUpdateScheduleArgs, 'data' | 'id'>>;
  updateScreen?: Resolver<ResolversTypes['Screen'], ParentType, ContextType, RequireFields<MutationUpdateScreenArgs, 'data' | 'id'>>;
  updateSection?: Resolver<ResolversTypes['Section'], ParentType, ContextType, RequireFields<MutationUpdateSectionArgs, 'data' | 'id'>>;
  updateSystemParam?: Resolver<ResolversTypes['SystemParam'], ParentType, ContextType, RequireFields<MutationUpdateSystemParamArgs, 'data' | 'id'>>;
  updateSystemTreeNode?: Resolver<ResolversTypes['SystemTreeNode'], ParentType, ContextType, RequireFields<MutationUpdateSystemTreeNodeArgs, 'data' | 'id'>>;
  updateSystemTreeNodes?: Resolver<ResolversTypes['SystemTreeNodeBatchResult'], ParentType, ContextType, RequireFields<MutationUpdateSystemTreeNodesArgs, 'data' | 'ids'>>;
  updateSystemTreeView?: Resolver<ResolversTypes['SystemTreeView'], ParentType, ContextType, RequireFields<MutationUpdateSystemTreeViewArgs, 'data' | 'id'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'data' | 'id'>>;
  updateVideoStream?: Resolver<ResolversTypes['VideoStream'], ParentType, ContextType, RequireFields<MutationUpdateVideoStreamArgs, 'data' | 'id'>>;
  userSetPassword?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserSetPasswordArgs, 'password' | 'password_repeat'>>;
};

export type OnlineBackupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnlineBackup'] = ResolversParentTypes['OnlineBackup']> = {
  access_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  has_secret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_error_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_upload_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  last_uploaded?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  root_folder_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team_drive?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutdatedHubResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutdatedHub'] = ResolversParentTypes['OutdatedHub']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_sync?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PairedPhoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PairedPhone'] = ResolversParentTypes['PairedPhone']> = {
  client?: Resolver<ResolversTypes['PhoneClient'], ParentType, ContextType>;
  device_token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PermissionInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PermissionInfo'] = ResolversParentTypes['PermissionInfo']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneCallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneCall'] = ResolversParentTypes['PhoneCall']> = {
  accepted_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  call_type_text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  can_accept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  can_reject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  device_text_long?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  device_text_short?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  urgency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneCallsUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneCallsUpdate'] = ResolversParentTypes['PhoneCallsUpdate']> = {
  calls?: Resolver<Array<ResolversTypes['PhoneCall']>, ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removed?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PhoneClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneClient'] = ResolversParentTypes['PhoneClient']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneDelivery'] = ResolversParentTypes['PhoneDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  client_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmed_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  opened_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sent_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhonePresenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhonePresence'] = ResolversParentTypes['PhonePresence']> = {
  device_text_long?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  section_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneReceiptsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneReceipts'] = ResolversParentTypes['PhoneReceipts']> = {
  battery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  charging?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  client_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  client_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_contact_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  median_confirm_ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  muted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  notifications?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opened?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  unknown?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PhoneResponseTimesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneResponseTimes'] = ResolversParentTypes['PhoneResponseTimes']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  median_seconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p90_seconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PhoneRoomResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneRoom'] = ResolversParentTypes['PhoneRoom']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneSession'] = ResolversParentTypes['PhoneSession']> = {
  client?: Resolver<ResolversTypes['PhoneClient'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['PhoneSettings'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['PhoneUser']>, ParentType, ContextType>;
};

export type PhoneSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneSettings'] = ResolversParentTypes['PhoneSettings']> = {
  display_names_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hide_presences?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logout_disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logout_on_charge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  relevant_alerts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relevant_calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  team_view_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PhoneSignInResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneSignIn'] = ResolversParentTypes['PhoneSignIn']> = {
  session?: Resolver<ResolversTypes['PhoneSession'], ParentType, ContextType>;
  session_token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneSubscription'] = ResolversParentTypes['PhoneSubscription']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  node_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  node_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PhoneSubscriptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneSubscriptions'] = ResolversParentTypes['PhoneSubscriptions']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmation_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['PhoneRoom']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['PhoneSubscription']>, ParentType, ContextType>;
};

export type PhoneTeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneTeam'] = ResolversParentTypes['PhoneTeam']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['PhoneTeamMember']>, ParentType, ContextType>;
  presences?: Resolver<Array<ResolversTypes['PhonePresence']>, ParentType, ContextType>;
};

export type PhoneTeamMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneTeamMember'] = ResolversParentTypes['PhoneTeamMember']> = {
  busy_with?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  display_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  on_phone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PhoneUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneUser'] = ResolversParentTypes['PhoneUser']> = {
  call_handling_mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicSystemParamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicSystemParam'] = ResolversParentTypes['PublicSystemParam']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekend_start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_stop?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activeDisplayNotes?: Resolver<Array<ResolversTypes['DisplayNote']>, ParentType, ContextType>;
  alertChannel?: Resolver<Maybe<ResolversTypes['AlertChannel']>, ParentType, ContextType, RequireFields<QueryAlertChannelArgs, 'id'>>;
  alertChannels?: Resolver<ResolversTypes['AlertChannelList'], ParentType, ContextType, Partial<QueryAlertChannelsArgs>>;
  analyticsCharts?: Resolver<ResolversTypes['AnalyticsCharts'], ParentType, ContextType, RequireFields<QueryAnalyticsChartsArgs, 'from' | 'to'>>;
  analyticsOverview?: Resolver<Array<ResolversTypes['AnalyticsBox']>, ParentType, ContextType>;
  appClient?: Resolver<Maybe<ResolversTypes['AppClient']>, ParentType, ContextType, RequireFields<QueryAppClientArgs, 'id'>>;
  appClients?: Resolver<ResolversTypes['AppClientList'], ParentType, ContextType, Partial<QueryAppClientsArgs>>;
  appConnection?: Resolver<Maybe<ResolversTypes['AppConnection']>, ParentType, ContextType, RequireFields<QueryAppConnectionArgs, 'id'>>;
  appConnections?: Resolver<ResolversTypes['AppConnectionList'], ParentType, ContextType, Partial<QueryAppConnectionsArgs>>;
  appCoverage?: Resolver<ResolversTypes['AppCoverage'], ParentType, ContextType>;
  appState?: Resolver<ResolversTypes['AppState'], ParentType, ContextType>;
  appStatistics?: Resolver<ResolversTypes['AppStatistics'], ParentType, ContextType, RequireFields<QueryAppStatisticsArgs, 'from' | 'to'>>;
  appSubscription?: Resolver<Maybe<ResolversTypes['AppSubscription']>, ParentType, ContextType, RequireFields<QueryAppSubscriptionArgs, 'id'>>;
  appSubscriptions?: Resolver<ResolversTypes['AppSubscriptionList'], ParentType, ContextType, Partial<QueryAppSubscriptionsArgs>>;
  appUser?: Resolver<Maybe<ResolversTypes['AppUser']>, ParentType, ContextType, RequireFields<QueryAppUserArgs, 'id'>>;
  appUserGroup?: Resolver<Maybe<ResolversTypes['AppUserGroup']>, ParentType, ContextType, RequireFields<QueryAppUserGroupArgs, 'id'>>;
  appUserGroups?: Resolver<ResolversTypes['AppUserGroupList'], ParentType, ContextType, Partial<QueryAppUserGroupsArgs>>;
  appUsers?: Resolver<ResolversTypes['AppUserList'], ParentType, ContextType, Partial<QueryAppUsersArgs>>;
  auditLog?: Resolver<ResolversTypes['AuditList'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  auditLogOptions?: Resolver<ResolversTypes['AuditLogOptions'], ParentType, ContextType>;
  authUser?: Resolver<Maybe<ResolversTypes['AuthUser']>, ParentType, ContextType>;
  backups?: Resolver<ResolversTypes['BackupsOverview'], ParentType, ContextType>;
  batteryForecast?: Resolver<Array<ResolversTypes['BatteryDevice']>, ParentType, ContextType, Partial<QueryBatteryForecastArgs>>;
  button?: Resolver<Maybe<ResolversTypes['Button']>, ParentType, ContextType, RequireFields<QueryButtonArgs, 'id'>>;
  buttons?: Resolver<ResolversTypes['ButtonList'], ParentType, ContextType, Partial<QueryButtonsArgs>>;
  call?: Resolver<Maybe<ResolversTypes['Call']>, ParentType, ContextType, RequireFields<QueryCallArgs, 'id'>>;
  callDisplayRelations?: Resolver<ResolversTypes['CallDisplayRelations'], ParentType, ContextType>;
  callLogOptions?: Resolver<ResolversTypes['CallLogOptions'], ParentType, ContextType>;
  callRouting?: Resolver<Maybe<ResolversTypes['CallRouting']>, ParentType, ContextType, RequireFields<QueryCallRoutingArgs, 'call_id'>>;
  callSource?: Resolver<Maybe<ResolversTypes['CallSource']>, ParentType, ContextType, RequireFields<QueryCallSourceArgs, 'id'>>;
  callSourceGroup?: Resolver<Maybe<ResolversTypes['CallSourceGroup']>, ParentType, ContextType, RequireFields<QueryCallSourceGroupArgs, 'id'>>;
  callSourceGroupOptions?: Resolver<Array<ResolversTypes['CallSourceGroupOption']>, ParentType, ContextType>;
  callSourceGroups?: Resolver<ResolversTypes['CallSourceGroupList'], ParentType, ContextType, Partial<QueryCallSourceGroupsArgs>>;
  callSources?: Resolver<ResolversTypes['CallSourceList'], ParentType, ContextType, Partial<QueryCallSourcesArgs>>;
  callType?: Resolver<Maybe<ResolversTypes['CallType']>, ParentType, ContextType, RequireFields<QueryCallTypeArgs, 'id'>>;
  callTypes?: Resolver<ResolversTypes['CallTypeList'], ParentType, ContextType, Partial<QueryCallTypesArgs>>;
  calls?: Resolver<ResolversTypes['CallLogPage'], ParentType, ContextType, Partial<QueryCallsArgs>>;
  checkpointMap?: Resolver<Maybe<ResolversTypes['CheckpointMap']>, ParentType, ContextType, RequireFields<QueryCheckpointMapArgs, 'id'>>;
  checkpointMaps?: Resolver<ResolversTypes['CheckpointMapList'], ParentType, ContextType, Partial<QueryCheckpointMapsArgs>>;
  cleanupPreview?: Resolver<ResolversTypes['CleanupCounts'], ParentType, ContextType, RequireFields<QueryCleanupPreviewArgs, 'older_than_days'>>;
  cloudSync?: Resolver<ResolversTypes['CloudSync'], ParentType, ContextType>;
  configChangelog?: Resolver<ResolversTypes['ConfigChangelog'], ParentType, ContextType>;
  defectWorkList?: Resolver<Array<ResolversTypes['DefectWorkItem']>, ParentType, ContextType>;
  displayDevices?: Resolver<ResolversTypes['DisplayDeviceList'], ParentType, ContextType, Partial<QueryDisplayDevicesArgs>>;
  displayEnrolment?: Resolver<ResolversTypes['DisplayEnrolment'], ParentType, ContextType>;
  displayGroup?: Resolver<Maybe<ResolversTypes['DisplayGroup']>, ParentType, ContextType, RequireFields<QueryDisplayGroupArgs, 'id'>>;
  displayGroupOverrides?: Resolver<ResolversTypes['DisplayGroupOverrideList'], ParentType, ContextType>;
  displayGroups?: Resolver<ResolversTypes['DisplayGroupList'], ParentType, ContextType, Partial<QueryDisplayGroupsArgs>>;
  displayNote?: Resolver<Maybe<ResolversTypes['DisplayNote']>, ParentType, ContextType, RequireFields<QueryDisplayNoteArgs, 'id'>>;
  displayNotePresets?: Resolver<Array<ResolversTypes['DisplayNotePreset']>, ParentType, ContextType>;
  displayNotes?: Resolver<ResolversTypes['DisplayNoteList'], ParentType, ContextType, Partial<QueryDisplayNotesArgs>>;
  displayProfiles?: Resolver<Array<ResolversTypes['DisplayProfile']>, ParentType, ContextType>;
  downloadLogFile?: Resolver<ResolversTypes['LogDownload'], ParentType, ContextType, RequireFields<QueryDownloadLogFileArgs, 'name'>>;
  escapeProfile?: Resolver<Maybe<ResolversTypes['EscapeProfile']>, ParentType, ContextType, RequireFields<QueryEscapeProfileArgs, 'id'>>;
  escapeProfiles?: Resolver<ResolversTypes['EscapeProfileList'], ParentType, ContextType, Partial<QueryEscapeProfilesArgs>>;
  exportAuditLog?: Resolver<ResolversTypes['AuditExport'], ParentType, ContextType, Partial<QueryExportAuditLogArgs>>;
  exports?: Resolver<Array<ResolversTypes['ExportJob']>, ParentType, ContextType>;
  fleetScreens?: Resolver<Array<ResolversTypes['Screen']>, ParentType, ContextType>;
  flightProfile?: Resolver<Maybe<ResolversTypes['FlightProfile']>, ParentType, ContextType, RequireFields<QueryFlightProfileArgs, 'id'>>;
  flightProfiles?: Resolver<ResolversTypes['FlightProfileList'], ParentType, ContextType, Partial<QueryFlightProfilesArgs>>;
  globalAppSettings?: Resolver<ResolversTypes['GlobalAppSettings'], ParentType, ContextType>;
  globalSettings?: Resolver<ResolversTypes['GlobalSettings'], ParentType, ContextType>;
  hub?: Resolver<Maybe<ResolversTypes['Hub']>, ParentType, ContextType, RequireFields<QueryHubArgs, 'id'>>;
  hubCredentials?: Resolver<ResolversTypes['HubCredentials'], ParentType, ContextType, RequireFields<QueryHubCredentialsArgs, 'id'>>;
  hubLogs?: Resolver<Array<ResolversTypes['HubLogLine']>, ParentType, ContextType, RequireFields<QueryHubLogsArgs, 'id'>>;
  hubs?: Resolver<ResolversTypes['HubList'], ParentType, ContextType, Partial<QueryHubsArgs>>;
  incident?: Resolver<Maybe<ResolversTypes['Incident']>, ParentType, ContextType, RequireFields<QueryIncidentArgs, 'id'>>;
  incidentNotificationSetting?: Resolver<Maybe<ResolversTypes['IncidentNotificationSetting']>, ParentType, ContextType, RequireFields<QueryIncidentNotificationSettingArgs, 'user_id'>>;
  incidentNotificationSettings?: Resolver<Array<ResolversTypes['IncidentNotificationSetting']>, ParentType, ContextType>;
  incidentOptions?: Resolver<ResolversTypes['IncidentOptions'], ParentType, ContextType>;
  incidents?: Resolver<ResolversTypes['IncidentPage'], ParentType, ContextType, Partial<QueryIncidentsArgs>>;
  indicator?: Resolver<Maybe<ResolversTypes['Indicator']>, ParentType, ContextType, RequireFields<QueryIndicatorArgs, 'id'>>;
  indicators?: Resolver<ResolversTypes['IndicatorList'], ParentType, ContextType, Partial<QueryIndicatorsArgs>>;
  ldapSettings?: Resolver<ResolversTypes['LdapSettings'], ParentType, ContextType>;
  license?: Resolver<ResolversTypes['License'], ParentType, ContextType>;
  licenseUsage?: Resolver<ResolversTypes['LicenseUsage'], ParentType, ContextType>;
  linkStates?: Resolver<Array<ResolversTypes['SystemLinkState']>, ParentType, ContextType>;
  logEntries?: Resolver<ResolversTypes['LogPage'], ParentType, ContextType, Partial<QueryLogEntriesArgs>>;
  logFiles?: Resolver<Array<ResolversTypes['LogFile']>, ParentType, ContextType>;
  mailSettings?: Resolver<ResolversTypes['MailSettings'], ParentType, ContextType>;
  mergeGroup?: Resolver<Maybe<ResolversTypes['MergeGroup']>, ParentType, ContextType, RequireFields<QueryMergeGroupArgs, 'id'>>;
  mergeGroups?: Resolver<ResolversTypes['MergeGroupList'], ParentType, ContextType, Partial<QueryMergeGroupsArgs>>;
  onlineBackup?: Resolver<ResolversTypes['OnlineBackup'], ParentType, ContextType>;
  openCalls?: Resolver<Array<ResolversTypes['Call']>, ParentType, ContextType>;
  permissionCatalogue?: Resolver<Array<ResolversTypes['PermissionInfo']>, ParentType, ContextType>;
  phoneCalls?: Resolver<Array<ResolversTypes['PhoneCall']>, ParentType, ContextType>;
  phoneLinkState?: Resolver<ResolversTypes['SystemLinkState'], ParentType, ContextType>;
  phoneSession?: Resolver<ResolversTypes['PhoneSession'], ParentType, ContextType>;
  phoneSubscriptions?: Resolver<ResolversTypes['PhoneSubscriptions'], ParentType, ContextType>;
  phoneTeam?: Resolver<ResolversTypes['PhoneTeam'], ParentType, ContextType>;
  publicSystemParams?: Resolver<Array<ResolversTypes['PublicSystemParam']>, ParentType, ContextType>;
  reportRuns?: Resolver<Array<ResolversTypes['ReportRun']>, ParentType, ContextType, Partial<QueryReportRunsArgs>>;
  reportSettings?: Resolver<ResolversTypes['ReportSettings'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RoleList'], ParentType, ContextType, Partial<QueryRolesArgs>>;
  schedule?: Resolver<Maybe<ResolversTypes['Schedule']>, ParentType, ContextType, RequireFields<QueryScheduleArgs, 'id'>>;
  schedules?: Resolver<ResolversTypes['ScheduleList'], ParentType, ContextType, Partial<QuerySchedulesArgs>>;
  search?: Resolver<Array<ResolversTypes['SearchGroup']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  section?: Resolver<Maybe<ResolversTypes['Section']>, ParentType, ContextType, RequireFields<QuerySectionArgs, 'id'>>;
  sections?: Resolver<ResolversTypes['SectionList'], ParentType, ContextType, Partial<QuerySectionsArgs>>;
  syncItems?: Resolver<ResolversTypes['SyncItems'], ParentType, ContextType>;
  systemParam?: Resolver<Maybe<ResolversTypes['SystemParam']>, ParentType, ContextType, RequireFields<QuerySystemParamArgs, 'id'>>;
  systemParams?: Resolver<ResolversTypes['SystemParamList'], ParentType, ContextType, Partial<QuerySystemParamsArgs>>;
  systemTreeNode?: Resolver<Maybe<ResolversTypes['SystemTreeNodeDetail']>, ParentType, ContextType, RequireFields<QuerySystemTreeNodeArgs, 'id'>>;
  systemTreeNodeOptions?: Resolver<ResolversTypes['SystemTreeNodeOptions'], ParentType, ContextType>;
  systemTreeNodes?: Resolver<ResolversTypes['SystemTreeNodeList'], ParentType, ContextType, Partial<QuerySystemTreeNodesArgs>>;
  systemTreeReplacementCandidates?: Resolver<Array<ResolversTypes['SystemTreeReplacementCandidate']>, ParentType, ContextType, RequireFields<QuerySystemTreeReplacementCandidatesArgs, 'id' | 'search'>>;
  systemTreeView?: Resolver<Maybe<ResolversTypes['SystemTreeView']>, ParentType, ContextType, RequireFields<QuerySystemTreeViewArgs, 'id'>>;
  systemTreeViewChoices?: Resolver<Array<ResolversTypes['SystemTreeViewChoice']>, ParentType, ContextType>;
  systemTreeViews?: Resolver<ResolversTypes['SystemTreeViewList'], ParentType, ContextType, Partial<QuerySystemTreeViewsArgs>>;
  updateStatus?: Resolver<ResolversTypes['UpdateStatus'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserList'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  verifyAuditLog?: Resolver<ResolversTypes['AuditVerification'], ParentType, ContextType, Partial<QueryVerifyAuditLogArgs>>;
  videoStream?: Resolver<Maybe<ResolversTypes['VideoStream']>, ParentType, ContextType, RequireFields<QueryVideoStreamArgs, 'id'>>;
  videoStreams?: Resolver<ResolversTypes['VideoStreamList'], ParentType, ContextType, Partial<QueryVideoStreamsArgs>>;
};

export type ReportRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportRun'] = ResolversParentTypes['ReportRun']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  next_attempt_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  period_end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  period_start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportSettings'] = ResolversParentTypes['ReportSettings']> = {
  call_duration_threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  include_battery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  include_long_calls?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  include_not_reachable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  include_probable_defects?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_execution?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  section_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  send_daily?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  send_hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  send_monthly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  send_weekly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResponseTimeGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponseTimeGroup'] = ResolversParentTypes['ResponseTimeGroup']> = {
  bins?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  median_seconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  p90_seconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  call_source_group_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RoleListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleList'] = ResolversParentTypes['RoleList']> = {
  items?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoutingMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutingMember'] = ResolversParentTypes['RoutingMember']> = {
  can_accept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  connection_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoutingMissResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutingMiss'] = ResolversParentTypes['RoutingMiss']> = {
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoutingNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutingNote'] = ResolversParentTypes['RoutingNote']> = {
  connection_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoutingTierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutingTier'] = ResolversParentTypes['RoutingTier']> = {
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['RoutingMember']>, ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interval?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  item_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_5?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleList'] = ResolversParentTypes['ScheduleList']> = {
  items?: Resolver<Array<ResolversTypes['Schedule']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScreenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Screen'] = ResolversParentTypes['Screen']> = {
  clock_offset_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  first_seen_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_latency_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  last_seen_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  latency_p50_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  latency_p95_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  latency_samples?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sound_unlocked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  system_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ScreenHeartbeatReplyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScreenHeartbeatReply'] = ResolversParentTypes['ScreenHeartbeatReply']> = {
  every_ms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  has_more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Section'] = ResolversParentTypes['Section']> = {
  active_display_group_override_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  allow_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  connected_section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_display_group_override?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schedule_locked_by?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  weekday_display_group_1_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_2_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_3_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_4_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_5_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_schedule_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_1_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_2_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_3_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_4_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_5_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_schedule_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SectionListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionList'] = ResolversParentTypes['SectionList']> = {
  items?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  getsHTTPError?: SubscriptionResolver<ResolversTypes['GetsHttpError'], "getsHTTPError", ParentType, ContextType>;
  hubPrinterMessages?: SubscriptionResolver<ResolversTypes['HubPrinterMessage'], "hubPrinterMessages", ParentType, ContextType>;
  onCallsChanged?: SubscriptionResolver<ResolversTypes['CallsUpdate'], "onCallsChanged", ParentType, ContextType, Partial<SubscriptionOnCallsChangedArgs>>;
  onExportChanged?: SubscriptionResolver<Array<ResolversTypes['ExportJob']>, "onExportChanged", ParentType, ContextType>;
  phoneCallsChanged?: SubscriptionResolver<ResolversTypes['PhoneCallsUpdate'], "phoneCallsChanged", ParentType, ContextType>;
  systemMessages?: SubscriptionResolver<ResolversTypes['SystemMessage'], "systemMessages", ParentType, ContextType>;
};

export type SyncFieldChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SyncFieldChange'] = ResolversParentTypes['SyncFieldChange']> = {
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SyncItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SyncItem'] = ResolversParentTypes['SyncItem']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['SyncFieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SyncItemsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SyncItems'] = ResolversParentTypes['SyncItems']> = {
  configurator_reachable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SyncItem']>, ParentType, ContextType>;
  large_change?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  large_change_threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemLinkStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemLinkState'] = ResolversParentTypes['SystemLinkState']> = {
  age_seconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemMessage'] = ResolversParentTypes['SystemMessage']> = {
  payload?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemParamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemParam'] = ResolversParentTypes['SystemParam']> = {
  auto_commit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  call_suppression_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  call_suppression_sections?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  call_suppression_time_end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  call_suppression_time_start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  daylight_savings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dhcp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  display_language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gateway?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  has_password?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item_state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link_heartbeat_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  link_seq_faults?: Resolver<ResolversTypes['LinkSeqFaults'], ParentType, ContextType>;
  link_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link_state_since?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  night_start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  night_stop?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ntp_server?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subnet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tcp_port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tls?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tls_fingerprint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekend_start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_stop?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemParamListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemParamList'] = ResolversParentTypes['SystemParamList']> = {
  items?: Resolver<Array<ResolversTypes['SystemParam']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemTreeCallSourceOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeCallSourceOption'] = ResolversParentTypes['SystemTreeCallSourceOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeDisplayGroupOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeDisplayGroupOption'] = ResolversParentTypes['SystemTreeDisplayGroupOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeFieldLockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeFieldLock'] = ResolversParentTypes['SystemTreeFieldLock']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeFlightProfileOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeFlightProfileOption'] = ResolversParentTypes['SystemTreeFlightProfileOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeHubOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeHubOption'] = ResolversParentTypes['SystemTreeHubOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNode'] = ResolversParentTypes['SystemTreeNode']> = {
  active_display_group_override_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  battery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  buttons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  call_source_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  callback_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  day_sound_level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deny_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device_text_overrides?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  disable_buzzer_at_night?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  display_time?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  flight_profile_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  health?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hub_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inherit_flight_profile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inherit_section?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inherit_text_long?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inherit_text_short?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_linkable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_tech?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_reachable_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  linked_system_tree_node_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mask_time_at_night?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  night_sound_level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position_updated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  radio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reachable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  show_calls_without_presence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text_long?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text_short?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  use_activity_control?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  weekday_display_group_1_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_2_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_3_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_4_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_display_group_5_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday_schedule_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_1_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_2_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_3_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_4_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_display_group_5_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekend_schedule_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SystemTreeNodeBatchFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeBatchFailure'] = ResolversParentTypes['SystemTreeNodeBatchFailure']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issues?: Resolver<Array<ResolversTypes['SystemTreeNodeBatchIssue']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SystemTreeNodeBatchIssueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeBatchIssue'] = ResolversParentTypes['SystemTreeNodeBatchIssue']> = {
  data?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeNodeBatchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeBatchResult'] = ResolversParentTypes['SystemTreeNodeBatchResult']> = {
  failed?: Resolver<Array<ResolversTypes['SystemTreeNodeBatchFailure']>, ParentType, ContextType>;
  updated?: Resolver<Array<ResolversTypes['SystemTreeNode']>, ParentType, ContextType>;
};

export type SystemTreeNodeDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeDetail'] = ResolversParentTypes['SystemTreeNodeDetail']> = {
  battery_level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['SystemTreeNode']>, ParentType, ContextType>;
  children_inherit?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  in_active_interconnection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latest_note?: Resolver<Maybe<ResolversTypes['SystemTreeNodeNote']>, ParentType, ContextType>;
  linked_node?: Resolver<Maybe<ResolversTypes['SystemTreeNode']>, ParentType, ContextType>;
  linking_nodes?: Resolver<Array<ResolversTypes['SystemTreeNode']>, ParentType, ContextType>;
  locks?: Resolver<ResolversTypes['SystemTreeNodeLocks'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SystemTreeNode'], ParentType, ContextType>;
  open_calls?: Resolver<Array<ResolversTypes['Call']>, ParentType, ContextType>;
  parent_values?: Resolver<ResolversTypes['SystemTreeParentValues'], ParentType, ContextType>;
  parents?: Resolver<Array<ResolversTypes['SystemTreeNode']>, ParentType, ContextType>;
  position_outdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['CallSectionRef']>, ParentType, ContextType>;
  text_long_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SystemTreeNodeListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeList'] = ResolversParentTypes['SystemTreeNodeList']> = {
  battery_thresholds?: Resolver<ResolversTypes['BatteryThresholds'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SystemTreeNodeSummary']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemTreeNodeLocksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeLocks'] = ResolversParentTypes['SystemTreeNodeLocks']> = {
  delete?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['SystemTreeFieldLock']>, ParentType, ContextType>;
  move?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SystemTreeNodeNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeNote'] = ResolversParentTypes['SystemTreeNodeNote']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeNodeOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeOptions'] = ResolversParentTypes['SystemTreeNodeOptions']> = {
  call_sources?: Resolver<Array<ResolversTypes['SystemTreeCallSourceOption']>, ParentType, ContextType>;
  display_groups?: Resolver<Array<ResolversTypes['SystemTreeDisplayGroupOption']>, ParentType, ContextType>;
  flight_profiles?: Resolver<Array<ResolversTypes['SystemTreeFlightProfileOption']>, ParentType, ContextType>;
  hubs?: Resolver<Array<ResolversTypes['SystemTreeHubOption']>, ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['SystemTreeScheduleOption']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['SystemTreeSectionOption']>, ParentType, ContextType>;
};

export type SystemTreeNodeSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeSummary'] = ResolversParentTypes['SystemTreeNodeSummary']> = {
  battery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  battery_level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  child_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inherits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_linkable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_tech?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_reachable_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  linked_system_tree_node_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  matches?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  open_call_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position_outdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reachable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text_long?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text_short?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  use_activity_control?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SystemTreeParentValuesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeParentValues'] = ResolversParentTypes['SystemTreeParentValues']> = {
  flight_profile_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text_long?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SystemTreeReplacementCandidateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeReplacementCandidate'] = ResolversParentTypes['SystemTreeReplacementCandidate']> = {
  node?: Resolver<ResolversTypes['SystemTreeNode'], ParentType, ContextType>;
  parent_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SystemTreeScheduleOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeScheduleOption'] = ResolversParentTypes['SystemTreeScheduleOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_5?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SystemTreeSectionOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeSectionOption'] = ResolversParentTypes['SystemTreeSectionOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeView'] = ResolversParentTypes['SystemTreeView']> = {
  apply_permissions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['SystemTreeViewCriterion']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role_permissions?: Resolver<Array<ResolversTypes['SystemTreeViewRolePermission']>, ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemTreeViewChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeViewChoice'] = ResolversParentTypes['SystemTreeViewChoice']> = {
  can_edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['SystemTreeViewCriterion']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_system_view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeViewCriterionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeViewCriterion'] = ResolversParentTypes['SystemTreeViewCriterion']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemTreeViewListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeViewList'] = ResolversParentTypes['SystemTreeViewList']> = {
  items?: Resolver<Array<ResolversTypes['SystemTreeView']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemTreeViewRolePermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeViewRolePermission'] = ResolversParentTypes['SystemTreeViewRolePermission']> = {
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UpdateOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOutcome'] = ResolversParentTypes['UpdateOutcome']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  backup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previous_version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restored_backup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UpdateState'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdatePackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatePackage'] = ResolversParentTypes['UpdatePackage']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  files?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uploaded_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploaded_by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdatePendingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatePending'] = ResolversParentTypes['UpdatePending']> = {
  backup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdateStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStatus'] = ResolversParentTypes['UpdateStatus']> = {
  last?: Resolver<Maybe<ResolversTypes['UpdateOutcome']>, ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['UpdatePackage']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['UpdatePending']>, ParentType, ContextType>;
  running_version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UpdateState'], ParentType, ContextType>;
  supervised?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeout_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  call_source_group_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homepage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_ldap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_superuser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_login_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password_is_temporary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  system_access?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UserListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserList'] = ResolversParentTypes['UserList']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VideoStreamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoStream'] = ResolversParentTypes['VideoStream']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  tree_node_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  trigger_start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trigger_stop?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VideoStreamListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoStreamList'] = ResolversParentTypes['VideoStreamList']> = {
  items?: Resolver<Array<ResolversTypes['VideoStream']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AlertChannel?: AlertChannelResolvers<ContextType>;
  AlertChannelList?: AlertChannelListResolvers<ContextType>;
  AnalyticsBox?: AnalyticsBoxResolvers<ContextType>;
  AnalyticsBoxItem?: AnalyticsBoxItemResolvers<ContextType>;
  AnalyticsCharts?: AnalyticsChartsResolvers<ContextType>;
  AnalyticsDayCount?: AnalyticsDayCountResolvers<ContextType>;
  AppClient?: AppClientResolvers<ContextType>;
  AppClientList?: AppClientListResolvers<ContextType>;
  AppConnection?: AppConnectionResolvers<ContextType>;
  AppConnectionList?: AppConnectionListResolvers<ContextType>;
  AppCoverage?: AppCoverageResolvers<ContextType>;
  AppCoverageSection?: AppCoverageSectionResolvers<ContextType>;
  AppFeatures?: AppFeaturesResolvers<ContextType>;
  AppGroupNode?: AppGroupNodeResolvers<ContextType>;
  AppState?: AppStateResolvers<ContextType>;
  AppStatistics?: AppStatisticsResolvers<ContextType>;
  AppSubscription?: AppSubscriptionResolvers<ContextType>;
  AppSubscriptionList?: AppSubscriptionListResolvers<ContextType>;
  AppUser?: AppUserResolvers<ContextType>;
  AppUserGroup?: AppUserGroupResolvers<ContextType>;
  AppUserGroupList?: AppUserGroupListResolvers<ContextType>;
  AppUserList?: AppUserListResolvers<ContextType>;
  AuditBrokenLink?: AuditBrokenLinkResolvers<ContextType>;
  AuditChainReport?: AuditChainReportResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditExport?: AuditExportResolvers<ContextType>;
  AuditList?: AuditListResolvers<ContextType>;
  AuditLogOptions?: AuditLogOptionsResolvers<ContextType>;
  AuditUser?: AuditUserResolvers<ContextType>;
  AuditVerification?: AuditVerificationResolvers<ContextType>;
  AuthUser?: AuthUserResolvers<ContextType>;
  Backup?: BackupResolvers<ContextType>;
  BackupFailure?: BackupFailureResolvers<ContextType>;
  BackupRestoreRecord?: BackupRestoreRecordResolvers<ContextType>;
  BackupSettings?: BackupSettingsResolvers<ContextType>;
  BackupsOverview?: BackupsOverviewResolvers<ContextType>;
  BatteryDevice?: BatteryDeviceResolvers<ContextType>;
  BatteryThresholds?: BatteryThresholdsResolvers<ContextType>;
  BusyDevice?: BusyDeviceResolvers<ContextType>;
  Button?: ButtonResolvers<ContextType>;
  ButtonList?: ButtonListResolvers<ContextType>;
  Call?: CallResolvers<ContextType>;
  CallAction?: CallActionResolvers<ContextType>;
  CallDeviceRef?: CallDeviceRefResolvers<ContextType>;
  CallDisplayRelations?: CallDisplayRelationsResolvers<ContextType>;
  CallLogCount?: CallLogCountResolvers<ContextType>;
  CallLogOptions?: CallLogOptionsResolvers<ContextType>;
  CallLogPage?: CallLogPageResolvers<ContextType>;
  CallLogSectionOption?: CallLogSectionOptionResolvers<ContextType>;
  CallLogSourceOption?: CallLogSourceOptionResolvers<ContextType>;
  CallLogTypeOption?: CallLogTypeOptionResolvers<ContextType>;
  CallRouting?: CallRoutingResolvers<ContextType>;
  CallSectionRef?: CallSectionRefResolvers<ContextType>;
  CallSource?: CallSourceResolvers<ContextType>;
  CallSourceGroup?: CallSourceGroupResolvers<ContextType>;
  CallSourceGroupList?: CallSourceGroupListResolvers<ContextType>;
  CallSourceGroupOption?: CallSourceGroupOptionResolvers<ContextType>;
  CallSourceList?: CallSourceListResolvers<ContextType>;
  CallSourceRef?: CallSourceRefResolvers<ContextType>;
  CallType?: CallTypeResolvers<ContextType>;
  CallTypeList?: CallTypeListResolvers<ContextType>;
  CallsUpdate?: CallsUpdateResolvers<ContextType>;
  CheckpointMap?: CheckpointMapResolvers<ContextType>;
  CheckpointMapList?: CheckpointMapListResolvers<ContextType>;
  CleanupCounts?: CleanupCountsResolvers<ContextType>;
  CloudSync?: CloudSyncResolvers<ContextType>;
  ConfigChangelog?: ConfigChangelogResolvers<ContextType>;
  ConfigChangelogEntry?: ConfigChangelogEntryResolvers<ContextType>;
  ConfigCommitError?: ConfigCommitErrorResolvers<ContextType>;
  ConfigCommitInfo?: ConfigCommitInfoResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DefectWorkItem?: DefectWorkItemResolvers<ContextType>;
  DeviceActionResult?: DeviceActionResultResolvers<ContextType>;
  DisplayDevice?: DisplayDeviceResolvers<ContextType>;
  DisplayDeviceList?: DisplayDeviceListResolvers<ContextType>;
  DisplayEnrolment?: DisplayEnrolmentResolvers<ContextType>;
  DisplayEnrolmentRequest?: DisplayEnrolmentRequestResolvers<ContextType>;
  DisplayGroup?: DisplayGroupResolvers<ContextType>;
  DisplayGroupConnection?: DisplayGroupConnectionResolvers<ContextType>;
  DisplayGroupList?: DisplayGroupListResolvers<ContextType>;
  DisplayGroupOverride?: DisplayGroupOverrideResolvers<ContextType>;
  DisplayGroupOverrideGroup?: DisplayGroupOverrideGroupResolvers<ContextType>;
  DisplayGroupOverrideList?: DisplayGroupOverrideListResolvers<ContextType>;
  DisplayNote?: DisplayNoteResolvers<ContextType>;
  DisplayNoteList?: DisplayNoteListResolvers<ContextType>;
  DisplayNotePreset?: DisplayNotePresetResolvers<ContextType>;
  DisplayProfile?: DisplayProfileResolvers<ContextType>;
  DisplayProfileSetting?: DisplayProfileSettingResolvers<ContextType>;
  EscapeProfile?: EscapeProfileResolvers<ContextType>;
  EscapeProfileList?: EscapeProfileListResolvers<ContextType>;
  ExportJob?: ExportJobResolvers<ContextType>;
  FlightProfile?: FlightProfileResolvers<ContextType>;
  FlightProfileList?: FlightProfileListResolvers<ContextType>;
  GetsHttpError?: GetsHttpErrorResolvers<ContextType>;
  GlobalAppSettings?: GlobalAppSettingsResolvers<ContextType>;
  GlobalSettings?: GlobalSettingsResolvers<ContextType>;
  Hub?: HubResolvers<ContextType>;
  HubCredentials?: HubCredentialsResolvers<ContextType>;
  HubList?: HubListResolvers<ContextType>;
  HubLogLine?: HubLogLineResolvers<ContextType>;
  HubPrinterMessage?: HubPrinterMessageResolvers<ContextType>;
  HubPrinterNode?: HubPrinterNodeResolvers<ContextType>;
  HubSyncResult?: HubSyncResultResolvers<ContextType>;
  Incident?: IncidentResolvers<ContextType>;
  IncidentComment?: IncidentCommentResolvers<ContextType>;
  IncidentNotificationSetting?: IncidentNotificationSettingResolvers<ContextType>;
  IncidentOption?: IncidentOptionResolvers<ContextType>;
  IncidentOptions?: IncidentOptionsResolvers<ContextType>;
  IncidentPage?: IncidentPageResolvers<ContextType>;
  Indicator?: IndicatorResolvers<ContextType>;
  IndicatorList?: IndicatorListResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LdapRoleMapping?: LdapRoleMappingResolvers<ContextType>;
  LdapSettings?: LdapSettingsResolvers<ContextType>;
  LdapTestResult?: LdapTestResultResolvers<ContextType>;
  License?: LicenseResolvers<ContextType>;
  LicenseFeatures?: LicenseFeaturesResolvers<ContextType>;
  LicenseLimits?: LicenseLimitsResolvers<ContextType>;
  LicenseUsage?: LicenseUsageResolvers<ContextType>;
  LinkSeqFaults?: LinkSeqFaultsResolvers<ContextType>;
  LogDownload?: LogDownloadResolvers<ContextType>;
  LogEntry?: LogEntryResolvers<ContextType>;
  LogFile?: LogFileResolvers<ContextType>;
  LogPage?: LogPageResolvers<ContextType>;
  LoginError?: LoginErrorResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MailSettings?: MailSettingsResolvers<ContextType>;
  MailTestResult?: MailTestResultResolvers<ContextType>;
  MapCheckpoint?: MapCheckpointResolvers<ContextType>;
  MergeGroup?: MergeGroupResolvers<ContextType>;
  MergeGroupList?: MergeGroupListResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OnlineBackup?: OnlineBackupResolvers<ContextType>;
  OutdatedHub?: OutdatedHubResolvers<ContextType>;
  PairedPhone?: PairedPhoneResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PermissionInfo?: PermissionInfoResolvers<ContextType>;
  PhoneCall?: PhoneCallResolvers<ContextType>;
  PhoneCallsUpdate?: PhoneCallsUpdateResolvers<ContextType>;
  PhoneClient?: PhoneClientResolvers<ContextType>;
  PhoneDelivery?: PhoneDeliveryResolvers<ContextType>;
  PhonePresence?: PhonePresenceResolvers<ContextType>;
  PhoneReceipts?: PhoneReceiptsResolvers<ContextType>;
  PhoneResponseTimes?: PhoneResponseTimesResolvers<ContextType>;
  PhoneRoom?: PhoneRoomResolvers<ContextType>;
  PhoneSession?: PhoneSessionResolvers<ContextType>;
  PhoneSettings?: PhoneSettingsResolvers<ContextType>;
  PhoneSignIn?: PhoneSignInResolvers<ContextType>;
  PhoneSubscription?: PhoneSubscriptionResolvers<ContextType>;
  PhoneSubscriptions?: PhoneSubscriptionsResolvers<ContextType>;
  PhoneTeam?: PhoneTeamResolvers<ContextType>;
  PhoneTeamMember?: PhoneTeamMemberResolvers<ContextType>;
  PhoneUser?: PhoneUserResolvers<ContextType>;
  PublicSystemParam?: PublicSystemParamResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReportRun?: ReportRunResolvers<ContextType>;
  ReportSettings?: ReportSettingsResolvers<ContextType>;
  ResponseTimeGroup?: ResponseTimeGroupResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RoleList?: RoleListResolvers<ContextType>;
  RoutingMember?: RoutingMemberResolvers<ContextType>;
  RoutingMiss?: RoutingMissResolvers<ContextType>;
  RoutingNote?: RoutingNoteResolvers<ContextType>;
  RoutingTier?: RoutingTierResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  ScheduleList?: ScheduleListResolvers<ContextType>;
  Screen?: ScreenResolvers<ContextType>;
  ScreenHeartbeatReply?: ScreenHeartbeatReplyResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  SectionList?: SectionListResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SyncFieldChange?: SyncFieldChangeResolvers<ContextType>;
  SyncItem?: SyncItemResolvers<ContextType>;
  SyncItems?: SyncItemsResolvers<ContextType>;
  SystemLinkState?: SystemLinkStateResolvers<ContextType>;
  SystemMessage?: SystemMessageResolvers<ContextType>;
  SystemParam?: SystemParamResolvers<ContextType>;
  SystemParamList?: SystemParamListResolvers<ContextType>;
  SystemTreeCallSourceOption?: SystemTreeCallSourceOptionResolvers<ContextType>;
  SystemTreeDisplayGroupOption?: SystemTreeDisplayGroupOptionResolvers<ContextType>;
  SystemTreeFieldLock?: SystemTreeFieldLockResolvers<ContextType>;
  SystemTreeFlightProfileOption?: SystemTreeFlightProfileOptionResolvers<ContextType>;
  SystemTreeHubOption?: SystemTreeHubOptionResolvers<ContextType>;
  SystemTreeNode?: SystemTreeNodeResolvers<ContextType>;
  SystemTreeNodeBatchFailure?: SystemTreeNodeBatchFailureResolvers<ContextType>;
  SystemTreeNodeBatchIssue?: SystemTreeNodeBatchIssueResolvers<ContextType>;
  SystemTreeNodeBatchResult?: SystemTreeNodeBatchResultResolvers<ContextType>;
  SystemTreeNodeDetail?: SystemTreeNodeDetailResolvers<ContextType>;
  SystemTreeNodeList?: SystemTreeNodeListResolvers<ContextType>;
  SystemTreeNodeLocks?: SystemTreeNodeLocksResolvers<ContextType>;
  SystemTreeNodeNote?: SystemTreeNodeNoteResolvers<ContextType>;
  SystemTreeNodeOptions?: SystemTreeNodeOptionsResolvers<ContextType>;
  SystemTreeNodeSummary?: SystemTreeNodeSummaryResolvers<ContextType>;
  SystemTreeParentValues?: SystemTreeParentValuesResolvers<ContextType>;
  SystemTreeReplacementCandidate?: SystemTreeReplacementCandidateResolvers<ContextType>;
  SystemTreeScheduleOption?: SystemTreeScheduleOptionResolvers<ContextType>;
  SystemTreeSectionOption?: SystemTreeSectionOptionResolvers<ContextType>;
  SystemTreeView?: SystemTreeViewResolvers<ContextType>;
  SystemTreeViewChoice?: SystemTreeViewChoiceResolvers<ContextType>;
  SystemTreeViewCriterion?: SystemTreeViewCriterionResolvers<ContextType>;
  SystemTreeViewList?: SystemTreeViewListResolvers<ContextType>;
  SystemTreeViewRolePermission?: SystemTreeViewRolePermissionResolvers<ContextType>;
  UpdateOutcome?: UpdateOutcomeResolvers<ContextType>;
  UpdatePackage?: UpdatePackageResolvers<ContextType>;
  UpdatePending?: UpdatePendingResolvers<ContextType>;
  UpdateStatus?: UpdateStatusResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserList?: UserListResolvers<ContextType>;
  VideoStream?: VideoStreamResolvers<ContextType>;
  VideoStreamList?: VideoStreamListResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  phone?: PhoneDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
  setup?: SetupDirectiveResolver<any, any, ContextType>;
};
