import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '../../ui/page/PageScaffold';
import { CommitProgressPanel } from './CommitProgressPanel';
import { SyncActions } from './SyncActions';
import { SyncItemGroups } from './SyncItemGroups';
import { SyncListNotices, SyncLoadFailed } from './SyncListNotices';
import { SyncProblemAlert } from './SyncProblemAlert';
import { useSyncPage } from './useSyncPage';

/**
 * Synchronisation (spec part 1 §2 `/sync`, §4): what the next commit brings to the call system, item by
 * item with its diff, and the commit itself — started here, followed here (the commit popup stays off
 * this page), and refused here with the configurator's reasons.
 */
export function SyncPage() {
  const { t } = useTranslation('sync');
  const { query, list, refetchItems, actions, follow, nameOf } = useSyncPage();

  const body = () => {
    if (query.error && !list) return <SyncLoadFailed onRetry={refetchItems} />;
    if (!list)
      return (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      );
    return (
      <Stack>
        <SyncListNotices list={list} />
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
