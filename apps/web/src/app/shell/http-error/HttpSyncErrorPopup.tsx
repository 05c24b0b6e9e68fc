import { useSubscription } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { GetsHttpErrorDocument } from '../../../generated/graphql';
import { useSession } from '../../session/session-context';
import { useMatchedRoute } from '../useMatchedRoute';
import type { HttpSyncError } from './HttpErrorDetails';

// Fetched with the first error shown: the display, which never shows one, does not load the modal
// and the details table (DESIGN §7).
const HttpSyncErrorDialog = lazy(() =>
  import('./HttpSyncErrorDialog').then((m) => ({ default: m.HttpSyncErrorDialog })),
);

/**
 * A failed HTTP exchange with the configurator (spec part 1 §8; part 2 §4, Commit handling): for
 * signed-in users off the display, a popup advising a sync, with the details behind a toggle.
 */
export function HttpSyncErrorPopup() {
  const { user } = useSession();
  const onDisplay = useMatchedRoute('display');
  const [error, setError] = useState<HttpSyncError | null>(null);
  useSubscription(GetsHttpErrorDocument, {
    skip: !user,
    onData: ({ data }) => {
      const next = data.data?.getsHTTPError;
      if (next && !onDisplay) setError(next);
    },
  });
  if (!error || !user) return null;
  return (
    <Suspense fallback={null}>
      <HttpSyncErrorDialog error={error} onClose={() => setError(null)} />
    </Suspense>
  );
}
