import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { type SyncChangelogFieldsFragment, SyncItemListDocument } from '../../generated/graphql';
import { useCommitFollow } from './useCommitFollow';
import { useRefetchUntilImported } from './useRefetchUntilImported';
import { useSyncActions } from './useSyncActions';

/**
 * What a sync page holds (spec part 1 §4), the console's `/sync` and the mobile console's `/pwa/sync`
 * alike: the items of the next commit, the commit and discard actions, and a running commit followed to
 * its end (told, and the list read again until the configurator's import shows).
 */
export function useSyncPage() {
  const { t } = useTranslation('sync');
  const notify = useNotify();
  const query = useQuery(SyncItemListDocument, { fetchPolicy: 'cache-and-network' });
  const list = query.data?.syncItems;
  const { refetch } = query;
  const refetchItems = useCallback(() => void refetch().catch(() => {}), [refetch]);
  const refetchUntilImported = useRefetchUntilImported(refetch);
  const actions = useSyncActions(refetchItems);
  const { report } = actions;

  const ended = useCallback(
    (changelog: SyncChangelogFieldsFragment | null) => {
      if (changelog?.status === 'ready') {
        notify({ id: 'sync', title: t('commit.done') });
        return void refetchUntilImported().catch(() => {});
      }
      if (changelog?.status === 'failed') {
        notify({ id: 'sync', type: 'error', title: t('commit.endedFailed') });
        report({ type: 'commitFailed', key: changelog.error?.key ?? '', message: changelog.error?.message ?? '' });
      }
      refetchItems();
    },
    [notify, t, refetchItems, refetchUntilImported, report],
  );
  const follow = useCommitFollow(ended);

  const names = useMemo(() => new Map((list?.items ?? []).map((i) => [`${i.kind}/${i.id}`, i.name])), [list]);
  const nameOf = useCallback((kind: string, id: number) => names.get(`${kind}/${id}`) ?? null, [names]);
  return { query, list, refetchItems, actions, follow, nameOf };
}
