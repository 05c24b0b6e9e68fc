import { firstNonDisplayChar, type IssueList, maxLength, required } from '@wardlight/domain';

// The configurator protocol's rules that the server keeps in modules/config-edit/field-rules.ts
// (docs/configurator-protocol.md §4). The domain does not export them yet, so the forms restate
// the two they check before asking; the server checks them anyway.

/** Names of sections, call types, schedules, display groups and hubs: required, at most 32 bytes. */
export const NAME_MAX_BYTES = 32;

export function configuratorName(value: string, issues: IssueList): boolean {
  return required('name', value, issues) && maxLength('name', value, NAME_MAX_BYTES, issues);
}

/** A one-character code shown on device displays: printable ASCII. */
export function displayChar(field: string, value: string, issues: IssueList): boolean {
  const bad = value ? firstNonDisplayChar(value) : null;
  if (bad !== null) issues.add(field, 'no_umlauts', { char: bad });
  return bad === null && maxLength(field, value, 1, issues);
}

/** Empty text is no value: the API clears a field with null. */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The form's values of a loaded record: the fields `defaults` names, taken from the record. The
 * record's id, item state and `__typename` stay behind, so the values can be sent as they are.
 */
export function valuesOf<V extends object>(defaults: V, record: { [K in keyof V]: V[K] }): V {
  return Object.fromEntries(Object.keys(defaults).map((key) => [key, record[key as keyof V]])) as V;
}
