import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DisplayDeviceListDocument,
  DisplayDevicesApproveDocument,
  DisplayDevicesDeleteDocument,
  DisplayDevicesRevokeDocument,
} from '../../../generated/graphql';
import { EntityTable } from '../../../ui/crud/EntityTable';
import { pageCount, useListState } from '../../../ui/crud/list-state';
import { SearchBox } from '../../../ui/crud/SearchBox';
import { ListBody, useBulkSelection } from '../../../ui/crud/selection';
import { nextSort, serverSort } from '../../../ui/crud/sort-rows';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { DISPLAY_DEVICE_COLUMNS } from './display-devices.columns';

const PREFIX = 'adminSystem:displayDevices';
const ACTIONS = [
  { key: 'approve', color: 'green' },
  { key: 'revoke', color: 'orange' },
  { key: 'delete', color: 'red' },
] as const;

/**
 * `admin.displays` (ADR 0022, beyond the spec): the wall displays that asked for approval. There is
 * nothing to create or edit, so it shares the kit's table, search, sort and paging but not its form:
 * chosen rows are approved, revoked or deleted.
 */
export function DisplayDeviceListPage() {
  const { t } = useTranslation('adminSystem');
  const list = useListState((sort) => serverSort(sort, DISPLAY_DEVICE_COLUMNS, true));
  const query = useQuery(DisplayDeviceListDocument, { variables: list.variables, fetchPolicy: 'cache-and-network' });
  const selection = useBulkSelection('display-devices', () => query.refetch());
  const [approve] = useMutation(DisplayDevicesApproveDocument);
  const [revoke] = useMutation(DisplayDevicesRevokeDocument);
  const [remove] = useMutation(DisplayDevicesDeleteDocument);
  const run = { approve, revoke, delete: remove };
  const page = (query.data ?? query.previousData)?.displayDevices;
  const rows = page?.items ?? [];
  const ids = selection.chosen(rows);
  const act = (key: (typeof ACTIONS)[number]['key']) =>
    selection.act(() => run[key]({ variables: { ids } }), {
      done: t(`displayDevices.done.${key}`, { count: ids.length }),
      failed: t('displayDevices.failed'),
    });

  return (
    <PageScaffold title={t('displayDevices.title')} subtitle={t('displayDevices.intro')}>
      <Group justify="space-between">
        <SearchBox onSearch={list.setSearch} />
        {ids.length > 0 && (
          <Group gap="xs">
            {ACTIONS.map((a) => (
              <Button key={a.key} color={a.color} variant="light" onClick={() => void act(a.key)}>
                {t(`displayDevices.actions.${a.key}`, { count: ids.length })}
              </Button>
            ))}
          </Group>
        )}
      </Group>
      <ListBody
        failed={Boolean(query.error)}
        loaded={Boolean(page)}
        empty={rows.length === 0}
        texts={{
          failed: t('displayDevices.loadFailed'),
          loading: t('displayDevices.loading'),
          empty: t('displayDevices.empty'),
        }}
      >
        <EntityTable
          rows={rows}
          columns={DISPLAY_DEVICE_COLUMNS}
          prefix={PREFIX}
          rowLabel={(d) => d.name}
          sort={list.sort}
          canSort={(c) => Boolean(c.sortable)}
          onSort={(key) => list.setSort(nextSort(list.sort, key))}
          onOpen={(d) => selection.toggle([d.id], !selection.selected.has(d.id))}
          selection={{ selected: selection.selected, onToggle: selection.toggle }}
        />
      </ListBody>
      {page && page.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('displayDevices.total', { total: page.total })}
          </Text>
          <Pagination total={pageCount(page.total)} value={list.page} onChange={list.setPage} />
        </Group>
      )}
    </PageScaffold>
  );
}
