import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommitProgressPanel } from '../../sync/CommitProgressPanel';
import { ConfirmDialog } from '../../sync/ConfirmDialog';
import { SyncItemGroups } from '../../sync/SyncItemGroups';
import { SyncListNotices, SyncLoadFailed } from '../../sync/SyncListNotices';
import { SyncProblemAlert } from '../../sync/SyncProblemAlert';
import { useSyncPage } from '../../sync/useSyncPage';
import { PwaEmpty, PwaLoading, PwaPage } from '../PwaPage';

/**
 * `/pwa/sync`: what the next commit brings to the call system and the commit itself — the sync page's
 * queries, hooks and confirmations (spec part 1 §4), with the two actions as full-width buttons a thumb
 * reaches. A running commit is followed here.
 */
export function PwaSyncPage() {
  const { t } = useTranslation(['pwa', 'sync']);
  const { query, list, refetchItems, actions, follow, nameOf } = useSyncPage();
  const [asking, setAsking] = useState<'commit' | 'discard' | null>(null);
  const count = list?.items.length ?? 0;
  const disabled = follow.running || actions.busy || count === 0;
  const answer = (action: () => Promise<void>) => () => {
    setAsking(null);
    void action();
  };

  const body = () => {
    if (query.error && !list) return <SyncLoadFailed onRetry={refetchItems} />;
    if (!list) return <PwaLoading label={t('sync:loading')} />;
    return (
      <Stack>
        <SyncListNotices list={list} />
        {list.items.length === 0 ? <PwaEmpty>{t('sync:empty')}</PwaEmpty> : <SyncItemGroups items={list.items} />}
      </Stack>
    );
  };

  return (
    <PwaPage
      title={t('sync:title')}
      subtitle={count > 0 ? t('sync:pending', { count }) : undefined}
      onRefresh={() => query.refetch()}
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
