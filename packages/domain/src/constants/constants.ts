/** Business constants of spec part 1 §9 and part 2 §9 that more than one app needs. */
export const CLIENT_VERSION = '5.413';
export const PRODUCT_NAME = 'Wardlight';
export const DEFAULT_SYSTEM_ID = 1;
export const LOCALES = ['de', 'en', 'fr', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const STORAGE_PREFIX = 'cs.';
export const SYSTEM_CONTEXT_STORAGE_KEY = `${STORAGE_PREFIX}system_context`;
export const SYSTEM_HEADER = 'x-system';
export const VERSION_HEADER = 'x-server-version';
export const LICENSE_NUMBER_MAX_LENGTH = 6;
export const NOTIFICATION_DURATION_MS = 5000;
export const BATTERY_THRESHOLD_LOW_DEFAULT = 40;
export const BATTERY_THRESHOLD_CRITICAL_DEFAULT = 25;
export const PARENT_CHAIN_DEPTH = 10;
export const SHORT_TEXT_MAX = 7;
export const LONG_TEXT_MAX = 19;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Accept-Language may be `fr-CH,fr;q=0.9,...`; the first supported primary tag wins. */
export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

/** The system context travels as two digits ("01"). */
export function formatSystemId(id: number): string {
  return String(id).padStart(2, '0');
}

export function parseSystemId(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
