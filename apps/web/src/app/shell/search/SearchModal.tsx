import { Modal, Stack, TextInput } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons';
import { SEARCH_POPUP_WIDTH } from '../shell-constants';
import { SearchResults } from './SearchResults';

interface Props {
  opened: boolean;
  query: string;
  onQueryChange(query: string): void;
  onClose(): void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The global search popup (700 px): the text input and the results below it. Escape closes it. */
export function SearchModal({ opened, query, onQueryChange, onClose, inputRef }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Modal opened={opened} onClose={onClose} size={SEARCH_POPUP_WIDTH} title={t('search.title')}>
      <Stack>
        <TextInput
          ref={inputRef}
          data-autofocus
          aria-label={t('search.label')}
          leftSection={<SearchIcon />}
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
        />
        <SearchResults query={query} />
      </Stack>
    </Modal>
  );
}
