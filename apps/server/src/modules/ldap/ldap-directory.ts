import { rootCertificates } from 'node:tls';
import { Client, Filter, InvalidCredentialsError, NoSuchObjectError, SizeLimitExceededError } from 'ldapts';

/** What a sign-in needs of the settings, the admin password opened. */
export interface DirectorySettings {
  dsn: string;
  base_dn: string;
  admin_user: string;
  admin_password: string;
  user_filter: string;
  roles_attribute: string;
  /** PEM certificate(s) trusted besides the system's roots for ldaps:// (LDAP_CA_FILE; ADR 0045). */
  ca?: string | null;
}

/**
 * How a directory sign-in ended (spec part 1 §8: server not reachable, user not found, wrong password,
 * too many users matched; anything else is the general error with its detail).
 */
export type DirectoryOutcome =
  | { ok: true; dn: string; values: string[] }
  | { ok: false; key: 'ldap_unreachable' | 'ldap_user_not_found' | 'ldap_wrong_password' | 'ldap_too_many_users' }
  | { ok: false; key: 'ldap_error'; detail: string };

/** A directory that takes longer than these is reported as not reachable, not waited for. */
const CONNECT_TIMEOUT_MS = 5_000;
const OPERATION_TIMEOUT_MS = 10_000;

/** The filter with every `%s` replaced by the username, escaped (RFC 4515) so it cannot widen the search. */
export function userFilterFor(template: string, username: string): string {
  const filter = template.trim() || '(uid=%s)';
  const escaped = Filter.escape(username);
  return filter.includes('%s') ? filter.replaceAll('%s', escaped) : `(&${wrap(filter)}(uid=${escaped}))`;
}
const wrap = (f: string) => (f.startsWith('(') ? f : `(${f})`);

/** Errors of the socket rather than of LDAP: refused, unknown host, timed out, reset. */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (
    ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'ETIMEDOUT'].includes(code)
  ) {
    return true;
  }
  return /timed? ?out|connect|socket|closed/i.test(error.message) && !(error instanceof InvalidCredentialsError);
}

export const describe = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

function clientFor(s: Pick<DirectorySettings, 'dsn' | 'ca'>) {
  const url = s.dsn.trim();
  // ldaps://: the certificate is checked against the system's roots and the custom CA, and the host name.
  const tlsOptions = /^ldaps:\/\//i.test(url)
    ? { minVersion: 'TLSv1.2' as const, ...(s.ca ? { ca: [...rootCertificates, s.ca] } : {}) }
    : undefined;
  return new Client({
    url,
    ...(tlsOptions ? { tlsOptions } : {}),
    connectTimeout: CONNECT_TIMEOUT_MS,
    timeout: OPERATION_TIMEOUT_MS,
    strictDN: false,
  });
}

async function closeQuietly(client: Client) {
  await client.unbind().catch(() => undefined);
}

const valuesOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).map((x) =>
    Buffer.isBuffer(x) ? x.toString('utf8') : String(x),
  );

/**
 * Binds as the admin user (anonymous when none is set), looks the user up under the base DN with the
 * filter, binds as the one entry found with the password typed, and answers the entry's values of the
 * roles attribute. Every connection is closed before it answers.
 */
export async function authenticate(
  s: DirectorySettings,
  username: string,
  password: string,
): Promise<DirectoryOutcome> {
  // An empty password would be an anonymous bind, which directories accept: never a sign-in.
  if (!password) return { ok: false, key: 'ldap_wrong_password' };
  const lookup = clientFor(s);
  let dn: string;
  let values: string[];
  try {
    if (s.admin_user.trim()) await lookup.bind(s.admin_user.trim(), s.admin_password);
    const attribute = s.roles_attribute.trim();
    const { searchEntries } = await lookup.search(s.base_dn.trim(), {
      scope: 'sub',
      filter: userFilterFor(s.user_filter, username),
      attributes: attribute ? ['dn', attribute] : ['dn'],
      sizeLimit: 2,
    });
    if (searchEntries.length === 0) return { ok: false, key: 'ldap_user_not_found' };
    if (searchEntries.length > 1) return { ok: false, key: 'ldap_too_many_users' };
    const entry = searchEntries[0] as Record<string, unknown> & { dn: string };
    dn = entry.dn;
    const key = attribute ? Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase()) : undefined;
    values = key ? valuesOf(entry[key]) : [];
  } catch (error) {
    if (error instanceof SizeLimitExceededError) return { ok: false, key: 'ldap_too_many_users' };
    if (isUnreachable(error)) return { ok: false, key: 'ldap_unreachable' };
    return { ok: false, key: 'ldap_error', detail: describe(error) };
  } finally {
    await closeQuietly(lookup);
  }

  const own = clientFor(s);
  try {
    await own.bind(dn, password);
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return { ok: false, key: 'ldap_wrong_password' };
    if (isUnreachable(error)) return { ok: false, key: 'ldap_unreachable' };
    return { ok: false, key: 'ldap_error', detail: describe(error) };
  } finally {
    await closeQuietly(own);
  }
  return { ok: true, dn, values };
}

/** What the settings page's test button reports, step by step (ADR 0041). */
export interface DirectoryCheck {
  ok: boolean;
  /** connected | unreachable | admin_refused | base_not_found | user_found | user_not_found | too_many_users | error */
  key: string;
  detail: string | null;
  /** Entries directly below the base DN that the search may see (a sign the base DN is the right one). */
  entries: number | null;
  user_dn: string | null;
  values: string[];
}

/** Connects, binds as the admin user, reads the base DN, and looks up `username` if one is given. */
export async function checkDirectory(s: DirectorySettings, username: string | null): Promise<DirectoryCheck> {
  const result = (key: string, ok: boolean, more: Partial<DirectoryCheck> = {}): DirectoryCheck => ({
    ok,
    key,
    detail: null,
    entries: null,
    user_dn: null,
    values: [],
    ...more,
  });
  const client = clientFor(s);
  try {
    try {
      if (s.admin_user.trim()) await client.bind(s.admin_user.trim(), s.admin_password);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return result('admin_refused', false, { detail: describe(error) });
      throw error;
    }
    let entries: number;
    try {
      const { searchEntries } = await client.search(s.base_dn.trim(), {
        scope: 'one',
        filter: '(objectClass=*)',
        attributes: ['dn'],
        sizeLimit: 1000,
      });
      entries = searchEntries.length;
    } catch (error) {
      if (error instanceof NoSuchObjectError) return result('base_not_found', false, { detail: describe(error) });
      throw error;
    }
    if (!username?.trim()) return result('connected', true, { entries });
    const attribute = s.roles_attribute.trim();
    try {
      const { searchEntries } = await client.search(s.base_dn.trim(), {
        scope: 'sub',
        filter: userFilterFor(s.user_filter, username.trim()),
        attributes: attribute ? ['dn', attribute] : ['dn'],
        sizeLimit: 2,
      });
      if (searchEntries.length === 0) return result('user_not_found', false, { entries });
      if (searchEntries.length > 1) return result('too_many_users', false, { entries });
      const entry = searchEntries[0] as Record<string, unknown> & { dn: string };
      const key = attribute ? Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase()) : undefined;
      return result('user_found', true, { entries, user_dn: entry.dn, values: key ? valuesOf(entry[key]) : [] });
    } catch (error) {
      if (error instanceof SizeLimitExceededError) return result('too_many_users', false, { entries });
      throw error;
    }
  } catch (error) {
    if (isUnreachable(error)) return result('unreachable', false, { detail: describe(error) });
    return result('error', false, { detail: describe(error) });
  } finally {
    await closeQuietly(client);
  }
}
