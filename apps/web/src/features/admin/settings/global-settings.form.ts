import { hexCriterion, IssueList, numberRule, required } from '@wardlight/domain';
import type { GlobalSettingsFieldsFragment, GlobalSettingsInput } from '../../../generated/graphql';
import type { FieldDecl } from '../../../ui/crud/field-types';
import { useLocaleOptions } from '../users/user-options';

/** The editable global settings (spec part 1 §3); every one of them, so values and input are alike. */
export type GlobalSettingsValues = Omit<GlobalSettingsFieldsFragment, '__typename'>;

const PERCENT = { min: 0, max: 100 };
const COUNTS = [
  'defects_timeout',
  'monitoring_timeout_radio',
  'monitoring_timeout_tech',
  'monitoring_timeout_wired',
  'probable_defect_threshold_count',
  'probable_defect_timeframe_hours',
] as const;

export const GLOBAL_SETTINGS_FIELDS: readonly FieldDecl<GlobalSettingsValues>[] = [
  { name: 'locale', kind: 'select', useOptions: useLocaleOptions, hint: true },
  ...COUNTS.slice(0, 4).map((name) => ({ name, kind: 'number' as const, min: 0, hint: true })),
  { name: 'battery_threshold_low', kind: 'number', ...PERCENT, hint: true },
  { name: 'battery_threshold_critical', kind: 'number', ...PERCENT, hint: true },
  { name: 'allow_empty_call_source_names', kind: 'checkbox' },
  { name: 'ignore_linkable_node_pool_for_super_users', kind: 'checkbox' },
  { name: 'system_tree_text_long_required', kind: 'checkbox' },
  { name: 'probable_defect_name', kind: 'text' },
  { name: 'probable_defect_criterion', kind: 'text', hint: true },
  { name: 'probable_defect_threshold_count', kind: 'number', min: 0 },
  { name: 'probable_defect_timeframe_hours', kind: 'number', min: 0 },
  // Beyond the spec (ADR 0022): wall displays need an administrator's approval.
  { name: 'displays_require_enrolment', kind: 'checkbox', hint: true },
];

/** Field by field: the record Apollo hands over also holds its `__typename`, which the input must not. */
export function globalSettingsValues(s: GlobalSettingsFieldsFragment): GlobalSettingsValues {
  return Object.fromEntries(GLOBAL_SETTINGS_FIELDS.map((f) => [f.name, s[f.name]])) as GlobalSettingsValues;
}

export function globalSettingsInput(v: GlobalSettingsValues): GlobalSettingsInput {
  return {
    ...v,
    probable_defect_name: v.probable_defect_name.trim(),
    probable_defect_criterion: v.probable_defect_criterion.trim(),
  };
}

/** The server's rules (settings.service.ts): thresholds in percent, the critical one not above the low one. */
export function validateGlobalSettings(v: GlobalSettingsValues) {
  const issues = new IssueList();
  for (const field of COUNTS) if (required(field, v[field], issues)) numberRule(field, v[field], { min: 0 }, issues);
  const low = numberRule('battery_threshold_low', v.battery_threshold_low, PERCENT, issues);
  if (numberRule('battery_threshold_critical', v.battery_threshold_critical, PERCENT, issues) && low)
    numberRule('battery_threshold_critical', v.battery_threshold_critical, { max: v.battery_threshold_low }, issues);
  if (required('probable_defect_criterion', v.probable_defect_criterion, issues))
    hexCriterion('probable_defect_criterion', v.probable_defect_criterion, issues);
  return issues.issues;
}
