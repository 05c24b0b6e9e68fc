import { TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context';
import { SearchIcon } from '../icons';
import { canSee, SEARCH_BOX } from '../shell-requirements';
import { SearchModal } from './SearchModal';
import { useSearchHotkey } from './useSearchHotkey';

/** The header's search box: Ctrl+K focuses and selects it, typing opens the search popup. */
export function HeaderSearch() {
  const { t } = useTranslation('shell');
  const { situation } = useSession();
  const visible = canSee(SEARCH_BOX, situation);
  const boxRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);

  useSearchHotkey(() => {
    const input = open ? popupRef.current : boxRef.current;
    input?.focus();
    input?.select();
  }, visible);

  if (!visible) return null;
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  return (
    <>
      <TextInput
        ref={boxRef}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<SearchIcon />}
        size="xs"
        w={200}
        visibleFrom="sm"
        value={open ? '' : query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setOpen(true);
        }}
      />
      <SearchModal opened={open} query={query} onQueryChange={setQuery} onClose={close} inputRef={popupRef} />
    </>
  );
}
