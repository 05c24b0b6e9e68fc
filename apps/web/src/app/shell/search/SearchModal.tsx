import { Modal, Stack, TextInput } from '@mantine/core';
import { type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../icons';
import { SEARCH_POPUP_WIDTH } from '../shell-constants';
import { HubPrinterPanel } from './HubPrinterPanel';
import { SearchResults } from './SearchResults';
import { hitPath, moveSelection, type SearchHit } from './search-navigation';
import { useGlobalSearch } from './useGlobalSearch';

interface Props {
  opened: boolean;
  query: string;
  onQueryChange(query: string): void;
  onClose(): void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The global search popup (700 px): the text input, the results grouped by category, and the hub
 * printer footer. Up/down move through the hits with wraparound, Enter opens, Escape closes.
 */
export function SearchModal({ opened, query, onQueryChange, onClose, inputRef }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const search = useGlobalSearch(query);
  const hits = search.groups.flatMap((g) => g.results);
  // The selection belongs to the results of one search: a new search starts without one.
  const [selection, setSelection] = useState({ of: '', index: -1 });
  const selected = selection.of === search.settled ? selection.index : -1;
  const prefix = useId();
  const optionId = (index: number) => `${prefix}-hit-${index}`;

  const open = (hit: SearchHit) => {
    onClose();
    navigate(hitPath(hit));
  };

  return (
    <Modal opened={opened} onClose={onClose} size={SEARCH_POPUP_WIDTH} title={t('search.title')}>
      <Stack>
        <TextInput
          ref={inputRef}
          data-autofocus
          aria-label={t('search.label')}
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-autocomplete="list"
          aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
          leftSection={<SearchIcon />}
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const index = moveSelection(selected, hits.length, event.key === 'ArrowDown' ? 1 : -1);
              setSelection({ of: search.settled, index });
            } else if (event.key === 'Enter') {
              const hit = hits[selected >= 0 ? selected : 0];
              if (hit) {
                event.preventDefault();
                open(hit);
              }
            }
          }}
        />
        <SearchResults
          query={search.answered ? search.settled : ''}
          groups={search.groups}
          loading={search.loading}
          failed={search.failed}
          selected={selected}
          onOpen={open}
          optionId={optionId}
        />
        <HubPrinterPanel onOpen={onClose} />
      </Stack>
    </Modal>
  );
}
