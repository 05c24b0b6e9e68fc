import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { useSyncStore } from '../../app/shell/sync/sync-context';
import { ConfigCommitDocument, ConfigDiscardDocument } from '../../generated/graphql';
import { type SyncProblem, syncProblemOf } from './sync-problem';

/**
 * Starting the commit and throwing the changes away. What the server refuses stays on the page (the
 * configurator's reasons per item) besides the error notification (spec part 1 §8, mutation failure).
 */
export function useSyncActions(refetchItems: () => void) {
  const { t } = useTranslation('sync');
  const notify = useNotify();
  const sync = useSyncStore();
  const [problem, setProblem] = useState<SyncProblem | null>(null);
  const [commitConfig, commitState] = useMutation(ConfigCommitDocument);
  const [discardChanges, discardState] = useMutation(ConfigDiscardDocument);

  const failed = (title: string, error: unknown) => {
    const next = syncProblemOf(error);
    setProblem(next);
    notify({ id: 'sync', type: 'error', title, text: next.type === 'refused' ? t('problem.refusedHint') : '' });
    // Refused items may have been sent meanwhile, and a running commit changes what waits.
    refetchItems();
  };

  return {
    problem,
    /** A problem found elsewhere, e.g. a commit that failed on the way. */
    report: setProblem,
    busy: commitState.loading || discardState.loading,
    async commit() {
      setProblem(null);
      try {
        await commitConfig();
        // The server's getsconfig.commit says the same; the page need not wait for it to follow the commit.
        sync.commitStarted();
      } catch (error) {
        failed(t('commit.failed'), error);
      }
    },
    async discard() {
      setProblem(null);
      try {
        const { data } = await discardChanges();
        notify({ id: 'sync', title: t('discard.done', { count: data?.discardConfigChanges ?? 0 }) });
        refetchItems();
      } catch (error) {
        failed(t('discard.failed'), error);
      }
    },
  };
}
