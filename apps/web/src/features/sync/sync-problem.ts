import { type FieldIssue, hasErrorCode, otherMessages, validationIssues } from '../../ui/graphql-errors';

/** A problem the configurator found with one item; at commit time the issue's data names the item. */
export interface ItemIssue extends FieldIssue {
  kind: string | null;
  id: number | null;
}

/** Why a commit or a discard did not happen, or why a commit ended without success, as the page explains it. */
export type SyncProblem =
  | { type: 'refused'; issues: ItemIssue[] }
  | { type: 'commitFailed'; key: string; message: string }
  | { type: 'commitRunning' }
  | { type: 'unreachable' }
  | { type: 'other'; messages: string[] };

export function itemIssueOf(issue: FieldIssue): ItemIssue {
  const kind = issue.data?.kind;
  const id = issue.data?.id;
  return { ...issue, kind: typeof kind === 'string' ? kind : null, id: typeof id === 'number' ? id : null };
}

/** The error of `commitConfig` or `discardConfigChanges` (codes as the commit SDL documents them). */
export function syncProblemOf(error: unknown): SyncProblem {
  const issues = validationIssues(error);
  if (issues.length > 0) return { type: 'refused', issues: issues.map(itemIssueOf) };
  if (hasErrorCode(error, 'COMMIT_RUNNING')) return { type: 'commitRunning' };
  if (hasErrorCode(error, 'LINK_FAILED')) return { type: 'unreachable' };
  return { type: 'other', messages: otherMessages(error) };
}
