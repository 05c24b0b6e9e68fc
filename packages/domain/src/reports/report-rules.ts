import { isValidEmail } from '../validation/formats';
import { IssueList, type ValidationIssue } from '../validation/issue';
import { emailList, numberRule, required } from '../validation/rules';

export const MAIL_SECURITY = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export interface MailSettingsValues {
  host: string;
  port: number;
  security: string;
  username: string;
  sender: string;
}

/** The mail server's form, on the web and on the server: a host, a port, a sender to send as. */
export function checkMailSettings(v: MailSettingsValues): ValidationIssue[] {
  const issues = new IssueList();
  if (required('host', v.host, issues) && !/^[A-Za-z0-9.\-[\]:]+$/.test(v.host.trim()))
    issues.add('host', 'invalid_value');
  numberRule('port', v.port, { min: 1, max: 65_535 }, issues);
  if (!(MAIL_SECURITY as readonly string[]).includes(v.security)) issues.add('security', 'invalid_value');
  if (required('sender', v.sender, issues) && !isValidEmail(v.sender.trim())) issues.add('sender', 'invalid_email');
  return issues.issues;
}

export interface ReportSettingsValues {
  email: string;
  enabled: boolean;
  send_daily: boolean;
  send_weekly: boolean;
  send_monthly: boolean;
  send_hour: number;
  call_duration_threshold: number;
}

/** A report that is on needs whom to send it to and at least one frequency (spec part 1 §5 messages). */
export function checkReportSettings(v: ReportSettingsValues): ValidationIssue[] {
  const issues = new IssueList();
  if (v.enabled) required('email', v.email, issues);
  emailList('email', v.email, issues);
  if (v.enabled && !v.send_daily && !v.send_weekly && !v.send_monthly) issues.add('send_weekly', 'at_least_one_active');
  numberRule('send_hour', v.send_hour, { min: 0, max: 23 }, issues);
  numberRule('call_duration_threshold', v.call_duration_threshold, { min: 1, max: 1440 }, issues);
  return issues.issues;
}
