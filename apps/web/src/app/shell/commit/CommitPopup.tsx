import { lazy, Suspense } from 'react';
import { useSession } from '../../session/session-context';
import { useCommitRunning } from '../sync/sync-context';
import { useMatchedRoute } from '../useMatchedRoute';

// Fetched with the first commit a user sees: the display, which never shows it, does not load the
// modal and its progress bar (DESIGN §7).
const CommitProgress = lazy(() => import('./CommitProgress').then((m) => ({ default: m.CommitProgress })));

/**
 * While a configuration commit runs (spec part 1 §4; part 2 §4, Commit handling): for signed-in
 * users off the display and sync routes, a popup that cannot be dismissed, following the commit.
 */
export function CommitPopup() {
  const { user } = useSession();
  const running = useCommitRunning();
  const onDisplay = useMatchedRoute('display');
  const onSync = useMatchedRoute('sync');
  if (!running || !user || onDisplay || onSync) return null;
  return (
    <Suspense fallback={null}>
      <CommitProgress />
    </Suspense>
  );
}
