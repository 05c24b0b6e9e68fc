import { consoleNameRule, type IssueList, numberRule } from '@wardlight/domain';

// Field rules shared by the console-only entities, in the domain's style (add to the list, let an empty
// value pass where the rule is not `required`).

/** A required name of at most 100 bytes (the domain's rule, shared with the forms); returns it trimmed. */
export function consoleName(value: string | null | undefined, issues: IssueList, field = 'name'): string | undefined {
  consoleNameRule(value, issues, field);
  return value?.trim();
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
