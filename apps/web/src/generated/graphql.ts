/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AlertChannelFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), category, class, outbound_url. */
  sort?: ListSort | null | undefined;
};

export type AlertChannelInput = {
  category?: string | null | undefined;
  class?: string | null | undefined;
  name?: string | null | undefined;
  outbound_can_reply?: boolean | null | undefined;
  outbound_enabled?: boolean | null | undefined;
  outbound_url?: string | null | undefined;
  supports_phone_calls?: boolean | null | undefined;
};

export type AppGroupNodeInput = {
  node_id: number;
  priority: number;
};

export type AppUserFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), display_name, group_id. */
  sort?: ListSort | null | undefined;
};

export type AppUserGroupFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), section_id, call_handling_mode, display_group_ids. */
  sort?: ListSort | null | undefined;
};

export type AppUserGroupInput = {
  call_handling_mode?: string | null | undefined;
  display_group_ids?: Array<number> | null | undefined;
  name?: string | null | undefined;
  node_selection?: string | null | undefined;
  nodes?: Array<AppGroupNodeInput> | null | undefined;
  section_id?: number | null | undefined;
};

/**
 * `password` and `password_repeat` (which must match) are required on create; on update, leaving both out
 * (or empty) keeps the stored password.
 */
export type AppUserInput = {
  display_name?: string | null | undefined;
  group_id?: number | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
  password_repeat?: string | null | undefined;
};

export type ButtonFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: number (the default), type. */
  sort?: ListSort | null | undefined;
};

export type ButtonInput = {
  call_source_id?: number | null | undefined;
  call_type_id?: number | null | undefined;
  call_type_presence_id?: number | null | undefined;
  display_group_id?: number | null | undefined;
  fn_a?: number | null | undefined;
  fn_b?: number | null | undefined;
  fn_c?: number | null | undefined;
  number?: number | null | undefined;
  type?: string | null | undefined;
};

/**
 * Which calls the log lists (spec part 2 §2 "Call log and forms"). Every part narrows the list; an
 * absent part does not. Times of the presets are the system's time zone.
 */
export type CallLogFilter = {
  call_source_ids?: Array<number> | null | undefined;
  call_type_ids?: Array<number> | null | undefined;
  /** With range custom: the first moment counted (inclusive). */
  from?: string | null | undefined;
  max_duration?: number | null | undefined;
  /** Seconds, inclusive; an open call counts with the time it has been open. */
  min_duration?: number | null | undefined;
  /** Tree nodes: a call on the node or on any node below it. */
  node_ids?: Array<number> | null | undefined;
  /**
   * 1h, 12h, 24h (default), 7d, 14d, 30d, yesterday, day_before_yesterday, this_year, last_year,
   * since_beginning, or custom (then `from` and `to`).
   */
  range?: string | null | undefined;
  section_ids?: Array<number> | null | undefined;
  /** open, closed, or all (default). */
  state?: string | null | undefined;
  /** Part of the device texts, the call type text, the position, the section name or the app user. */
  text?: string | null | undefined;
  /** With range custom: the first moment no longer counted (exclusive). */
  to?: string | null | undefined;
};

/**
 * The order of the log: `field` is opened_at (default), closed_at, duration, call_type_text,
 * call_source_text, section_name or device_text_long; newest or largest first unless `descending` is
 * false. Equal values keep a stable order by call id. A field other than opened_at needs a period of at
 * most 10,000 calls (else the validation error sort_window on `sort`).
 */
export type CallLogSort = {
  descending?: boolean | null | undefined;
  field: string;
};

export type CallSourceFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: number (the default), text, item_state. */
  sort?: ListSort | null | undefined;
};

export type CallSourceGroupFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), call_source_ids, timeout_minutes. */
  sort?: ListSort | null | undefined;
};

export type CallSourceGroupInput = {
  call_source_ids?: Array<number> | null | undefined;
  name?: string | null | undefined;
  timeout_minutes?: number | null | undefined;
};

export type CallSourceInput = {
  char?: string | null | undefined;
  number?: number | null | undefined;
  text?: string | null | undefined;
};

export type CallTypeFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: sort_order (the default), name, text, urgency, flag, item_state. */
  sort?: ListSort | null | undefined;
};

/** An absent field keeps its value. Colours are #rrggbb; LED colours off, red, green, yellow, blue or white. */
export type CallTypeInput = {
  char?: string | null | undefined;
  color?: string | null | undefined;
  flag?: string | null | undefined;
  fullscreen?: boolean | null | undefined;
  hide_lower_priority?: boolean | null | undefined;
  indication_type?: number | null | undefined;
  led_primary_color?: string | null | undefined;
  led_secondary_color?: string | null | undefined;
  monitor_own_calls?: boolean | null | undefined;
  name?: string | null | undefined;
  normal_beep_every_15_seconds?: boolean | null | undefined;
  permanent_display_area?: boolean | null | undefined;
  sort_order?: number | null | undefined;
  text?: string | null | undefined;
  urgency?: string | null | undefined;
};

export type CheckpointMapFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: sort_order (the default), name, checkpoints. */
  sort?: ListSort | null | undefined;
};

export type CheckpointMapInput = {
  checkpoints?: Array<MapCheckpointInput> | null | undefined;
  image?: string | null | undefined;
  name?: string | null | undefined;
  section_id?: number | null | undefined;
  sort_order?: number | null | undefined;
};

export type DeviceActionInput = {
  /** EndCalls, IgnoreDefects, Mute, Restart or Unmute ('end calls' is read as EndCalls). */
  action: string;
  deviceID: number;
  sectionID?: number | null | undefined;
};

/** Sortable fields: name, status, requested_at, last_seen_at. */
export type DisplayDeviceFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  sort?: ListSort | null | undefined;
  status?: string | null | undefined;
};

/** A section and call type the group shows; without an id the console numbers it. */
export type DisplayGroupConnectionInput = {
  call_type_id: number;
  id?: number | null | undefined;
  section_id: number;
};

export type DisplayGroupFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), connections, item_state. */
  sort?: ListSort | null | undefined;
};

/** An absent field keeps its value; connections, when given, replace the group's list. */
export type DisplayGroupInput = {
  connections?: Array<DisplayGroupConnectionInput> | null | undefined;
  name?: string | null | undefined;
};

export type DisplayNoteFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: sort_order (the default), title, text, color, active, display_from, display_until. */
  sort?: ListSort | null | undefined;
};

/**
 * Every field is optional: an update changes only what it carries. Colours: blue, green, red, yellow.
 * display_from and display_until may be left open; from must not be after until.
 */
export type DisplayNoteInput = {
  active?: boolean | null | undefined;
  color?: string | null | undefined;
  display_date?: boolean | null | undefined;
  display_from?: string | null | undefined;
  display_until?: string | null | undefined;
  sort_order?: number | null | undefined;
  text?: string | null | undefined;
  title?: string | null | undefined;
};

export type EscapeProfileFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), rule_set. */
  sort?: ListSort | null | undefined;
};

export type EscapeProfileInput = {
  name?: string | null | undefined;
  rule_set?: Array<number> | null | undefined;
};

/**
 * What to export (spec part 2 §2 "Call log and forms"): `kind` calls or system_tree, `format` csv, xlsx or
 * pdf. Calls are the log's as `filter` and `sort` select them (the caller's call source groups and defect
 * permissions apply, as in the log); the system tree is exported whole, `filter` and `sort` do not apply.
 */
export type ExportInput = {
  filter?: CallLogFilter | null | undefined;
  format: string;
  kind: string;
  sort?: CallLogSort | null | undefined;
};

export type FlightProfileFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), checkpoints. */
  sort?: ListSort | null | undefined;
};

export type FlightProfileInput = {
  checkpoints?: Array<number> | null | undefined;
  name?: string | null | undefined;
};

/**
 * Changes to the phone app's settings; an absent field stays as it is. Timeouts in seconds (ADR 0031):
 * resend 5–3,600, escalation 10–3,600, release 10–86,400; relevant_calls and relevant_alerts (how long a
 * closed call or alert stays in a phone's recent list) 0–86,400.
 */
export type GlobalAppSettingsInput = {
  display_names_enabled?: boolean | null | undefined;
  escalation_timeout?: number | null | undefined;
  hide_presences?: boolean | null | undefined;
  logout_disabled?: boolean | null | undefined;
  logout_on_charge?: boolean | null | undefined;
  release_timeout?: number | null | undefined;
  relevant_alerts_timeout?: number | null | undefined;
  relevant_calls_timeout?: number | null | undefined;
  resend_timeout?: number | null | undefined;
  sos_send_to_all_users?: boolean | null | undefined;
  subscriptions_confirmation_required?: boolean | null | undefined;
  subscriptions_enabled?: boolean | null | undefined;
  subscriptions_user_defined?: boolean | null | undefined;
  team_view_enabled?: boolean | null | undefined;
};

export type GlobalSettingsInput = {
  allow_empty_call_source_names?: boolean | null | undefined;
  battery_threshold_critical?: number | null | undefined;
  battery_threshold_low?: number | null | undefined;
  defects_timeout?: number | null | undefined;
  displays_require_enrolment?: boolean | null | undefined;
  ignore_linkable_node_pool_for_super_users?: boolean | null | undefined;
  locale?: string | null | undefined;
  monitoring_timeout_radio?: number | null | undefined;
  monitoring_timeout_tech?: number | null | undefined;
  monitoring_timeout_wired?: number | null | undefined;
  probable_defect_criterion?: string | null | undefined;
  probable_defect_name?: string | null | undefined;
  probable_defect_threshold_count?: number | null | undefined;
  probable_defect_timeframe_hours?: number | null | undefined;
  system_tree_text_long_required?: boolean | null | undefined;
};

export type HubFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), ip, type, status, last_sync, item_state. */
  sort?: ListSort | null | undefined;
};

export type HubInput = {
  ip?: string | null | undefined;
  name?: string | null | undefined;
  type?: string | null | undefined;
};

export type IndicatorFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: number (the default), call_type_ids, fn_a, fn_b. */
  sort?: ListSort | null | undefined;
};

export type IndicatorInput = {
  call_source_id?: number | null | undefined;
  call_type_ids?: Array<number> | null | undefined;
  fn_a?: number | null | undefined;
  fn_b?: number | null | undefined;
  linked_call_source_id?: number | null | undefined;
  number?: number | null | undefined;
};

/**
 * The order of a whole list, before paging: `field` is one of the fields the list's filter names as
 * sortable (another is refused as a validation error on sort); ascending unless `descending`. Text sorts
 * case-insensitively, a list by its number of entries; empty values come last either way. Without a
 * sort, the list keeps its default order.
 */
export type ListSort = {
  descending?: boolean | null | undefined;
  field: string;
};

export type MapCheckpointInput = {
  char?: string | null | undefined;
  diameter: number;
  number: number;
  position_x: number;
  position_y: number;
  section_id?: number | null | undefined;
  text?: string | null | undefined;
};

export type MergeGroupFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default). */
  sort?: ListSort | null | undefined;
};

export type MergeGroupInput = {
  name?: string | null | undefined;
  rule_set?: Array<number> | null | undefined;
};

/** One list page: the items and the total count for the filter, for paging. */
export type PageInput = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
};

export type RoleFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name, permissions (their number). */
  sort?: ListSort | null | undefined;
};

export type RoleInput = {
  call_source_group_ids?: Array<number> | null | undefined;
  name?: string | null | undefined;
  permissions?: Array<string> | null | undefined;
};

export type ScheduleFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), interval, item_state. */
  sort?: ListSort | null | undefined;
};

/**
 * Two to five HH:mm times, each later than the one before (spec part 1 §5). An absent field keeps its
 * value; null or an empty text clears a time.
 */
export type ScheduleInput = {
  interval?: number | null | undefined;
  name?: string | null | undefined;
  time_1?: string | null | undefined;
  time_2?: string | null | undefined;
  time_3?: string | null | undefined;
  time_4?: string | null | undefined;
  time_5?: string | null | undefined;
};

export type SectionFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), item_state. */
  sort?: ListSort | null | undefined;
};

/** An absent field keeps its value; null clears a field that may be empty. */
export type SectionInput = {
  allow_manual_call_closure?: boolean | null | undefined;
  connected_section_id?: number | null | undefined;
  is_hidden?: boolean | null | undefined;
  name?: string | null | undefined;
  weekday_display_group_1_id?: number | null | undefined;
  weekday_display_group_2_id?: number | null | undefined;
  weekday_display_group_3_id?: number | null | undefined;
  weekday_display_group_4_id?: number | null | undefined;
  weekday_display_group_5_id?: number | null | undefined;
  weekday_schedule_id?: number | null | undefined;
  weekend_display_group_1_id?: number | null | undefined;
  weekend_display_group_2_id?: number | null | undefined;
  weekend_display_group_3_id?: number | null | undefined;
  weekend_display_group_4_id?: number | null | undefined;
  weekend_display_group_5_id?: number | null | undefined;
  weekend_schedule_id?: number | null | undefined;
};

export type SystemParamFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: id (the default), name, ip, link_state. */
  sort?: ListSort | null | undefined;
};

export type SystemParamInput = {
  auto_commit?: boolean | null | undefined;
  call_suppression_enabled?: boolean | null | undefined;
  call_suppression_sections?: Array<number> | null | undefined;
  call_suppression_time_end?: string | null | undefined;
  call_suppression_time_start?: string | null | undefined;
  daylight_savings?: boolean | null | undefined;
  dhcp?: boolean | null | undefined;
  display_language?: string | null | undefined;
  gateway?: string | null | undefined;
  ip?: string | null | undefined;
  name?: string | null | undefined;
  night_start?: number | null | undefined;
  night_stop?: number | null | undefined;
  ntp_server?: string | null | undefined;
  password?: string | null | undefined;
  subnet?: string | null | undefined;
  tcp_port?: number | null | undefined;
  timezone?: string | null | undefined;
  tls?: boolean | null | undefined;
  tls_fingerprint?: string | null | undefined;
  username?: string | null | undefined;
  weekend_start?: number | null | undefined;
  weekend_stop?: number | null | undefined;
};

/** The fields a batch edit may set on several nodes at once (spec part 1 §2): what many devices share. */
export type SystemTreeNodeBatchInput = {
  call_source_id?: number | null | undefined;
  day_sound_level?: number | null | undefined;
  deny_manual_call_closure?: boolean | null | undefined;
  disable_buzzer_at_night?: boolean | null | undefined;
  flight_profile_id?: number | null | undefined;
  inherit_section?: boolean | null | undefined;
  is_active?: boolean | null | undefined;
  night_sound_level?: number | null | undefined;
  section_id?: number | null | undefined;
  show_calls_without_presence?: boolean | null | undefined;
  use_activity_control?: boolean | null | undefined;
};

/**
 * What the tree list shows. Views (spec part 1 §2): structured (the whole hierarchy, default), devices
 * (hardware nodes, flat), groups (group nodes and what they hold), connections (linked devices and the
 * devices they link to, flat), interconnections (nodes of sections in an active interconnection, flat).
 * The flags narrow the view to inactive, low-battery, unreachable or radio nodes; search looks at name,
 * texts, serial, MAC and number. Hierarchical views keep the parents of matches (matches: false).
 */
export type SystemTreeNodeFilter = {
  inactive?: boolean | null | undefined;
  low_battery?: boolean | null | undefined;
  not_reachable?: boolean | null | undefined;
  radio?: boolean | null | undefined;
  search?: string | null | undefined;
  view?: string | null | undefined;
};

/**
 * A node as created or changed here (spec part 1 §3). An absent field keeps its value; null clears a
 * field that may be empty. The kind is chosen at creation and fixed after. A field whose inherit flag is
 * on takes what the parent passes down, whatever the input says.
 */
export type SystemTreeNodeInput = {
  active_display_group_override_id?: number | null | undefined;
  buttons?: Array<string> | null | undefined;
  call_source_id?: number | null | undefined;
  callback_number?: string | null | undefined;
  comment?: string | null | undefined;
  day_sound_level?: number | null | undefined;
  deny_manual_call_closure?: boolean | null | undefined;
  device_text_overrides?: unknown;
  disable_buzzer_at_night?: boolean | null | undefined;
  display_time?: number | null | undefined;
  flight_profile_id?: number | null | undefined;
  hub_id?: number | null | undefined;
  inherit_flight_profile?: boolean | null | undefined;
  inherit_section?: boolean | null | undefined;
  inherit_text_long?: boolean | null | undefined;
  inherit_text_short?: boolean | null | undefined;
  is_active?: boolean | null | undefined;
  is_linkable?: boolean | null | undefined;
  is_tech?: boolean | null | undefined;
  kind?: string | null | undefined;
  linked_system_tree_node_id?: number | null | undefined;
  mac?: string | null | undefined;
  mask_time_at_night?: number | null | undefined;
  name?: string | null | undefined;
  night_sound_level?: number | null | undefined;
  number?: number | null | undefined;
  parent_id?: number | null | undefined;
  section_id?: number | null | undefined;
  section_position?: number | null | undefined;
  serial?: string | null | undefined;
  show_calls_without_presence?: boolean | null | undefined;
  sort_order?: number | null | undefined;
  text_long?: string | null | undefined;
  text_short?: string | null | undefined;
  use_activity_control?: boolean | null | undefined;
  weekday_display_group_1_id?: number | null | undefined;
  weekday_display_group_2_id?: number | null | undefined;
  weekday_display_group_3_id?: number | null | undefined;
  weekday_display_group_4_id?: number | null | undefined;
  weekday_display_group_5_id?: number | null | undefined;
  weekday_schedule_id?: number | null | undefined;
  weekend_display_group_1_id?: number | null | undefined;
  weekend_display_group_2_id?: number | null | undefined;
  weekend_display_group_3_id?: number | null | undefined;
  weekend_display_group_4_id?: number | null | undefined;
  weekend_display_group_5_id?: number | null | undefined;
  weekend_schedule_id?: number | null | undefined;
};

export type SystemTreeViewCriterionInput = {
  key: string;
  value: string;
};

export type SystemTreeViewInput = {
  apply_permissions?: boolean | null | undefined;
  filters?: Array<SystemTreeViewCriterionInput> | null | undefined;
  is_enabled?: boolean | null | undefined;
  name?: string | null | undefined;
  role_permissions?: Array<SystemTreeViewRolePermissionInput> | null | undefined;
  sort_order?: number | null | undefined;
};

export type SystemTreeViewRolePermissionInput = {
  level: string;
  role_id: number;
};

export type UserFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name, email, locale, last_login_at. */
  sort?: ListSort | null | undefined;
};

export type UserInput = {
  call_source_group_ids?: Array<number> | null | undefined;
  email?: string | null | undefined;
  homepage?: string | null | undefined;
  is_superuser?: boolean | null | undefined;
  locale?: string | null | undefined;
  name?: string | null | undefined;
  /** Set to change the password; with password_is_temporary the user must change it at next sign-in. */
  password?: string | null | undefined;
  password_is_temporary?: boolean | null | undefined;
  role_ids?: Array<number> | null | undefined;
  system_access?: Array<number> | null | undefined;
};

export type VideoStreamFilter = {
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  /** Sortable by: name (the default), url. */
  sort?: ListSort | null | undefined;
};

export type VideoStreamInput = {
  name?: string | null | undefined;
  trigger_start?: string | null | undefined;
  trigger_stop?: string | null | undefined;
  url?: string | null | undefined;
};

export type ConfigChangelogQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigChangelogQuery = { configChangelog: { status: string, progress: number } };

export type GetsHttpErrorSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type GetsHttpErrorSubscription = { getsHTTPError: { action: string, url: string, message: string, checks: unknown, payload: unknown, success: boolean } };

export type GlobalSearchQueryVariables = Exact<{
  query: string;
}>;


export type GlobalSearchQuery = { search: Array<{ category: string, has_more: boolean, results: Array<{ entity: string, key: number, kind: string, name: string, serial: string | null, mac: string | null, parent_name: string | null }> }> };

export type HubPrinterMessagesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type HubPrinterMessagesSubscription = { hubPrinterMessages: { id: number, address: string, error: string | null, detected_at: string, system_tree_node: { id: number, kind: string, name: string, serial: string | null, parent_name: string | null } | null } };

export type SearchHubsQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchHubsQuery = { systemTreeNodeOptions: { hubs: Array<{ id: number }> } };

export type AlertChannelFieldsFragment = { id: number, name: string, category: string, class: string, outbound_enabled: boolean, outbound_url: string | null, outbound_can_reply: boolean, supports_phone_calls: boolean };

export type AlertChannelListQueryVariables = Exact<{
  filter?: AlertChannelFilter | null | undefined;
}>;


export type AlertChannelListQuery = { alertChannels: { total: number, items: Array<{ id: number, name: string, category: string, class: string, outbound_enabled: boolean, outbound_url: string | null, outbound_can_reply: boolean, supports_phone_calls: boolean }> } };

export type AlertChannelGetQueryVariables = Exact<{
  id: number;
}>;


export type AlertChannelGetQuery = { alertChannel: { id: number, name: string, category: string, class: string, outbound_enabled: boolean, outbound_url: string | null, outbound_can_reply: boolean, supports_phone_calls: boolean } | null };

export type AlertChannelCreateMutationVariables = Exact<{
  data: AlertChannelInput;
}>;


export type AlertChannelCreateMutation = { createAlertChannel: { id: number, name: string, category: string, class: string, outbound_enabled: boolean, outbound_url: string | null, outbound_can_reply: boolean, supports_phone_calls: boolean } };

export type AlertChannelUpdateMutationVariables = Exact<{
  id: number;
  data: AlertChannelInput;
}>;


export type AlertChannelUpdateMutation = { updateAlertChannel: { id: number, name: string, category: string, class: string, outbound_enabled: boolean, outbound_url: string | null, outbound_can_reply: boolean, supports_phone_calls: boolean } };

export type AlertChannelDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type AlertChannelDeleteMutation = { deleteAlertChannels: Array<number> };

export type ButtonFieldsFragment = { id: number, number: number, type: string, call_source_id: number | null, call_type_id: number | null, call_type_presence_id: number | null, display_group_id: number | null, fn_a: number | null, fn_b: number | null, fn_c: number | null };

export type ButtonListQueryVariables = Exact<{
  filter?: ButtonFilter | null | undefined;
}>;


export type ButtonListQuery = { buttons: { total: number, items: Array<{ id: number, number: number, type: string, call_source_id: number | null, call_type_id: number | null, call_type_presence_id: number | null, display_group_id: number | null, fn_a: number | null, fn_b: number | null, fn_c: number | null }> } };

export type ButtonGetQueryVariables = Exact<{
  id: number;
}>;


export type ButtonGetQuery = { button: { id: number, number: number, type: string, call_source_id: number | null, call_type_id: number | null, call_type_presence_id: number | null, display_group_id: number | null, fn_a: number | null, fn_b: number | null, fn_c: number | null } | null };

export type ButtonCreateMutationVariables = Exact<{
  data: ButtonInput;
}>;


export type ButtonCreateMutation = { createButton: { id: number, number: number, type: string, call_source_id: number | null, call_type_id: number | null, call_type_presence_id: number | null, display_group_id: number | null, fn_a: number | null, fn_b: number | null, fn_c: number | null } };

export type ButtonUpdateMutationVariables = Exact<{
  id: number;
  data: ButtonInput;
}>;


export type ButtonUpdateMutation = { updateButton: { id: number, number: number, type: string, call_source_id: number | null, call_type_id: number | null, call_type_presence_id: number | null, display_group_id: number | null, fn_a: number | null, fn_b: number | null, fn_c: number | null } };

export type ButtonDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type ButtonDeleteMutation = { deleteButtons: Array<number> };

export type DeviceOptionCallSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type DeviceOptionCallSourcesQuery = { callSources: { items: Array<{ id: number, number: number, text: string }> } };

export type CallSourceGroupFieldsFragment = { id: number, name: string, call_source_ids: Array<number>, timeout_minutes: number | null };

export type CallSourceGroupListQueryVariables = Exact<{
  filter?: CallSourceGroupFilter | null | undefined;
}>;


export type CallSourceGroupListQuery = { callSourceGroups: { total: number, items: Array<{ id: number, name: string, call_source_ids: Array<number>, timeout_minutes: number | null }> } };

export type CallSourceGroupGetQueryVariables = Exact<{
  id: number;
}>;


export type CallSourceGroupGetQuery = { callSourceGroup: { id: number, name: string, call_source_ids: Array<number>, timeout_minutes: number | null } | null };

export type CallSourceGroupCreateMutationVariables = Exact<{
  data: CallSourceGroupInput;
}>;


export type CallSourceGroupCreateMutation = { createCallSourceGroup: { id: number, name: string, call_source_ids: Array<number>, timeout_minutes: number | null } };

export type CallSourceGroupUpdateMutationVariables = Exact<{
  id: number;
  data: CallSourceGroupInput;
}>;


export type CallSourceGroupUpdateMutation = { updateCallSourceGroup: { id: number, name: string, call_source_ids: Array<number>, timeout_minutes: number | null } };

export type CallSourceGroupDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type CallSourceGroupDeleteMutation = { deleteCallSourceGroups: Array<number> };

export type CallSourceGroupCallSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type CallSourceGroupCallSourcesQuery = { callSources: { items: Array<{ id: number, number: number, text: string }> } };

export type CallSourceGroupOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CallSourceGroupOptionsQuery = { callSourceGroupOptions: Array<{ id: number, name: string, system_id: number }> };

export type CallSourceFieldsFragment = { id: number, number: number, text: string, char: string, item_state: string };

export type CallSourceListQueryVariables = Exact<{
  filter?: CallSourceFilter | null | undefined;
}>;


export type CallSourceListQuery = { callSources: { total: number, items: Array<{ id: number, number: number, text: string, char: string, item_state: string }> } };

export type CallSourceGetQueryVariables = Exact<{
  id: number;
}>;


export type CallSourceGetQuery = { callSource: { id: number, number: number, text: string, char: string, item_state: string } | null };

export type CallSourceCreateMutationVariables = Exact<{
  data: CallSourceInput;
}>;


export type CallSourceCreateMutation = { createCallSource: { id: number, number: number, text: string, char: string, item_state: string } };

export type CallSourceUpdateMutationVariables = Exact<{
  id: number;
  data: CallSourceInput;
}>;


export type CallSourceUpdateMutation = { updateCallSource: { id: number, number: number, text: string, char: string, item_state: string } };

export type CallSourceDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type CallSourceDeleteMutation = { deleteCallSources: Array<number> };

export type CallTypeFieldsFragment = { id: number, name: string, text: string, char: string, color: string, flag: string, urgency: string, indication_type: number, led_primary_color: string, led_secondary_color: string, fullscreen: boolean, hide_lower_priority: boolean, monitor_own_calls: boolean, normal_beep_every_15_seconds: boolean, permanent_display_area: boolean, sort_order: number, item_state: string };

export type CallTypeListQueryVariables = Exact<{
  filter?: CallTypeFilter | null | undefined;
}>;


export type CallTypeListQuery = { callTypes: { total: number, items: Array<{ id: number, name: string, text: string, char: string, color: string, flag: string, urgency: string, indication_type: number, led_primary_color: string, led_secondary_color: string, fullscreen: boolean, hide_lower_priority: boolean, monitor_own_calls: boolean, normal_beep_every_15_seconds: boolean, permanent_display_area: boolean, sort_order: number, item_state: string }> } };

export type CallTypeGetQueryVariables = Exact<{
  id: number;
}>;


export type CallTypeGetQuery = { callType: { id: number, name: string, text: string, char: string, color: string, flag: string, urgency: string, indication_type: number, led_primary_color: string, led_secondary_color: string, fullscreen: boolean, hide_lower_priority: boolean, monitor_own_calls: boolean, normal_beep_every_15_seconds: boolean, permanent_display_area: boolean, sort_order: number, item_state: string } | null };

export type CallTypeCreateMutationVariables = Exact<{
  data: CallTypeInput;
}>;


export type CallTypeCreateMutation = { createCallType: { id: number, name: string, text: string, char: string, color: string, flag: string, urgency: string, indication_type: number, led_primary_color: string, led_secondary_color: string, fullscreen: boolean, hide_lower_priority: boolean, monitor_own_calls: boolean, normal_beep_every_15_seconds: boolean, permanent_display_area: boolean, sort_order: number, item_state: string } };

export type CallTypeUpdateMutationVariables = Exact<{
  id: number;
  data: CallTypeInput;
}>;


export type CallTypeUpdateMutation = { updateCallType: { id: number, name: string, text: string, char: string, color: string, flag: string, urgency: string, indication_type: number, led_primary_color: string, led_secondary_color: string, fullscreen: boolean, hide_lower_priority: boolean, monitor_own_calls: boolean, normal_beep_every_15_seconds: boolean, permanent_display_area: boolean, sort_order: number, item_state: string } };

export type CallTypeDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type CallTypeDeleteMutation = { deleteCallTypes: Array<number> };

export type CallTypeSortListQueryVariables = Exact<{ [key: string]: never; }>;


export type CallTypeSortListQuery = { callTypes: { items: Array<{ id: number, name: string, sort_order: number, item_state: string }> } };

export type CallTypeSortMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type CallTypeSortMutation = { sortCallTypes: Array<{ id: number, sort_order: number, item_state: string }> };

export type CheckpointMapFieldsFragment = { id: number, name: string, section_id: number | null, sort_order: number, image: string | null, checkpoints: Array<{ number: number, char: string, text: string, diameter: number, position_x: number, position_y: number, section_id: number | null }> };

export type MapCheckpointFieldsFragment = { number: number, char: string, text: string, diameter: number, position_x: number, position_y: number, section_id: number | null };

export type CheckpointMapListQueryVariables = Exact<{
  filter?: CheckpointMapFilter | null | undefined;
}>;


export type CheckpointMapListQuery = { checkpointMaps: { total: number, items: Array<{ id: number, name: string, section_id: number | null, sort_order: number, checkpoints: Array<{ number: number, char: string, text: string, diameter: number, position_x: number, position_y: number, section_id: number | null }> }> } };

export type CheckpointMapGetQueryVariables = Exact<{
  id: number;
}>;


export type CheckpointMapGetQuery = { checkpointMap: { id: number, name: string, section_id: number | null, sort_order: number, image: string | null, checkpoints: Array<{ number: number, char: string, text: string, diameter: number, position_x: number, position_y: number, section_id: number | null }> } | null };

export type CheckpointMapCreateMutationVariables = Exact<{
  data: CheckpointMapInput;
}>;


export type CheckpointMapCreateMutation = { createCheckpointMap: { id: number, name: string, section_id: number | null, sort_order: number, image: string | null, checkpoints: Array<{ number: number, char: string, text: string, diameter: number, position_x: number, position_y: number, section_id: number | null }> } };

export type CheckpointMapUpdateMutationVariables = Exact<{
  id: number;
  data: CheckpointMapInput;
}>;


export type CheckpointMapUpdateMutation = { updateCheckpointMap: { id: number, name: string, section_id: number | null, sort_order: number, image: string | null, checkpoints: Array<{ number: number, char: string, text: string, diameter: number, position_x: number, position_y: number, section_id: number | null }> } };

export type CheckpointMapDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type CheckpointMapDeleteMutation = { deleteCheckpointMaps: Array<number> };

export type CheckpointMapSortListQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckpointMapSortListQuery = { checkpointMaps: { items: Array<{ id: number, name: string, sort_order: number }> } };

export type CheckpointMapSortMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type CheckpointMapSortMutation = { sortCheckpointMaps: Array<{ id: number, sort_order: number }> };

export type ConfigOptionSectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigOptionSectionsQuery = { sections: { items: Array<{ id: number, name: string }> } };

export type ConfigOptionSchedulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigOptionSchedulesQuery = { schedules: { items: Array<{ id: number, name: string }> } };

export type ConfigOptionDisplayGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigOptionDisplayGroupsQuery = { displayGroups: { items: Array<{ id: number, name: string }> } };

export type ConfigOptionCallTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigOptionCallTypesQuery = { callTypes: { items: Array<{ id: number, name: string }> } };

export type DisplayDeviceFieldsFragment = { id: number, name: string, status: string, requested_at: string, decided_at: string | null, decided_by_name: string | null, last_seen_at: string | null, last_address: string | null, user_agent: string | null };

export type DisplayDeviceListQueryVariables = Exact<{
  filter?: DisplayDeviceFilter | null | undefined;
}>;


export type DisplayDeviceListQuery = { displayDevices: { total: number, items: Array<{ id: number, name: string, status: string, requested_at: string, decided_at: string | null, decided_by_name: string | null, last_seen_at: string | null, last_address: string | null, user_agent: string | null }> } };

export type DisplayDevicesApproveMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DisplayDevicesApproveMutation = { approveDisplayDevices: Array<{ id: number, name: string, status: string, requested_at: string, decided_at: string | null, decided_by_name: string | null, last_seen_at: string | null, last_address: string | null, user_agent: string | null }> };

export type DisplayDevicesRevokeMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DisplayDevicesRevokeMutation = { revokeDisplayDevices: Array<{ id: number, name: string, status: string, requested_at: string, decided_at: string | null, decided_by_name: string | null, last_seen_at: string | null, last_address: string | null, user_agent: string | null }> };

export type DisplayDevicesDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DisplayDevicesDeleteMutation = { deleteDisplayDevices: Array<number> };

export type DisplayGroupFieldsFragment = { id: number, name: string, item_state: string, connections: Array<{ id: number, section_id: number, call_type_id: number }> };

export type DisplayGroupListQueryVariables = Exact<{
  filter?: DisplayGroupFilter | null | undefined;
}>;


export type DisplayGroupListQuery = { displayGroups: { total: number, items: Array<{ id: number, name: string, item_state: string, connections: Array<{ id: number, section_id: number, call_type_id: number }> }> } };

export type DisplayGroupGetQueryVariables = Exact<{
  id: number;
}>;


export type DisplayGroupGetQuery = { displayGroup: { id: number, name: string, item_state: string, connections: Array<{ id: number, section_id: number, call_type_id: number }> } | null };

export type DisplayGroupCreateMutationVariables = Exact<{
  data: DisplayGroupInput;
}>;


export type DisplayGroupCreateMutation = { createDisplayGroup: { id: number, name: string, item_state: string, connections: Array<{ id: number, section_id: number, call_type_id: number }> } };

export type DisplayGroupUpdateMutationVariables = Exact<{
  id: number;
  data: DisplayGroupInput;
}>;


export type DisplayGroupUpdateMutation = { updateDisplayGroup: { id: number, name: string, item_state: string, connections: Array<{ id: number, section_id: number, call_type_id: number }> } };

export type DisplayGroupDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DisplayGroupDeleteMutation = { deleteDisplayGroups: Array<number> };

export type DisplayNoteFieldsFragment = { id: number, title: string, text: string, color: string, active: boolean, display_date: boolean, display_from: string | null, display_until: string | null, sort_order: number };

export type DisplayNoteListQueryVariables = Exact<{
  filter?: DisplayNoteFilter | null | undefined;
}>;


export type DisplayNoteListQuery = { displayNotes: { total: number, items: Array<{ id: number, title: string, text: string, color: string, active: boolean, display_date: boolean, display_from: string | null, display_until: string | null, sort_order: number }> } };

export type DisplayNoteGetQueryVariables = Exact<{
  id: number;
}>;


export type DisplayNoteGetQuery = { displayNote: { id: number, title: string, text: string, color: string, active: boolean, display_date: boolean, display_from: string | null, display_until: string | null, sort_order: number } | null };

export type DisplayNoteCreateMutationVariables = Exact<{
  data: DisplayNoteInput;
}>;


export type DisplayNoteCreateMutation = { createDisplayNote: { id: number, title: string, text: string, color: string, active: boolean, display_date: boolean, display_from: string | null, display_until: string | null, sort_order: number } };

export type DisplayNoteUpdateMutationVariables = Exact<{
  id: number;
  data: DisplayNoteInput;
}>;


export type DisplayNoteUpdateMutation = { updateDisplayNote: { id: number, title: string, text: string, color: string, active: boolean, display_date: boolean, display_from: string | null, display_until: string | null, sort_order: number } };

export type DisplayNoteDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DisplayNoteDeleteMutation = { deleteDisplayNotes: Array<number> };

export type DisplayNotePresetsQueryVariables = Exact<{ [key: string]: never; }>;


export type DisplayNotePresetsQuery = { displayNotePresets: Array<{ key: string, title: string, color: string }> };

export type DisplayNoteSortListQueryVariables = Exact<{ [key: string]: never; }>;


export type DisplayNoteSortListQuery = { displayNotes: { items: Array<{ id: number, title: string, sort_order: number }> } };

export type DisplayNoteSortMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DisplayNoteSortMutation = { sortDisplayNotes: Array<{ id: number, sort_order: number }> };

export type EscapeProfileFieldsFragment = { id: number, name: string, rule_set: Array<number> };

export type EscapeProfileListQueryVariables = Exact<{
  filter?: EscapeProfileFilter | null | undefined;
}>;


export type EscapeProfileListQuery = { escapeProfiles: { total: number, items: Array<{ id: number, name: string, rule_set: Array<number> }> } };

export type EscapeProfileGetQueryVariables = Exact<{
  id: number;
}>;


export type EscapeProfileGetQuery = { escapeProfile: { id: number, name: string, rule_set: Array<number> } | null };

export type EscapeProfileCreateMutationVariables = Exact<{
  data: EscapeProfileInput;
}>;


export type EscapeProfileCreateMutation = { createEscapeProfile: { id: number, name: string, rule_set: Array<number> } };

export type EscapeProfileUpdateMutationVariables = Exact<{
  id: number;
  data: EscapeProfileInput;
}>;


export type EscapeProfileUpdateMutation = { updateEscapeProfile: { id: number, name: string, rule_set: Array<number> } };

export type EscapeProfileDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type EscapeProfileDeleteMutation = { deleteEscapeProfiles: Array<number> };

export type FlightProfileFieldsFragment = { id: number, name: string, checkpoints: Array<number> };

export type FlightProfileListQueryVariables = Exact<{
  filter?: FlightProfileFilter | null | undefined;
}>;


export type FlightProfileListQuery = { flightProfiles: { total: number, items: Array<{ id: number, name: string, checkpoints: Array<number> }> } };

export type FlightProfileGetQueryVariables = Exact<{
  id: number;
}>;


export type FlightProfileGetQuery = { flightProfile: { id: number, name: string, checkpoints: Array<number> } | null };

export type FlightProfileCreateMutationVariables = Exact<{
  data: FlightProfileInput;
}>;


export type FlightProfileCreateMutation = { createFlightProfile: { id: number, name: string, checkpoints: Array<number> } };

export type FlightProfileUpdateMutationVariables = Exact<{
  id: number;
  data: FlightProfileInput;
}>;


export type FlightProfileUpdateMutation = { updateFlightProfile: { id: number, name: string, checkpoints: Array<number> } };

export type FlightProfileDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type FlightProfileDeleteMutation = { deleteFlightProfiles: Array<number> };

export type HubFieldsFragment = { id: number, name: string, ip: string, type: string, status: string, last_sync: string | null, item_state: string };

export type HubListQueryVariables = Exact<{
  filter?: HubFilter | null | undefined;
}>;


export type HubListQuery = { hubs: { total: number, items: Array<{ id: number, name: string, ip: string, type: string, status: string, last_sync: string | null, item_state: string }> } };

export type HubGetQueryVariables = Exact<{
  id: number;
}>;


export type HubGetQuery = { hub: { id: number, name: string, ip: string, type: string, status: string, last_sync: string | null, item_state: string } | null };

export type HubCreateMutationVariables = Exact<{
  data: HubInput;
}>;


export type HubCreateMutation = { createHub: { id: number, name: string, ip: string, type: string, status: string, last_sync: string | null, item_state: string } };

export type HubUpdateMutationVariables = Exact<{
  id: number;
  data: HubInput;
}>;


export type HubUpdateMutation = { updateHub: { id: number, name: string, ip: string, type: string, status: string, last_sync: string | null, item_state: string } };

export type HubDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type HubDeleteMutation = { deleteHubs: Array<number> };

export type IndicatorFieldsFragment = { id: number, number: number, call_source_id: number | null, linked_call_source_id: number | null, call_type_ids: Array<number>, fn_a: number, fn_b: number };

export type IndicatorListQueryVariables = Exact<{
  filter?: IndicatorFilter | null | undefined;
}>;


export type IndicatorListQuery = { indicators: { total: number, items: Array<{ id: number, number: number, call_source_id: number | null, linked_call_source_id: number | null, call_type_ids: Array<number>, fn_a: number, fn_b: number }> } };

export type IndicatorGetQueryVariables = Exact<{
  id: number;
}>;


export type IndicatorGetQuery = { indicator: { id: number, number: number, call_source_id: number | null, linked_call_source_id: number | null, call_type_ids: Array<number>, fn_a: number, fn_b: number } | null };

export type IndicatorCreateMutationVariables = Exact<{
  data: IndicatorInput;
}>;


export type IndicatorCreateMutation = { createIndicator: { id: number, number: number, call_source_id: number | null, linked_call_source_id: number | null, call_type_ids: Array<number>, fn_a: number, fn_b: number } };

export type IndicatorUpdateMutationVariables = Exact<{
  id: number;
  data: IndicatorInput;
}>;


export type IndicatorUpdateMutation = { updateIndicator: { id: number, number: number, call_source_id: number | null, linked_call_source_id: number | null, call_type_ids: Array<number>, fn_a: number, fn_b: number } };

export type IndicatorDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type IndicatorDeleteMutation = { deleteIndicators: Array<number> };

export type MergeGroupFieldsFragment = { id: number, name: string, rule_set: Array<number> };

export type MergeGroupListQueryVariables = Exact<{
  filter?: MergeGroupFilter | null | undefined;
}>;


export type MergeGroupListQuery = { mergeGroups: { total: number, items: Array<{ id: number, name: string, rule_set: Array<number> }> } };

export type MergeGroupGetQueryVariables = Exact<{
  id: number;
}>;


export type MergeGroupGetQuery = { mergeGroup: { id: number, name: string, rule_set: Array<number> } | null };

export type MergeGroupCreateMutationVariables = Exact<{
  data: MergeGroupInput;
}>;


export type MergeGroupCreateMutation = { createMergeGroup: { id: number, name: string, rule_set: Array<number> } };

export type MergeGroupUpdateMutationVariables = Exact<{
  id: number;
  data: MergeGroupInput;
}>;


export type MergeGroupUpdateMutation = { updateMergeGroup: { id: number, name: string, rule_set: Array<number> } };

export type MergeGroupDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type MergeGroupDeleteMutation = { deleteMergeGroups: Array<number> };

export type RoleFieldsFragment = { id: number, name: string, permissions: Array<string>, call_source_group_ids: Array<number> };

export type RoleListQueryVariables = Exact<{
  filter?: RoleFilter | null | undefined;
}>;


export type RoleListQuery = { roles: { total: number, items: Array<{ id: number, name: string, permissions: Array<string> }> } };

export type RoleGetQueryVariables = Exact<{
  id: number;
}>;


export type RoleGetQuery = { role: { id: number, name: string, permissions: Array<string>, call_source_group_ids: Array<number> } | null };

export type RoleCreateMutationVariables = Exact<{
  data: RoleInput;
}>;


export type RoleCreateMutation = { createRole: { id: number, name: string, permissions: Array<string>, call_source_group_ids: Array<number> } };

export type RoleUpdateMutationVariables = Exact<{
  id: number;
  data: RoleInput;
}>;


export type RoleUpdateMutation = { updateRole: { id: number, name: string, permissions: Array<string>, call_source_group_ids: Array<number> } };

export type RoleDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RoleDeleteMutation = { deleteRoles: Array<number> };

export type PermissionCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type PermissionCatalogueQuery = { permissionCatalogue: Array<{ code: string, group: string, action: string }> };

export type ScheduleFieldsFragment = { id: number, name: string, time_1: string | null, time_2: string | null, time_3: string | null, time_4: string | null, time_5: string | null, interval: number | null, item_state: string };

export type ScheduleListQueryVariables = Exact<{
  filter?: ScheduleFilter | null | undefined;
}>;


export type ScheduleListQuery = { schedules: { total: number, items: Array<{ id: number, name: string, time_1: string | null, time_2: string | null, time_3: string | null, time_4: string | null, time_5: string | null, interval: number | null, item_state: string }> } };

export type ScheduleGetQueryVariables = Exact<{
  id: number;
}>;


export type ScheduleGetQuery = { schedule: { id: number, name: string, time_1: string | null, time_2: string | null, time_3: string | null, time_4: string | null, time_5: string | null, interval: number | null, item_state: string } | null };

export type ScheduleCreateMutationVariables = Exact<{
  data: ScheduleInput;
}>;


export type ScheduleCreateMutation = { createSchedule: { id: number, name: string, time_1: string | null, time_2: string | null, time_3: string | null, time_4: string | null, time_5: string | null, interval: number | null, item_state: string } };

export type ScheduleUpdateMutationVariables = Exact<{
  id: number;
  data: ScheduleInput;
}>;


export type ScheduleUpdateMutation = { updateSchedule: { id: number, name: string, time_1: string | null, time_2: string | null, time_3: string | null, time_4: string | null, time_5: string | null, interval: number | null, item_state: string } };

export type ScheduleDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type ScheduleDeleteMutation = { deleteSchedules: Array<number> };

export type SectionFieldsFragment = { id: number, name: string, connected_section_id: number | null, is_hidden: boolean, allow_manual_call_closure: boolean, weekday_schedule_id: number | null, weekend_schedule_id: number | null, weekday_display_group_1_id: number | null, weekday_display_group_2_id: number | null, weekday_display_group_3_id: number | null, weekday_display_group_4_id: number | null, weekday_display_group_5_id: number | null, weekend_display_group_1_id: number | null, weekend_display_group_2_id: number | null, weekend_display_group_3_id: number | null, weekend_display_group_4_id: number | null, weekend_display_group_5_id: number | null, item_state: string };

export type SectionListQueryVariables = Exact<{
  filter?: SectionFilter | null | undefined;
}>;


export type SectionListQuery = { sections: { total: number, items: Array<{ id: number, name: string, connected_section_id: number | null, is_hidden: boolean, allow_manual_call_closure: boolean, weekday_schedule_id: number | null, weekend_schedule_id: number | null, weekday_display_group_1_id: number | null, weekday_display_group_2_id: number | null, weekday_display_group_3_id: number | null, weekday_display_group_4_id: number | null, weekday_display_group_5_id: number | null, weekend_display_group_1_id: number | null, weekend_display_group_2_id: number | null, weekend_display_group_3_id: number | null, weekend_display_group_4_id: number | null, weekend_display_group_5_id: number | null, item_state: string }> } };

export type SectionGetQueryVariables = Exact<{
  id: number;
}>;


export type SectionGetQuery = { section: { id: number, name: string, connected_section_id: number | null, is_hidden: boolean, allow_manual_call_closure: boolean, weekday_schedule_id: number | null, weekend_schedule_id: number | null, weekday_display_group_1_id: number | null, weekday_display_group_2_id: number | null, weekday_display_group_3_id: number | null, weekday_display_group_4_id: number | null, weekday_display_group_5_id: number | null, weekend_display_group_1_id: number | null, weekend_display_group_2_id: number | null, weekend_display_group_3_id: number | null, weekend_display_group_4_id: number | null, weekend_display_group_5_id: number | null, item_state: string } | null };

export type SectionCreateMutationVariables = Exact<{
  data: SectionInput;
}>;


export type SectionCreateMutation = { createSection: { id: number, name: string, connected_section_id: number | null, is_hidden: boolean, allow_manual_call_closure: boolean, weekday_schedule_id: number | null, weekend_schedule_id: number | null, weekday_display_group_1_id: number | null, weekday_display_group_2_id: number | null, weekday_display_group_3_id: number | null, weekday_display_group_4_id: number | null, weekday_display_group_5_id: number | null, weekend_display_group_1_id: number | null, weekend_display_group_2_id: number | null, weekend_display_group_3_id: number | null, weekend_display_group_4_id: number | null, weekend_display_group_5_id: number | null, item_state: string } };

export type SectionUpdateMutationVariables = Exact<{
  id: number;
  data: SectionInput;
}>;


export type SectionUpdateMutation = { updateSection: { id: number, name: string, connected_section_id: number | null, is_hidden: boolean, allow_manual_call_closure: boolean, weekday_schedule_id: number | null, weekend_schedule_id: number | null, weekday_display_group_1_id: number | null, weekday_display_group_2_id: number | null, weekday_display_group_3_id: number | null, weekday_display_group_4_id: number | null, weekday_display_group_5_id: number | null, weekend_display_group_1_id: number | null, weekend_display_group_2_id: number | null, weekend_display_group_3_id: number | null, weekend_display_group_4_id: number | null, weekend_display_group_5_id: number | null, item_state: string } };

export type SectionDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type SectionDeleteMutation = { deleteSections: Array<number> };

export type SectionScheduleLockQueryVariables = Exact<{
  id: number;
}>;


export type SectionScheduleLockQuery = { section: { id: number, schedule_locked_by: Array<string> } | null };

export type GlobalSettingsFieldsFragment = { locale: string, defects_timeout: number, monitoring_timeout_radio: number, monitoring_timeout_tech: number, monitoring_timeout_wired: number, allow_empty_call_source_names: boolean, ignore_linkable_node_pool_for_super_users: boolean, system_tree_text_long_required: boolean, battery_threshold_low: number, battery_threshold_critical: number, probable_defect_name: string, probable_defect_criterion: string, probable_defect_threshold_count: number, probable_defect_timeframe_hours: number, displays_require_enrolment: boolean };

export type GlobalSettingsGetQueryVariables = Exact<{ [key: string]: never; }>;


export type GlobalSettingsGetQuery = { globalSettings: { locale: string, defects_timeout: number, monitoring_timeout_radio: number, monitoring_timeout_tech: number, monitoring_timeout_wired: number, allow_empty_call_source_names: boolean, ignore_linkable_node_pool_for_super_users: boolean, system_tree_text_long_required: boolean, battery_threshold_low: number, battery_threshold_critical: number, probable_defect_name: string, probable_defect_criterion: string, probable_defect_threshold_count: number, probable_defect_timeframe_hours: number, displays_require_enrolment: boolean } };

export type GlobalSettingsUpdateMutationVariables = Exact<{
  data: GlobalSettingsInput;
}>;


export type GlobalSettingsUpdateMutation = { updateGlobalSettings: { locale: string, defects_timeout: number, monitoring_timeout_radio: number, monitoring_timeout_tech: number, monitoring_timeout_wired: number, allow_empty_call_source_names: boolean, ignore_linkable_node_pool_for_super_users: boolean, system_tree_text_long_required: boolean, battery_threshold_low: number, battery_threshold_critical: number, probable_defect_name: string, probable_defect_criterion: string, probable_defect_threshold_count: number, probable_defect_timeframe_hours: number, displays_require_enrolment: boolean } };

export type SystemParamFieldsFragment = { id: number, name: string, ip: string, tcp_port: number, username: string, has_password: boolean, tls: boolean, tls_fingerprint: string | null, version: string | null, dhcp: boolean, gateway: string | null, subnet: string | null, ntp_server: string | null, timezone: string, daylight_savings: boolean, display_language: string, night_start: number, night_stop: number, weekend_start: number, weekend_stop: number, auto_commit: boolean, call_suppression_enabled: boolean, call_suppression_sections: Array<number>, call_suppression_time_start: string | null, call_suppression_time_end: string | null, link_state: string, link_state_since: string | null, link_error: string | null, link_heartbeat_at: string | null, link_seq_faults: { missing_seq: number, backwards: number, gaps: number, last_at: string | null } };

export type SystemParamListQueryVariables = Exact<{
  filter?: SystemParamFilter | null | undefined;
}>;


export type SystemParamListQuery = { systemParams: { total: number, items: Array<{ id: number, name: string, ip: string, tcp_port: number, username: string, has_password: boolean, tls: boolean, tls_fingerprint: string | null, version: string | null, dhcp: boolean, gateway: string | null, subnet: string | null, ntp_server: string | null, timezone: string, daylight_savings: boolean, display_language: string, night_start: number, night_stop: number, weekend_start: number, weekend_stop: number, auto_commit: boolean, call_suppression_enabled: boolean, call_suppression_sections: Array<number>, call_suppression_time_start: string | null, call_suppression_time_end: string | null, link_state: string, link_state_since: string | null, link_error: string | null, link_heartbeat_at: string | null, link_seq_faults: { missing_seq: number, backwards: number, gaps: number, last_at: string | null } }> } };

export type SystemParamGetQueryVariables = Exact<{
  id: number;
}>;


export type SystemParamGetQuery = { systemParam: { id: number, name: string, ip: string, tcp_port: number, username: string, has_password: boolean, tls: boolean, tls_fingerprint: string | null, version: string | null, dhcp: boolean, gateway: string | null, subnet: string | null, ntp_server: string | null, timezone: string, daylight_savings: boolean, display_language: string, night_start: number, night_stop: number, weekend_start: number, weekend_stop: number, auto_commit: boolean, call_suppression_enabled: boolean, call_suppression_sections: Array<number>, call_suppression_time_start: string | null, call_suppression_time_end: string | null, link_state: string, link_state_since: string | null, link_error: string | null, link_heartbeat_at: string | null, link_seq_faults: { missing_seq: number, backwards: number, gaps: number, last_at: string | null } } | null };

export type SystemParamCreateMutationVariables = Exact<{
  data: SystemParamInput;
}>;


export type SystemParamCreateMutation = { createSystemParam: { id: number, name: string, ip: string, tcp_port: number, username: string, has_password: boolean, tls: boolean, tls_fingerprint: string | null, version: string | null, dhcp: boolean, gateway: string | null, subnet: string | null, ntp_server: string | null, timezone: string, daylight_savings: boolean, display_language: string, night_start: number, night_stop: number, weekend_start: number, weekend_stop: number, auto_commit: boolean, call_suppression_enabled: boolean, call_suppression_sections: Array<number>, call_suppression_time_start: string | null, call_suppression_time_end: string | null, link_state: string, link_state_since: string | null, link_error: string | null, link_heartbeat_at: string | null, link_seq_faults: { missing_seq: number, backwards: number, gaps: number, last_at: string | null } } };

export type SystemParamUpdateMutationVariables = Exact<{
  id: number;
  data: SystemParamInput;
}>;


export type SystemParamUpdateMutation = { updateSystemParam: { id: number, name: string, ip: string, tcp_port: number, username: string, has_password: boolean, tls: boolean, tls_fingerprint: string | null, version: string | null, dhcp: boolean, gateway: string | null, subnet: string | null, ntp_server: string | null, timezone: string, daylight_savings: boolean, display_language: string, night_start: number, night_stop: number, weekend_start: number, weekend_stop: number, auto_commit: boolean, call_suppression_enabled: boolean, call_suppression_sections: Array<number>, call_suppression_time_start: string | null, call_suppression_time_end: string | null, link_state: string, link_state_since: string | null, link_error: string | null, link_heartbeat_at: string | null, link_seq_faults: { missing_seq: number, backwards: number, gaps: number, last_at: string | null } } };

export type SystemParamDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type SystemParamDeleteMutation = { deleteSystemParams: Array<number> };

export type UserFieldsFragment = { id: number, name: string, email: string, locale: string, homepage: string | null, is_superuser: boolean, is_ldap: boolean, password_is_temporary: boolean, system_access: Array<number>, call_source_group_ids: Array<number>, role_ids: Array<number> };

export type UserListQueryVariables = Exact<{
  filter?: UserFilter | null | undefined;
}>;


export type UserListQuery = { users: { total: number, items: Array<{ id: number, name: string, email: string, is_superuser: boolean, is_ldap: boolean, last_login_at: string | null, roles: Array<{ id: number, name: string }> }> } };

export type UserGetQueryVariables = Exact<{
  id: number;
}>;


export type UserGetQuery = { user: { id: number, name: string, email: string, locale: string, homepage: string | null, is_superuser: boolean, is_ldap: boolean, password_is_temporary: boolean, system_access: Array<number>, call_source_group_ids: Array<number>, role_ids: Array<number> } | null };

export type UserCreateMutationVariables = Exact<{
  data: UserInput;
}>;


export type UserCreateMutation = { createUser: { id: number, name: string, email: string, locale: string, homepage: string | null, is_superuser: boolean, is_ldap: boolean, password_is_temporary: boolean, system_access: Array<number>, call_source_group_ids: Array<number>, role_ids: Array<number> } };

export type UserUpdateMutationVariables = Exact<{
  id: number;
  data: UserInput;
}>;


export type UserUpdateMutation = { updateUser: { id: number, name: string, email: string, locale: string, homepage: string | null, is_superuser: boolean, is_ldap: boolean, password_is_temporary: boolean, system_access: Array<number>, call_source_group_ids: Array<number>, role_ids: Array<number> } };

export type UserDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type UserDeleteMutation = { deleteUsers: Array<number> };

export type UserRoleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserRoleOptionsQuery = { roles: { items: Array<{ id: number, name: string }> } };

export type VideoStreamFieldsFragment = { id: number, name: string, url: string, trigger_start: string | null, trigger_stop: string | null };

export type VideoStreamListQueryVariables = Exact<{
  filter?: VideoStreamFilter | null | undefined;
}>;


export type VideoStreamListQuery = { videoStreams: { total: number, items: Array<{ id: number, name: string, url: string, trigger_start: string | null, trigger_stop: string | null }> } };

export type VideoStreamGetQueryVariables = Exact<{
  id: number;
}>;


export type VideoStreamGetQuery = { videoStream: { id: number, name: string, url: string, trigger_start: string | null, trigger_stop: string | null } | null };

export type VideoStreamCreateMutationVariables = Exact<{
  data: VideoStreamInput;
}>;


export type VideoStreamCreateMutation = { createVideoStream: { id: number, name: string, url: string, trigger_start: string | null, trigger_stop: string | null } };

export type VideoStreamUpdateMutationVariables = Exact<{
  id: number;
  data: VideoStreamInput;
}>;


export type VideoStreamUpdateMutation = { updateVideoStream: { id: number, name: string, url: string, trigger_start: string | null, trigger_stop: string | null } };

export type VideoStreamDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type VideoStreamDeleteMutation = { deleteVideoStreams: Array<number> };

export type AppUserGroupFieldsFragment = { id: number, name: string, section_id: number, call_handling_mode: string, display_group_ids: Array<number>, node_selection: string, nodes: Array<{ node_id: number, priority: number }> };

export type AppUserGroupListQueryVariables = Exact<{
  filter?: AppUserGroupFilter | null | undefined;
}>;


export type AppUserGroupListQuery = { appUserGroups: { total: number, items: Array<{ id: number, name: string, section_id: number, call_handling_mode: string, display_group_ids: Array<number>, node_selection: string, nodes: Array<{ node_id: number, priority: number }> }> } };

export type AppUserGroupGetQueryVariables = Exact<{
  id: number;
}>;


export type AppUserGroupGetQuery = { appUserGroup: { id: number, name: string, section_id: number, call_handling_mode: string, display_group_ids: Array<number>, node_selection: string, nodes: Array<{ node_id: number, priority: number }> } | null };

export type AppUserGroupCreateMutationVariables = Exact<{
  data: AppUserGroupInput;
}>;


export type AppUserGroupCreateMutation = { createAppUserGroup: { id: number, name: string, section_id: number, call_handling_mode: string, display_group_ids: Array<number>, node_selection: string, nodes: Array<{ node_id: number, priority: number }> } };

export type AppUserGroupUpdateMutationVariables = Exact<{
  id: number;
  data: AppUserGroupInput;
}>;


export type AppUserGroupUpdateMutation = { updateAppUserGroup: { id: number, name: string, section_id: number, call_handling_mode: string, display_group_ids: Array<number>, node_selection: string, nodes: Array<{ node_id: number, priority: number }> } };

export type AppUserGroupDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type AppUserGroupDeleteMutation = { deleteAppUserGroups: Array<number> };

export type AppUserGroupOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppUserGroupOptionsQuery = { appUserGroups: { items: Array<{ id: number, name: string }> } };

export type AppSettingsFieldsFragment = { display_names_enabled: boolean, hide_presences: boolean, logout_disabled: boolean, logout_on_charge: boolean, sos_send_to_all_users: boolean, subscriptions_confirmation_required: boolean, subscriptions_enabled: boolean, subscriptions_user_defined: boolean, team_view_enabled: boolean, escalation_timeout: number, release_timeout: number, relevant_alerts_timeout: number, relevant_calls_timeout: number, resend_timeout: number };

export type AppSettingsGetQueryVariables = Exact<{ [key: string]: never; }>;


export type AppSettingsGetQuery = { globalAppSettings: { display_names_enabled: boolean, hide_presences: boolean, logout_disabled: boolean, logout_on_charge: boolean, sos_send_to_all_users: boolean, subscriptions_confirmation_required: boolean, subscriptions_enabled: boolean, subscriptions_user_defined: boolean, team_view_enabled: boolean, escalation_timeout: number, release_timeout: number, relevant_alerts_timeout: number, relevant_calls_timeout: number, resend_timeout: number } };

export type AppSettingsUpdateMutationVariables = Exact<{
  data: GlobalAppSettingsInput;
}>;


export type AppSettingsUpdateMutation = { updateGlobalAppSettings: { display_names_enabled: boolean, hide_presences: boolean, logout_disabled: boolean, logout_on_charge: boolean, sos_send_to_all_users: boolean, subscriptions_confirmation_required: boolean, subscriptions_enabled: boolean, subscriptions_user_defined: boolean, team_view_enabled: boolean, escalation_timeout: number, release_timeout: number, relevant_alerts_timeout: number, relevant_calls_timeout: number, resend_timeout: number } };

export type AppUserFieldsFragment = { id: number, name: string, display_name: string, group_id: number | null };

export type AppUserListQueryVariables = Exact<{
  filter?: AppUserFilter | null | undefined;
}>;


export type AppUserListQuery = { appUsers: { total: number, items: Array<{ id: number, name: string, display_name: string, group_id: number | null }> } };

export type AppUserGetQueryVariables = Exact<{
  id: number;
}>;


export type AppUserGetQuery = { appUser: { id: number, name: string, display_name: string, group_id: number | null } | null };

export type AppUserCreateMutationVariables = Exact<{
  data: AppUserInput;
}>;


export type AppUserCreateMutation = { createAppUser: { id: number, name: string, display_name: string, group_id: number | null } };

export type AppUserUpdateMutationVariables = Exact<{
  id: number;
  data: AppUserInput;
}>;


export type AppUserUpdateMutation = { updateAppUser: { id: number, name: string, display_name: string, group_id: number | null } };

export type AppUserDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type AppUserDeleteMutation = { deleteAppUsers: Array<number> };

export type UserSetPasswordMutationVariables = Exact<{
  password: string;
  password_repeat: string;
}>;


export type UserSetPasswordMutation = { userSetPassword: { id: number } };

export type CallLogRowFieldsFragment = { id: number, call_source_text: string, call_type_text: string, opened_at: string, closed_at: string | null, duration: number | null, device_text_long: string, device_text_short: string, position: string | null, section_name: string, handled_by_app_username: string | null, is_closed: boolean };

export type CallListQueryVariables = Exact<{
  filter?: CallLogFilter | null | undefined;
  sort?: CallLogSort | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
  count?: boolean | null | undefined;
}>;


export type CallListQuery = { calls: { next: string | null, reached: string | null, items: Array<{ id: number, call_source_text: string, call_type_text: string, opened_at: string, closed_at: string | null, duration: number | null, device_text_long: string, device_text_short: string, position: string | null, section_name: string, handled_by_app_username: string | null, is_closed: boolean }>, count: { value: number, exact: boolean } | null } };

export type CallFormFieldsFragment = { id: number, system_id: number, call_type_id: number, call_type_text: string, call_source_id: number | null, call_source_text: string, section_id: number | null, section_name: string, number: number | null, device_text_short: string, device_text_long: string, position: string | null, duration: number | null, opened_at: string, closed_at: string | null, handled_by_app_username: string | null, is_closed: boolean, weekday: number, call_type: { id: number, name: string, text: string, char: string, color: string, flag: string, urgency: string } | null, call_source: { id: number, char: string } | null, section: { id: number, name: string, allow_manual_call_closure: boolean } | null, system_tree_node: { id: number, serial: string | null, text_short: string, text_long: string, deny_manual_call_closure: boolean } | null, actions: Array<{ id: string, action: string, at: string, after_seconds: number, actor_kind: string, actor_name: string | null, detail: string | null }> };

export type CallDetailQueryVariables = Exact<{
  id: number;
}>;


export type CallDetailQuery = { call: { id: number, system_id: number, call_type_id: number, call_type_text: string, call_source_id: number | null, call_source_text: string, section_id: number | null, section_name: string, number: number | null, device_text_short: string, device_text_long: string, position: string | null, duration: number | null, opened_at: string, closed_at: string | null, handled_by_app_username: string | null, is_closed: boolean, weekday: number, call_type: { id: number, name: string, text: string, char: string, color: string, flag: string, urgency: string } | null, call_source: { id: number, char: string } | null, section: { id: number, name: string, allow_manual_call_closure: boolean } | null, system_tree_node: { id: number, serial: string | null, text_short: string, text_long: string, deny_manual_call_closure: boolean } | null, actions: Array<{ id: string, action: string, at: string, after_seconds: number, actor_kind: string, actor_name: string | null, detail: string | null }> } | null };

export type CallCloseMutationVariables = Exact<{
  id: number;
}>;


export type CallCloseMutation = { closeCall: { id: number, system_id: number, call_type_id: number, call_type_text: string, call_source_id: number | null, call_source_text: string, section_id: number | null, section_name: string, number: number | null, device_text_short: string, device_text_long: string, position: string | null, duration: number | null, opened_at: string, closed_at: string | null, handled_by_app_username: string | null, is_closed: boolean, weekday: number, call_type: { id: number, name: string, text: string, char: string, color: string, flag: string, urgency: string } | null, call_source: { id: number, char: string } | null, section: { id: number, name: string, allow_manual_call_closure: boolean } | null, system_tree_node: { id: number, serial: string | null, text_short: string, text_long: string, deny_manual_call_closure: boolean } | null, actions: Array<{ id: string, action: string, at: string, after_seconds: number, actor_kind: string, actor_name: string | null, detail: string | null }> } };

export type CallLogChangesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CallLogChangesSubscription = { onCallsChanged: { seq: number, opened: Array<number>, updated: Array<number>, closed: Array<number> } };

export type CallLogOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CallLogOptionsQuery = { callLogOptions: { sections: Array<{ id: number, name: string }>, call_sources: Array<{ id: number, number: number, text: string }>, call_types: Array<{ id: number, name: string, text: string }> } };

export type ExportJobFieldsFragment = { id: number, kind: string, format: string, state: string, rows_total: number | null, rows_done: number, progress: number, file_name: string | null, error: string | null, download_url: string | null };

export type ExportCreateMutationVariables = Exact<{
  input: ExportInput;
}>;


export type ExportCreateMutation = { createExport: { id: number, kind: string, format: string, state: string, rows_total: number | null, rows_done: number, progress: number, file_name: string | null, error: string | null, download_url: string | null } };

export type ExportCancelMutationVariables = Exact<{
  id: number;
}>;


export type ExportCancelMutation = { cancelExport: { id: number, kind: string, format: string, state: string, rows_total: number | null, rows_done: number, progress: number, file_name: string | null, error: string | null, download_url: string | null } };

export type ExportChangesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ExportChangesSubscription = { onExportChanged: Array<{ id: number, kind: string, format: string, state: string, rows_total: number | null, rows_done: number, progress: number, file_name: string | null, error: string | null, download_url: string | null }> };

export type ActivateLicenseMutationVariables = Exact<{
  customer: string;
  code: string;
}>;


export type ActivateLicenseMutation = { activateLicense: { id: number, name: string } };

export type CreateInitialConfiguratorMutationVariables = Exact<{
  ip: string;
  username?: string | null | undefined;
  password: string;
}>;


export type CreateInitialConfiguratorMutation = { createInitialConfigurator: { id: number, ip: string, version: string | null } };

export type CreateInitialUserMutationVariables = Exact<{
  username?: string | null | undefined;
  password: string;
  locale?: string | null | undefined;
}>;


export type CreateInitialUserMutation = { createInitialUser: { id: number, name: string, locale: string } };

export type SyncItemListQueryVariables = Exact<{ [key: string]: never; }>;


export type SyncItemListQuery = { syncItems: { large_change: boolean, large_change_threshold: number, configurator_reachable: boolean, items: Array<{ kind: string, id: number, name: string, state: string, action: string | null, changes: Array<{ field: string, before: unknown, after: unknown }> }> } };

export type SyncChangelogFieldsFragment = { status: string, progress: number, error: { key: string, message: string } | null, changelog: Array<{ kind: string, id: number, action: string }> };

export type SyncChangelogQueryVariables = Exact<{ [key: string]: never; }>;


export type SyncChangelogQuery = { configChangelog: { status: string, progress: number, error: { key: string, message: string } | null, changelog: Array<{ kind: string, id: number, action: string }> } };

export type ConfigCommitMutationVariables = Exact<{ [key: string]: never; }>;


export type ConfigCommitMutation = { commitConfig: { status: string, progress: number, error: { key: string, message: string } | null, changelog: Array<{ kind: string, id: number, action: string }> } };

export type ConfigDiscardMutationVariables = Exact<{ [key: string]: never; }>;


export type ConfigDiscardMutation = { discardConfigChanges: number };

export type SystemTreeNodeFieldsFragment = { id: number, kind: string, name: string, number: number | null, parent_id: number | null, section_id: number | null, serial: string | null, mac: string | null, text_short: string, text_long: string, call_source_id: number | null, hub_id: number | null, section_position: number | null, buttons: Array<string>, flight_profile_id: number | null, battery: number | null, reachable: boolean | null, last_reachable_at: string | null, position: string | null, position_updated_at: string | null, health: string | null, status: string | null, radio: string | null, is_tech: boolean, is_active: boolean, is_linkable: boolean, muted: boolean, sort_order: number, callback_number: string | null, comment: string | null, deny_manual_call_closure: boolean, day_sound_level: number, night_sound_level: number, disable_buzzer_at_night: boolean, mask_time_at_night: number | null, display_time: number | null, show_calls_without_presence: boolean, use_activity_control: boolean, linked_system_tree_node_id: number | null, active_display_group_override_id: number | null, weekday_schedule_id: number | null, weekend_schedule_id: number | null, weekday_display_group_1_id: number | null, weekday_display_group_2_id: number | null, weekday_display_group_3_id: number | null, weekday_display_group_4_id: number | null, weekday_display_group_5_id: number | null, weekend_display_group_1_id: number | null, weekend_display_group_2_id: number | null, weekend_display_group_3_id: number | null, weekend_display_group_4_id: number | null, weekend_display_group_5_id: number | null, device_text_overrides: unknown, inherit_section: boolean, inherit_flight_profile: boolean, inherit_text_short: boolean, inherit_text_long: boolean, item_state: string };

export type TreeNodeDetailQueryVariables = Exact<{
  id: number;
}>;


export type TreeNodeDetailQuery = { systemTreeNode: { battery_level: string, position_outdated: boolean, children_inherit: Array<string>, in_active_interconnection: boolean, text_long_required: boolean, node: { id: number, kind: string, name: string, number: number | null, parent_id: number | null, section_id: number | null, serial: string | null, mac: string | null, text_short: string, text_long: string, call_source_id: number | null, hub_id: number | null, section_position: number | null, buttons: Array<string>, flight_profile_id: number | null, battery: number | null, reachable: boolean | null, last_reachable_at: string | null, position: string | null, position_updated_at: string | null, health: string | null, status: string | null, radio: string | null, is_tech: boolean, is_active: boolean, is_linkable: boolean, muted: boolean, sort_order: number, callback_number: string | null, comment: string | null, deny_manual_call_closure: boolean, day_sound_level: number, night_sound_level: number, disable_buzzer_at_night: boolean, mask_time_at_night: number | null, display_time: number | null, show_calls_without_presence: boolean, use_activity_control: boolean, linked_system_tree_node_id: number | null, active_display_group_override_id: number | null, weekday_schedule_id: number | null, weekend_schedule_id: number | null, weekday_display_group_1_id: number | null, weekday_display_group_2_id: number | null, weekday_display_group_3_id: number | null, weekday_display_group_4_id: number | null, weekday_display_group_5_id: number | null, weekend_display_group_1_id: number | null, weekend_display_group_2_id: number | null, weekend_display_group_3_id: number | null, weekend_display_group_4_id: number | null, weekend_display_group_5_id: number | null, device_text_overrides: unknown, inherit_section: boolean, inherit_flight_profile: boolean, inherit_text_short: boolean, inherit_text_long: boolean, item_state: string }, section: { id: number, name: string } | null, open_calls: Array<{ id: number, call_type_text: string, opened_at: string }>, children: Array<{ id: number, kind: string, name: string, inherit_section: boolean }>, linking_nodes: Array<{ id: number, kind: string, name: string }>, linked_node: { id: number, kind: string, name: string } | null, parents: Array<{ id: number, kind: string, name: string }>, latest_note: { id: number, text: string, user_name: string, created_at: string } | null, parent_values: { section_id: number | null, flight_profile_id: number | null, text_short: string | null, text_long: string | null }, locks: { node: string | null, move: string | null, delete: string | null, fields: Array<{ field: string, reason: string }> } } | null };

export type TreeNodeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TreeNodeOptionsQuery = { systemTreeNodeOptions: { sections: Array<{ id: number, name: string }>, call_sources: Array<{ id: number, number: number, text: string }>, hubs: Array<{ id: number, name: string, type: string }>, schedules: Array<{ id: number, name: string, time_1: string | null, time_2: string | null, time_3: string | null, time_4: string | null, time_5: string | null }>, display_groups: Array<{ id: number, name: string }>, flight_profiles: Array<{ id: number, name: string }> } };

export type TreeNodeCreateMutationVariables = Exact<{
  data: SystemTreeNodeInput;
}>;


export type TreeNodeCreateMutation = { createSystemTreeNode: { id: number, kind: string, name: string, number: number | null, parent_id: number | null, section_id: number | null, serial: string | null, mac: string | null, text_short: string, text_long: string, call_source_id: number | null, hub_id: number | null, section_position: number | null, buttons: Array<string>, flight_profile_id: number | null, battery: number | null, reachable: boolean | null, last_reachable_at: string | null, position: string | null, position_updated_at: string | null, health: string | null, status: string | null, radio: string | null, is_tech: boolean, is_active: boolean, is_linkable: boolean, muted: boolean, sort_order: number, callback_number: string | null, comment: string | null, deny_manual_call_closure: boolean, day_sound_level: number, night_sound_level: number, disable_buzzer_at_night: boolean, mask_time_at_night: number | null, display_time: number | null, show_calls_without_presence: boolean, use_activity_control: boolean, linked_system_tree_node_id: number | null, active_display_group_override_id: number | null, weekday_schedule_id: number | null, weekend_schedule_id: number | null, weekday_display_group_1_id: number | null, weekday_display_group_2_id: number | null, weekday_display_group_3_id: number | null, weekday_display_group_4_id: number | null, weekday_display_group_5_id: number | null, weekend_display_group_1_id: number | null, weekend_display_group_2_id: number | null, weekend_display_group_3_id: number | null, weekend_display_group_4_id: number | null, weekend_display_group_5_id: number | null, device_text_overrides: unknown, inherit_section: boolean, inherit_flight_profile: boolean, inherit_text_short: boolean, inherit_text_long: boolean, item_state: string } };

export type TreeNodeUpdateMutationVariables = Exact<{
  id: number;
  data: SystemTreeNodeInput;
}>;


export type TreeNodeUpdateMutation = { updateSystemTreeNode: { id: number, kind: string, name: string, number: number | null, parent_id: number | null, section_id: number | null, serial: string | null, mac: string | null, text_short: string, text_long: string, call_source_id: number | null, hub_id: number | null, section_position: number | null, buttons: Array<string>, flight_profile_id: number | null, battery: number | null, reachable: boolean | null, last_reachable_at: string | null, position: string | null, position_updated_at: string | null, health: string | null, status: string | null, radio: string | null, is_tech: boolean, is_active: boolean, is_linkable: boolean, muted: boolean, sort_order: number, callback_number: string | null, comment: string | null, deny_manual_call_closure: boolean, day_sound_level: number, night_sound_level: number, disable_buzzer_at_night: boolean, mask_time_at_night: number | null, display_time: number | null, show_calls_without_presence: boolean, use_activity_control: boolean, linked_system_tree_node_id: number | null, active_display_group_override_id: number | null, weekday_schedule_id: number | null, weekend_schedule_id: number | null, weekday_display_group_1_id: number | null, weekday_display_group_2_id: number | null, weekday_display_group_3_id: number | null, weekday_display_group_4_id: number | null, weekday_display_group_5_id: number | null, weekend_display_group_1_id: number | null, weekend_display_group_2_id: number | null, weekend_display_group_3_id: number | null, weekend_display_group_4_id: number | null, weekend_display_group_5_id: number | null, device_text_overrides: unknown, inherit_section: boolean, inherit_flight_profile: boolean, inherit_text_short: boolean, inherit_text_long: boolean, item_state: string } };

export type TreeNodeDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type TreeNodeDeleteMutation = { deleteSystemTreeNodes: Array<number> };

export type TreeNodeSortMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type TreeNodeSortMutation = { sortSystemTreeNodes: Array<{ id: number, sort_order: number, item_state: string }> };

export type TreeNodeDeviceActionMutationVariables = Exact<{
  input: DeviceActionInput;
}>;


export type TreeNodeDeviceActionMutation = { deviceAction: { success: boolean } };

export type TreeNodeAddNoteMutationVariables = Exact<{
  id: number;
  text: string;
}>;


export type TreeNodeAddNoteMutation = { addSystemTreeNodeNote: { id: number, text: string, user_name: string, created_at: string } };

export type TreeNodeBatchUpdateMutationVariables = Exact<{
  ids: Array<number> | number;
  data: SystemTreeNodeBatchInput;
}>;


export type TreeNodeBatchUpdateMutation = { updateSystemTreeNodes: { updated: Array<{ id: number, name: string, item_state: string }>, failed: Array<{ id: number, name: string | null, code: string, issues: Array<{ field: string, key: string, data: unknown }> }> } };

export type TreeReplacementCandidatesQueryVariables = Exact<{
  id: number;
  search: string;
}>;


export type TreeReplacementCandidatesQuery = { systemTreeReplacementCandidates: Array<{ parent_name: string | null, node: { id: number, name: string, serial: string | null, mac: string | null } }> };

export type TreeReplaceHardwareMutationVariables = Exact<{
  id: number;
  source_id: number;
}>;


export type TreeReplaceHardwareMutation = { replaceSystemTreeNodeHardware: { id: number, kind: string, name: string, number: number | null, parent_id: number | null, section_id: number | null, serial: string | null, mac: string | null, text_short: string, text_long: string, call_source_id: number | null, hub_id: number | null, section_position: number | null, buttons: Array<string>, flight_profile_id: number | null, battery: number | null, reachable: boolean | null, last_reachable_at: string | null, position: string | null, position_updated_at: string | null, health: string | null, status: string | null, radio: string | null, is_tech: boolean, is_active: boolean, is_linkable: boolean, muted: boolean, sort_order: number, callback_number: string | null, comment: string | null, deny_manual_call_closure: boolean, day_sound_level: number, night_sound_level: number, disable_buzzer_at_night: boolean, mask_time_at_night: number | null, display_time: number | null, show_calls_without_presence: boolean, use_activity_control: boolean, linked_system_tree_node_id: number | null, active_display_group_override_id: number | null, weekday_schedule_id: number | null, weekend_schedule_id: number | null, weekday_display_group_1_id: number | null, weekday_display_group_2_id: number | null, weekday_display_group_3_id: number | null, weekday_display_group_4_id: number | null, weekday_display_group_5_id: number | null, weekend_display_group_1_id: number | null, weekend_display_group_2_id: number | null, weekend_display_group_3_id: number | null, weekend_display_group_4_id: number | null, weekend_display_group_5_id: number | null, device_text_overrides: unknown, inherit_section: boolean, inherit_flight_profile: boolean, inherit_text_short: boolean, inherit_text_long: boolean, item_state: string } };

export type DisplayGroupOverridesQueryVariables = Exact<{ [key: string]: never; }>;


export type DisplayGroupOverridesQuery = { displayGroupOverrides: { sections: Array<{ id: number, name: string, has_display_group_override: boolean, active_display_group_override_id: number | null, item_state: string }>, display_groups: Array<{ id: number, name: string }> } };

export type SetDisplayGroupOverrideMutationVariables = Exact<{
  section_id: number;
  display_group_id?: number | null | undefined;
}>;


export type SetDisplayGroupOverrideMutation = { setDisplayGroupOverride: { id: number, has_display_group_override: boolean, active_display_group_override_id: number | null, item_state: string } };

export type SystemTreeNodeSummaryFieldsFragment = { id: number, kind: string, name: string, number: number | null, parent_id: number | null, section_id: number | null, section_name: string | null, serial: string | null, mac: string | null, text_short: string, text_long: string, battery: number | null, battery_level: string, reachable: boolean | null, position: string | null, position_outdated: boolean, is_active: boolean, muted: boolean, is_tech: boolean, use_activity_control: boolean, is_linkable: boolean, linked_system_tree_node_id: number | null, sort_order: number, item_state: string, child_count: number, open_call_count: number, inherits: boolean, path: Array<string>, matches: boolean };

export type TreeNodeListQueryVariables = Exact<{
  filter?: SystemTreeNodeFilter | null | undefined;
}>;


export type TreeNodeListQuery = { systemTreeNodes: { total: number, battery_thresholds: { low: number, critical: number }, items: Array<{ id: number, kind: string, name: string, number: number | null, parent_id: number | null, section_id: number | null, section_name: string | null, serial: string | null, mac: string | null, text_short: string, text_long: string, battery: number | null, battery_level: string, reachable: boolean | null, position: string | null, position_outdated: boolean, is_active: boolean, muted: boolean, is_tech: boolean, use_activity_control: boolean, is_linkable: boolean, linked_system_tree_node_id: number | null, sort_order: number, item_state: string, child_count: number, open_call_count: number, inherits: boolean, path: Array<string>, matches: boolean }> } };

export type TreeViewChoiceFieldsFragment = { id: number, name: string, is_system_view: boolean, can_edit: boolean, filters: Array<{ key: string, value: string }> };

export type TreeViewChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type TreeViewChoicesQuery = { systemTreeViewChoices: Array<{ id: number, name: string, is_system_view: boolean, can_edit: boolean, filters: Array<{ key: string, value: string }> }> };

export type TreeViewFieldsFragment = { id: number, name: string, is_enabled: boolean, sort_order: number, apply_permissions: boolean, filters: Array<{ key: string, value: string }>, role_permissions: Array<{ role_id: number, level: string }> };

export type TreeViewGetQueryVariables = Exact<{
  id: number;
}>;


export type TreeViewGetQuery = { systemTreeView: { id: number, name: string, is_enabled: boolean, sort_order: number, apply_permissions: boolean, filters: Array<{ key: string, value: string }>, role_permissions: Array<{ role_id: number, level: string }> } | null };

export type TreeViewCreateMutationVariables = Exact<{
  data: SystemTreeViewInput;
}>;


export type TreeViewCreateMutation = { createSystemTreeView: { id: number, name: string, is_enabled: boolean, sort_order: number, apply_permissions: boolean, filters: Array<{ key: string, value: string }>, role_permissions: Array<{ role_id: number, level: string }> } };

export type TreeViewUpdateMutationVariables = Exact<{
  id: number;
  data: SystemTreeViewInput;
}>;


export type TreeViewUpdateMutation = { updateSystemTreeView: { id: number, name: string, is_enabled: boolean, sort_order: number, apply_permissions: boolean, filters: Array<{ key: string, value: string }>, role_permissions: Array<{ role_id: number, level: string }> } };

export type TreeViewDeleteMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type TreeViewDeleteMutation = { deleteSystemTreeViews: Array<number> };

export const AlertChannelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertChannelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"class"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_url"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_can_reply"}},{"kind":"Field","name":{"kind":"Name","value":"supports_phone_calls"}}]}}]} as unknown as DocumentNode<AlertChannelFieldsFragment, unknown>;
export const ButtonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Button"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_presence_id"}},{"kind":"Field","name":{"kind":"Name","value":"display_group_id"}},{"kind":"Field","name":{"kind":"Name","value":"fn_a"}},{"kind":"Field","name":{"kind":"Name","value":"fn_b"}},{"kind":"Field","name":{"kind":"Name","value":"fn_c"}}]}}]} as unknown as DocumentNode<ButtonFieldsFragment, unknown>;
export const CallSourceGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallSourceGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_ids"}},{"kind":"Field","name":{"kind":"Name","value":"timeout_minutes"}}]}}]} as unknown as DocumentNode<CallSourceGroupFieldsFragment, unknown>;
export const CallSourceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<CallSourceFieldsFragment, unknown>;
export const CallTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"indication_type"}},{"kind":"Field","name":{"kind":"Name","value":"led_primary_color"}},{"kind":"Field","name":{"kind":"Name","value":"led_secondary_color"}},{"kind":"Field","name":{"kind":"Name","value":"fullscreen"}},{"kind":"Field","name":{"kind":"Name","value":"hide_lower_priority"}},{"kind":"Field","name":{"kind":"Name","value":"monitor_own_calls"}},{"kind":"Field","name":{"kind":"Name","value":"normal_beep_every_15_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"permanent_display_area"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<CallTypeFieldsFragment, unknown>;
export const MapCheckpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapCheckpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapCheckpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"diameter"}},{"kind":"Field","name":{"kind":"Name","value":"position_x"}},{"kind":"Field","name":{"kind":"Name","value":"position_y"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}}]}}]} as unknown as DocumentNode<MapCheckpointFieldsFragment, unknown>;
export const CheckpointMapFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckpointMapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointMap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MapCheckpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapCheckpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapCheckpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"diameter"}},{"kind":"Field","name":{"kind":"Name","value":"position_x"}},{"kind":"Field","name":{"kind":"Name","value":"position_y"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}}]}}]} as unknown as DocumentNode<CheckpointMapFieldsFragment, unknown>;
export const DisplayDeviceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_by_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_seen_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_address"}},{"kind":"Field","name":{"kind":"Name","value":"user_agent"}}]}}]} as unknown as DocumentNode<DisplayDeviceFieldsFragment, unknown>;
export const DisplayGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<DisplayGroupFieldsFragment, unknown>;
export const DisplayNoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"display_date"}},{"kind":"Field","name":{"kind":"Name","value":"display_from"}},{"kind":"Field","name":{"kind":"Name","value":"display_until"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]} as unknown as DocumentNode<DisplayNoteFieldsFragment, unknown>;
export const EscapeProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EscapeProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EscapeProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule_set"}}]}}]} as unknown as DocumentNode<EscapeProfileFieldsFragment, unknown>;
export const FlightProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"}}]}}]} as unknown as DocumentNode<FlightProfileFieldsFragment, unknown>;
export const HubFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HubFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hub"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"last_sync"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<HubFieldsFragment, unknown>;
export const IndicatorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndicatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Indicator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"linked_call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_ids"}},{"kind":"Field","name":{"kind":"Name","value":"fn_a"}},{"kind":"Field","name":{"kind":"Name","value":"fn_b"}}]}}]} as unknown as DocumentNode<IndicatorFieldsFragment, unknown>;
export const MergeGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MergeGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule_set"}}]}}]} as unknown as DocumentNode<MergeGroupFieldsFragment, unknown>;
export const RoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_group_ids"}}]}}]} as unknown as DocumentNode<RoleFieldsFragment, unknown>;
export const ScheduleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"time_1"}},{"kind":"Field","name":{"kind":"Name","value":"time_2"}},{"kind":"Field","name":{"kind":"Name","value":"time_3"}},{"kind":"Field","name":{"kind":"Name","value":"time_4"}},{"kind":"Field","name":{"kind":"Name","value":"time_5"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<ScheduleFieldsFragment, unknown>;
export const SectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected_section_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_hidden"}},{"kind":"Field","name":{"kind":"Name","value":"allow_manual_call_closure"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<SectionFieldsFragment, unknown>;
export const GlobalSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GlobalSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"defects_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"monitoring_timeout_radio"}},{"kind":"Field","name":{"kind":"Name","value":"monitoring_timeout_tech"}},{"kind":"Field","name":{"kind":"Name","value":"monitoring_timeout_wired"}},{"kind":"Field","name":{"kind":"Name","value":"allow_empty_call_source_names"}},{"kind":"Field","name":{"kind":"Name","value":"ignore_linkable_node_pool_for_super_users"}},{"kind":"Field","name":{"kind":"Name","value":"system_tree_text_long_required"}},{"kind":"Field","name":{"kind":"Name","value":"battery_threshold_low"}},{"kind":"Field","name":{"kind":"Name","value":"battery_threshold_critical"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_name"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_criterion"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_threshold_count"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_timeframe_hours"}},{"kind":"Field","name":{"kind":"Name","value":"displays_require_enrolment"}}]}}]} as unknown as DocumentNode<GlobalSettingsFieldsFragment, unknown>;
export const SystemParamFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemParam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"tcp_port"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"has_password"}},{"kind":"Field","name":{"kind":"Name","value":"tls"}},{"kind":"Field","name":{"kind":"Name","value":"tls_fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"dhcp"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"subnet"}},{"kind":"Field","name":{"kind":"Name","value":"ntp_server"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"daylight_savings"}},{"kind":"Field","name":{"kind":"Name","value":"display_language"}},{"kind":"Field","name":{"kind":"Name","value":"night_start"}},{"kind":"Field","name":{"kind":"Name","value":"night_stop"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_start"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_stop"}},{"kind":"Field","name":{"kind":"Name","value":"auto_commit"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_sections"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_time_start"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_time_end"}},{"kind":"Field","name":{"kind":"Name","value":"link_state"}},{"kind":"Field","name":{"kind":"Name","value":"link_state_since"}},{"kind":"Field","name":{"kind":"Name","value":"link_error"}},{"kind":"Field","name":{"kind":"Name","value":"link_heartbeat_at"}},{"kind":"Field","name":{"kind":"Name","value":"link_seq_faults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missing_seq"}},{"kind":"Field","name":{"kind":"Name","value":"backwards"}},{"kind":"Field","name":{"kind":"Name","value":"gaps"}},{"kind":"Field","name":{"kind":"Name","value":"last_at"}}]}}]}}]} as unknown as DocumentNode<SystemParamFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"homepage"}},{"kind":"Field","name":{"kind":"Name","value":"is_superuser"}},{"kind":"Field","name":{"kind":"Name","value":"is_ldap"}},{"kind":"Field","name":{"kind":"Name","value":"password_is_temporary"}},{"kind":"Field","name":{"kind":"Name","value":"system_access"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_group_ids"}},{"kind":"Field","name":{"kind":"Name","value":"role_ids"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const VideoStreamFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoStreamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoStream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"trigger_start"}},{"kind":"Field","name":{"kind":"Name","value":"trigger_stop"}}]}}]} as unknown as DocumentNode<VideoStreamFieldsFragment, unknown>;
export const AppUserGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppUserGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_handling_mode"}},{"kind":"Field","name":{"kind":"Name","value":"display_group_ids"}},{"kind":"Field","name":{"kind":"Name","value":"node_selection"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node_id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<AppUserGroupFieldsFragment, unknown>;
export const AppSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalAppSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_names_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"hide_presences"}},{"kind":"Field","name":{"kind":"Name","value":"logout_disabled"}},{"kind":"Field","name":{"kind":"Name","value":"logout_on_charge"}},{"kind":"Field","name":{"kind":"Name","value":"sos_send_to_all_users"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions_confirmation_required"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions_user_defined"}},{"kind":"Field","name":{"kind":"Name","value":"team_view_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"escalation_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"release_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"relevant_alerts_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"relevant_calls_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"resend_timeout"}}]}}]} as unknown as DocumentNode<AppSettingsFieldsFragment, unknown>;
export const AppUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"group_id"}}]}}]} as unknown as DocumentNode<AppUserFieldsFragment, unknown>;
export const CallLogRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallLogRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_text"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_text"}},{"kind":"Field","name":{"kind":"Name","value":"opened_at"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_long"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_short"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"section_name"}},{"kind":"Field","name":{"kind":"Name","value":"handled_by_app_username"}},{"kind":"Field","name":{"kind":"Name","value":"is_closed"}}]}}]} as unknown as DocumentNode<CallLogRowFieldsFragment, unknown>;
export const CallFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"system_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_text"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_text"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_short"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_long"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"opened_at"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"handled_by_app_username"}},{"kind":"Field","name":{"kind":"Name","value":"is_closed"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"call_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"call_source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"char"}}]}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"allow_manual_call_closure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"system_tree_node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}},{"kind":"Field","name":{"kind":"Name","value":"deny_manual_call_closure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"after_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"actor_kind"}},{"kind":"Field","name":{"kind":"Name","value":"actor_name"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<CallFormFieldsFragment, unknown>;
export const ExportJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rows_total"}},{"kind":"Field","name":{"kind":"Name","value":"rows_done"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"download_url"}}]}}]} as unknown as DocumentNode<ExportJobFieldsFragment, unknown>;
export const SyncChangelogFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncChangelogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigChangelog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changelog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<SyncChangelogFieldsFragment, unknown>;
export const SystemTreeNodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemTreeNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"hub_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_position"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"}},{"kind":"Field","name":{"kind":"Name","value":"flight_profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"last_reachable_at"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"position_updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"radio"}},{"kind":"Field","name":{"kind":"Name","value":"is_tech"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"is_linkable"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"callback_number"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"deny_manual_call_closure"}},{"kind":"Field","name":{"kind":"Name","value":"day_sound_level"}},{"kind":"Field","name":{"kind":"Name","value":"night_sound_level"}},{"kind":"Field","name":{"kind":"Name","value":"disable_buzzer_at_night"}},{"kind":"Field","name":{"kind":"Name","value":"mask_time_at_night"}},{"kind":"Field","name":{"kind":"Name","value":"display_time"}},{"kind":"Field","name":{"kind":"Name","value":"show_calls_without_presence"}},{"kind":"Field","name":{"kind":"Name","value":"use_activity_control"}},{"kind":"Field","name":{"kind":"Name","value":"linked_system_tree_node_id"}},{"kind":"Field","name":{"kind":"Name","value":"active_display_group_override_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_overrides"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_section"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_flight_profile"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_text_short"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_text_long"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<SystemTreeNodeFieldsFragment, unknown>;
export const SystemTreeNodeSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemTreeNodeSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNodeSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_name"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"battery_level"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"position_outdated"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"is_tech"}},{"kind":"Field","name":{"kind":"Name","value":"use_activity_control"}},{"kind":"Field","name":{"kind":"Name","value":"is_linkable"}},{"kind":"Field","name":{"kind":"Name","value":"linked_system_tree_node_id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}},{"kind":"Field","name":{"kind":"Name","value":"child_count"}},{"kind":"Field","name":{"kind":"Name","value":"open_call_count"}},{"kind":"Field","name":{"kind":"Name","value":"inherits"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}}]} as unknown as DocumentNode<SystemTreeNodeSummaryFieldsFragment, unknown>;
export const TreeViewChoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreeViewChoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeViewChoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is_system_view"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<TreeViewChoiceFieldsFragment, unknown>;
export const TreeViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreeViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apply_permissions"}},{"kind":"Field","name":{"kind":"Name","value":"role_permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role_id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<TreeViewFieldsFragment, unknown>;
export const ConfigChangelogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigChangelog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configChangelog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}}]} as unknown as DocumentNode<ConfigChangelogQuery, ConfigChangelogQueryVariables>;
export const GetsHttpErrorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GetsHttpError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getsHTTPError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checks"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<GetsHttpErrorSubscription, GetsHttpErrorSubscriptionVariables>;
export const GlobalSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"has_more"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"parent_name"}}]}}]}}]}}]} as unknown as DocumentNode<GlobalSearchQuery, GlobalSearchQueryVariables>;
export const HubPrinterMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HubPrinterMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hubPrinterMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"detected_at"}},{"kind":"Field","name":{"kind":"Name","value":"system_tree_node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"parent_name"}}]}}]}}]}}]} as unknown as DocumentNode<HubPrinterMessagesSubscription, HubPrinterMessagesSubscriptionVariables>;
export const SearchHubsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchHubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemTreeNodeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SearchHubsQuery, SearchHubsQueryVariables>;
export const AlertChannelListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlertChannelList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertChannelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertChannelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertChannelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"class"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_url"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_can_reply"}},{"kind":"Field","name":{"kind":"Name","value":"supports_phone_calls"}}]}}]} as unknown as DocumentNode<AlertChannelListQuery, AlertChannelListQueryVariables>;
export const AlertChannelGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlertChannelGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertChannelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertChannelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"class"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_url"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_can_reply"}},{"kind":"Field","name":{"kind":"Name","value":"supports_phone_calls"}}]}}]} as unknown as DocumentNode<AlertChannelGetQuery, AlertChannelGetQueryVariables>;
export const AlertChannelCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlertChannelCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlertChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertChannelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertChannelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"class"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_url"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_can_reply"}},{"kind":"Field","name":{"kind":"Name","value":"supports_phone_calls"}}]}}]} as unknown as DocumentNode<AlertChannelCreateMutation, AlertChannelCreateMutationVariables>;
export const AlertChannelUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlertChannelUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAlertChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertChannelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertChannelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertChannel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"class"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_url"}},{"kind":"Field","name":{"kind":"Name","value":"outbound_can_reply"}},{"kind":"Field","name":{"kind":"Name","value":"supports_phone_calls"}}]}}]} as unknown as DocumentNode<AlertChannelUpdateMutation, AlertChannelUpdateMutationVariables>;
export const AlertChannelDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlertChannelDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlertChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<AlertChannelDeleteMutation, AlertChannelDeleteMutationVariables>;
export const ButtonListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ButtonList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ButtonFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buttons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ButtonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Button"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_presence_id"}},{"kind":"Field","name":{"kind":"Name","value":"display_group_id"}},{"kind":"Field","name":{"kind":"Name","value":"fn_a"}},{"kind":"Field","name":{"kind":"Name","value":"fn_b"}},{"kind":"Field","name":{"kind":"Name","value":"fn_c"}}]}}]} as unknown as DocumentNode<ButtonListQuery, ButtonListQueryVariables>;
export const ButtonGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ButtonGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"button"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ButtonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Button"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_presence_id"}},{"kind":"Field","name":{"kind":"Name","value":"display_group_id"}},{"kind":"Field","name":{"kind":"Name","value":"fn_a"}},{"kind":"Field","name":{"kind":"Name","value":"fn_b"}},{"kind":"Field","name":{"kind":"Name","value":"fn_c"}}]}}]} as unknown as DocumentNode<ButtonGetQuery, ButtonGetQueryVariables>;
export const ButtonCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ButtonCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ButtonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createButton"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ButtonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Button"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_presence_id"}},{"kind":"Field","name":{"kind":"Name","value":"display_group_id"}},{"kind":"Field","name":{"kind":"Name","value":"fn_a"}},{"kind":"Field","name":{"kind":"Name","value":"fn_b"}},{"kind":"Field","name":{"kind":"Name","value":"fn_c"}}]}}]} as unknown as DocumentNode<ButtonCreateMutation, ButtonCreateMutationVariables>;
export const ButtonUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ButtonUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ButtonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateButton"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ButtonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ButtonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Button"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_presence_id"}},{"kind":"Field","name":{"kind":"Name","value":"display_group_id"}},{"kind":"Field","name":{"kind":"Name","value":"fn_a"}},{"kind":"Field","name":{"kind":"Name","value":"fn_b"}},{"kind":"Field","name":{"kind":"Name","value":"fn_c"}}]}}]} as unknown as DocumentNode<ButtonUpdateMutation, ButtonUpdateMutationVariables>;
export const ButtonDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ButtonDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteButtons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<ButtonDeleteMutation, ButtonDeleteMutationVariables>;
export const DeviceOptionCallSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeviceOptionCallSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<DeviceOptionCallSourcesQuery, DeviceOptionCallSourcesQueryVariables>;
export const CallSourceGroupListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallSourceGroupList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceGroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSourceGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallSourceGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallSourceGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_ids"}},{"kind":"Field","name":{"kind":"Name","value":"timeout_minutes"}}]}}]} as unknown as DocumentNode<CallSourceGroupListQuery, CallSourceGroupListQueryVariables>;
export const CallSourceGroupGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallSourceGroupGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSourceGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallSourceGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallSourceGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_ids"}},{"kind":"Field","name":{"kind":"Name","value":"timeout_minutes"}}]}}]} as unknown as DocumentNode<CallSourceGroupGetQuery, CallSourceGroupGetQueryVariables>;
export const CallSourceGroupCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallSourceGroupCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCallSourceGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallSourceGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallSourceGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_ids"}},{"kind":"Field","name":{"kind":"Name","value":"timeout_minutes"}}]}}]} as unknown as DocumentNode<CallSourceGroupCreateMutation, CallSourceGroupCreateMutationVariables>;
export const CallSourceGroupUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallSourceGroupUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCallSourceGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallSourceGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallSourceGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_ids"}},{"kind":"Field","name":{"kind":"Name","value":"timeout_minutes"}}]}}]} as unknown as DocumentNode<CallSourceGroupUpdateMutation, CallSourceGroupUpdateMutationVariables>;
export const CallSourceGroupDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallSourceGroupDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCallSourceGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<CallSourceGroupDeleteMutation, CallSourceGroupDeleteMutationVariables>;
export const CallSourceGroupCallSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallSourceGroupCallSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<CallSourceGroupCallSourcesQuery, CallSourceGroupCallSourcesQueryVariables>;
export const CallSourceGroupOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallSourceGroupOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSourceGroupOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"system_id"}}]}}]}}]} as unknown as DocumentNode<CallSourceGroupOptionsQuery, CallSourceGroupOptionsQueryVariables>;
export const CallSourceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallSourceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallSourceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<CallSourceListQuery, CallSourceListQueryVariables>;
export const CallSourceGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallSourceGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<CallSourceGetQuery, CallSourceGetQueryVariables>;
export const CallSourceCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallSourceCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCallSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<CallSourceCreateMutation, CallSourceCreateMutationVariables>;
export const CallSourceUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallSourceUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCallSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<CallSourceUpdateMutation, CallSourceUpdateMutationVariables>;
export const CallSourceDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallSourceDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCallSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<CallSourceDeleteMutation, CallSourceDeleteMutationVariables>;
export const CallTypeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallTypeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CallTypeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallTypeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"indication_type"}},{"kind":"Field","name":{"kind":"Name","value":"led_primary_color"}},{"kind":"Field","name":{"kind":"Name","value":"led_secondary_color"}},{"kind":"Field","name":{"kind":"Name","value":"fullscreen"}},{"kind":"Field","name":{"kind":"Name","value":"hide_lower_priority"}},{"kind":"Field","name":{"kind":"Name","value":"monitor_own_calls"}},{"kind":"Field","name":{"kind":"Name","value":"normal_beep_every_15_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"permanent_display_area"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<CallTypeListQuery, CallTypeListQueryVariables>;
export const CallTypeGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallTypeGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"indication_type"}},{"kind":"Field","name":{"kind":"Name","value":"led_primary_color"}},{"kind":"Field","name":{"kind":"Name","value":"led_secondary_color"}},{"kind":"Field","name":{"kind":"Name","value":"fullscreen"}},{"kind":"Field","name":{"kind":"Name","value":"hide_lower_priority"}},{"kind":"Field","name":{"kind":"Name","value":"monitor_own_calls"}},{"kind":"Field","name":{"kind":"Name","value":"normal_beep_every_15_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"permanent_display_area"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<CallTypeGetQuery, CallTypeGetQueryVariables>;
export const CallTypeCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallTypeCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCallType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"indication_type"}},{"kind":"Field","name":{"kind":"Name","value":"led_primary_color"}},{"kind":"Field","name":{"kind":"Name","value":"led_secondary_color"}},{"kind":"Field","name":{"kind":"Name","value":"fullscreen"}},{"kind":"Field","name":{"kind":"Name","value":"hide_lower_priority"}},{"kind":"Field","name":{"kind":"Name","value":"monitor_own_calls"}},{"kind":"Field","name":{"kind":"Name","value":"normal_beep_every_15_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"permanent_display_area"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<CallTypeCreateMutation, CallTypeCreateMutationVariables>;
export const CallTypeUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallTypeUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCallType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"indication_type"}},{"kind":"Field","name":{"kind":"Name","value":"led_primary_color"}},{"kind":"Field","name":{"kind":"Name","value":"led_secondary_color"}},{"kind":"Field","name":{"kind":"Name","value":"fullscreen"}},{"kind":"Field","name":{"kind":"Name","value":"hide_lower_priority"}},{"kind":"Field","name":{"kind":"Name","value":"monitor_own_calls"}},{"kind":"Field","name":{"kind":"Name","value":"normal_beep_every_15_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"permanent_display_area"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<CallTypeUpdateMutation, CallTypeUpdateMutationVariables>;
export const CallTypeDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallTypeDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCallTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<CallTypeDeleteMutation, CallTypeDeleteMutationVariables>;
export const CallTypeSortListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallTypeSortList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]}}]}}]} as unknown as DocumentNode<CallTypeSortListQuery, CallTypeSortListQueryVariables>;
export const CallTypeSortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallTypeSort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sortCallTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]}}]} as unknown as DocumentNode<CallTypeSortMutation, CallTypeSortMutationVariables>;
export const CheckpointMapListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckpointMapList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointMapFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpointMaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MapCheckpointFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapCheckpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapCheckpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"diameter"}},{"kind":"Field","name":{"kind":"Name","value":"position_x"}},{"kind":"Field","name":{"kind":"Name","value":"position_y"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}}]}}]} as unknown as DocumentNode<CheckpointMapListQuery, CheckpointMapListQueryVariables>;
export const CheckpointMapGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckpointMapGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpointMap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckpointMapFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapCheckpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapCheckpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"diameter"}},{"kind":"Field","name":{"kind":"Name","value":"position_x"}},{"kind":"Field","name":{"kind":"Name","value":"position_y"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckpointMapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointMap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MapCheckpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<CheckpointMapGetQuery, CheckpointMapGetQueryVariables>;
export const CheckpointMapCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckpointMapCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointMapInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpointMap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckpointMapFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapCheckpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapCheckpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"diameter"}},{"kind":"Field","name":{"kind":"Name","value":"position_x"}},{"kind":"Field","name":{"kind":"Name","value":"position_y"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckpointMapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointMap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MapCheckpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<CheckpointMapCreateMutation, CheckpointMapCreateMutationVariables>;
export const CheckpointMapUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckpointMapUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointMapInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCheckpointMap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckpointMapFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MapCheckpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapCheckpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"diameter"}},{"kind":"Field","name":{"kind":"Name","value":"position_x"}},{"kind":"Field","name":{"kind":"Name","value":"position_y"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckpointMapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointMap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MapCheckpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<CheckpointMapUpdateMutation, CheckpointMapUpdateMutationVariables>;
export const CheckpointMapDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckpointMapDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCheckpointMaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<CheckpointMapDeleteMutation, CheckpointMapDeleteMutationVariables>;
export const CheckpointMapSortListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckpointMapSortList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpointMaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]}}]}}]} as unknown as DocumentNode<CheckpointMapSortListQuery, CheckpointMapSortListQueryVariables>;
export const CheckpointMapSortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckpointMapSort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sortCheckpointMaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]}}]} as unknown as DocumentNode<CheckpointMapSortMutation, CheckpointMapSortMutationVariables>;
export const ConfigOptionSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigOptionSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConfigOptionSectionsQuery, ConfigOptionSectionsQueryVariables>;
export const ConfigOptionSchedulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigOptionSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConfigOptionSchedulesQuery, ConfigOptionSchedulesQueryVariables>;
export const ConfigOptionDisplayGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigOptionDisplayGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConfigOptionDisplayGroupsQuery, ConfigOptionDisplayGroupsQueryVariables>;
export const ConfigOptionCallTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigOptionCallTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConfigOptionCallTypesQuery, ConfigOptionCallTypesQueryVariables>;
export const DisplayDeviceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplayDeviceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayDeviceFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayDeviceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_by_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_seen_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_address"}},{"kind":"Field","name":{"kind":"Name","value":"user_agent"}}]}}]} as unknown as DocumentNode<DisplayDeviceListQuery, DisplayDeviceListQueryVariables>;
export const DisplayDevicesApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisplayDevicesApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveDisplayDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayDeviceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_by_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_seen_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_address"}},{"kind":"Field","name":{"kind":"Name","value":"user_agent"}}]}}]} as unknown as DocumentNode<DisplayDevicesApproveMutation, DisplayDevicesApproveMutationVariables>;
export const DisplayDevicesRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisplayDevicesRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeDisplayDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayDeviceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_by_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_seen_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_address"}},{"kind":"Field","name":{"kind":"Name","value":"user_agent"}}]}}]} as unknown as DocumentNode<DisplayDevicesRevokeMutation, DisplayDevicesRevokeMutationVariables>;
export const DisplayDevicesDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisplayDevicesDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDisplayDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DisplayDevicesDeleteMutation, DisplayDevicesDeleteMutationVariables>;
export const DisplayGroupListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplayGroupList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayGroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<DisplayGroupListQuery, DisplayGroupListQueryVariables>;
export const DisplayGroupGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplayGroupGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<DisplayGroupGetQuery, DisplayGroupGetQueryVariables>;
export const DisplayGroupCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisplayGroupCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDisplayGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<DisplayGroupCreateMutation, DisplayGroupCreateMutationVariables>;
export const DisplayGroupUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisplayGroupUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDisplayGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<DisplayGroupUpdateMutation, DisplayGroupUpdateMutationVariables>;
export const DisplayGroupDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisplayGroupDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDisplayGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DisplayGroupDeleteMutation, DisplayGroupDeleteMutationVariables>;
export const DisplayNoteListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplayNoteList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayNoteFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayNoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"display_date"}},{"kind":"Field","name":{"kind":"Name","value":"display_from"}},{"kind":"Field","name":{"kind":"Name","value":"display_until"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]} as unknown as DocumentNode<DisplayNoteListQuery, DisplayNoteListQueryVariables>;
export const DisplayNoteGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplayNoteGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"display_date"}},{"kind":"Field","name":{"kind":"Name","value":"display_from"}},{"kind":"Field","name":{"kind":"Name","value":"display_until"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]} as unknown as DocumentNode<DisplayNoteGetQuery, DisplayNoteGetQueryVariables>;
export const DisplayNoteCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisplayNoteCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDisplayNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"display_date"}},{"kind":"Field","name":{"kind":"Name","value":"display_from"}},{"kind":"Field","name":{"kind":"Name","value":"display_until"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]} as unknown as DocumentNode<DisplayNoteCreateMutation, DisplayNoteCreateMutationVariables>;
export const DisplayNoteUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisplayNoteUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDisplayNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DisplayNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DisplayNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"display_date"}},{"kind":"Field","name":{"kind":"Name","value":"display_from"}},{"kind":"Field","name":{"kind":"Name","value":"display_until"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]} as unknown as DocumentNode<DisplayNoteUpdateMutation, DisplayNoteUpdateMutationVariables>;
export const DisplayNoteDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisplayNoteDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDisplayNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DisplayNoteDeleteMutation, DisplayNoteDeleteMutationVariables>;
export const DisplayNotePresetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplayNotePresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayNotePresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<DisplayNotePresetsQuery, DisplayNotePresetsQueryVariables>;
export const DisplayNoteSortListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplayNoteSortList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]}}]}}]} as unknown as DocumentNode<DisplayNoteSortListQuery, DisplayNoteSortListQueryVariables>;
export const DisplayNoteSortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisplayNoteSort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sortDisplayNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}}]}}]}}]} as unknown as DocumentNode<DisplayNoteSortMutation, DisplayNoteSortMutationVariables>;
export const EscapeProfileListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EscapeProfileList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EscapeProfileFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"escapeProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EscapeProfileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EscapeProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EscapeProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule_set"}}]}}]} as unknown as DocumentNode<EscapeProfileListQuery, EscapeProfileListQueryVariables>;
export const EscapeProfileGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EscapeProfileGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"escapeProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EscapeProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EscapeProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EscapeProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule_set"}}]}}]} as unknown as DocumentNode<EscapeProfileGetQuery, EscapeProfileGetQueryVariables>;
export const EscapeProfileCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EscapeProfileCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EscapeProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEscapeProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EscapeProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EscapeProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EscapeProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule_set"}}]}}]} as unknown as DocumentNode<EscapeProfileCreateMutation, EscapeProfileCreateMutationVariables>;
export const EscapeProfileUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EscapeProfileUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EscapeProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEscapeProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EscapeProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EscapeProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EscapeProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule_set"}}]}}]} as unknown as DocumentNode<EscapeProfileUpdateMutation, EscapeProfileUpdateMutationVariables>;
export const EscapeProfileDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EscapeProfileDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEscapeProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<EscapeProfileDeleteMutation, EscapeProfileDeleteMutationVariables>;
export const FlightProfileListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlightProfileList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FlightProfileFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flightProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightProfileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"}}]}}]} as unknown as DocumentNode<FlightProfileListQuery, FlightProfileListQueryVariables>;
export const FlightProfileGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlightProfileGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flightProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"}}]}}]} as unknown as DocumentNode<FlightProfileGetQuery, FlightProfileGetQueryVariables>;
export const FlightProfileCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlightProfileCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlightProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFlightProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"}}]}}]} as unknown as DocumentNode<FlightProfileCreateMutation, FlightProfileCreateMutationVariables>;
export const FlightProfileUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlightProfileUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlightProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFlightProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"}}]}}]} as unknown as DocumentNode<FlightProfileUpdateMutation, FlightProfileUpdateMutationVariables>;
export const FlightProfileDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlightProfileDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFlightProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<FlightProfileDeleteMutation, FlightProfileDeleteMutationVariables>;
export const HubListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HubList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HubFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hubs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HubFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HubFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hub"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"last_sync"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<HubListQuery, HubListQueryVariables>;
export const HubGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HubGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HubFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HubFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hub"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"last_sync"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<HubGetQuery, HubGetQueryVariables>;
export const HubCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HubCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HubInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HubFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HubFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hub"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"last_sync"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<HubCreateMutation, HubCreateMutationVariables>;
export const HubUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HubUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HubInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HubFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HubFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hub"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"last_sync"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<HubUpdateMutation, HubUpdateMutationVariables>;
export const HubDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HubDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHubs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<HubDeleteMutation, HubDeleteMutationVariables>;
export const IndicatorListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IndicatorList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IndicatorFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"indicators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndicatorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndicatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Indicator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"linked_call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_ids"}},{"kind":"Field","name":{"kind":"Name","value":"fn_a"}},{"kind":"Field","name":{"kind":"Name","value":"fn_b"}}]}}]} as unknown as DocumentNode<IndicatorListQuery, IndicatorListQueryVariables>;
export const IndicatorGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IndicatorGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"indicator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndicatorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndicatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Indicator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"linked_call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_ids"}},{"kind":"Field","name":{"kind":"Name","value":"fn_a"}},{"kind":"Field","name":{"kind":"Name","value":"fn_b"}}]}}]} as unknown as DocumentNode<IndicatorGetQuery, IndicatorGetQueryVariables>;
export const IndicatorCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IndicatorCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IndicatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIndicator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndicatorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndicatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Indicator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"linked_call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_ids"}},{"kind":"Field","name":{"kind":"Name","value":"fn_a"}},{"kind":"Field","name":{"kind":"Name","value":"fn_b"}}]}}]} as unknown as DocumentNode<IndicatorCreateMutation, IndicatorCreateMutationVariables>;
export const IndicatorUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IndicatorUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IndicatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIndicator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IndicatorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IndicatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Indicator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"linked_call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_ids"}},{"kind":"Field","name":{"kind":"Name","value":"fn_a"}},{"kind":"Field","name":{"kind":"Name","value":"fn_b"}}]}}]} as unknown as DocumentNode<IndicatorUpdateMutation, IndicatorUpdateMutationVariables>;
export const IndicatorDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IndicatorDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIndicators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<IndicatorDeleteMutation, IndicatorDeleteMutationVariables>;
export const MergeGroupListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MergeGroupList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeGroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MergeGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MergeGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule_set"}}]}}]} as unknown as DocumentNode<MergeGroupListQuery, MergeGroupListQueryVariables>;
export const MergeGroupGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MergeGroupGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MergeGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MergeGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule_set"}}]}}]} as unknown as DocumentNode<MergeGroupGetQuery, MergeGroupGetQueryVariables>;
export const MergeGroupCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeGroupCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMergeGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MergeGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MergeGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule_set"}}]}}]} as unknown as DocumentNode<MergeGroupCreateMutation, MergeGroupCreateMutationVariables>;
export const MergeGroupUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeGroupUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMergeGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MergeGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MergeGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rule_set"}}]}}]} as unknown as DocumentNode<MergeGroupUpdateMutation, MergeGroupUpdateMutationVariables>;
export const MergeGroupDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeGroupDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMergeGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MergeGroupDeleteMutation, MergeGroupDeleteMutationVariables>;
export const RoleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<RoleListQuery, RoleListQueryVariables>;
export const RoleGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_group_ids"}}]}}]} as unknown as DocumentNode<RoleGetQuery, RoleGetQueryVariables>;
export const RoleCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_group_ids"}}]}}]} as unknown as DocumentNode<RoleCreateMutation, RoleCreateMutationVariables>;
export const RoleUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_group_ids"}}]}}]} as unknown as DocumentNode<RoleUpdateMutation, RoleUpdateMutationVariables>;
export const RoleDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<RoleDeleteMutation, RoleDeleteMutationVariables>;
export const PermissionCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<PermissionCatalogueQuery, PermissionCatalogueQueryVariables>;
export const ScheduleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScheduleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"time_1"}},{"kind":"Field","name":{"kind":"Name","value":"time_2"}},{"kind":"Field","name":{"kind":"Name","value":"time_3"}},{"kind":"Field","name":{"kind":"Name","value":"time_4"}},{"kind":"Field","name":{"kind":"Name","value":"time_5"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<ScheduleListQuery, ScheduleListQueryVariables>;
export const ScheduleGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScheduleGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"time_1"}},{"kind":"Field","name":{"kind":"Name","value":"time_2"}},{"kind":"Field","name":{"kind":"Name","value":"time_3"}},{"kind":"Field","name":{"kind":"Name","value":"time_4"}},{"kind":"Field","name":{"kind":"Name","value":"time_5"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<ScheduleGetQuery, ScheduleGetQueryVariables>;
export const ScheduleCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"time_1"}},{"kind":"Field","name":{"kind":"Name","value":"time_2"}},{"kind":"Field","name":{"kind":"Name","value":"time_3"}},{"kind":"Field","name":{"kind":"Name","value":"time_4"}},{"kind":"Field","name":{"kind":"Name","value":"time_5"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<ScheduleCreateMutation, ScheduleCreateMutationVariables>;
export const ScheduleUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"time_1"}},{"kind":"Field","name":{"kind":"Name","value":"time_2"}},{"kind":"Field","name":{"kind":"Name","value":"time_3"}},{"kind":"Field","name":{"kind":"Name","value":"time_4"}},{"kind":"Field","name":{"kind":"Name","value":"time_5"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<ScheduleUpdateMutation, ScheduleUpdateMutationVariables>;
export const ScheduleDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSchedules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<ScheduleDeleteMutation, ScheduleDeleteMutationVariables>;
export const SectionListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SectionList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected_section_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_hidden"}},{"kind":"Field","name":{"kind":"Name","value":"allow_manual_call_closure"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<SectionListQuery, SectionListQueryVariables>;
export const SectionGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SectionGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected_section_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_hidden"}},{"kind":"Field","name":{"kind":"Name","value":"allow_manual_call_closure"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<SectionGetQuery, SectionGetQueryVariables>;
export const SectionCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SectionCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected_section_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_hidden"}},{"kind":"Field","name":{"kind":"Name","value":"allow_manual_call_closure"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<SectionCreateMutation, SectionCreateMutationVariables>;
export const SectionUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SectionUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected_section_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_hidden"}},{"kind":"Field","name":{"kind":"Name","value":"allow_manual_call_closure"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<SectionUpdateMutation, SectionUpdateMutationVariables>;
export const SectionDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SectionDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<SectionDeleteMutation, SectionDeleteMutationVariables>;
export const SectionScheduleLockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SectionScheduleLock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schedule_locked_by"}}]}}]}}]} as unknown as DocumentNode<SectionScheduleLockQuery, SectionScheduleLockQueryVariables>;
export const GlobalSettingsGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalSettingsGet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GlobalSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GlobalSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"defects_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"monitoring_timeout_radio"}},{"kind":"Field","name":{"kind":"Name","value":"monitoring_timeout_tech"}},{"kind":"Field","name":{"kind":"Name","value":"monitoring_timeout_wired"}},{"kind":"Field","name":{"kind":"Name","value":"allow_empty_call_source_names"}},{"kind":"Field","name":{"kind":"Name","value":"ignore_linkable_node_pool_for_super_users"}},{"kind":"Field","name":{"kind":"Name","value":"system_tree_text_long_required"}},{"kind":"Field","name":{"kind":"Name","value":"battery_threshold_low"}},{"kind":"Field","name":{"kind":"Name","value":"battery_threshold_critical"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_name"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_criterion"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_threshold_count"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_timeframe_hours"}},{"kind":"Field","name":{"kind":"Name","value":"displays_require_enrolment"}}]}}]} as unknown as DocumentNode<GlobalSettingsGetQuery, GlobalSettingsGetQueryVariables>;
export const GlobalSettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GlobalSettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGlobalSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GlobalSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GlobalSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"defects_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"monitoring_timeout_radio"}},{"kind":"Field","name":{"kind":"Name","value":"monitoring_timeout_tech"}},{"kind":"Field","name":{"kind":"Name","value":"monitoring_timeout_wired"}},{"kind":"Field","name":{"kind":"Name","value":"allow_empty_call_source_names"}},{"kind":"Field","name":{"kind":"Name","value":"ignore_linkable_node_pool_for_super_users"}},{"kind":"Field","name":{"kind":"Name","value":"system_tree_text_long_required"}},{"kind":"Field","name":{"kind":"Name","value":"battery_threshold_low"}},{"kind":"Field","name":{"kind":"Name","value":"battery_threshold_critical"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_name"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_criterion"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_threshold_count"}},{"kind":"Field","name":{"kind":"Name","value":"probable_defect_timeframe_hours"}},{"kind":"Field","name":{"kind":"Name","value":"displays_require_enrolment"}}]}}]} as unknown as DocumentNode<GlobalSettingsUpdateMutation, GlobalSettingsUpdateMutationVariables>;
export const SystemParamListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemParamList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemParamFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemParams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemParamFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemParam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"tcp_port"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"has_password"}},{"kind":"Field","name":{"kind":"Name","value":"tls"}},{"kind":"Field","name":{"kind":"Name","value":"tls_fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"dhcp"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"subnet"}},{"kind":"Field","name":{"kind":"Name","value":"ntp_server"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"daylight_savings"}},{"kind":"Field","name":{"kind":"Name","value":"display_language"}},{"kind":"Field","name":{"kind":"Name","value":"night_start"}},{"kind":"Field","name":{"kind":"Name","value":"night_stop"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_start"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_stop"}},{"kind":"Field","name":{"kind":"Name","value":"auto_commit"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_sections"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_time_start"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_time_end"}},{"kind":"Field","name":{"kind":"Name","value":"link_state"}},{"kind":"Field","name":{"kind":"Name","value":"link_state_since"}},{"kind":"Field","name":{"kind":"Name","value":"link_error"}},{"kind":"Field","name":{"kind":"Name","value":"link_heartbeat_at"}},{"kind":"Field","name":{"kind":"Name","value":"link_seq_faults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missing_seq"}},{"kind":"Field","name":{"kind":"Name","value":"backwards"}},{"kind":"Field","name":{"kind":"Name","value":"gaps"}},{"kind":"Field","name":{"kind":"Name","value":"last_at"}}]}}]}}]} as unknown as DocumentNode<SystemParamListQuery, SystemParamListQueryVariables>;
export const SystemParamGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemParamGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemParam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemParamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemParam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"tcp_port"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"has_password"}},{"kind":"Field","name":{"kind":"Name","value":"tls"}},{"kind":"Field","name":{"kind":"Name","value":"tls_fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"dhcp"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"subnet"}},{"kind":"Field","name":{"kind":"Name","value":"ntp_server"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"daylight_savings"}},{"kind":"Field","name":{"kind":"Name","value":"display_language"}},{"kind":"Field","name":{"kind":"Name","value":"night_start"}},{"kind":"Field","name":{"kind":"Name","value":"night_stop"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_start"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_stop"}},{"kind":"Field","name":{"kind":"Name","value":"auto_commit"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_sections"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_time_start"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_time_end"}},{"kind":"Field","name":{"kind":"Name","value":"link_state"}},{"kind":"Field","name":{"kind":"Name","value":"link_state_since"}},{"kind":"Field","name":{"kind":"Name","value":"link_error"}},{"kind":"Field","name":{"kind":"Name","value":"link_heartbeat_at"}},{"kind":"Field","name":{"kind":"Name","value":"link_seq_faults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missing_seq"}},{"kind":"Field","name":{"kind":"Name","value":"backwards"}},{"kind":"Field","name":{"kind":"Name","value":"gaps"}},{"kind":"Field","name":{"kind":"Name","value":"last_at"}}]}}]}}]} as unknown as DocumentNode<SystemParamGetQuery, SystemParamGetQueryVariables>;
export const SystemParamCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SystemParamCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemParamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSystemParam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemParamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemParam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"tcp_port"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"has_password"}},{"kind":"Field","name":{"kind":"Name","value":"tls"}},{"kind":"Field","name":{"kind":"Name","value":"tls_fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"dhcp"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"subnet"}},{"kind":"Field","name":{"kind":"Name","value":"ntp_server"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"daylight_savings"}},{"kind":"Field","name":{"kind":"Name","value":"display_language"}},{"kind":"Field","name":{"kind":"Name","value":"night_start"}},{"kind":"Field","name":{"kind":"Name","value":"night_stop"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_start"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_stop"}},{"kind":"Field","name":{"kind":"Name","value":"auto_commit"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_sections"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_time_start"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_time_end"}},{"kind":"Field","name":{"kind":"Name","value":"link_state"}},{"kind":"Field","name":{"kind":"Name","value":"link_state_since"}},{"kind":"Field","name":{"kind":"Name","value":"link_error"}},{"kind":"Field","name":{"kind":"Name","value":"link_heartbeat_at"}},{"kind":"Field","name":{"kind":"Name","value":"link_seq_faults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missing_seq"}},{"kind":"Field","name":{"kind":"Name","value":"backwards"}},{"kind":"Field","name":{"kind":"Name","value":"gaps"}},{"kind":"Field","name":{"kind":"Name","value":"last_at"}}]}}]}}]} as unknown as DocumentNode<SystemParamCreateMutation, SystemParamCreateMutationVariables>;
export const SystemParamUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SystemParamUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemParamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSystemParam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemParamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemParam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"tcp_port"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"has_password"}},{"kind":"Field","name":{"kind":"Name","value":"tls"}},{"kind":"Field","name":{"kind":"Name","value":"tls_fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"dhcp"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"subnet"}},{"kind":"Field","name":{"kind":"Name","value":"ntp_server"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"daylight_savings"}},{"kind":"Field","name":{"kind":"Name","value":"display_language"}},{"kind":"Field","name":{"kind":"Name","value":"night_start"}},{"kind":"Field","name":{"kind":"Name","value":"night_stop"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_start"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_stop"}},{"kind":"Field","name":{"kind":"Name","value":"auto_commit"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_sections"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_time_start"}},{"kind":"Field","name":{"kind":"Name","value":"call_suppression_time_end"}},{"kind":"Field","name":{"kind":"Name","value":"link_state"}},{"kind":"Field","name":{"kind":"Name","value":"link_state_since"}},{"kind":"Field","name":{"kind":"Name","value":"link_error"}},{"kind":"Field","name":{"kind":"Name","value":"link_heartbeat_at"}},{"kind":"Field","name":{"kind":"Name","value":"link_seq_faults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missing_seq"}},{"kind":"Field","name":{"kind":"Name","value":"backwards"}},{"kind":"Field","name":{"kind":"Name","value":"gaps"}},{"kind":"Field","name":{"kind":"Name","value":"last_at"}}]}}]}}]} as unknown as DocumentNode<SystemParamUpdateMutation, SystemParamUpdateMutationVariables>;
export const SystemParamDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SystemParamDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSystemParams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<SystemParamDeleteMutation, SystemParamDeleteMutationVariables>;
export const UserListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"is_superuser"}},{"kind":"Field","name":{"kind":"Name","value":"is_ldap"}},{"kind":"Field","name":{"kind":"Name","value":"last_login_at"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<UserListQuery, UserListQueryVariables>;
export const UserGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"homepage"}},{"kind":"Field","name":{"kind":"Name","value":"is_superuser"}},{"kind":"Field","name":{"kind":"Name","value":"is_ldap"}},{"kind":"Field","name":{"kind":"Name","value":"password_is_temporary"}},{"kind":"Field","name":{"kind":"Name","value":"system_access"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_group_ids"}},{"kind":"Field","name":{"kind":"Name","value":"role_ids"}}]}}]} as unknown as DocumentNode<UserGetQuery, UserGetQueryVariables>;
export const UserCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"homepage"}},{"kind":"Field","name":{"kind":"Name","value":"is_superuser"}},{"kind":"Field","name":{"kind":"Name","value":"is_ldap"}},{"kind":"Field","name":{"kind":"Name","value":"password_is_temporary"}},{"kind":"Field","name":{"kind":"Name","value":"system_access"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_group_ids"}},{"kind":"Field","name":{"kind":"Name","value":"role_ids"}}]}}]} as unknown as DocumentNode<UserCreateMutation, UserCreateMutationVariables>;
export const UserUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"homepage"}},{"kind":"Field","name":{"kind":"Name","value":"is_superuser"}},{"kind":"Field","name":{"kind":"Name","value":"is_ldap"}},{"kind":"Field","name":{"kind":"Name","value":"password_is_temporary"}},{"kind":"Field","name":{"kind":"Name","value":"system_access"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_group_ids"}},{"kind":"Field","name":{"kind":"Name","value":"role_ids"}}]}}]} as unknown as DocumentNode<UserUpdateMutation, UserUpdateMutationVariables>;
export const UserDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<UserDeleteMutation, UserDeleteMutationVariables>;
export const UserRoleOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRoleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UserRoleOptionsQuery, UserRoleOptionsQueryVariables>;
export const VideoStreamListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideoStreamList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VideoStreamFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoStreams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoStreamFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoStreamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoStream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"trigger_start"}},{"kind":"Field","name":{"kind":"Name","value":"trigger_stop"}}]}}]} as unknown as DocumentNode<VideoStreamListQuery, VideoStreamListQueryVariables>;
export const VideoStreamGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideoStreamGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoStream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoStreamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoStreamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoStream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"trigger_start"}},{"kind":"Field","name":{"kind":"Name","value":"trigger_stop"}}]}}]} as unknown as DocumentNode<VideoStreamGetQuery, VideoStreamGetQueryVariables>;
export const VideoStreamCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VideoStreamCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VideoStreamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVideoStream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoStreamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoStreamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoStream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"trigger_start"}},{"kind":"Field","name":{"kind":"Name","value":"trigger_stop"}}]}}]} as unknown as DocumentNode<VideoStreamCreateMutation, VideoStreamCreateMutationVariables>;
export const VideoStreamUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VideoStreamUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VideoStreamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVideoStream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoStreamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoStreamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoStream"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"trigger_start"}},{"kind":"Field","name":{"kind":"Name","value":"trigger_stop"}}]}}]} as unknown as DocumentNode<VideoStreamUpdateMutation, VideoStreamUpdateMutationVariables>;
export const VideoStreamDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VideoStreamDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVideoStreams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<VideoStreamDeleteMutation, VideoStreamDeleteMutationVariables>;
export const AppUserGroupListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppUserGroupList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserGroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUserGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppUserGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppUserGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_handling_mode"}},{"kind":"Field","name":{"kind":"Name","value":"display_group_ids"}},{"kind":"Field","name":{"kind":"Name","value":"node_selection"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node_id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<AppUserGroupListQuery, AppUserGroupListQueryVariables>;
export const AppUserGroupGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppUserGroupGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUserGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppUserGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppUserGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_handling_mode"}},{"kind":"Field","name":{"kind":"Name","value":"display_group_ids"}},{"kind":"Field","name":{"kind":"Name","value":"node_selection"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node_id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<AppUserGroupGetQuery, AppUserGroupGetQueryVariables>;
export const AppUserGroupCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppUserGroupCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAppUserGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppUserGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppUserGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_handling_mode"}},{"kind":"Field","name":{"kind":"Name","value":"display_group_ids"}},{"kind":"Field","name":{"kind":"Name","value":"node_selection"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node_id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<AppUserGroupCreateMutation, AppUserGroupCreateMutationVariables>;
export const AppUserGroupUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppUserGroupUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAppUserGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppUserGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppUserGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_handling_mode"}},{"kind":"Field","name":{"kind":"Name","value":"display_group_ids"}},{"kind":"Field","name":{"kind":"Name","value":"node_selection"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node_id"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<AppUserGroupUpdateMutation, AppUserGroupUpdateMutationVariables>;
export const AppUserGroupDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppUserGroupDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAppUserGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<AppUserGroupDeleteMutation, AppUserGroupDeleteMutationVariables>;
export const AppUserGroupOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppUserGroupOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUserGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AppUserGroupOptionsQuery, AppUserGroupOptionsQueryVariables>;
export const AppSettingsGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppSettingsGet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalAppSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalAppSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_names_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"hide_presences"}},{"kind":"Field","name":{"kind":"Name","value":"logout_disabled"}},{"kind":"Field","name":{"kind":"Name","value":"logout_on_charge"}},{"kind":"Field","name":{"kind":"Name","value":"sos_send_to_all_users"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions_confirmation_required"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions_user_defined"}},{"kind":"Field","name":{"kind":"Name","value":"team_view_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"escalation_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"release_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"relevant_alerts_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"relevant_calls_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"resend_timeout"}}]}}]} as unknown as DocumentNode<AppSettingsGetQuery, AppSettingsGetQueryVariables>;
export const AppSettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppSettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalAppSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGlobalAppSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalAppSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_names_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"hide_presences"}},{"kind":"Field","name":{"kind":"Name","value":"logout_disabled"}},{"kind":"Field","name":{"kind":"Name","value":"logout_on_charge"}},{"kind":"Field","name":{"kind":"Name","value":"sos_send_to_all_users"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions_confirmation_required"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions_user_defined"}},{"kind":"Field","name":{"kind":"Name","value":"team_view_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"escalation_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"release_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"relevant_alerts_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"relevant_calls_timeout"}},{"kind":"Field","name":{"kind":"Name","value":"resend_timeout"}}]}}]} as unknown as DocumentNode<AppSettingsUpdateMutation, AppSettingsUpdateMutationVariables>;
export const AppUserListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppUserList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"group_id"}}]}}]} as unknown as DocumentNode<AppUserListQuery, AppUserListQueryVariables>;
export const AppUserGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppUserGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"group_id"}}]}}]} as unknown as DocumentNode<AppUserGetQuery, AppUserGetQueryVariables>;
export const AppUserCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppUserCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAppUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"group_id"}}]}}]} as unknown as DocumentNode<AppUserCreateMutation, AppUserCreateMutationVariables>;
export const AppUserUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppUserUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAppUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"display_name"}},{"kind":"Field","name":{"kind":"Name","value":"group_id"}}]}}]} as unknown as DocumentNode<AppUserUpdateMutation, AppUserUpdateMutationVariables>;
export const AppUserDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppUserDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAppUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<AppUserDeleteMutation, AppUserDeleteMutationVariables>;
export const UserSetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserSetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password_repeat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"password_repeat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password_repeat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UserSetPasswordMutation, UserSetPasswordMutationVariables>;
export const CallListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CallLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CallLogSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallLogRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"reached"}},{"kind":"Field","name":{"kind":"Name","value":"count"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallLogRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_text"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_text"}},{"kind":"Field","name":{"kind":"Name","value":"opened_at"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_long"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_short"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"section_name"}},{"kind":"Field","name":{"kind":"Name","value":"handled_by_app_username"}},{"kind":"Field","name":{"kind":"Name","value":"is_closed"}}]}}]} as unknown as DocumentNode<CallListQuery, CallListQueryVariables>;
export const CallDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"call"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"system_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_text"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_text"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_short"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_long"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"opened_at"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"handled_by_app_username"}},{"kind":"Field","name":{"kind":"Name","value":"is_closed"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"call_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"call_source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"char"}}]}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"allow_manual_call_closure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"system_tree_node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}},{"kind":"Field","name":{"kind":"Name","value":"deny_manual_call_closure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"after_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"actor_kind"}},{"kind":"Field","name":{"kind":"Name","value":"actor_name"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<CallDetailQuery, CallDetailQueryVariables>;
export const CallCloseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallClose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"system_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_text"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_text"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_short"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_long"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"opened_at"}},{"kind":"Field","name":{"kind":"Name","value":"closed_at"}},{"kind":"Field","name":{"kind":"Name","value":"handled_by_app_username"}},{"kind":"Field","name":{"kind":"Name","value":"is_closed"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"call_type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"char"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"call_source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"char"}}]}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"allow_manual_call_closure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"system_tree_node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}},{"kind":"Field","name":{"kind":"Name","value":"deny_manual_call_closure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"after_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"actor_kind"}},{"kind":"Field","name":{"kind":"Name","value":"actor_name"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<CallCloseMutation, CallCloseMutationVariables>;
export const CallLogChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CallLogChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onCallsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"opened"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}}]}}]} as unknown as DocumentNode<CallLogChangesSubscription, CallLogChangesSubscriptionVariables>;
export const CallLogOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallLogOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callLogOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"call_sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"call_types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<CallLogOptionsQuery, CallLogOptionsQueryVariables>;
export const ExportCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rows_total"}},{"kind":"Field","name":{"kind":"Name","value":"rows_done"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"download_url"}}]}}]} as unknown as DocumentNode<ExportCreateMutation, ExportCreateMutationVariables>;
export const ExportCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rows_total"}},{"kind":"Field","name":{"kind":"Name","value":"rows_done"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"download_url"}}]}}]} as unknown as DocumentNode<ExportCancelMutation, ExportCancelMutationVariables>;
export const ExportChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ExportChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onExportChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rows_total"}},{"kind":"Field","name":{"kind":"Name","value":"rows_done"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"download_url"}}]}}]} as unknown as DocumentNode<ExportChangesSubscription, ExportChangesSubscriptionVariables>;
export const ActivateLicenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateLicense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateLicense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActivateLicenseMutation, ActivateLicenseMutationVariables>;
export const CreateInitialConfiguratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInitialConfigurator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInitialConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ip"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<CreateInitialConfiguratorMutation, CreateInitialConfiguratorMutationVariables>;
export const CreateInitialUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInitialUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInitialUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<CreateInitialUserMutation, CreateInitialUserMutationVariables>;
export const SyncItemListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncItemList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"large_change"}},{"kind":"Field","name":{"kind":"Name","value":"large_change_threshold"}},{"kind":"Field","name":{"kind":"Name","value":"configurator_reachable"}}]}}]}}]} as unknown as DocumentNode<SyncItemListQuery, SyncItemListQueryVariables>;
export const SyncChangelogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncChangelog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configChangelog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncChangelogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncChangelogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigChangelog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changelog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<SyncChangelogQuery, SyncChangelogQueryVariables>;
export const ConfigCommitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigCommit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncChangelogFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncChangelogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigChangelog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changelog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<ConfigCommitMutation, ConfigCommitMutationVariables>;
export const ConfigDiscardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigDiscard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardConfigChanges"}}]}}]} as unknown as DocumentNode<ConfigDiscardMutation, ConfigDiscardMutationVariables>;
export const TreeNodeDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreeNodeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemTreeNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemTreeNodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"open_calls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"call_type_text"}},{"kind":"Field","name":{"kind":"Name","value":"opened_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_section"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linking_nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linked_node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latest_note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"user_name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"battery_level"}},{"kind":"Field","name":{"kind":"Name","value":"position_outdated"}},{"kind":"Field","name":{"kind":"Name","value":"parent_values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"flight_profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children_inherit"}},{"kind":"Field","name":{"kind":"Name","value":"in_active_interconnection"}},{"kind":"Field","name":{"kind":"Name","value":"text_long_required"}},{"kind":"Field","name":{"kind":"Name","value":"locks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"}},{"kind":"Field","name":{"kind":"Name","value":"move"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemTreeNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"hub_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_position"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"}},{"kind":"Field","name":{"kind":"Name","value":"flight_profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"last_reachable_at"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"position_updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"radio"}},{"kind":"Field","name":{"kind":"Name","value":"is_tech"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"is_linkable"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"callback_number"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"deny_manual_call_closure"}},{"kind":"Field","name":{"kind":"Name","value":"day_sound_level"}},{"kind":"Field","name":{"kind":"Name","value":"night_sound_level"}},{"kind":"Field","name":{"kind":"Name","value":"disable_buzzer_at_night"}},{"kind":"Field","name":{"kind":"Name","value":"mask_time_at_night"}},{"kind":"Field","name":{"kind":"Name","value":"display_time"}},{"kind":"Field","name":{"kind":"Name","value":"show_calls_without_presence"}},{"kind":"Field","name":{"kind":"Name","value":"use_activity_control"}},{"kind":"Field","name":{"kind":"Name","value":"linked_system_tree_node_id"}},{"kind":"Field","name":{"kind":"Name","value":"active_display_group_override_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_overrides"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_section"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_flight_profile"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_text_short"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_text_long"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<TreeNodeDetailQuery, TreeNodeDetailQueryVariables>;
export const TreeNodeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreeNodeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemTreeNodeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"call_sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"time_1"}},{"kind":"Field","name":{"kind":"Name","value":"time_2"}},{"kind":"Field","name":{"kind":"Name","value":"time_3"}},{"kind":"Field","name":{"kind":"Name","value":"time_4"}},{"kind":"Field","name":{"kind":"Name","value":"time_5"}}]}},{"kind":"Field","name":{"kind":"Name","value":"display_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flight_profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TreeNodeOptionsQuery, TreeNodeOptionsQueryVariables>;
export const TreeNodeCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeNodeCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSystemTreeNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemTreeNodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemTreeNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"hub_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_position"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"}},{"kind":"Field","name":{"kind":"Name","value":"flight_profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"last_reachable_at"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"position_updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"radio"}},{"kind":"Field","name":{"kind":"Name","value":"is_tech"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"is_linkable"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"callback_number"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"deny_manual_call_closure"}},{"kind":"Field","name":{"kind":"Name","value":"day_sound_level"}},{"kind":"Field","name":{"kind":"Name","value":"night_sound_level"}},{"kind":"Field","name":{"kind":"Name","value":"disable_buzzer_at_night"}},{"kind":"Field","name":{"kind":"Name","value":"mask_time_at_night"}},{"kind":"Field","name":{"kind":"Name","value":"display_time"}},{"kind":"Field","name":{"kind":"Name","value":"show_calls_without_presence"}},{"kind":"Field","name":{"kind":"Name","value":"use_activity_control"}},{"kind":"Field","name":{"kind":"Name","value":"linked_system_tree_node_id"}},{"kind":"Field","name":{"kind":"Name","value":"active_display_group_override_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_overrides"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_section"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_flight_profile"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_text_short"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_text_long"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<TreeNodeCreateMutation, TreeNodeCreateMutationVariables>;
export const TreeNodeUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeNodeUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSystemTreeNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemTreeNodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemTreeNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"hub_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_position"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"}},{"kind":"Field","name":{"kind":"Name","value":"flight_profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"last_reachable_at"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"position_updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"radio"}},{"kind":"Field","name":{"kind":"Name","value":"is_tech"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"is_linkable"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"callback_number"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"deny_manual_call_closure"}},{"kind":"Field","name":{"kind":"Name","value":"day_sound_level"}},{"kind":"Field","name":{"kind":"Name","value":"night_sound_level"}},{"kind":"Field","name":{"kind":"Name","value":"disable_buzzer_at_night"}},{"kind":"Field","name":{"kind":"Name","value":"mask_time_at_night"}},{"kind":"Field","name":{"kind":"Name","value":"display_time"}},{"kind":"Field","name":{"kind":"Name","value":"show_calls_without_presence"}},{"kind":"Field","name":{"kind":"Name","value":"use_activity_control"}},{"kind":"Field","name":{"kind":"Name","value":"linked_system_tree_node_id"}},{"kind":"Field","name":{"kind":"Name","value":"active_display_group_override_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_overrides"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_section"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_flight_profile"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_text_short"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_text_long"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<TreeNodeUpdateMutation, TreeNodeUpdateMutationVariables>;
export const TreeNodeDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeNodeDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSystemTreeNodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<TreeNodeDeleteMutation, TreeNodeDeleteMutationVariables>;
export const TreeNodeSortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeNodeSort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sortSystemTreeNodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]}}]} as unknown as DocumentNode<TreeNodeSortMutation, TreeNodeSortMutationVariables>;
export const TreeNodeDeviceActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeNodeDeviceAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<TreeNodeDeviceActionMutation, TreeNodeDeviceActionMutationVariables>;
export const TreeNodeAddNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeNodeAddNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSystemTreeNodeNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"user_name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]} as unknown as DocumentNode<TreeNodeAddNoteMutation, TreeNodeAddNoteMutationVariables>;
export const TreeNodeBatchUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeNodeBatchUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNodeBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSystemTreeNodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TreeNodeBatchUpdateMutation, TreeNodeBatchUpdateMutationVariables>;
export const TreeReplacementCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreeReplacementCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemTreeReplacementCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"mac"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent_name"}}]}}]}}]} as unknown as DocumentNode<TreeReplacementCandidatesQuery, TreeReplacementCandidatesQueryVariables>;
export const TreeReplaceHardwareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeReplaceHardware"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replaceSystemTreeNodeHardware"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"source_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemTreeNodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemTreeNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}},{"kind":"Field","name":{"kind":"Name","value":"call_source_id"}},{"kind":"Field","name":{"kind":"Name","value":"hub_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_position"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"}},{"kind":"Field","name":{"kind":"Name","value":"flight_profile_id"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"last_reachable_at"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"position_updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"radio"}},{"kind":"Field","name":{"kind":"Name","value":"is_tech"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"is_linkable"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"callback_number"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"deny_manual_call_closure"}},{"kind":"Field","name":{"kind":"Name","value":"day_sound_level"}},{"kind":"Field","name":{"kind":"Name","value":"night_sound_level"}},{"kind":"Field","name":{"kind":"Name","value":"disable_buzzer_at_night"}},{"kind":"Field","name":{"kind":"Name","value":"mask_time_at_night"}},{"kind":"Field","name":{"kind":"Name","value":"display_time"}},{"kind":"Field","name":{"kind":"Name","value":"show_calls_without_presence"}},{"kind":"Field","name":{"kind":"Name","value":"use_activity_control"}},{"kind":"Field","name":{"kind":"Name","value":"linked_system_tree_node_id"}},{"kind":"Field","name":{"kind":"Name","value":"active_display_group_override_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_schedule_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_1_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_2_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_3_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_4_id"}},{"kind":"Field","name":{"kind":"Name","value":"weekend_display_group_5_id"}},{"kind":"Field","name":{"kind":"Name","value":"device_text_overrides"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_section"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_flight_profile"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_text_short"}},{"kind":"Field","name":{"kind":"Name","value":"inherit_text_long"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]} as unknown as DocumentNode<TreeReplaceHardwareMutation, TreeReplaceHardwareMutationVariables>;
export const DisplayGroupOverridesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplayGroupOverrides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayGroupOverrides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"has_display_group_override"}},{"kind":"Field","name":{"kind":"Name","value":"active_display_group_override_id"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"display_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DisplayGroupOverridesQuery, DisplayGroupOverridesQueryVariables>;
export const SetDisplayGroupOverrideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDisplayGroupOverride"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"display_group_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDisplayGroupOverride"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"section_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"section_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"display_group_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"display_group_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"has_display_group_override"}},{"kind":"Field","name":{"kind":"Name","value":"active_display_group_override_id"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}}]}}]}}]} as unknown as DocumentNode<SetDisplayGroupOverrideMutation, SetDisplayGroupOverrideMutationVariables>;
export const TreeNodeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreeNodeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNodeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemTreeNodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"battery_thresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"critical"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SystemTreeNodeSummaryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SystemTreeNodeSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeNodeSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"parent_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_id"}},{"kind":"Field","name":{"kind":"Name","value":"section_name"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"text_short"}},{"kind":"Field","name":{"kind":"Name","value":"text_long"}},{"kind":"Field","name":{"kind":"Name","value":"battery"}},{"kind":"Field","name":{"kind":"Name","value":"battery_level"}},{"kind":"Field","name":{"kind":"Name","value":"reachable"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"position_outdated"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"is_tech"}},{"kind":"Field","name":{"kind":"Name","value":"use_activity_control"}},{"kind":"Field","name":{"kind":"Name","value":"is_linkable"}},{"kind":"Field","name":{"kind":"Name","value":"linked_system_tree_node_id"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"item_state"}},{"kind":"Field","name":{"kind":"Name","value":"child_count"}},{"kind":"Field","name":{"kind":"Name","value":"open_call_count"}},{"kind":"Field","name":{"kind":"Name","value":"inherits"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}}]} as unknown as DocumentNode<TreeNodeListQuery, TreeNodeListQueryVariables>;
export const TreeViewChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreeViewChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemTreeViewChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreeViewChoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreeViewChoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeViewChoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is_system_view"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can_edit"}}]}}]} as unknown as DocumentNode<TreeViewChoicesQuery, TreeViewChoicesQueryVariables>;
export const TreeViewGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreeViewGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemTreeView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreeViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreeViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apply_permissions"}},{"kind":"Field","name":{"kind":"Name","value":"role_permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role_id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<TreeViewGetQuery, TreeViewGetQueryVariables>;
export const TreeViewCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeViewCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSystemTreeView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreeViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreeViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apply_permissions"}},{"kind":"Field","name":{"kind":"Name","value":"role_permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role_id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<TreeViewCreateMutation, TreeViewCreateMutationVariables>;
export const TreeViewUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeViewUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSystemTreeView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreeViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreeViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemTreeView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"sort_order"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apply_permissions"}},{"kind":"Field","name":{"kind":"Name","value":"role_permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role_id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<TreeViewUpdateMutation, TreeViewUpdateMutationVariables>;
export const TreeViewDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreeViewDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSystemTreeViews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<TreeViewDeleteMutation, TreeViewDeleteMutationVariables>;