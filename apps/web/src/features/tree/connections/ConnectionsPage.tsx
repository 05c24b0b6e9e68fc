import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TreeNodeListDocument } from '../../../generated/graphql';
import { useWindowTitle } from '../../../ui/useWindowTitle';

/**
 * Connections (`/tree/connections`, spec part 1 §2): each device linked to another device, from the
 * tree's connections view. A row opens the link at `edit/:id` (the linking device); New links another.
 */
export function ConnectionsPage() {
  const { t } = useTranslation('tree');
  useWindowTitle(t('connections.title'));
  const navigate = useNavigate();
  const query = useQuery(TreeNodeListDocument, {
    variables: { filter: { view: 'connections' } },
    fetchPolicy: 'cache-and-network',
  });
  const items = query.data?.systemTreeNodes.items;

  const body = () => {
    if (!items && query.error)
      return (
        <Alert color="red" title={t('connections.loadFailed')}>
          <Button variant="light" color="red" mt="sm" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      );
    if (!items)
      return (
        <Center p="xl">
          <Loader aria-label={t('list.loading')} />
        </Center>
      );
    const byId = new Map(items.map((i) => [i.id, i]));
    const links = items.filter((i) => i.linked_system_tree_node_id !== null);
    if (links.length === 0) return <Text c="dimmed">{t('connections.empty')}</Text>;
    return (
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('connections.device')}</Table.Th>
            <Table.Th>{t('connections.linkedTo')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => {
            const target = byId.get(link.linked_system_tree_node_id ?? -1);
            return (
              <Table.Tr
                key={link.id}
                aria-label={link.name}
                style={{ cursor: 'pointer' }}
                onClick={() => navigate(`edit/${link.id}`)}
              >
                <Table.Td>{[...link.path, link.name].join(' › ')}</Table.Td>
                <Table.Td>
                  {target ? [...target.path, target.name].join(' › ') : link.linked_system_tree_node_id}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('connections.title')}</Title>
        <Button onClick={() => navigate('edit/-1')}>{t('connections.new')}</Button>
      </Group>
      {body()}
    </Stack>
  );
}
