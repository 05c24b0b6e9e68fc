import { type IssueList, maxLength, numberRule, required } from '@wardlight/domain';

// Field rules shared by the console-only entities, in the domain's style (add to the list, let an empty
// value pass where the rule is not `required`).

/** Console-only names reach no device display, so the configurator's 32 bytes do not apply; 100 keeps lists readable. */
export const CONSOLE_NAME_MAX_BYTES = 100;

/** A required name of at most 100 bytes; returns it trimmed. */
export function consoleName(value: string | null | undefined, issues: IssueList, field = 'name'): string | undefined {
  const name = value?.trim();
  if (required(field, name, issues)) maxLength(field, name, CONSOLE_NAME_MAX_BYTES, issues);
  return name;
}

/** A list of numbers each within `bounds`, returned without repeats in the order given. */
export function numberList(
  field: string,
  values: readonly number[] | null | undefined,
  bounds: { min: number; max: number },
  issues: IssueList,
): number[] {
  const list = [...new Set(values ?? [])];
  list.forEach((value, index) => {
    numberRule(`${field}[${index}]`, value, bounds, issues);
  });
  return list;
}

/** An optional text: trimmed, and null when blank, so that "no value" is stored one way. */
export const optionalText = (value: string | null | undefined): string | null => value?.trim() || null;
