import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../constants/constants';
import type { IssueList } from './issue';
import { required } from './rules';

/**
 * Texts the call system shows on device displays (spec part 1 §5). Their limits are counted in UTF-8
 * bytes because the configurator stores them so (its `max_bytes` check); a character counter in the
 * web counts the same way.
 *
 * Decision on "no umlauts": the displays show printable ASCII only (the configurator refuses anything
 * else as `display_charset`), so not just ä ö ü Ä Ö Ü but every character outside 0x20–0x7E — é, ß,
 * emoji, tabs — is refused with the same key `no_umlauts`, naming the first offending character.
 * The overview label is the one text that may hold the six umlauts; each counts double there.
 */

export function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code < 0x10000) bytes += 3;
    else bytes += 4;
  }
  return bytes;
}

const DISPLAY_CHAR = /^[\x20-\x7E]$/;
const UMLAUT = /^[äöüÄÖÜ]$/;

/** The first character a device display cannot show, or null when all can be shown. */
export function firstNonDisplayChar(value: string): string | null {
  for (const char of value) if (!DISPLAY_CHAR.test(char)) return char;
  return null;
}

/** Characters of the overview label, where each umlaut counts as two. */
export function overviewLabelLength(value: string): number {
  let length = 0;
  for (const char of value) length += UMLAUT.test(char) ? 2 : 1;
  return length;
}

export interface MaxLengthOptions {
  /** The limit is a child's that inherits this value: the message says so (`max_length_inherited`). */
  inheritedByChild?: boolean;
}

/**
 * At most `max` UTF-8 bytes. Like every rule (see rules.ts) it adds to `list`, returns whether the value
 * passed, and lets an empty value pass.
 */
export function maxLength(
  field: string,
  value: string | null | undefined,
  max: number,
  list: IssueList,
  options: MaxLengthOptions = {},
): boolean {
  if (!value || utf8Length(value) <= max) return true;
  list.add(field, options.inheritedByChild ? 'max_length_inherited' : 'max_length', { max });
  return false;
}

/** At least `min` characters (not bytes: the limit is about how much the user typed). */
export function minLength(field: string, value: string | null | undefined, min: number, list: IssueList): boolean {
  if (!value || [...value].length >= min) return true;
  list.add(field, 'min_length', { min });
  return false;
}

function deviceText(
  field: string,
  value: string | null | undefined,
  max: number,
  list: IssueList,
  options: MaxLengthOptions,
): boolean {
  if (!value) return true;
  const bad = firstNonDisplayChar(value);
  if (bad !== null) list.add(field, 'no_umlauts', { char: bad });
  return maxLength(field, value, max, list, options) && bad === null;
}

/** A device's short text: at most 7 bytes of printable ASCII. */
export function shortText(
  field: string,
  value: string | null | undefined,
  list: IssueList,
  options: MaxLengthOptions = {},
): boolean {
  return deviceText(field, value, SHORT_TEXT_MAX, list, options);
}

/** A device's long text: at most 19 bytes of printable ASCII. */
export function longText(
  field: string,
  value: string | null | undefined,
  list: IssueList,
  options: MaxLengthOptions = {},
): boolean {
  return deviceText(field, value, LONG_TEXT_MAX, list, options);
}

/** The overview label: printable ASCII and umlauts, at most 19 with umlauts counted double. */
export function overviewLabel(field: string, value: string | null | undefined, list: IssueList): boolean {
  if (!value) return true;
  const bad = [...value].find((char) => !DISPLAY_CHAR.test(char) && !UMLAUT.test(char));
  if (bad !== undefined) list.add(field, 'invalid_character', { char: bad });
  const fits = overviewLabelLength(value) <= LONG_TEXT_MAX;
  if (!fits) list.add(field, 'max_length', { max: LONG_TEXT_MAX });
  return fits && bad === undefined;
}

/**
 * The upper-casing filter of some device inputs (spec part 1 §5; here the one-character codes of call
 * types and call sources, applied as they are typed — ADR 0016): keeps space through backslash
 * (0x20–0x5C, which holds digits, the dot and A–Z) and the letters a–z, then upper-cases. It filters
 * before upper-casing so that 'ß' is dropped rather than becoming 'SS'. Umlauts are dropped too.
 *
 *   'Zi. 12a'  → 'ZI. 12A'
 *   'Müller'   → 'MLLER'
 *   'a_b~[c]'  → 'AB[C'   ('_', '~' and ']' lie above 0x5C)
 */
export function filterDeviceText(value: string): string {
  return value.replace(/[^\x20-\x5Ca-z]/g, '').toUpperCase();
}

/** Console-only names (ADR 0011) reach no device display, so the configurator's bytes do not bind them. */
export const CONSOLE_NAME_MAX_BYTES = 100;

/** A console-only entity's name: required and at most 100 bytes once trimmed, as the server stores it. */
export function consoleNameRule(value: string | null | undefined, list: IssueList, field = 'name'): boolean {
  const name = value?.trim();
  return required(field, name, list) && maxLength(field, name, CONSOLE_NAME_MAX_BYTES, list);
}
