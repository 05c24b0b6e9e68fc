import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where the search results go (spec part 1 §2, Global search): grouped by category, up/down with
 * wraparound, Enter opens. The Search query comes with its issue; until then every search is the
 * no-hits state — a title once text was typed, and the hint.
 */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation('shell');
  const typed = query.trim();
  return (
    <Stack gap={4} py="md" ta="center">
      {typed && <Title order={4}>{t('search.noHits.title', { query: typed })}</Title>}
      <Text size="sm" c="dimmed">
        {t('search.noHits.hint')}
      </Text>
    </Stack>
  );
}
