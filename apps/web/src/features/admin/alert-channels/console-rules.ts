import { type IssueList, numberRule } from '@wardlight/domain';

// The console-only entities' rules, from the domain the server checks them with.
export { CHECKPOINT_NUMBER, CONSOLE_NAME_MAX_BYTES, consoleNameRule as consoleName } from '@wardlight/domain';

const WHOLE_NUMBER = /^\d+$/;

/** Numbers typed as tags, each within `bounds`; the first refused one is reported on `field`. */
export function numberTags(
  field: string,
  values: readonly string[],
  bounds: { min: number; max: number },
  issues: IssueList,
): boolean {
  if (values.some((v) => !WHOLE_NUMBER.test(v))) {
    issues.add(field, 'not_a_number');
    return false;
  }
  return values.every((v) => numberRule(field, Number(v), bounds, issues));
}
