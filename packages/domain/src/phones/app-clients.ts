import { urlHost } from '../validation/formats';
import type { IssueList } from '../validation/issue';
import { isBlank } from '../validation/rules';

/** What a phone may do (spec part 2 §3 App client `permissions`). */
export const PHONE_PERMISSIONS = ['accept', 'reject', 'callback', 'escalate', 'release', 'mute', 'team_view'] as const;
export type PhonePermission = (typeof PHONE_PERMISSIONS)[number];

/** A phone counts as connected while its last contact is at most this old (seconds). */
export const APP_CLIENT_CONNECTED_WITHIN_S = 60;
/** The window of a phone's reachability (spec part 2 §4, §9: 14 days). */
export const REACHABILITY_WINDOW_DAYS = 14;
/** How long a new pairing code is valid (hours). */
export const PAIRING_VALID_HOURS = 24;

/** Hosts that name the server's own machine, not the care home's network. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    h === '::1' ||
    h === '0:0:0:0:0:0:0:1' ||
    h === '0.0.0.0'
  );
}

/**
 * An app client's server URL (spec part 2 §5): required, with http(s):// ('Bitte inkl. http(s)://
 * eingeben', `url_scheme_required`), and an address the phones reach in the network, not the server's
 * own loopback ('Bitte netzwerk-interne URL eingeben', `url_not_local`). Returns it trimmed.
 */
export function appClientServerUrl(value: string | null | undefined, issues: IssueList, field = 'server_url'): string {
  const url = value?.trim() ?? '';
  if (isBlank(url)) {
    issues.add(field, 'required');
    return url;
  }
  const host = /^https?:\/\//i.test(url) ? urlHost(url) : null;
  if (host === null) issues.add(field, 'url_scheme_required');
  else if (isLoopbackHost(host)) issues.add(field, 'url_not_local');
  return url;
}

/** Reports any permission that is not a phone permission; returns the list without repeats. */
export function appClientPermissions(values: readonly string[] | null | undefined, issues: IssueList): string[] {
  const list = [...new Set(values ?? [])];
  list.forEach((p, i) => {
    if (!(PHONE_PERMISSIONS as readonly string[]).includes(p)) issues.add(`permissions[${i}]`, 'invalid_value');
  });
  return list;
}

/** The URL a phone opens to pair: the server's app with the code (the QR code holds it). */
export function pairingUrl(serverUrl: string, token: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/app/?pair=${encodeURIComponent(token)}`;
}
