import type { Locale, Principal } from '@wardlight/domain';
import type { Logger } from '../logger';
import type { DisplayIdentity } from '../modules/display-devices/display-devices.service';
import type { PhoneIdentity, PhoneTokens } from '../modules/phones/phone-identity';
import type { Services } from '../services';

/** Who is asking and about which system; built once per HTTP request or socket connection. */
export interface Identity {
  principal: Principal;
  /** The signed-in user's name, for the audit log; null for visitors. */
  userName: string | null;
  /** The session behind the principal; null for visitors. */
  sessionTokenHash: string | null;
  /** System context (X-System / connection parameter); null only while no system exists. */
  systemId: number | null;
  locale: Locale;
  clientIp: string;
  userAgent: string | null;
  /** The enrolled display behind the request's device token (ADR 0022); null without a known token. */
  display: DisplayIdentity | null;
  /** The phone's tokens as sent; the phone guard resolves them once into `phone` (ADR 0032). */
  phoneTokens: PhoneTokens;
  phone?: PhoneIdentity;
}

/** Cookies a mutation sets on the HTTP reply (sign-in, sign-out). Absent on the socket. */
export interface CookieJar {
  setSession(token: string, maxAgeSeconds: number): void;
  clearSession(): void;
}

export interface GraphQLContext extends Identity {
  services: Services;
  cookies: CookieJar | null;
  log: Logger;
}
