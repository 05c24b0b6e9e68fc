import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { COMMIT_POLL_MS } from '../../app/shell/shell-constants';
import { useCommitRunning, useSyncState, useSyncStore } from '../../app/shell/sync/sync-context';
import { SyncChangelogDocument, type SyncChangelogFieldsFragment } from '../../generated/graphql';

const isFinal = (status: string | undefined) => status === 'ready' || status === 'failed';

/**
 * Follows a configuration commit on the sync page, where the shell's commit popup stays away (spec part
 * 1 §4): whether one runs comes from the shell's sync store (getsconfig.commit … commit_done); while it
 * runs the changelog is polled every 4 s without cache. `onEnded` hears how the commit ended (null when
 * the configurator could not say) once the store says it is over.
 */
export function useCommitFollow(onEnded: (changelog: SyncChangelogFieldsFragment | null) => void) {
  const running = useCommitRunning();
  const sync = useSyncStore();
  const { commit } = useSyncState();
  const client = useApolloClient();
  const poll = useQuery(SyncChangelogDocument, {
    fetchPolicy: 'no-cache',
    pollInterval: COMMIT_POLL_MS,
    skip: !running,
  });
  const changelog = running ? poll.data?.configChangelog : undefined;
  const ending = useRef<SyncChangelogFieldsFragment | null>(null);
  const wasRunning = useRef(running);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  // The end as the configurator tells it, should getsconfig.commit_done have been lost on the way.
  useEffect(() => {
    if (!changelog || !isFinal(changelog.status)) return;
    ending.current = changelog;
    sync.commitEnded();
  }, [changelog, sync]);

  useEffect(() => {
    const ended = wasRunning.current && !running;
    wasRunning.current = running;
    if (!ended) return;
    const known = ending.current;
    ending.current = null;
    if (known) return onEndedRef.current(known);
    // Ended by the message: one more look tells whether the commit succeeded.
    client.query({ query: SyncChangelogDocument, fetchPolicy: 'no-cache' }).then(
      ({ data }) => onEndedRef.current(data?.configChangelog ?? null),
      () => onEndedRef.current(null),
    );
  }, [running, client]);

  // Progress only grows during a commit: the messages and the poll each report it, whichever is further.
  const progress = Math.max(commit?.progress ?? 0, changelog?.progress ?? 0);
  return {
    running,
    progress,
    entries: changelog?.changelog ?? [],
    pollFailed: running && poll.error !== undefined,
  };
}
