import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Pagination, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageScaffold } from '../page/PageScaffold';
import { type EntityDefinition, type ListData, type RowOf, textPrefix } from './define-entity';
import { EntityTable } from './EntityTable';
import { ListDelete } from './ListDelete';
import { pageCount, useListState } from './list-state';
import { rootOf } from './root-of';
import { SearchBox } from './SearchBox';
import { nextSort, orderPage, serverSort } from './sort-rows';
import { useEntityAccess } from './useEntityAccess';

const PAGE_CONTROL_LABELS = {
  previous: 'list.pagePrevious',
  next: 'list.pageNext',
  first: 'list.pageFirst',
  last: 'list.pageLast',
} as const;

/**
 * The list page of a declared entity (spec part 1 §2/§5): search applied 350 ms after typing
 * stops, sorting of the whole list (sort-rows.ts), server paging, loading/empty/error states, a row opens `edit/:id`,
 * New and multi-select delete for users who may write. Its `edit/:id?` child is not rendered
 * here: the shell's modal stack shows it over the list (app/modal).
 */
export function EntityList<TList extends ListData, TGet, TInput, V>({
  entity,
}: {
  entity: EntityDefinition<TList, TGet, TInput, V>;
}) {
  const { t } = useTranslation('crud');
  const prefix = textPrefix(entity);
  const navigate = useNavigate();
  const { canWrite } = useEntityAccess(entity);
  const sortsOnServer = entity.sortsOnServer ?? false;
  const list = useListState((sort) => serverSort(sort, entity.columns, sortsOnServer));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const query = useQuery(entity.documents.list, { variables: list.variables, fetchPolicy: 'cache-and-network' });
  // While the next page loads, the current one stays in place instead of flashing a spinner.
  const shown = query.data ?? query.previousData;
  const page = shown ? rootOf(shown) : undefined;
  const { rows, canSort } = orderPage((page?.items ?? []) as readonly RowOf<TList>[], page?.total ?? 0, {
    columns: entity.columns,
    sortsOnServer,
    sort: list.sort,
  });
  const chosen = rows.filter((r) => selected.has(r.id));

  const toggle = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  const body = () => {
    if (query.error && !page) {
      return (
        <Alert color="red" title={t('list.loadFailed')}>
          <Button variant="light" color="red" mt="sm" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      );
    }
    if (!page) {
      return (
        <Center p="xl">
          <Loader aria-label={t('list.loading')} />
        </Center>
      );
    }
    if (rows.length === 0) {
      return (
        <Text c="dimmed" ta="center" p="xl">
          {list.search ? t('list.noMatches', { search: list.search }) : t('list.empty')}
        </Text>
      );
    }
    return (
      <EntityTable
        rows={rows}
        columns={entity.columns}
        prefix={prefix}
        rowLabel={entity.rowLabel}
        sort={list.sort}
        canSort={canSort}
        onSort={(key) => list.setSort(nextSort(list.sort, key))}
        onOpen={(row) => navigate(`edit/${row.id}`)}
        {...(canWrite ? { selection: { selected, onToggle: toggle } } : {})}
      />
    );
  };

  return (
    <PageScaffold
      title={t(`${prefix}.title`)}
      actions={canWrite && <Button onClick={() => navigate('edit/-1')}>{t(`${prefix}.new`)}</Button>}
    >
      <Group justify="space-between">
        <SearchBox onSearch={list.setSearch} />
        {canWrite && chosen.length > 0 && (
          <ListDelete entity={entity} records={chosen} onDeleted={() => setSelected(new Set())} />
        )}
      </Group>
      {body()}
      {page && page.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('list.total', { total: page.total })}
          </Text>
          <Pagination
            total={pageCount(page.total)}
            value={list.page}
            onChange={list.setPage}
            // The arrows show no text: their names are for screen readers (axe: button-name).
            getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROL_LABELS[control]) })}
          />
        </Group>
      )}
    </PageScaffold>
  );
}
