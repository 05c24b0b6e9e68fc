import { useQuery } from '@apollo/client/react';
import { NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TreeNodeListDocument } from '../../../generated/graphql';
import type { CustomFieldProps, Option } from '../../../ui/crud/field-types';
import { RowsEditor } from '../../../ui/crud/RowsEditor';

export interface NodePriorityValue {
  node_id: number | null;
  priority: number | null;
}

/** The system's tree nodes by their place ("Haus › 1. OG › Zimmer 101"), from the tree's own list. */
export function useTreeNodeChoices(): Option[] {
  const tree = useQuery(TreeNodeListDocument, {
    variables: { filter: { view: 'structured' } },
    fetchPolicy: 'cache-first',
  });
  return (tree.data?.systemTreeNodes.items ?? []).map((node) => ({
    value: node.id,
    label: [...node.path, node.name].join(' › '),
  }));
}

const useTreeNodeOptions = () => useTreeNodeChoices().map((o) => ({ value: String(o.value), label: o.label }));

/**
 * A group's node selection (ADR 0031): the nodes it answers for first, each once, with a priority
 * (1 first); a room stands for its devices.
 */
export function NodePriorityEditor({ value, onChange, readOnly, label, error }: CustomFieldProps<NodePriorityValue[]>) {
  const { t } = useTranslation('appManagement');
  const nodes = useTreeNodeOptions();
  return (
    <RowsEditor
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      legend={label}
      error={error}
      empty={t('groups.nodes.empty')}
      addLabel={t('groups.nodes.add')}
      removeLabel={(n) => t('groups.nodes.remove', { n })}
      blank={() => ({ node_id: null, priority: 1 })}
      renderRow={(row, index, change) => (
        <>
          <Select
            label={t('groups.nodes.node', { n: index + 1 })}
            data={nodes}
            value={row.node_id === null ? null : String(row.node_id)}
            readOnly={readOnly}
            searchable
            allowDeselect={false}
            limit={100}
            onChange={(text) => change({ node_id: text === null ? null : Number(text) })}
            style={{ flex: 1 }}
          />
          <NumberInput
            label={t('groups.nodes.priority', { n: index + 1 })}
            value={row.priority ?? ''}
            min={1}
            max={99}
            readOnly={readOnly}
            onChange={(next) => change({ priority: typeof next === 'number' ? next : null })}
            w={110}
          />
        </>
      )}
    />
  );
}
