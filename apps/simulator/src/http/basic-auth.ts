import { createHash, timingSafeEqual } from 'node:crypto';

export interface Credentials {
  username: string;
  password: string;
}

export const AUTH_CHALLENGE = 'Basic realm="Wardlight configurator", charset="UTF-8"';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** True when an Authorization header carries exactly these credentials (compared in constant time). */
export function isAuthorized(header: string | undefined, expected: Credentials): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return false;
  const userOk = timingSafeEqual(digest(decoded.slice(0, separator)), digest(expected.username));
  const passOk = timingSafeEqual(digest(decoded.slice(separator + 1)), digest(expected.password));
  return userOk && passOk;
}

export function basicAuthHeader({ username, password }: Credentials): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

export const UNAUTHORIZED_BODY = { error: { key: 'unauthorized', message: 'Wrong username or password' } };
