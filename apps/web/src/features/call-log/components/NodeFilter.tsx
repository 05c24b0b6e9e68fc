import { useQuery } from '@apollo/client/react';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TreeNodeListDocument } from '../../../generated/graphql';

const toIds = (values: string[]) => values.map(Number);

/**
 * Devices by their place in the tree ("Haus › 1. OG › Zimmer 101"): the tree's own list, as the node
 * form reads it (so one is cached for both); a building or room stands for everything below it.
 */
export function NodeFilter({ value, onChange }: { value: readonly number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation('calllog');
  const tree = useQuery(TreeNodeListDocument, {
    variables: { filter: { view: 'structured' } },
    fetchPolicy: 'cache-first',
  });
  const data = (tree.data?.systemTreeNodes.items ?? []).map((node) => ({
    value: String(node.id),
    label: [...node.path, node.name].join(' › '),
  }));
  return (
    <MultiSelect
      label={t('filters.devices')}
      data={data}
      value={value.map(String)}
      onChange={(values) => onChange(toIds(values))}
      searchable
      clearable
      limit={100}
      nothingFoundMessage={t('filters.nothingFound')}
      w={280}
    />
  );
}
