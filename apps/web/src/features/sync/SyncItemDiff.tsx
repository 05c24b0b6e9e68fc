import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SyncItemListQuery } from '../../generated/graphql';
import { fieldLabel, formatValue } from './sync-texts';

export type SyncItemView = SyncItemListQuery['syncItems']['items'][number];

/** What the commit changes on one item, field by field: before → after. */
export function SyncItemDiff({ item }: { item: SyncItemView }) {
  const { t } = useTranslation('sync');
  if (item.changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('diff.none')}
      </Text>
    );
  return (
    <Table aria-label={t('diff.label', { name: item.name })} withRowBorders={false} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('diff.field')}</Table.Th>
          <Table.Th>{t('diff.before')}</Table.Th>
          <Table.Th aria-hidden="true" />
          <Table.Th>{t('diff.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {item.changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{fieldLabel(t, item.kind, change.field)}</Table.Td>
            <Table.Td c="dimmed">{formatValue(t, item.kind, change.field, change.before)}</Table.Td>
            <Table.Td aria-hidden="true">{t('diff.arrow')}</Table.Td>
            <Table.Td fw={500}>{formatValue(t, item.kind, change.field, change.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
