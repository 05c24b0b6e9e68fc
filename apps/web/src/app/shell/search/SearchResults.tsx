import { Alert, Center, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SearchGroup, SearchHit } from './search-navigation';

interface Props {
  query: string;
  groups: readonly SearchGroup[];
  loading: boolean;
  failed: boolean;
  /** Index into every hit of every group, in order; -1 for none. */
  selected: number;
  onOpen(hit: SearchHit): void;
  /** The id of hit `index`, for the input's aria-activedescendant. */
  optionId(index: number): string;
}

/**
 * The search results (spec part 1 §2, Global search): grouped by category; the selection moves with
 * up/down in the input (SearchModal), a click or Enter opens. Nothing found shows the no-hits state: a
 * title once text was typed, and the hint.
 */
export function SearchResults({ query, groups, loading, failed, selected, onOpen, optionId }: Props) {
  const { t } = useTranslation('shell');
  const typed = query.trim();
  if (loading && groups.length === 0)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('search.loading')} />
      </Center>
    );
  if (failed) return <Alert color="red">{t('search.failed')}</Alert>;
  if (groups.length === 0)
    return (
      <Stack gap={4} py="md" ta="center">
        {typed && <Title order={4}>{t('search.noHits.title', { query: typed })}</Title>}
        <Text size="sm" c="dimmed">
          {t('search.noHits.hint')}
        </Text>
      </Stack>
    );
  let index = -1;
  return (
    <Stack gap="sm" role="listbox" aria-label={t('search.results')} aria-busy={loading}>
      {groups.map((group) => (
        <Stack key={group.category} gap={2} role="group" aria-label={t(`search.category.${group.category}`)}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t(`search.category.${group.category}`)}
          </Text>
          {group.results.map((hit) => {
            index += 1;
            const active = index === selected;
            return (
              <UnstyledButton
                key={`${hit.entity}:${hit.key}`}
                id={optionId(index)}
                role="option"
                aria-selected={active}
                tabIndex={-1}
                px="xs"
                py={4}
                bg={active ? 'var(--mantine-color-blue-light)' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                onClick={() => onOpen(hit)}
              >
                <Text size="sm">{hit.name}</Text>
                <Text size="xs" c="dimmed">
                  {[
                    hit.entity === 'flight_profile' ? null : t(`search.kind.${hit.kind}`, { defaultValue: hit.kind }),
                    hit.parent_name,
                    hit.serial,
                    hit.mac,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </UnstyledButton>
            );
          })}
          {group.has_more && (
            <Text size="xs" c="dimmed">
              {t('search.more')}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
