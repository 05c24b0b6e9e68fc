import { Chip, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../ui/crud/list-state';
import { TREE_FLAGS, TREE_VIEWS, type TreeFilterState, type TreeFlag, type TreeView } from '../tree-filter';

interface Props {
  state: TreeFilterState;
  onChange: (next: TreeFilterState) => void;
}

/** View switch, filter chips and the search box (applied 350 ms after typing stops, spec part 1 §9). */
export function TreeFilters({ state, onChange }: Props) {
  const { t } = useTranslation('tree');
  const [text, setText] = useState(state.search);
  const settle = useDebouncedCallback((search: string) => onChange({ ...state, search }), SEARCH_DEBOUNCE_MS);

  return (
    <Group justify="space-between" align="flex-end">
      <Group>
        <SegmentedControl
          aria-label={t('list.view')}
          value={state.view}
          onChange={(view) => onChange({ ...state, view: view as TreeView })}
          data={TREE_VIEWS.map((view) => ({ value: view, label: t(`views.${view}`) }))}
        />
        <Chip.Group
          multiple
          value={[...state.flags]}
          onChange={(flags) => onChange({ ...state, flags: new Set(flags as TreeFlag[]) })}
        >
          <Group gap="xs">
            {TREE_FLAGS.map((flag) => (
              <Chip key={flag} value={flag} size="sm">
                {t(`filters.${flag}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      <TextInput
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          settle(event.currentTarget.value);
        }}
        w={260}
      />
    </Group>
  );
}
