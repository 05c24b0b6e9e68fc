/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What the phone reports of itself, for the receipts dashboard; every field optional. */
export type PhoneStatusInput = {
  /** 0–100. */
  battery?: number | null | undefined;
  charging?: boolean | null | undefined;
  muted?: boolean | null | undefined;
  /** granted, denied or default (the browser's Notification.permission). */
  notifications?: string | null | undefined;
  visible?: boolean | null | undefined;
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

export type PhoneCallFieldsFragment = { id: number, call_type_text: string, urgency: string, color: string, section_name: string, device_text_short: string, device_text_long: string, position: string | null, opened_at: string, closed_at: string | null, state: string, accepted_by: string | null, can_accept: boolean, can_reject: boolean };

export type PhoneCallsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PhoneCallsChangedSubscription = { phoneCallsChanged: { complete: boolean, removed: Array<number>, calls: Array<{ id: number, call_type_text: string, urgency: string, color: string, section_name: string, device_text_short: string, device_text_long: string, position: string | null, opened_at: string, closed_at: string | null, state: string, accepted_by: string | null, can_accept: boolean, can_reject: boolean }> } };

export type PhoneCallActionMutationVariables = Exact<{
  call_id: number;
  action: string;
}>;


export type PhoneCallActionMutation = { phoneCallAction: { id: number, call_type_text: string, urgency: string, color: string, section_name: string, device_text_short: string, device_text_long: string, position: string | null, opened_at: string, closed_at: string | null, state: string, accepted_by: string | null, can_accept: boolean, can_reject: boolean } };

export type PhoneAcknowledgeMutationVariables = Exact<{
  confirmed: Array<number> | number;
  opened: Array<number> | number;
  confirming: boolean;
  opening: boolean;
}>;


export type PhoneAcknowledgeMutation = { confirmed?: boolean, opened?: boolean };

export type PhoneReportMutationVariables = Exact<{
  status: PhoneStatusInput;
}>;


export type PhoneReportMutation = { phoneReport: boolean };

export type PhoneHeartbeatMutationVariables = Exact<{
  input: ScreenHeartbeatInput;
}>;


export type PhoneHeartbeatMutation = { screenHeartbeat: { taken: boolean, every_ms: number } };

export type PhoneLinkStateQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneLinkStateQuery = { phoneLinkState: { system_id: number, state: string, age_seconds: number } };

export type PairPhoneMutationVariables = Exact<{
  code: string;
}>;


export type PairPhoneMutation = { pairPhone: { device_token: string, client: { id: number, name: string, system_id: number } } };

export type PhoneSessionFieldsFragment = { client: { id: number, name: string, system_id: number, system_name: string }, user: { id: number, name: string, display_name: string, group_name: string | null, call_handling_mode: string } | null, settings: { logout_disabled: boolean, logout_on_charge: boolean, display_names_enabled: boolean } };

export type PhoneSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneSessionQuery = { phoneSession: { client: { id: number, name: string, system_id: number, system_name: string }, user: { id: number, name: string, display_name: string, group_name: string | null, call_handling_mode: string } | null, settings: { logout_disabled: boolean, logout_on_charge: boolean, display_names_enabled: boolean } } };

export type PhoneSignInMutationVariables = Exact<{
  name: string;
  password: string;
}>;


export type PhoneSignInMutation = { phoneSignIn: { session_token: string, session: { client: { id: number, name: string, system_id: number, system_name: string }, user: { id: number, name: string, display_name: string, group_name: string | null, call_handling_mode: string } | null, settings: { logout_disabled: boolean, logout_on_charge: boolean, display_names_enabled: boolean } } } };

export type PhoneSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type PhoneSignOutMutation = { phoneSignOut: boolean };

export type PhoneSubscriptionsFieldsFragment = { allowed: boolean, confirmation_required: boolean, subscriptions: Array<{ id: number, node_id: number, node_name: string, priority: number, confirmed: boolean }>, rooms: Array<{ id: number, name: string }> };

export type PhoneSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneSubscriptionsQuery = { phoneSubscriptions: { allowed: boolean, confirmation_required: boolean, subscriptions: Array<{ id: number, node_id: number, node_name: string, priority: number, confirmed: boolean }>, rooms: Array<{ id: number, name: string }> } };

export type PhoneSubscribeMutationVariables = Exact<{
  node_id: number;
  priority?: number | null | undefined;
}>;


export type PhoneSubscribeMutation = { phoneSubscribe: { allowed: boolean, confirmation_required: boolean, subscriptions: Array<{ id: number, node_id: number, node_name: string, priority: number, confirmed: boolean }>, rooms: Array<{ id: number, name: string }> } };

export type PhoneUnsubscribeMutationVariables = Exact<{
  id: number;
}>;


export type PhoneUnsubscribeMutation = { phoneUnsubscribe: { allowed: boolean, confirmation_required: boolean, subscriptions: Array<{ id: number, node_id: number, node_name: string, priority: number, confirmed: boolean }>, rooms: Array<{ id: number, name: string }> } };

export type PhoneTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneTeamQuery = { phoneTeam: { enabled: boolean, members: Array<{ name: string, display_name: string, on_phone: boolean, busy_with: Array<string> }>, presences: Array<{ id: number, device_text_long: string, section_name: string, opened_at: string }> } };

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
export const PhoneCallFieldsFragmentDoc = new TypedDocumentString(`
    fragment PhoneCallFields on PhoneCall {
  id
  call_type_text
  urgency
  color
  section_name
  device_text_short
  device_text_long
  position
  opened_at
  closed_at
  state
  accepted_by
  can_accept
  can_reject
}
    `, {"fragmentName":"PhoneCallFields"}) as unknown as TypedDocumentString<PhoneCallFieldsFragment, unknown>;
export const PhoneSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment PhoneSessionFields on PhoneSession {
  client {
    id
    name
    system_id
    system_name
  }
  user {
    id
    name
    display_name
    group_name
    call_handling_mode
  }
  settings {
    logout_disabled
    logout_on_charge
    display_names_enabled
  }
}
    `, {"fragmentName":"PhoneSessionFields"}) as unknown as TypedDocumentString<PhoneSessionFieldsFragment, unknown>;
export const PhoneSubscriptionsFieldsFragmentDoc = new TypedDocumentString(`
    fragment PhoneSubscriptionsFields on PhoneSubscriptions {
  allowed
  confirmation_required
  subscriptions {
    id
    node_id
    node_name
    priority
    confirmed
  }
  rooms {
    id
    name
  }
}
    `, {"fragmentName":"PhoneSubscriptionsFields"}) as unknown as TypedDocumentString<PhoneSubscriptionsFieldsFragment, unknown>;
export const PhoneCallsChangedDocument = new TypedDocumentString(`
    subscription PhoneCallsChanged {
  phoneCallsChanged {
    complete
    removed
    calls {
      ...PhoneCallFields
    }
  }
}
    fragment PhoneCallFields on PhoneCall {
  id
  call_type_text
  urgency
  color
  section_name
  device_text_short
  device_text_long
  position
  opened_at
  closed_at
  state
  accepted_by
  can_accept
  can_reject
}`) as unknown as TypedDocumentString<PhoneCallsChangedSubscription, PhoneCallsChangedSubscriptionVariables>;
export const PhoneCallActionDocument = new TypedDocumentString(`
    mutation PhoneCallAction($call_id: Int!, $action: String!) {
  phoneCallAction(call_id: $call_id, action: $action) {
    ...PhoneCallFields
  }
}
    fragment PhoneCallFields on PhoneCall {
  id
  call_type_text
  urgency
  color
  section_name
  device_text_short
  device_text_long
  position
  opened_at
  closed_at
  state
  accepted_by
  can_accept
  can_reject
}`) as unknown as TypedDocumentString<PhoneCallActionMutation, PhoneCallActionMutationVariables>;
export const PhoneAcknowledgeDocument = new TypedDocumentString(`
    mutation PhoneAcknowledge($confirmed: [Int!]!, $opened: [Int!]!, $confirming: Boolean!, $opening: Boolean!) {
  confirmed: phoneAcknowledge(call_ids: $confirmed) @include(if: $confirming)
  opened: phoneAcknowledge(call_ids: $opened, opened: true) @include(if: $opening)
}
    `) as unknown as TypedDocumentString<PhoneAcknowledgeMutation, PhoneAcknowledgeMutationVariables>;
export const PhoneReportDocument = new TypedDocumentString(`
    mutation PhoneReport($status: PhoneStatusInput!) {
  phoneReport(status: $status)
}
    `) as unknown as TypedDocumentString<PhoneReportMutation, PhoneReportMutationVariables>;
export const PhoneHeartbeatDocument = new TypedDocumentString(`
    mutation PhoneHeartbeat($input: ScreenHeartbeatInput!) {
  screenHeartbeat(input: $input) {
    taken
    every_ms
  }
}
    `) as unknown as TypedDocumentString<PhoneHeartbeatMutation, PhoneHeartbeatMutationVariables>;
export const PhoneLinkStateDocument = new TypedDocumentString(`
    query PhoneLinkState {
  phoneLinkState {
    system_id
    state
    age_seconds
  }
}
    `) as unknown as TypedDocumentString<PhoneLinkStateQuery, PhoneLinkStateQueryVariables>;
export const PairPhoneDocument = new TypedDocumentString(`
    mutation PairPhone($code: String!) {
  pairPhone(code: $code) {
    device_token
    client {
      id
      name
      system_id
    }
  }
}
    `) as unknown as TypedDocumentString<PairPhoneMutation, PairPhoneMutationVariables>;
export const PhoneSessionDocument = new TypedDocumentString(`
    query PhoneSession {
  phoneSession {
    ...PhoneSessionFields
  }
}
    fragment PhoneSessionFields on PhoneSession {
  client {
    id
    name
    system_id
    system_name
  }
  user {
    id
    name
    display_name
    group_name
    call_handling_mode
  }
  settings {
    logout_disabled
    logout_on_charge
    display_names_enabled
  }
}`) as unknown as TypedDocumentString<PhoneSessionQuery, PhoneSessionQueryVariables>;
export const PhoneSignInDocument = new TypedDocumentString(`
    mutation PhoneSignIn($name: String!, $password: String!) {
  phoneSignIn(name: $name, password: $password) {
    session_token
    session {
      ...PhoneSessionFields
    }
  }
}
    fragment PhoneSessionFields on PhoneSession {
  client {
    id
    name
    system_id
    system_name
  }
  user {
    id
    name
    display_name
    group_name
    call_handling_mode
  }
  settings {
    logout_disabled
    logout_on_charge
    display_names_enabled
  }
}`) as unknown as TypedDocumentString<PhoneSignInMutation, PhoneSignInMutationVariables>;
export const PhoneSignOutDocument = new TypedDocumentString(`
    mutation PhoneSignOut {
  phoneSignOut
}
    `) as unknown as TypedDocumentString<PhoneSignOutMutation, PhoneSignOutMutationVariables>;
export const PhoneSubscriptionsDocument = new TypedDocumentString(`
    query PhoneSubscriptions {
  phoneSubscriptions {
    ...PhoneSubscriptionsFields
  }
}
    fragment PhoneSubscriptionsFields on PhoneSubscriptions {
  allowed
  confirmation_required
  subscriptions {
    id
    node_id
    node_name
    priority
    confirmed
  }
  rooms {
    id
    name
  }
}`) as unknown as TypedDocumentString<PhoneSubscriptionsQuery, PhoneSubscriptionsQueryVariables>;
export const PhoneSubscribeDocument = new TypedDocumentString(`
    mutation PhoneSubscribe($node_id: Int!, $priority: Int) {
  phoneSubscribe(node_id: $node_id, priority: $priority) {
    ...PhoneSubscriptionsFields
  }
}
    fragment PhoneSubscriptionsFields on PhoneSubscriptions {
  allowed
  confirmation_required
  subscriptions {
    id
    node_id
    node_name
    priority
    confirmed
  }
  rooms {
    id
    name
  }
}`) as unknown as TypedDocumentString<PhoneSubscribeMutation, PhoneSubscribeMutationVariables>;
export const PhoneUnsubscribeDocument = new TypedDocumentString(`
    mutation PhoneUnsubscribe($id: Int!) {
  phoneUnsubscribe(id: $id) {
    ...PhoneSubscriptionsFields
  }
}
    fragment PhoneSubscriptionsFields on PhoneSubscriptions {
  allowed
  confirmation_required
  subscriptions {
    id
    node_id
    node_name
    priority
    confirmed
  }
  rooms {
    id
    name
  }
}`) as unknown as TypedDocumentString<PhoneUnsubscribeMutation, PhoneUnsubscribeMutationVariables>;
export const PhoneTeamDocument = new TypedDocumentString(`
    query PhoneTeam {
  phoneTeam {
    enabled
    members {
      name
      display_name
      on_phone
      busy_with
    }
    presences {
      id
      device_text_long
      section_name
      opened_at
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneTeamQuery, PhoneTeamQueryVariables>;