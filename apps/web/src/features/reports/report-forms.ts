import { checkMailSettings, checkReportSettings, MAIL_SECURITY } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import type {
  MailSettingsFieldsFragment,
  MailSettingsInput,
  ReportSettingsFieldsFragment,
  ReportSettingsInput,
} from '../../generated/graphql';
import type { FieldDecl, Option } from '../../ui/crud/field-types';
import { useSectionOptions } from '../admin/config-edit/config-options';

/** The mail server's form; the password is write-only: empty keeps the stored one. */
export interface MailValues {
  host: string;
  port: number | null;
  security: string;
  username: string;
  password: string;
  sender: string;
}

function useSecurityOptions(): Option[] {
  const { t } = useTranslation('reports');
  return MAIL_SECURITY.map((value) => ({ value, label: t(`mail.security.${value}`) }));
}

export const MAIL_FIELDS: readonly FieldDecl<MailValues>[] = [
  { name: 'host', kind: 'text', required: true },
  { name: 'port', kind: 'number', min: 1, max: 65_535, required: true },
  { name: 'security', kind: 'select', useOptions: useSecurityOptions, hint: true },
  { name: 'username', kind: 'text' },
  { name: 'password', kind: 'password', hint: true },
  { name: 'sender', kind: 'text', required: true },
];

export function mailValues(s: MailSettingsFieldsFragment): MailValues {
  return { host: s.host, port: s.port, security: s.security, username: s.username, password: '', sender: s.sender };
}

export function mailInput(v: MailValues): MailSettingsInput {
  return {
    host: v.host.trim(),
    port: v.port ?? 0,
    security: v.security,
    username: v.username.trim(),
    password: v.password === '' ? null : v.password,
    sender: v.sender.trim(),
  };
}

export const validateMail = (v: MailValues) => checkMailSettings({ ...v, port: v.port ?? Number.NaN });

export type ReportValues = Omit<ReportSettingsFieldsFragment, '__typename' | 'system_id' | 'last_execution'>;

export const REPORT_FIELDS: readonly FieldDecl<ReportValues>[] = [
  { name: 'enabled', kind: 'checkbox' },
  { name: 'email', kind: 'text', hint: true },
  { name: 'send_daily', kind: 'checkbox' },
  { name: 'send_weekly', kind: 'checkbox' },
  { name: 'send_monthly', kind: 'checkbox' },
  { name: 'send_hour', kind: 'number', min: 0, max: 23, hint: true },
  { name: 'section_ids', kind: 'multiselect', useOptions: useSectionOptions, hint: true },
  { name: 'include_battery', kind: 'checkbox' },
  { name: 'include_not_reachable', kind: 'checkbox' },
  { name: 'include_long_calls', kind: 'checkbox' },
  { name: 'call_duration_threshold', kind: 'number', min: 1, max: 1440, hint: true },
  { name: 'include_probable_defects', kind: 'checkbox' },
];

export function reportValues(s: ReportSettingsFieldsFragment): ReportValues {
  return Object.fromEntries(REPORT_FIELDS.map((f) => [f.name, s[f.name]])) as ReportValues;
}

export function reportInput(v: ReportValues): ReportSettingsInput {
  return { ...v, email: v.email.trim() };
}

export const validateReport = (v: ReportValues) => checkReportSettings(v);
