/** The percentage the commit popup shows: when the status is not ready and progress is above 0 (spec part 1 §4). */
export function shownProgress(changelog: { status: string; progress: number } | undefined): number | null {
  if (!changelog || changelog.status === 'ready' || changelog.progress <= 0) return null;
  return changelog.progress;
}
