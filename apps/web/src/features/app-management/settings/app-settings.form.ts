import { APP_TIMEOUT_RANGES, APP_TIMEOUTS, IssueList, numberRule, required } from '@wardlight/domain';
import type { AppSettingsFieldsFragment, GlobalAppSettingsInput } from '../../../generated/graphql';
import type { FieldDecl } from '../../../ui/crud/field-types';
import { useSystemOptions } from '../../admin/users/user-options';

/** The phone app's settings (spec part 2 §3) and the app gateway (spec part 1 §2), every one of them editable. */
export type AppSettingsValues = Omit<AppSettingsFieldsFragment, '__typename' | 'app_gateway_system_id'> & {
  app_gateway_system_id: number | null;
};

export const APP_SETTINGS_FIELDS: readonly FieldDecl<AppSettingsValues>[] = [
  { name: 'display_names_enabled', kind: 'checkbox', hint: true },
  { name: 'hide_presences', kind: 'checkbox', hint: true },
  { name: 'team_view_enabled', kind: 'checkbox', hint: true },
  { name: 'logout_disabled', kind: 'checkbox', hint: true },
  { name: 'logout_on_charge', kind: 'checkbox', hint: true },
  { name: 'sos_send_to_all_users', kind: 'checkbox', hint: true },
  { name: 'subscriptions_enabled', kind: 'checkbox', hint: true },
  { name: 'subscriptions_user_defined', kind: 'checkbox', hint: true },
  { name: 'subscriptions_confirmation_required', kind: 'checkbox', hint: true },
  ...APP_TIMEOUTS.map((name) => ({ name, kind: 'number' as const, ...APP_TIMEOUT_RANGES[name], hint: true })),
  { name: 'app_gateway_enabled', kind: 'checkbox', hint: true },
  {
    name: 'app_gateway_system_id',
    kind: 'select',
    useOptions: useSystemOptions,
    clearable: true,
    hint: true,
    visible: ({ values }) => values.app_gateway_enabled,
  },
];

export function appSettingsValues(s: AppSettingsFieldsFragment): AppSettingsValues {
  return Object.fromEntries(APP_SETTINGS_FIELDS.map((f) => [f.name, s[f.name] ?? null])) as AppSettingsValues;
}

export function appSettingsInput(v: AppSettingsValues): GlobalAppSettingsInput {
  return { ...v };
}

export function validateAppSettings(v: AppSettingsValues) {
  const issues = new IssueList();
  for (const field of APP_TIMEOUTS)
    if (required(field, v[field], issues)) numberRule(field, v[field], APP_TIMEOUT_RANGES[field], issues);
  if (v.app_gateway_enabled) required('app_gateway_system_id', v.app_gateway_system_id, issues);
  return issues.issues;
}
