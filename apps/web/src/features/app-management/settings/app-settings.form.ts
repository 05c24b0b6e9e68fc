import { APP_TIMEOUT_RANGES, APP_TIMEOUTS, IssueList, numberRule, required } from '@wardlight/domain';
import type { AppSettingsFieldsFragment, GlobalAppSettingsInput } from '../../../generated/graphql';
import type { FieldDecl } from '../../../ui/crud/field-types';

/** The phone app's settings (spec part 2 §3), every one of them editable. */
export type AppSettingsValues = Omit<AppSettingsFieldsFragment, '__typename'>;

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
];

export function appSettingsValues(s: AppSettingsFieldsFragment): AppSettingsValues {
  return Object.fromEntries(APP_SETTINGS_FIELDS.map((f) => [f.name, s[f.name]])) as AppSettingsValues;
}

export function appSettingsInput(v: AppSettingsValues): GlobalAppSettingsInput {
  return { ...v };
}

export function validateAppSettings(v: AppSettingsValues) {
  const issues = new IssueList();
  for (const field of APP_TIMEOUTS)
    if (required(field, v[field], issues)) numberRule(field, v[field], APP_TIMEOUT_RANGES[field], issues);
  return issues.issues;
}
