import { isHexCriterion, isHttpUrl, isIPv4, isTimeOfDay, isValidEmailList, urlHost } from './formats';
import type { IssueList } from './issue';
import type { ValidationKey } from './keys';

/**
 * Declarative field rules of spec part 1 §5, shared by the web forms and the server. Each adds its
 * issues to `list` and returns whether the value passed, so a caller can skip dependent checks. An
 * empty value passes every rule but `required`: whether a field may stay empty is its own rule.
 */

type Text = string | null | undefined;

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

export function required(field: string, value: unknown, list: IssueList): boolean {
  if (!isBlank(value)) return true;
  list.add(field, 'required');
  return false;
}

/** A rule for one format: blank passes, anything `test` refuses gets `key`. */
function formatRule(key: ValidationKey, test: (value: string) => boolean) {
  return (field: string, value: Text, list: IssueList): boolean => {
    if (isBlank(value) || test((value as string).trim())) return true;
    list.add(field, key);
    return false;
  };
}

export const ipv4 = formatRule('invalid_ipv4', isIPv4);
export const emailList = formatRule('invalid_email', isValidEmailList);
export const httpUrl = formatRule('url_http', isHttpUrl);
export const hexCriterion = formatRule('criterion_hex', isHexCriterion);
export const timeOfDay = formatRule('invalid_time', isTimeOfDay);

/** A URL that must point at the same host as `reference` (a stream's triggers go to the stream's camera). */
export function sameUrlHost(field: string, value: Text, reference: Text, list: IssueList): boolean {
  const host = value ? urlHost(value.trim()) : null;
  const expected = reference ? urlHost(reference.trim()) : null;
  if (host === null || expected === null || host === expected) return true;
  list.add(field, 'url_host_mismatch', { host: expected });
  return false;
}

export interface NumberBounds {
  min?: number;
  max?: number;
}

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

/**
 * A number, optionally bounded. Typed text counts when it is a plain decimal ('12', '-3.5'): Number()
 * alone would also take '0x10', '1e3' and 'Infinity'. The message names the bounds that exist.
 */
export function numberRule(field: string, value: unknown, bounds: NumberBounds, list: IssueList): boolean {
  if (isBlank(value)) return true;
  const n = typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    list.add(field, 'not_a_number');
    return false;
  }
  const { min, max } = bounds;
  if ((min === undefined || n >= min) && (max === undefined || n <= max)) return true;
  if (min !== undefined && max !== undefined) list.add(field, 'between', { min, max });
  else if (min !== undefined) list.add(field, 'min_value', { min });
  else if (max !== undefined) list.add(field, 'max_value', { max });
  return false;
}

/** Two fields that must differ (e.g. a section and the section it is connected to). */
export function notEqual(field: string, value: unknown, other: unknown, list: IssueList): boolean {
  if (isBlank(value) || isBlank(other) || value !== other) return true;
  list.add(field, 'not_equal');
  return false;
}

type DateLike = Date | string | number | null | undefined;

function timeOf(value: DateLike): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/** Start strictly before end; reported on `field` (the caller's choice, usually the end). */
export function startBeforeEnd(field: string, start: DateLike, end: DateLike, list: IssueList): boolean {
  const from = timeOf(start);
  const until = timeOf(end);
  if (from === null || until === null || from < until) return true;
  list.add(field, 'start_before_end');
  return false;
}

export function atLeastOneActive(field: string, options: readonly boolean[], list: IssueList): boolean {
  if (options.some(Boolean)) return true;
  list.add(field, 'at_least_one_active');
  return false;
}

/**
 * A failed configurator connection check (spec part 1 §5, setup step 3 and system params): refused
 * credentials belong to the password, anything else to the address.
 */
export function connectionFailed(unauthorized: boolean, list: IssueList): IssueList {
  return unauthorized ? list.add('password', 'wrong_credentials') : list.add('ip', 'connection_error');
}
