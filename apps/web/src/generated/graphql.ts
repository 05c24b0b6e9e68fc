/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
  JSON: { input: unknown; output: unknown; }
};

export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<PageInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  user_id?: InputMaybe<Scalars['Int']['input']>;
};

export type DeviceActionInput = {
  /** EndCalls, IgnoreDefects, Mute, Restart or Unmute ('end calls' is read as EndCalls). */
  action: Scalars['String']['input'];
  deviceID: Scalars['Int']['input'];
  sectionID?: InputMaybe<Scalars['Int']['input']>;
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

/** One list page: the items and the total count for the filter, for paging. */
export type PageInput = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
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

export type AppDataQueryVariables = Exact<{
  hasSession: boolean;
}>;


export type AppDataQuery = { license: { id: number, name: string, features: { analytics: boolean, log: boolean, management: boolean }, limits: { devices: number, visuals: number, app_clients: number, systems: number } }, appState: { offline_mode: boolean, app_gateway_enabled: boolean, app_gateway_system_id: number | null, last_gets_change: string | null, last_gets_commit: string | null, committing_gets_config: boolean, configurator_ip: string | null, setup_time: string | null, features: { display_group_overrides: boolean, demo_mode: boolean } }, authUser?: { id: number, name: string, locale: string, homepage: string | null, is_superuser: boolean, password_is_temporary: boolean, system_access: Array<number>, roles: Array<number>, permissions: Array<{ code: string }> } | null, globalAppSettings?: { subscriptions_enabled: boolean }, publicSystemParams: Array<{ id: number, name: string }> };

export type SystemMessagesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SystemMessagesSubscription = { systemMessages: { subject: string, payload: unknown } };

export type UserSetPasswordMutationVariables = Exact<{
  password: string;
  password_repeat: string;
}>;


export type UserSetPasswordMutation = { userSetPassword: { id: number } };

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


export const AppDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasSession"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"}},{"kind":"Field","name":{"kind":"Name","value":"log"}},{"kind":"Field","name":{"kind":"Name","value":"management"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devices"}},{"kind":"Field","name":{"kind":"Name","value":"visuals"}},{"kind":"Field","name":{"kind":"Name","value":"app_clients"}},{"kind":"Field","name":{"kind":"Name","value":"systems"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"appState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offline_mode"}},{"kind":"Field","name":{"kind":"Name","value":"app_gateway_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"app_gateway_system_id"}},{"kind":"Field","name":{"kind":"Name","value":"last_gets_change"}},{"kind":"Field","name":{"kind":"Name","value":"last_gets_commit"}},{"kind":"Field","name":{"kind":"Name","value":"committing_gets_config"}},{"kind":"Field","name":{"kind":"Name","value":"configurator_ip"}},{"kind":"Field","name":{"kind":"Name","value":"setup_time"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"display_group_overrides"}},{"kind":"Field","name":{"kind":"Name","value":"demo_mode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"authUser"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasSession"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"homepage"}},{"kind":"Field","name":{"kind":"Name","value":"is_superuser"}},{"kind":"Field","name":{"kind":"Name","value":"password_is_temporary"}},{"kind":"Field","name":{"kind":"Name","value":"system_access"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"globalAppSettings"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasSession"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions_enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicSystemParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AppDataQuery, AppDataQueryVariables>;
export const SystemMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SystemMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]} as unknown as DocumentNode<SystemMessagesSubscription, SystemMessagesSubscriptionVariables>;
export const UserSetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserSetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password_repeat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"password_repeat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password_repeat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UserSetPasswordMutation, UserSetPasswordMutationVariables>;
export const ActivateLicenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateLicense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateLicense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ActivateLicenseMutation, ActivateLicenseMutationVariables>;
export const CreateInitialConfiguratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInitialConfigurator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInitialConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ip"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<CreateInitialConfiguratorMutation, CreateInitialConfiguratorMutationVariables>;
export const CreateInitialUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInitialUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInitialUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<CreateInitialUserMutation, CreateInitialUserMutationVariables>;