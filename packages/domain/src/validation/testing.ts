import { IssueList } from './issue';
import { VALIDATION_DATA } from './keys';

/**
 * For tests: runs `rule` on a fresh list and returns `field:key` per issue, failing when an issue
 * lacks a data name its key declares (a message would then show an empty placeholder).
 */
export function issueCodes(rule: (list: IssueList) => unknown): string[] {
  const list = new IssueList();
  rule(list);
  return list.issues.map((issue) => {
    const declared: readonly string[] = VALIDATION_DATA[issue.key];
    const missing = declared.filter((name) => issue.data?.[name] === undefined);
    if (missing.length > 0) throw new Error(`${issue.field}:${issue.key} lacks data ${missing.join(', ')}`);
    return `${issue.field}:${issue.key}`;
  });
}
