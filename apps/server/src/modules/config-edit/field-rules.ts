import { firstNonDisplayChar, type IssueList, maxLength, required } from '@wardlight/domain';

// Rules the configurator's protocol adds to spec part 1 §5 (docs/configurator-protocol.md §4), in the
// domain's style: add to the list, return whether the value passed, let an empty value pass.

/** Names of sections, call types, schedules, display groups and hubs: required, at most 32 bytes. */
export const NAME_MAX_BYTES = 32;

export function configuratorName(value: string | null | undefined, issues: IssueList): boolean {
  return required('name', value, issues) && maxLength('name', value, NAME_MAX_BYTES, issues);
}

export function oneOf(field: string, value: unknown, allowed: readonly string[], issues: IssueList): boolean {
  if (value === null || value === undefined || allowed.includes(String(value))) return true;
  issues.add(field, 'invalid_value', { reason: 'one_of', values: allowed.join(', ') });
  return false;
}

/** A one-character code shown on device displays (call type and call source `char`): printable ASCII. */
export function displayChar(field: string, value: string | null | undefined, issues: IssueList): boolean {
  if (!value) return true;
  const bad = firstNonDisplayChar(value);
  if (bad !== null) issues.add(field, 'no_umlauts', { char: bad });
  return maxLength(field, value, 1, issues) && bad === null;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function hexColor(field: string, value: string | null | undefined, issues: IssueList): boolean {
  if (!value || HEX_COLOR.test(value)) return true;
  issues.add(field, 'invalid_value', { reason: 'pattern', pattern: 'hex_color' });
  return false;
}
