/** A commit is pending when the last change is newer than the last commit (spec part 1 §4). */
export function isCommitPending(appState: {
  last_gets_change: string | null;
  last_gets_commit: string | null;
}): boolean {
  if (!appState.last_gets_change) return false;
  if (!appState.last_gets_commit) return true;
  return Date.parse(appState.last_gets_change) > Date.parse(appState.last_gets_commit);
}
