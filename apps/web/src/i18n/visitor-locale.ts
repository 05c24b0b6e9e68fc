import { DEFAULT_LOCALE, isLocale, type Locale } from '@wardlight/domain';

/** The `?locale=` of an address, when it names one of the four languages. */
export function localeParam(search: string): Locale | null {
  const value = new URLSearchParams(search).get('locale');
  return isLocale(value) ? value : null;
}

export interface VisitorLocaleSources {
  /** `?locale=` in the address. */
  param: Locale | null;
  /** What the visitor picked on the login page of this browser. */
  chosen: Locale | null;
  /** The console's default language (global settings), null while unknown. */
  configured: Locale | null;
}

/**
 * A visitor's language (issue 14): the address's `?locale=`, else their own choice on the login page,
 * else the console's configured default — never the language of whoever signed in here last.
 */
export function visitorLocale({ param, chosen, configured }: VisitorLocaleSources): Locale {
  return param ?? chosen ?? configured ?? DEFAULT_LOCALE;
}

/**
 * The language of the first paint, before AppData says who is here: a user's own (stored when they
 * signed in) while a session is expected, else the visitor's; AppData corrects it (SessionProvider).
 */
export function firstPaintLocale(
  expectsSession: boolean,
  userLocale: Locale | null,
  visitor: VisitorLocaleSources,
): Locale {
  return (expectsSession ? userLocale : null) ?? visitorLocale(visitor);
}
