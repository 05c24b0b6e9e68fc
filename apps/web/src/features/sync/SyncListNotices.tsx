import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SyncItemListQuery } from '../../generated/graphql';

/** Above the items of a sync page: the configurator cannot be reached, or the change is a large one. */
export function SyncListNotices({ list }: { list: SyncItemListQuery['syncItems'] }) {
  const { t } = useTranslation('sync');
  return (
    <>
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
    </>
  );
}

/** The items could not be read: say so, with a way to try again. */
export function SyncLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('sync');
  return (
    <Alert color="red" title={t('loadFailed')}>
      <Button variant="light" color="red" mt="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
