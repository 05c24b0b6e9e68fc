import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '../../modules/users/users.repository';
import type { RoleRow } from '../../modules/roles/roles.repository';
import type { AuthUserModel } from '../../modules/auth/auth-user';
import type { AuditRow } from '../../modules/audit/audit.repository';
import type { CallView, CallTypeRow } from '../../modules/calls/call-view';
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

export type AppFeatures = {
  __typename?: 'AppFeatures';
  demo_mode: Scalars['Boolean']['output'];
  display_group_overrides: Scalars['Boolean']['output'];
};

export type AppState = {
  __typename?: 'AppState';
  app_gateway_enabled: Scalars['Boolean']['output'];
  app_gateway_system_id: Maybe<Scalars['Int']['output']>;
  committing_gets_config: Scalars['Boolean']['output'];
  /** Only for signed-in users. */
  configurator_ip: Maybe<Scalars['String']['output']>;
  configurator_version: Maybe<Scalars['String']['output']>;
  features: AppFeatures;
  last_gets_change: Maybe<Scalars['DateTime']['output']>;
  last_gets_commit: Maybe<Scalars['DateTime']['output']>;
  offline_mode: Scalars['Boolean']['output'];
  outdated_hubs: Array<OutdatedHub>;
  setup_time: Maybe<Scalars['DateTime']['output']>;
};

export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** created, updated, deleted or logged_in */
  action: Scalars['String']['output'];
  change: Maybe<Scalars['JSON']['output']>;
  date: Scalars['DateTime']['output'];
  entity: Scalars['String']['output'];
  entity_id: Maybe<Scalars['String']['output']>;
  field: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  system_id: Maybe<Scalars['Int']['output']>;
  user_id: Maybe<Scalars['Int']['output']>;
  user_name: Maybe<Scalars['String']['output']>;
};

export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  user_id?: InputMaybe<Scalars['Int']['input']>;
};

export type AuditList = {
  __typename?: 'AuditList';
  items: Array<AuditEntry>;
  total: Scalars['Int']['output'];
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

/** A call (spec part 2 §3 Call). Times in UTC; duration in seconds once closed. */
export type Call = {
  __typename?: 'Call';
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

export type CallDeviceRef = {
  __typename?: 'CallDeviceRef';
  deny_manual_call_closure: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  serial: Maybe<Scalars['String']['output']>;
  text_long: Scalars['String']['output'];
  text_short: Scalars['String']['output'];
};

export type CallSectionRef = {
  __typename?: 'CallSectionRef';
  allow_manual_call_closure: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
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

export type GlobalSettings = {
  __typename?: 'GlobalSettings';
  allow_empty_call_source_names: Scalars['Boolean']['output'];
  battery_threshold_critical: Scalars['Int']['output'];
  battery_threshold_low: Scalars['Int']['output'];
  defects_timeout: Scalars['Int']['output'];
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

export type Mutation = {
  __typename?: 'Mutation';
  activateLicense: License;
  /**
   * Setup step 3: checks the configurator (firmware version) and stores it as the first system, or
   * replaces the first system's address while setup runs. Errors contain 'failed to fetch firmware
   * version', with 'Unauthorized' for a refused password (field password), else the address (field ip).
   */
  createInitialConfigurator: SystemParam;
  /**
   * Creates the first user, a superuser, and signs them in. Refused with 'already present' once any
   * user exists.
   */
  createInitialUser: User;
  createRole: Role;
  createSystemParam: SystemParam;
  createUser: User;
  deleteRoles: Array<Scalars['Int']['output']>;
  deleteSystemParams: Array<Scalars['Int']['output']>;
  deleteUsers: Array<Scalars['Int']['output']>;
  /**
   * Sent to the configurator of the system context. EndCalls follows the manual-close rule (spec part 1
   * §5); the other actions need systemtree::device_actions.
   */
  deviceAction: DeviceActionResult;
  /** Sign in through GraphQL; counted by the same login limit as the REST route. */
  login: LoginResult;
  logout: Scalars['Boolean']['output'];
  updateGlobalSettings: GlobalSettings;
  updateRole: Role;
  updateSystemParam: SystemParam;
  updateUser: User;
  userSetPassword: User;
};


export type MutationActivateLicenseArgs = {
  code: Scalars['String']['input'];
  customer: Scalars['String']['input'];
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


export type MutationCreateRoleArgs = {
  data: RoleInput;
};


export type MutationCreateSystemParamArgs = {
  data: SystemParamInput;
};


export type MutationCreateUserArgs = {
  data: UserInput;
};


export type MutationDeleteRolesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteSystemParamsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeleteUsersArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationDeviceActionArgs = {
  input: DeviceActionInput;
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationUpdateGlobalSettingsArgs = {
  data: GlobalSettingsInput;
};


export type MutationUpdateRoleArgs = {
  data: RoleInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateSystemParamArgs = {
  data: SystemParamInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdateUserArgs = {
  data: UserInput;
  id: Scalars['Int']['input'];
};


export type MutationUserSetPasswordArgs = {
  password: Scalars['String']['input'];
  password_repeat: Scalars['String']['input'];
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
  appState: AppState;
  auditLog: AuditList;
  authUser: Maybe<AuthUser>;
  globalAppSettings: GlobalAppSettings;
  globalSettings: GlobalSettings;
  license: License;
  /** The open calls of the system context, most urgent first is the client's business (spec part 2 §4). */
  openCalls: Array<Call>;
  permissionCatalogue: Array<PermissionInfo>;
  /** Signed-in users see the systems granted to them; visitors (the display) see all. */
  publicSystemParams: Array<PublicSystemParam>;
  role: Maybe<Role>;
  roles: RoleList;
  systemParam: Maybe<SystemParam>;
  systemParams: SystemParamList;
  systemTreeNode: Maybe<SystemTreeNodeDetail>;
  user: Maybe<User>;
  users: UserList;
};


export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
};


export type QueryRoleArgs = {
  id: Scalars['Int']['input'];
};


export type QueryRolesArgs = {
  filter?: InputMaybe<RoleFilter>;
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


export type QueryUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
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

export type Subscription = {
  __typename?: 'Subscription';
  /** For signed-in consoles of the system context: the HTTP sync error popup. */
  getsHTTPError: GetsHttpError;
  /**
   * Open calls of `override_system` (else the system context), delivered at once and then on every
   * change, computed once per change and system. With `since` (the last seq the client holds) the first
   * delivery says what changed after it.
   */
  onCallsChanged: CallsUpdate;
  /** Starts with `restart` (server version and start time), then `time` every minute and other subjects. */
  systemMessages: SystemMessage;
};


export type SubscriptionOnCallsChangedArgs = {
  override_system?: InputMaybe<Scalars['ID']['input']>;
  since?: InputMaybe<Scalars['Int']['input']>;
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
  link_error: Maybe<Scalars['String']['output']>;
  link_heartbeat_at: Maybe<Scalars['DateTime']['output']>;
  /** The link to the configurator: in-sync, needs-commit, busy, loading, offline, processing, ready, unauthorized or unknown. */
  link_state: Scalars['String']['output'];
  name: Scalars['String']['output'];
  night_start: Scalars['Int']['output'];
  night_stop: Scalars['Int']['output'];
  ntp_server: Maybe<Scalars['String']['output']>;
  /** Always null: set a new one through the input; has_password says whether one is stored. */
  password: Maybe<Scalars['String']['output']>;
  subnet: Maybe<Scalars['String']['output']>;
  tcp_port: Scalars['Int']['output'];
  timezone: Scalars['String']['output'];
  username: Scalars['String']['output'];
  version: Maybe<Scalars['String']['output']>;
  weekend_start: Scalars['Int']['output'];
  weekend_stop: Scalars['Int']['output'];
};

export type SystemParamFilter = {
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
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
  username?: InputMaybe<Scalars['String']['input']>;
  weekend_start?: InputMaybe<Scalars['Int']['input']>;
  weekend_stop?: InputMaybe<Scalars['Int']['input']>;
};

export type SystemParamList = {
  __typename?: 'SystemParamList';
  items: Array<SystemParam>;
  total: Scalars['Int']['output'];
};

/** A node of the system tree (spec part 1 §3). Ids are the configurator's, per system. */
export type SystemTreeNode = {
  __typename?: 'SystemTreeNode';
  active_display_group_override_id: Maybe<Scalars['Int']['output']>;
  battery: Maybe<Scalars['Int']['output']>;
  buttons: Array<Scalars['String']['output']>;
  call_source_id: Maybe<Scalars['Int']['output']>;
  callback_number: Maybe<Scalars['String']['output']>;
  comment: Maybe<Scalars['String']['output']>;
  day_sound_level: Scalars['Int']['output'];
  deny_manual_call_closure: Scalars['Boolean']['output'];
  disable_buzzer_at_night: Scalars['Boolean']['output'];
  display_time: Maybe<Scalars['Int']['output']>;
  flight_profile_id: Maybe<Scalars['Int']['output']>;
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
  reachable: Maybe<Scalars['Boolean']['output']>;
  section_id: Maybe<Scalars['Int']['output']>;
  serial: Maybe<Scalars['String']['output']>;
  show_calls_without_presence: Scalars['Boolean']['output'];
  sort_order: Scalars['Int']['output'];
  text_long: Scalars['String']['output'];
  text_short: Scalars['String']['output'];
  use_activity_control: Scalars['Boolean']['output'];
};

/** A node with what its form and the demo read: open calls, children, linking nodes, parents (nearest first, 10 at most). */
export type SystemTreeNodeDetail = {
  __typename?: 'SystemTreeNodeDetail';
  children: Array<SystemTreeNode>;
  linking_nodes: Array<SystemTreeNode>;
  node: SystemTreeNode;
  open_calls: Array<Call>;
  parents: Array<SystemTreeNode>;
  section: Maybe<CallSectionRef>;
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
  AppFeatures: ResolverTypeWrapper<AppFeatures>;
  AppState: ResolverTypeWrapper<AppState>;
  AuditEntry: ResolverTypeWrapper<AuditRow>;
  AuditFilter: AuditFilter;
  AuditList: ResolverTypeWrapper<Omit<AuditList, 'items'> & { items: Array<ResolversTypes['AuditEntry']> }>;
  AuthUser: ResolverTypeWrapper<AuthUserModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Call: ResolverTypeWrapper<CallView>;
  CallDeviceRef: ResolverTypeWrapper<CallDeviceRef>;
  CallSectionRef: ResolverTypeWrapper<CallSectionRef>;
  CallSourceRef: ResolverTypeWrapper<CallSourceRef>;
  CallType: ResolverTypeWrapper<CallTypeRow>;
  CallsUpdate: ResolverTypeWrapper<CallsUpdateModel>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeviceActionInput: DeviceActionInput;
  DeviceActionResult: ResolverTypeWrapper<DeviceActionResult>;
  GetsHttpError: ResolverTypeWrapper<GetsHttpError>;
  GlobalAppSettings: ResolverTypeWrapper<GlobalAppSettings>;
  GlobalSettings: ResolverTypeWrapper<GlobalSettings>;
  GlobalSettingsInput: GlobalSettingsInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  License: ResolverTypeWrapper<License>;
  LicenseFeatures: ResolverTypeWrapper<LicenseFeatures>;
  LicenseLimits: ResolverTypeWrapper<LicenseLimits>;
  LoginError: ResolverTypeWrapper<LoginError>;
  LoginResult: ResolverTypeWrapper<Omit<LoginResult, 'user'> & { user?: Maybe<ResolversTypes['AuthUser']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OutdatedHub: ResolverTypeWrapper<OutdatedHub>;
  PageInput: PageInput;
  Permission: ResolverTypeWrapper<Permission>;
  PermissionInfo: ResolverTypeWrapper<PermissionInfo>;
  PublicSystemParam: ResolverTypeWrapper<PublicSystemParam>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<RoleRow>;
  RoleFilter: RoleFilter;
  RoleInput: RoleInput;
  RoleList: ResolverTypeWrapper<Omit<RoleList, 'items'> & { items: Array<ResolversTypes['Role']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SystemMessage: ResolverTypeWrapper<SystemMessage>;
  SystemParam: ResolverTypeWrapper<SystemRow>;
  SystemParamFilter: SystemParamFilter;
  SystemParamInput: SystemParamInput;
  SystemParamList: ResolverTypeWrapper<Omit<SystemParamList, 'items'> & { items: Array<ResolversTypes['SystemParam']> }>;
  SystemTreeNode: ResolverTypeWrapper<TreeNodeRow>;
  SystemTreeNodeDetail: ResolverTypeWrapper<TreeNodeDetail>;
  User: ResolverTypeWrapper<UserRow>;
  UserFilter: UserFilter;
  UserInput: UserInput;
  UserList: ResolverTypeWrapper<Omit<UserList, 'items'> & { items: Array<ResolversTypes['User']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AppFeatures: AppFeatures;
  AppState: AppState;
  AuditEntry: AuditRow;
  AuditFilter: AuditFilter;
  AuditList: Omit<AuditList, 'items'> & { items: Array<ResolversParentTypes['AuditEntry']> };
  AuthUser: AuthUserModel;
  Boolean: Scalars['Boolean']['output'];
  Call: CallView;
  CallDeviceRef: CallDeviceRef;
  CallSectionRef: CallSectionRef;
  CallSourceRef: CallSourceRef;
  CallType: CallTypeRow;
  CallsUpdate: CallsUpdateModel;
  DateTime: Scalars['DateTime']['output'];
  DeviceActionInput: DeviceActionInput;
  DeviceActionResult: DeviceActionResult;
  GetsHttpError: GetsHttpError;
  GlobalAppSettings: GlobalAppSettings;
  GlobalSettings: GlobalSettings;
  GlobalSettingsInput: GlobalSettingsInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  License: License;
  LicenseFeatures: LicenseFeatures;
  LicenseLimits: LicenseLimits;
  LoginError: LoginError;
  LoginResult: Omit<LoginResult, 'user'> & { user?: Maybe<ResolversParentTypes['AuthUser']> };
  Mutation: Record<PropertyKey, never>;
  OutdatedHub: OutdatedHub;
  PageInput: PageInput;
  Permission: Permission;
  PermissionInfo: PermissionInfo;
  PublicSystemParam: PublicSystemParam;
  Query: Record<PropertyKey, never>;
  Role: RoleRow;
  RoleFilter: RoleFilter;
  RoleInput: RoleInput;
  RoleList: Omit<RoleList, 'items'> & { items: Array<ResolversParentTypes['Role']> };
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SystemMessage: SystemMessage;
  SystemParam: SystemRow;
  SystemParamFilter: SystemParamFilter;
  SystemParamInput: SystemParamInput;
  SystemParamList: Omit<SystemParamList, 'items'> & { items: Array<ResolversParentTypes['SystemParam']> };
  SystemTreeNode: TreeNodeRow;
  SystemTreeNodeDetail: TreeNodeDetail;
  User: UserRow;
  UserFilter: UserFilter;
  UserInput: UserInput;
  UserList: Omit<UserList, 'items'> & { items: Array<ResolversParentTypes['User']> };
};

export type AuthDirectiveArgs = {
  all?: Maybe<Array<Scalars['String']['input']>>;
  any?: Maybe<Array<Scalars['String']['input']>>;
  duringSetup?: Maybe<Scalars['Boolean']['input']>;
  license?: Maybe<Array<Scalars['String']['input']>>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AppFeaturesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppFeatures'] = ResolversParentTypes['AppFeatures']> = {
  demo_mode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  display_group_overrides?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AppStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppState'] = ResolversParentTypes['AppState']> = {
  app_gateway_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  app_gateway_system_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  committing_gets_config?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  configurator_ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configurator_version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<ResolversTypes['AppFeatures'], ParentType, ContextType>;
  last_gets_change?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  last_gets_commit?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  offline_mode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outdated_hubs?: Resolver<Array<ResolversTypes['OutdatedHub']>, ParentType, ContextType>;
  setup_time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditList'] = ResolversParentTypes['AuditList']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type CallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Call'] = ResolversParentTypes['Call']> = {
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

export type CallDeviceRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallDeviceRef'] = ResolversParentTypes['CallDeviceRef']> = {
  deny_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text_long?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text_short?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallSectionRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallSectionRef'] = ResolversParentTypes['CallSectionRef']> = {
  allow_manual_call_closure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type CallsUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallsUpdate'] = ResolversParentTypes['CallsUpdate']> = {
  calls?: Resolver<Array<ResolversTypes['Call']>, ParentType, ContextType>;
  closed?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  opened?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  system_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeviceActionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceActionResult'] = ResolversParentTypes['DeviceActionResult']> = {
  closed_calls?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

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

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateLicense?: Resolver<ResolversTypes['License'], ParentType, ContextType, RequireFields<MutationActivateLicenseArgs, 'code' | 'customer'>>;
  createInitialConfigurator?: Resolver<ResolversTypes['SystemParam'], ParentType, ContextType, RequireFields<MutationCreateInitialConfiguratorArgs, 'ip' | 'password'>>;
  createInitialUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateInitialUserArgs, 'password'>>;
  createRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'data'>>;
  createSystemParam?: Resolver<ResolversTypes['SystemParam'], ParentType, ContextType, RequireFields<MutationCreateSystemParamArgs, 'data'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'data'>>;
  deleteRoles?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteRolesArgs, 'ids'>>;
  deleteSystemParams?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteSystemParamsArgs, 'ids'>>;
  deleteUsers?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationDeleteUsersArgs, 'ids'>>;
  deviceAction?: Resolver<ResolversTypes['DeviceActionResult'], ParentType, ContextType, RequireFields<MutationDeviceActionArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateGlobalSettings?: Resolver<ResolversTypes['GlobalSettings'], ParentType, ContextType, RequireFields<MutationUpdateGlobalSettingsArgs, 'data'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'data' | 'id'>>;
  updateSystemParam?: Resolver<ResolversTypes['SystemParam'], ParentType, ContextType, RequireFields<MutationUpdateSystemParamArgs, 'data' | 'id'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'data' | 'id'>>;
  userSetPassword?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserSetPasswordArgs, 'password' | 'password_repeat'>>;
};

export type OutdatedHubResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutdatedHub'] = ResolversParentTypes['OutdatedHub']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_sync?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PermissionInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PermissionInfo'] = ResolversParentTypes['PermissionInfo']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicSystemParamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicSystemParam'] = ResolversParentTypes['PublicSystemParam']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekend_start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_stop?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  appState?: Resolver<ResolversTypes['AppState'], ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditList'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  authUser?: Resolver<Maybe<ResolversTypes['AuthUser']>, ParentType, ContextType>;
  globalAppSettings?: Resolver<ResolversTypes['GlobalAppSettings'], ParentType, ContextType>;
  globalSettings?: Resolver<ResolversTypes['GlobalSettings'], ParentType, ContextType>;
  license?: Resolver<ResolversTypes['License'], ParentType, ContextType>;
  openCalls?: Resolver<Array<ResolversTypes['Call']>, ParentType, ContextType>;
  permissionCatalogue?: Resolver<Array<ResolversTypes['PermissionInfo']>, ParentType, ContextType>;
  publicSystemParams?: Resolver<Array<ResolversTypes['PublicSystemParam']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RoleList'], ParentType, ContextType, Partial<QueryRolesArgs>>;
  systemParam?: Resolver<Maybe<ResolversTypes['SystemParam']>, ParentType, ContextType, RequireFields<QuerySystemParamArgs, 'id'>>;
  systemParams?: Resolver<ResolversTypes['SystemParamList'], ParentType, ContextType, Partial<QuerySystemParamsArgs>>;
  systemTreeNode?: Resolver<Maybe<ResolversTypes['SystemTreeNodeDetail']>, ParentType, ContextType, RequireFields<QuerySystemTreeNodeArgs, 'id'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserList'], ParentType, ContextType, Partial<QueryUsersArgs>>;
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

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  getsHTTPError?: SubscriptionResolver<ResolversTypes['GetsHttpError'], "getsHTTPError", ParentType, ContextType>;
  onCallsChanged?: SubscriptionResolver<ResolversTypes['CallsUpdate'], "onCallsChanged", ParentType, ContextType, Partial<SubscriptionOnCallsChangedArgs>>;
  systemMessages?: SubscriptionResolver<ResolversTypes['SystemMessage'], "systemMessages", ParentType, ContextType>;
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
  link_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link_heartbeat_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  link_state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  night_start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  night_stop?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ntp_server?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subnet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tcp_port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekend_start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekend_stop?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemParamListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemParamList'] = ResolversParentTypes['SystemParamList']> = {
  items?: Resolver<Array<ResolversTypes['SystemParam']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  disable_buzzer_at_night?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  display_time?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  flight_profile_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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
  reachable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  section_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  show_calls_without_presence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text_long?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text_short?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  use_activity_control?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SystemTreeNodeDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemTreeNodeDetail'] = ResolversParentTypes['SystemTreeNodeDetail']> = {
  children?: Resolver<Array<ResolversTypes['SystemTreeNode']>, ParentType, ContextType>;
  linking_nodes?: Resolver<Array<ResolversTypes['SystemTreeNode']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SystemTreeNode'], ParentType, ContextType>;
  open_calls?: Resolver<Array<ResolversTypes['Call']>, ParentType, ContextType>;
  parents?: Resolver<Array<ResolversTypes['SystemTreeNode']>, ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['CallSectionRef']>, ParentType, ContextType>;
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

export type Resolvers<ContextType = GraphQLContext> = {
  AppFeatures?: AppFeaturesResolvers<ContextType>;
  AppState?: AppStateResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditList?: AuditListResolvers<ContextType>;
  AuthUser?: AuthUserResolvers<ContextType>;
  Call?: CallResolvers<ContextType>;
  CallDeviceRef?: CallDeviceRefResolvers<ContextType>;
  CallSectionRef?: CallSectionRefResolvers<ContextType>;
  CallSourceRef?: CallSourceRefResolvers<ContextType>;
  CallType?: CallTypeResolvers<ContextType>;
  CallsUpdate?: CallsUpdateResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeviceActionResult?: DeviceActionResultResolvers<ContextType>;
  GetsHttpError?: GetsHttpErrorResolvers<ContextType>;
  GlobalAppSettings?: GlobalAppSettingsResolvers<ContextType>;
  GlobalSettings?: GlobalSettingsResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  License?: LicenseResolvers<ContextType>;
  LicenseFeatures?: LicenseFeaturesResolvers<ContextType>;
  LicenseLimits?: LicenseLimitsResolvers<ContextType>;
  LoginError?: LoginErrorResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OutdatedHub?: OutdatedHubResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PermissionInfo?: PermissionInfoResolvers<ContextType>;
  PublicSystemParam?: PublicSystemParamResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RoleList?: RoleListResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SystemMessage?: SystemMessageResolvers<ContextType>;
  SystemParam?: SystemParamResolvers<ContextType>;
  SystemParamList?: SystemParamListResolvers<ContextType>;
  SystemTreeNode?: SystemTreeNodeResolvers<ContextType>;
  SystemTreeNodeDetail?: SystemTreeNodeDetailResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserList?: UserListResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
