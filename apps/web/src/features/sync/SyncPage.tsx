import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { type SyncChangelogFieldsFragment, SyncItemListDocument } from '../../generated/graphql';
import { PageScaffold } from '../../ui/page/PageScaffold';
import { CommitProgressPanel } from './CommitProgressPanel';
import { SyncActions } from './SyncActions';
import { SyncItemGroups } from './SyncItemGroups';
import { SyncProblemAlert } from './SyncProblemAlert';
import { useCommitFollow } from './useCommitFollow';
import { useRefetchUntilImported } from './useRefetchUntilImported';
import { useSyncActions } from './useSyncActions';

/**
 * Synchronisation (spec part 1 §2 `/sync`, §4): what the next commit brings to the call system, item by
 * item with its diff, and the commit itself — started here, followed here (the commit popup stays off
 * this page), and refused here with the configurator's reasons.
 */
export function SyncPage() {
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

  const body = () => {
    if (query.error && !list)
      return (
        <Alert color="red" title={t('loadFailed')}>
          <Button variant="light" color="red" mt="sm" onClick={refetchItems}>
            {t('retry')}
          </Button>
        </Alert>
      );
    if (!list)
      return (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      );
    return (
      <Stack>
        {!list.configurator_reachable && (
          <Alert color="yellow" title={t('offline.title')}>
            {t('offline.text')}
          </Alert>
        )}
        {list.large_change && (
          <Alert color="orange" title={t('large.title')}>
            {t('large.text', { count: list.items.length, threshold: list.large_change_threshold })}
          </Alert>
        )}
        {list.items.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            {t('empty')}
          </Text>
        ) : (
          <SyncItemGroups items={list.items} />
        )}
      </Stack>
    );
  };

  return (
    <PageScaffold
      title={t('title')}
      subtitle={list && list.items.length > 0 ? t('pending', { count: list.items.length }) : undefined}
      actions={
        <SyncActions
          count={list?.items.length ?? 0}
          blocked={follow.running || actions.busy}
          onCommit={() => void actions.commit()}
          onDiscard={() => void actions.discard()}
        />
      }
    >
      {follow.running && (
        <CommitProgressPanel
          progress={follow.progress}
          entries={follow.entries}
          pollFailed={follow.pollFailed}
          nameOf={nameOf}
        />
      )}
      {actions.problem && <SyncProblemAlert problem={actions.problem} nameOf={nameOf} />}
      {body()}
    </PageScaffold>
  );
}
