/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DeviceActionInput = {
  /** EndCalls, IgnoreDefects, Mute, Restart or Unmute ('end calls' is read as EndCalls). */
  action: string;
  deviceID: number;
  sectionID?: number | null | undefined;
};

/**
 * What createDisplayProfile and updateDisplayProfile take. There is no slug: the server owns it.
 * `id` is required for an update and ignored on create.
 */
export type DisplayProfileInput = {
  emergency_tone?: boolean | null | undefined;
  font_size: string;
  fullscreen: boolean;
  id?: number | null | undefined;
  locale: string;
  name: string;
  settings: Array<DisplayProfileSettingInput>;
  show_presences: boolean;
  show_video_stream: boolean;
};

export type DisplayProfileSettingInput = {
  /** Client-only flag: a setting with enabled false is dropped on save. */
  enabled?: boolean | null | undefined;
  system_id: number;
  weekday_display_group_1_id: number;
  weekday_display_group_2_id: number;
  weekday_display_group_3_id: number;
  weekday_display_group_4_id: number;
  weekday_display_group_5_id: number;
  weekday_schedule_id: number;
  weekend_display_group_1_id: number;
  weekend_display_group_2_id: number;
  weekend_display_group_3_id: number;
  weekend_display_group_4_id: number;
  weekend_display_group_5_id: number;
  weekend_schedule_id: number;
};

/** What a display or phone says of itself, about every 30 s over its socket. */
export type ScreenHeartbeatInput = {
  /** Server minus screen clock, from the server's `time` messages; null before the first. */
  clock_offset_ms?: number | null | undefined;
  /** The browser's random key for this screen (8–64 letters, digits or dashes). */
  key: string;
  /** display or phone */
  kind: string;
  /** The profile's name or the address settings of a display; the device name of a phone. */
  place: string;
  profile_id?: number | null | undefined;
  /** Calls rendered since the last heartbeat (at most 50). */
  renders?: Array<ScreenRenderInput> | null | undefined;
  /** Whether the page may play sound (null: the screen does not know). */
  sound_unlocked?: boolean | null | undefined;
  /** The web app's version. */
  version: string;
  visible: boolean;
};

/**
 * A call this screen rendered: the press → render latency in ms, measured in the server's clock (the
 * configurator's event time to the frame that showed it).
 */
export type ScreenRenderInput = {
  call_id: number;
  latency_ms: number;
};

export type LinkStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkStatesQuery = { linkStates: Array<{ system_id: number, state: string, age_seconds: number }> };

export type AppDataQueryVariables = Exact<{
  hasSession: boolean;
}>;


export type AppDataQuery = { license: { id: number, name: string, features: { analytics: boolean, log: boolean, management: boolean }, limits: { devices: number, visuals: number, app_clients: number, systems: number } }, appState: { offline_mode: boolean, app_gateway_enabled: boolean, app_gateway_system_id: number | null, last_gets_change: string | null, last_gets_commit: string | null, committing_gets_config: boolean, configurator_ip: string | null, setup_time: string | null, setup_code_required: boolean, dev_license_key: boolean, features: { display_group_overrides: boolean, demo_mode: boolean }, outdated_hubs: Array<{ id: number, name: string, last_sync: string | null }> }, authUser?: { id: number, name: string, locale: string, homepage: string | null, is_superuser: boolean, password_is_temporary: boolean, system_access: Array<number>, roles: Array<number>, permissions: Array<{ code: string }> } | null, globalAppSettings?: { subscriptions_enabled: boolean }, publicSystemParams: Array<{ id: number, name: string }>, globalSettings: { locale: string } };

export type SystemMessagesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SystemMessagesSubscription = { systemMessages: { subject: string, payload: unknown } };

export type DisplayProfileFieldsFragment = { id: number, name: string, slug: string, font_size: string, fullscreen: boolean, locale: string, show_video_stream: boolean, show_presences: boolean, emergency_tone: boolean, settings: Array<{ system_id: number, weekday_schedule_id: number, weekday_display_group_1_id: number, weekday_display_group_2_id: number, weekday_display_group_3_id: number, weekday_display_group_4_id: number, weekday_display_group_5_id: number, weekend_schedule_id: number, weekend_display_group_1_id: number, weekend_display_group_2_id: number, weekend_display_group_3_id: number, weekend_display_group_4_id: number, weekend_display_group_5_id: number }> };

export type DisplayProfilesQueryVariables = Exact<{ [key: string]: never; }>;


export type DisplayProfilesQuery = { displayProfiles: Array<{ id: number, name: string, slug: string, font_size: string, fullscreen: boolean, locale: string, show_video_stream: boolean, show_presences: boolean, emergency_tone: boolean, settings: Array<{ system_id: number, weekday_schedule_id: number, weekday_display_group_1_id: number, weekday_display_group_2_id: number, weekday_display_group_3_id: number, weekday_display_group_4_id: number, weekday_display_group_5_id: number, weekend_schedule_id: number, weekend_display_group_1_id: number, weekend_display_group_2_id: number, weekend_display_group_3_id: number, weekend_display_group_4_id: number, weekend_display_group_5_id: number }> }> };

export type DisplayCallFieldsFragment = { id: number, system_id: number, call_type_id: number, call_type_text: string, call_source_text: string, section_id: number | null, section_name: string, number: number | null, device_text_short: string, device_text_long: string, position: string | null, opened_at: string, handled_by_app_username: string | null, call_type: { id: number, flag: string, urgency: string, sort_order: number, color: string, char: string } | null, section: { id: number, allow_manual_call_closure: boolean } | null, system_tree_node: { id: number, deny_manual_call_closure: boolean } | null };

export type OpenCallsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpenCallsQuery = { openCalls: Array<{ id: number, system_id: number, call_type_id: number, call_type_text: string, call_source_text: string, section_id: number | null, section_name: string, number: number | null, device_text_short: string, device_text_long: string, position: string | null, opened_at: string, handled_by_app_username: string | null, call_type: { id: number, flag: string, urgency: string, sort_order: number, color: string, char: string } | null, section: { id: number, allow_manual_call_closure: boolean } | null, system_tree_node: { id: number, deny_manual_call_closure: boolean } | null }> };

export type OnCallsChangedSubscriptionVariables = Exact<{
  override_system?: string | number | null | undefined;
  since?: number | null | undefined;
}>;


export type OnCallsChangedSubscription = { onCallsChanged: { system_id: number, seq: number, opened: Array<number>, updated: Array<number>, closed: Array<number>, calls: Array<{ id: number, system_id: number, call_type_id: number, call_type_text: string, call_source_text: string, section_id: number | null, section_name: string, number: number | null, device_text_short: string, device_text_long: string, position: string | null, opened_at: string, handled_by_app_username: string | null, call_type: { id: number, flag: string, urgency: string, sort_order: number, color: string, char: string } | null, section: { id: number, allow_manual_call_closure: boolean } | null, system_tree_node: { id: number, deny_manual_call_closure: boolean } | null }> } };

export type CallDisplayRelationsQueryVariables = Exact<{ [key: string]: never; }>;


export type CallDisplayRelationsQuery = { callDisplayRelations: { weekend_start: number, weekend_stop: number, time_zone: string, schedules: Array<{ id: number, time_1: string | null, time_2: string | null, time_3: string | null, time_4: string | null, time_5: string | null }>, displayGroups: Array<{ id: number, connections: Array<{ id: number, section_id: number, call_type_id: number }> }>, callTypes: Array<{ id: number, flag: string, urgency: string }> } };

export type ActiveDisplayNotesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveDisplayNotesQuery = { activeDisplayNotes: Array<{ id: number, title: string, text: string, color: string, sort_order: number, display_date: boolean, display_from: string | null }> };

export type DeviceActionMutationVariables = Exact<{
  input: DeviceActionInput;
}>;


export type DeviceActionMutation = { deviceAction: { success: boolean } };

export type DisplayEnrolmentQueryVariables = Exact<{ [key: string]: never; }>;


export type DisplayEnrolmentQuery = { displayEnrolment: { required: boolean, device_id: number | null, status: string | null } };

export type RequestDisplayEnrolmentMutationVariables = Exact<{
  name: string;
}>;


export type RequestDisplayEnrolmentMutation = { requestDisplayEnrolment: { device_id: number, token: string } };

export type DisplayHeartbeatMutationVariables = Exact<{
  input: ScreenHeartbeatInput;
}>;


export type DisplayHeartbeatMutation = { screenHeartbeat: { taken: boolean, every_ms: number } };

export type DisplayCallDetailQueryVariables = Exact<{
  id: number;
}>;


export type DisplayCallDetailQuery = { call: { id: number, call_type_text: string, call_source_text: string, section_name: string, number: number | null, device_text_short: string, device_text_long: string, position: string | null, duration: number | null, opened_at: string, closed_at: string | null, handled_by_app_username: string | null, is_closed: boolean, weekday: number, call_type: { name: string, text: string, char: string, color: string, flag: string, urgency: string } | null, call_source: { char: string } | null, section: { allow_manual_call_closure: boolean } | null, system_tree_node: { serial: string | null, deny_manual_call_closure: boolean } | null, actions: Array<{ id: string, action: string, at: string, after_seconds: number, actor_kind: string, actor_name: string | null, detail: string | null }> } | null };

export type CreateDisplayProfileMutationVariables = Exact<{
  input: DisplayProfileInput;
}>;


export type CreateDisplayProfileMutation = { createDisplayProfile: { id: number, name: string, slug: string } };

export type UpdateDisplayProfileMutationVariables = Exact<{
  input: DisplayProfileInput;
}>;


export type UpdateDisplayProfileMutation = { updateDisplayProfile: { id: number, name: string, slug: string } };

export type DeleteDisplayProfileMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteDisplayProfileMutation = { deleteDisplayProfile: Array<{ id: number, name: string }> };

export type DisplaySettingsRelationsQueryVariables = Exact<{ [key: string]: never; }>;


export type DisplaySettingsRelationsQuery = { callDisplayRelations: { schedules: Array<{ id: number, name: string, time_1: string | null, time_2: string | null, time_3: string | null, time_4: string | null, time_5: string | null }>, displayGroups: Array<{ id: number, name: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const DisplayProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment DisplayProfileFields on DisplayProfile {
  id
  name
  slug
  font_size
  fullscreen
  locale
  show_video_stream
  show_presences
  emergency_tone
  settings {
    system_id
    weekday_schedule_id
    weekday_display_group_1_id
    weekday_display_group_2_id
    weekday_display_group_3_id
    weekday_display_group_4_id
    weekday_display_group_5_id
    weekend_schedule_id
    weekend_display_group_1_id
    weekend_display_group_2_id
    weekend_display_group_3_id
    weekend_display_group_4_id
    weekend_display_group_5_id
  }
}
    `, {"fragmentName":"DisplayProfileFields"}) as unknown as TypedDocumentString<DisplayProfileFieldsFragment, unknown>;
export const DisplayCallFieldsFragmentDoc = new TypedDocumentString(`
    fragment DisplayCallFields on Call {
  id
  system_id
  call_type_id
  call_type_text
  call_source_text
  section_id
  section_name
  number
  device_text_short
  device_text_long
  position
  opened_at
  handled_by_app_username
  call_type {
    id
    flag
    urgency
    sort_order
    color
    char
  }
  section {
    id
    allow_manual_call_closure
  }
  system_tree_node {
    id
    deny_manual_call_closure
  }
}
    `, {"fragmentName":"DisplayCallFields"}) as unknown as TypedDocumentString<DisplayCallFieldsFragment, unknown>;
export const LinkStatesDocument = new TypedDocumentString(`
    query LinkStates {
  linkStates {
    system_id
    state
    age_seconds
  }
}
    `) as unknown as TypedDocumentString<LinkStatesQuery, LinkStatesQueryVariables>;
export const AppDataDocument = new TypedDocumentString(`
    query AppData($hasSession: Boolean!) {
  license {
    id
    name
    features {
      analytics
      log
      management
    }
    limits {
      devices
      visuals
      app_clients
      systems
    }
  }
  appState {
    offline_mode
    app_gateway_enabled
    app_gateway_system_id
    last_gets_change
    last_gets_commit
    committing_gets_config
    configurator_ip
    setup_time
    setup_code_required
    dev_license_key
    features {
      display_group_overrides
      demo_mode
    }
    outdated_hubs {
      id
      name
      last_sync
    }
  }
  authUser @include(if: $hasSession) {
    id
    name
    locale
    homepage
    is_superuser
    password_is_temporary
    system_access
    permissions {
      code
    }
    roles
  }
  globalAppSettings @include(if: $hasSession) {
    subscriptions_enabled
  }
  publicSystemParams {
    id
    name
  }
  globalSettings {
    locale
  }
}
    `) as unknown as TypedDocumentString<AppDataQuery, AppDataQueryVariables>;
export const SystemMessagesDocument = new TypedDocumentString(`
    subscription SystemMessages {
  systemMessages {
    subject
    payload
  }
}
    `) as unknown as TypedDocumentString<SystemMessagesSubscription, SystemMessagesSubscriptionVariables>;
export const DisplayProfilesDocument = new TypedDocumentString(`
    query DisplayProfiles {
  displayProfiles {
    ...DisplayProfileFields
  }
}
    fragment DisplayProfileFields on DisplayProfile {
  id
  name
  slug
  font_size
  fullscreen
  locale
  show_video_stream
  show_presences
  emergency_tone
  settings {
    system_id
    weekday_schedule_id
    weekday_display_group_1_id
    weekday_display_group_2_id
    weekday_display_group_3_id
    weekday_display_group_4_id
    weekday_display_group_5_id
    weekend_schedule_id
    weekend_display_group_1_id
    weekend_display_group_2_id
    weekend_display_group_3_id
    weekend_display_group_4_id
    weekend_display_group_5_id
  }
}`) as unknown as TypedDocumentString<DisplayProfilesQuery, DisplayProfilesQueryVariables>;
export const OpenCallsDocument = new TypedDocumentString(`
    query OpenCalls {
  openCalls {
    ...DisplayCallFields
  }
}
    fragment DisplayCallFields on Call {
  id
  system_id
  call_type_id
  call_type_text
  call_source_text
  section_id
  section_name
  number
  device_text_short
  device_text_long
  position
  opened_at
  handled_by_app_username
  call_type {
    id
    flag
    urgency
    sort_order
    color
    char
  }
  section {
    id
    allow_manual_call_closure
  }
  system_tree_node {
    id
    deny_manual_call_closure
  }
}`) as unknown as TypedDocumentString<OpenCallsQuery, OpenCallsQueryVariables>;
export const OnCallsChangedDocument = new TypedDocumentString(`
    subscription OnCallsChanged($override_system: ID, $since: Int) {
  onCallsChanged(override_system: $override_system, since: $since) {
    system_id
    seq
    calls {
      ...DisplayCallFields
    }
    opened
    updated
    closed
  }
}
    fragment DisplayCallFields on Call {
  id
  system_id
  call_type_id
  call_type_text
  call_source_text
  section_id
  section_name
  number
  device_text_short
  device_text_long
  position
  opened_at
  handled_by_app_username
  call_type {
    id
    flag
    urgency
    sort_order
    color
    char
  }
  section {
    id
    allow_manual_call_closure
  }
  system_tree_node {
    id
    deny_manual_call_closure
  }
}`) as unknown as TypedDocumentString<OnCallsChangedSubscription, OnCallsChangedSubscriptionVariables>;
export const CallDisplayRelationsDocument = new TypedDocumentString(`
    query CallDisplayRelations {
  callDisplayRelations {
    schedules {
      id
      time_1
      time_2
      time_3
      time_4
      time_5
    }
    displayGroups {
      id
      connections {
        id
        section_id
        call_type_id
      }
    }
    callTypes {
      id
      flag
      urgency
    }
    weekend_start
    weekend_stop
    time_zone
  }
}
    `) as unknown as TypedDocumentString<CallDisplayRelationsQuery, CallDisplayRelationsQueryVariables>;
export const ActiveDisplayNotesDocument = new TypedDocumentString(`
    query ActiveDisplayNotes {
  activeDisplayNotes {
    id
    title
    text
    color
    sort_order
    display_date
    display_from
  }
}
    `) as unknown as TypedDocumentString<ActiveDisplayNotesQuery, ActiveDisplayNotesQueryVariables>;
export const DeviceActionDocument = new TypedDocumentString(`
    mutation DeviceAction($input: DeviceActionInput!) {
  deviceAction(input: $input) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeviceActionMutation, DeviceActionMutationVariables>;
export const DisplayEnrolmentDocument = new TypedDocumentString(`
    query DisplayEnrolment {
  displayEnrolment {
    required
    device_id
    status
  }
}
    `) as unknown as TypedDocumentString<DisplayEnrolmentQuery, DisplayEnrolmentQueryVariables>;
export const RequestDisplayEnrolmentDocument = new TypedDocumentString(`
    mutation RequestDisplayEnrolment($name: String!) {
  requestDisplayEnrolment(name: $name) {
    device_id
    token
  }
}
    `) as unknown as TypedDocumentString<RequestDisplayEnrolmentMutation, RequestDisplayEnrolmentMutationVariables>;
export const DisplayHeartbeatDocument = new TypedDocumentString(`
    mutation DisplayHeartbeat($input: ScreenHeartbeatInput!) {
  screenHeartbeat(input: $input) {
    taken
    every_ms
  }
}
    `) as unknown as TypedDocumentString<DisplayHeartbeatMutation, DisplayHeartbeatMutationVariables>;
export const DisplayCallDetailDocument = new TypedDocumentString(`
    query DisplayCallDetail($id: Int!) {
  call(id: $id) {
    id
    call_type_text
    call_source_text
    section_name
    number
    device_text_short
    device_text_long
    position
    duration
    opened_at
    closed_at
    handled_by_app_username
    is_closed
    weekday
    call_type {
      name
      text
      char
      color
      flag
      urgency
    }
    call_source {
      char
    }
    section {
      allow_manual_call_closure
    }
    system_tree_node {
      serial
      deny_manual_call_closure
    }
    actions {
      id
      action
      at
      after_seconds
      actor_kind
      actor_name
      detail
    }
  }
}
    `) as unknown as TypedDocumentString<DisplayCallDetailQuery, DisplayCallDetailQueryVariables>;
export const CreateDisplayProfileDocument = new TypedDocumentString(`
    mutation CreateDisplayProfile($input: DisplayProfileInput!) {
  createDisplayProfile(input: $input) {
    id
    name
    slug
  }
}
    `) as unknown as TypedDocumentString<CreateDisplayProfileMutation, CreateDisplayProfileMutationVariables>;
export const UpdateDisplayProfileDocument = new TypedDocumentString(`
    mutation UpdateDisplayProfile($input: DisplayProfileInput!) {
  updateDisplayProfile(input: $input) {
    id
    name
    slug
  }
}
    `) as unknown as TypedDocumentString<UpdateDisplayProfileMutation, UpdateDisplayProfileMutationVariables>;
export const DeleteDisplayProfileDocument = new TypedDocumentString(`
    mutation DeleteDisplayProfile($ids: [Int!]!) {
  deleteDisplayProfile(ids: $ids) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<DeleteDisplayProfileMutation, DeleteDisplayProfileMutationVariables>;
export const DisplaySettingsRelationsDocument = new TypedDocumentString(`
    query DisplaySettingsRelations {
  callDisplayRelations {
    schedules {
      id
      name
      time_1
      time_2
      time_3
      time_4
      time_5
    }
    displayGroups {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<DisplaySettingsRelationsQuery, DisplaySettingsRelationsQueryVariables>;