import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Pagination, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  DisplayDeviceListDocument,
  DisplayDevicesApproveDocument,
  DisplayDevicesDeleteDocument,
  DisplayDevicesRevokeDocument,
} from '../../../generated/graphql';
import { EntityTable } from '../../../ui/crud/EntityTable';
import { pageCount, useListState } from '../../../ui/crud/list-state';
import { SearchBox } from '../../../ui/crud/SearchBox';
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
  const notify = useNotify();
  const list = useListState((sort) => serverSort(sort, DISPLAY_DEVICE_COLUMNS, true));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const query = useQuery(DisplayDeviceListDocument, { variables: list.variables, fetchPolicy: 'cache-and-network' });
  const [approve] = useMutation(DisplayDevicesApproveDocument);
  const [revoke] = useMutation(DisplayDevicesRevokeDocument);
  const [remove] = useMutation(DisplayDevicesDeleteDocument);
  const run = { approve, revoke, delete: remove };
  const page = (query.data ?? query.previousData)?.displayDevices;
  const rows = page?.items ?? [];
  const ids = rows.filter((r) => selected.has(r.id)).map((r) => r.id);

  const act = async (key: (typeof ACTIONS)[number]['key']) => {
    try {
      await run[key]({ variables: { ids } });
      notify({ id: 'display-devices', title: t(`displayDevices.done.${key}`, { count: ids.length }) });
      setSelected(new Set());
      await query.refetch();
    } catch {
      notify({ id: 'display-devices', type: 'error', title: t('displayDevices.failed') });
    }
  };

  const toggle = (changed: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of changed) on ? next.add(id) : next.delete(id);
      return next;
    });

  const body = () => {
    if (query.error && !page) return <Alert color="red" title={t('displayDevices.loadFailed')} />;
    if (!page) {
      return (
        <Center p="xl">
          <Loader aria-label={t('displayDevices.loading')} />
        </Center>
      );
    }
    if (rows.length === 0) {
      return (
        <Text c="dimmed" ta="center" p="xl">
          {t('displayDevices.empty')}
        </Text>
      );
    }
    return (
      <EntityTable
        rows={rows}
        columns={DISPLAY_DEVICE_COLUMNS}
        prefix={PREFIX}
        rowLabel={(d) => d.name}
        sort={list.sort}
        canSort={(c) => Boolean(c.sortable)}
        onSort={(key) => list.setSort(nextSort(list.sort, key))}
        onOpen={(d) => toggle([d.id], !selected.has(d.id))}
        selection={{ selected, onToggle: toggle }}
      />
    );
  };

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
      {body()}
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
