import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Center, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { TreeNodeListDocument, TreeNodeSortDocument } from '../../../generated/graphql';
import { DownIcon, UpIcon } from '../components/icons';
import { useCloseNodeForm } from '../node-form/useCloseNodeForm';
import { useNodeErrors } from '../node-form/useNodeErrors';
import { moveEntry } from '../sort-order';

const TOP = 'top';

/**
 * The sorter (`/tree/sort`): the children of one element in their order, moved up and down, saved
 * as one order. Each node then carries its place as sort order, staged like any other change.
 */
export function TreeSortPage() {
  const { t } = useTranslation('tree');
  const notify = useNotify();
  const close = useCloseNodeForm();
  const errors = useNodeErrors([]);
  const tree = useQuery(TreeNodeListDocument, {
    variables: { filter: { view: 'structured' } },
    fetchPolicy: 'cache-and-network',
  });
  const [sort, sorting] = useMutation(TreeNodeSortDocument, { refetchQueries: [TreeNodeListDocument] });
  const [parent, setParent] = useState<string>(TOP);
  const [order, setOrder] = useState<{ parent: string; ids: number[] } | null>(null);

  const items = tree.data?.systemTreeNodes.items;
  if (!items) {
    if (tree.error) return <Alert color="red">{t('list.loadFailed')}</Alert>;
    return (
      <Center p="xl">
        <Loader aria-label={t('list.loading')} />
      </Center>
    );
  }
  const parentId = parent === TOP ? null : Number(parent);
  const siblings = items.filter((i) => i.parent_id === parentId);
  const ids = order?.parent === parent ? order.ids : siblings.map((s) => s.id);
  const byId = new Map(items.map((i) => [i.id, i]));
  const parents = items.filter((i) => i.child_count > 1);

  const save = async () => {
    try {
      await sort({ variables: { ids } });
    } catch (error) {
      errors.setFromError(error);
      notify({ id: 'tree-sort', type: 'error', title: t('notify.sortFailed') });
      return;
    }
    notify({ id: 'tree-sort', title: t('notify.sorted') });
    close();
  };

  return (
    <Stack>
      <Title order={3}>{t('sort.title')}</Title>
      <Select
        label={t('sort.parent')}
        value={parent}
        allowDeselect={false}
        searchable
        onChange={(value) => setParent(value ?? TOP)}
        data={[
          { value: TOP, label: t('sort.top') },
          ...parents.map((p) => ({ value: String(p.id), label: [...p.path, p.name].join(' › ') })),
        ]}
      />
      {errors.general.map((message) => (
        <Alert key={message} color="red">
          {message}
        </Alert>
      ))}
      {ids.length < 2 ? (
        <Text c="dimmed">{t('sort.empty')}</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {ids.map((id, index) => {
              const name = byId.get(id)?.name ?? '';
              return (
                <Table.Tr key={id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td w={80}>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('sort.up', { name })}
                        disabled={index === 0}
                        onClick={() => setOrder({ parent, ids: moveEntry(ids, index, -1) })}
                      >
                        <UpIcon />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('sort.down', { name })}
                        disabled={index === ids.length - 1}
                        onClick={() => setOrder({ parent, ids: moveEntry(ids, index, 1) })}
                      >
                        <DownIcon />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('sort.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={sorting.loading} disabled={order?.parent !== parent}>
          {t('sort.save')}
        </Button>
      </Group>
    </Stack>
  );
}
