import { Alert, Button, EmptyState, Group, Loader, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { validationIssues } from '../../../ui/graphql-errors';
import { formatDateTime } from '../../../ui/time/date-format';
import { NUMBER } from '../useCountText';

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

/**
 * The list could not be loaded. A sort the server refuses for so long a period (sort_window) says so
 * and offers the time order, which any period has; anything else offers to try again.
 */
export function CallLogError({
  error,
  onRetry,
  onSortByTime,
}: {
  error: unknown;
  onRetry: () => void;
  onSortByTime: () => void;
}) {
  const { t } = useTranslation('calllog');
  const { t: tv } = useTranslation('validation');
  const sortIssue = validationIssues(error).find((i) => i.field === 'sort' && i.key === 'sort_window');
  if (sortIssue)
    return (
      <Alert color="yellow" title={tv('sort_window', { max: NUMBER.format(Number(sortIssue.data?.max)) })} role="alert">
        <Button variant="light" mt="sm" onClick={onSortByTime}>
          {t('list.sortByTime')}
        </Button>
      </Alert>
    );
  return (
    <Alert color="red" title={t('list.loadFailed')} role="alert">
      <Button variant="light" color="red" mt="sm" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}

/** A search of a long period goes on page after page: how far it has got (announced politely). */
export function CallLogSearching({ reached }: { reached: string }) {
  const { t } = useTranslation('calllog');
  return (
    <Group justify="center" gap="xs" role="status" aria-live="polite">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {t('list.searching', { time: formatDateTime(reached) })}
      </Text>
    </Group>
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
