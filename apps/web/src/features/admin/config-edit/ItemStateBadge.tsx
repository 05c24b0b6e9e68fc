import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../ui/crud/define-entity';

// Pending states stand out; what the configurator already holds is quiet (spec part 1 §4, item states).
const COLORS: Readonly<Record<string, string>> = {
  created: 'green',
  updated: 'blue',
  deleted: 'red',
  sent: 'yellow',
  imported: 'gray',
  in_sync: 'gray',
};

export function ItemStateBadge({ state }: { state: string }) {
  const { t } = useTranslation('adminSystem');
  return (
    <Badge color={COLORS[state] ?? 'gray'} variant="light">
      {t([`itemStates.${state}`, 'itemStates.unknown'])}
    </Badge>
  );
}

/**
 * Edits are staged until the commit, so every list shows where each row stands: created, updated,
 * deleted, sent or in sync.
 */
export const ITEM_STATE_COLUMN: Column<{ item_state: string }> = {
  key: 'item_state',
  render: (row) => <ItemStateBadge state={row.item_state} />,
  sortable: true,
};
