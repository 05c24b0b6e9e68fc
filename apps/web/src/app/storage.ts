import {
  DEFAULT_SYSTEM_ID,
  isLocale,
  type Locale,
  parseSystemId,
  STORAGE_PREFIX,
  SYSTEM_CONTEXT_STORAGE_KEY,
} from '@wardlight/domain';

/** Browser storage of the console; every key starts with `cs.` (spec part 1 §9). */
const USER_KEY = `${STORAGE_PREFIX}user`;
const LOCALE_KEY = `${STORAGE_PREFIX}locale`;

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (private mode, kiosk policy): behave as a first visit
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // see read()
  }
}

export function readSystemContext(): number {
  return parseSystemId(read(SYSTEM_CONTEXT_STORAGE_KEY)) ?? DEFAULT_SYSTEM_ID;
}

export function writeSystemContext(id: number): void {
  write(SYSTEM_CONTEXT_STORAGE_KEY, String(id));
}

/**
 * The id of the user last signed in here. It only says whether AppData should ask for the user
 * (`hasSession`); the session itself is the httpOnly cookie, which the page cannot see.
 */
export function readStoredUserId(): number {
  const id = Number(read(USER_KEY));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export function writeStoredUserId(id: number | null): void {
  write(USER_KEY, id && id > 0 ? String(id) : null);
}

export function readStoredLocale(): Locale | null {
  const value = read(LOCALE_KEY);
  return isLocale(value) ? value : null;
}

export function writeStoredLocale(locale: Locale): void {
  write(LOCALE_KEY, locale);
}

const DISPLAY_PROFILE_KEY = `${STORAGE_PREFIX}display_profile`;

/** The slug of the display profile last chosen in this browser (spec part 2 §4 Profile selection). */
export function readDisplayProfileSlug(): string | null {
  return read(DISPLAY_PROFILE_KEY) || null;
}

export function writeDisplayProfileSlug(slug: string | null): void {
  write(DISPLAY_PROFILE_KEY, slug || null);
}

const DISPLAY_TOKEN_KEY = `${STORAGE_PREFIX}displayToken`;

/** The device token of this browser as an enrolled wall display (ADR 0022); the server keeps only its hash. */
export function readDisplayToken(): string | null {
  return read(DISPLAY_TOKEN_KEY) || null;
}

export function writeDisplayToken(token: string | null): void {
  write(DISPLAY_TOKEN_KEY, token || null);
}

const VISITOR_LOCALE_KEY = `${STORAGE_PREFIX}visitor_locale`;
const DEFAULT_LOCALE_KEY = `${STORAGE_PREFIX}default_locale`;

/** The language a visitor chose on the login page of this browser (issue 14): not a user's. */
export function readVisitorLocale(): Locale | null {
  const value = read(VISITOR_LOCALE_KEY);
  return isLocale(value) ? value : null;
}

export function writeVisitorLocale(locale: Locale): void {
  write(VISITOR_LOCALE_KEY, locale);
}

/** The console's configured default language as last heard, so a visitor's first paint has it. */
export function readDefaultLocale(): Locale | null {
  const value = read(DEFAULT_LOCALE_KEY);
  return isLocale(value) ? value : null;
}

export function writeDefaultLocale(locale: Locale): void {
  write(DEFAULT_LOCALE_KEY, locale);
}
