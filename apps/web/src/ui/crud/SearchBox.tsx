import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from './list-state';

/**
 * The list's search field. It keeps what is typed to itself, so a keystroke re-renders the field
 * and not the table, and hands on the trimmed text once typing has paused for 350 ms.
 */
export function SearchBox({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useTranslation('crud');
  const [text, setText] = useState('');
  const settle = useDebouncedCallback((value: string) => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      aria-label={t('list.search')}
      placeholder={t('list.search')}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        settle(event.currentTarget.value);
      }}
      w={320}
    />
  );
}
