import { Alert, Button, EmptyState, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Rows of grey while the first page loads, announced once. */
export function CallLogSkeleton() {
  const { t } = useTranslation('calllog');
  return (
    <Stack gap="xs" role="status" aria-busy="true">
      <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} height={28} radius="sm" />
      ))}
    </Stack>
  );
}

export function CallLogError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('calllog');
  return (
    <Alert color="red" title={t('list.loadFailed')} role="alert">
      <Button variant="light" color="red" mt="sm" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}

/** No call matches: the range is the usual reason, the other filters the next. */
export function CallLogEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('calllog');
  return (
    <EmptyState
      title={t('list.empty')}
      description={filtered ? t('list.emptyHintFiltered') : t('list.emptyHint')}
      py="xl"
    >
      {filtered && (
        <EmptyState.Actions>
          <Button variant="light" onClick={onClearFilters}>
            {t('filters.reset')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
