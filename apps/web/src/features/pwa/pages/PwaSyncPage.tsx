import { useQuery } from '@apollo/client/react';
import { Alert, Button, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { type SyncChangelogFieldsFragment, SyncItemListDocument } from '../../../generated/graphql';
import { CommitProgressPanel } from '../../sync/CommitProgressPanel';
import { ConfirmDialog } from '../../sync/ConfirmDialog';
import { SyncItemGroups } from '../../sync/SyncItemGroups';
import { SyncProblemAlert } from '../../sync/SyncProblemAlert';
import { useCommitFollow } from '../../sync/useCommitFollow';
import { useRefetchUntilImported } from '../../sync/useRefetchUntilImported';
import { useSyncActions } from '../../sync/useSyncActions';
import { PwaEmpty, PwaLoading, PwaPage } from '../PwaPage';

/**
 * `/pwa/sync`: what the next commit brings to the call system and the commit itself — the sync page's
 * queries, hooks and confirmations (spec part 1 §4), with the two actions as full-width buttons a thumb
 * reaches. A running commit is followed here.
 */
export function PwaSyncPage() {
  const { t } = useTranslation(['pwa', 'sync']);
  const notify = useNotify();
  const query = useQuery(SyncItemListDocument, { fetchPolicy: 'cache-and-network' });
  const list = query.data?.syncItems;
  const { refetch } = query;
  const refetchItems = useCallback(() => void refetch().catch(() => {}), [refetch]);
  const refetchUntilImported = useRefetchUntilImported(refetch);
  const actions = useSyncActions(refetchItems);
  const { report } = actions;
  const [asking, setAsking] = useState<'commit' | 'discard' | null>(null);

  const ended = useCallback(
    (changelog: SyncChangelogFieldsFragment | null) => {
      if (changelog?.status === 'ready') {
        notify({ id: 'sync', title: t('sync:commit.done') });
        return void refetchUntilImported().catch(() => {});
      }
      if (changelog?.status === 'failed') {
        notify({ id: 'sync', type: 'error', title: t('sync:commit.endedFailed') });
        report({ type: 'commitFailed', key: changelog.error?.key ?? '', message: changelog.error?.message ?? '' });
      }
      refetchItems();
    },
    [notify, t, refetchItems, refetchUntilImported, report],
  );
  const follow = useCommitFollow(ended);
  const names = useMemo(() => new Map((list?.items ?? []).map((i) => [`${i.kind}/${i.id}`, i.name])), [list]);
  const nameOf = useCallback((kind: string, id: number) => names.get(`${kind}/${id}`) ?? null, [names]);
  const count = list?.items.length ?? 0;
  const disabled = follow.running || actions.busy || count === 0;
  const answer = (action: () => Promise<void>) => () => {
    setAsking(null);
    void action();
  };

  const body = () => {
    if (query.error && !list)
      return (
        <Alert color="red" title={t('sync:loadFailed')}>
          <Button variant="light" color="red" mt="sm" onClick={refetchItems}>
            {t('sync:retry')}
          </Button>
        </Alert>
      );
    if (!list) return <PwaLoading label={t('sync:loading')} />;
    return (
      <Stack>
        {!list.configurator_reachable && (
          <Alert color="yellow" title={t('sync:offline.title')}>
            {t('sync:offline.text')}
          </Alert>
        )}
        {list.large_change && (
          <Alert color="orange" title={t('sync:large.title')}>
            {t('sync:large.text', { count: list.items.length, threshold: list.large_change_threshold })}
          </Alert>
        )}
        {list.items.length === 0 ? <PwaEmpty>{t('sync:empty')}</PwaEmpty> : <SyncItemGroups items={list.items} />}
      </Stack>
    );
  };

  return (
    <PwaPage
      title={t('sync:title')}
      subtitle={count > 0 ? t('sync:pending', { count }) : undefined}
      onRefresh={() => refetch()}
    >
      <Button size="lg" fullWidth disabled={disabled} onClick={() => setAsking('commit')}>
        {t('sync:commit.button')}
      </Button>
      <Button
        size="lg"
        fullWidth
        variant="default"
        color="red"
        disabled={disabled}
        onClick={() => setAsking('discard')}
      >
        {t('sync:discard.button')}
      </Button>
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
      <ConfirmDialog
        opened={asking === 'commit'}
        title={t('sync:commit.confirmTitle')}
        text={t('sync:commit.confirmText', { count })}
        confirmLabel={t('sync:commit.confirm')}
        cancelLabel={t('sync:cancel')}
        onConfirm={answer(actions.commit)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'discard'}
        title={t('sync:discard.confirmTitle')}
        text={t('sync:discard.confirmText', { count })}
        confirmLabel={t('sync:discard.confirm')}
        cancelLabel={t('sync:cancel')}
        color="red"
        onConfirm={answer(actions.discard)}
        onCancel={() => setAsking(null)}
      />
    </PwaPage>
  );
}
