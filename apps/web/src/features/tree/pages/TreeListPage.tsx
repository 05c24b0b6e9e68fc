import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TreeNodeListDocument } from '../../../generated/graphql';
import { useWindowTitle } from '../../../ui/useWindowTitle';
import { ExportMenu } from '../../exports';
import { BatchEditModal } from '../batch/BatchEditModal';
import { TreeFilters } from '../components/TreeFilters';
import { TreeTable } from '../components/TreeTable';
import { useTreeAccess } from '../tree-access';
import { isHierarchical, readTreeFilter, toQueryFilter, writeTreeFilter } from '../tree-filter';
import { flatRows, nestRows } from '../tree-rows';
import { VIEW_PARAM } from '../views/saved-view';
import { TreeViewPicker } from '../views/TreeViewPicker';

/**
 * The system tree (spec part 1 §2, `/tree`): the nodes of one view, narrowed by the filters, as a
 * hierarchy or a flat list. A row opens the node form at `edit/:id` over the list.
 */
export function TreeListPage() {
  const { t } = useTranslation('tree');
  useWindowTitle(t('list.title'));
  const navigate = useNavigate();
  const access = useTreeAccess();
  const [params, setParams] = useSearchParams();
  const state = readTreeFilter(params);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [batchOpen, setBatchOpen] = useState(false);
  const query = useQuery(TreeNodeListDocument, {
    variables: { filter: toQueryFilter(state) },
    fetchPolicy: 'cache-and-network',
  });
  // While another view loads, the current one stays in place instead of flashing a spinner.
  const list = (query.data ?? query.previousData)?.systemTreeNodes;
  const hierarchical = isHierarchical(state.view);
  const rows = useMemo(
    () => (list ? (hierarchical ? nestRows(list.items, collapsed) : flatRows(list.items)) : []),
    [list, hierarchical, collapsed],
  );
  const filtered = state.flags.size > 0 || state.search !== '';

  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectedNodes = (list?.items ?? []).filter((item) => selected.has(item.id));

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const body = () => {
    if (query.error && !list)
      return (
        <Alert color="red" title={t('list.loadFailed')}>
          <Button variant="light" color="red" mt="sm" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      );
    if (!list)
      return (
        <Center p="xl">
          <Loader aria-label={t('list.loading')} />
        </Center>
      );
    if (rows.length === 0)
      return (
        <Text c="dimmed" ta="center" p="xl">
          {filtered ? t('list.noMatches') : t('list.empty')}
        </Text>
      );
    return (
      <TreeTable
        rows={rows}
        thresholds={list.battery_thresholds}
        showPath={!hierarchical}
        onOpen={(row) => navigate({ pathname: `edit/${row.id}`, search: params.toString() })}
        onToggle={toggle}
        selection={access.mayBatchEdit ? { ids: selected, onSelect: select } : undefined}
      />
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('list.title')}</Title>
        <Group>
          <ExportMenu kind="system_tree" />
          {access.mayBatchEdit && selectedNodes.length > 0 && (
            <Button variant="default" onClick={() => setBatchOpen(true)}>
              {t('batch.open', { count: selectedNodes.length })}
            </Button>
          )}
          {access.maySort && (
            <Button variant="default" onClick={() => navigate({ pathname: 'sort', search: params.toString() })}>
              {t('list.sort')}
            </Button>
          )}
          {access.mayCreate && (
            <Button onClick={() => navigate({ pathname: 'edit/-1', search: params.toString() })}>
              {t('list.new')}
            </Button>
          )}
        </Group>
      </Group>
      <TreeViewPicker />
      {/* Keyed by the view: choosing one replaces the search text the filters hold while typing. */}
      <TreeFilters
        key={params.get(VIEW_PARAM) ?? ''}
        state={state}
        onChange={(next) => setParams(writeTreeFilter(params, next), { replace: true })}
      />
      {body()}
      <BatchEditModal
        nodes={selectedNodes}
        opened={batchOpen}
        onClose={(changed) => {
          setBatchOpen(false);
          if (changed) setSelected(new Set());
        }}
      />
      {list && list.total > 0 && (
        <Text size="sm" c="dimmed">
          {t('list.total', { total: list.total })}
        </Text>
      )}
    </Stack>
  );
}
