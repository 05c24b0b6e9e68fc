import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FleetScreensDocument, ScreensDeleteDocument } from '../../generated/graphql';
import { EntityTable } from '../../ui/crud/EntityTable';
import { ListBody, useBulkSelection } from '../../ui/crud/selection';
import { nextSort, type SortState, sortRows } from '../../ui/crud/sort-rows';
import { PageScaffold } from '../../ui/page/PageScaffold';
import { FLEET_COLUMNS } from './fleet.columns';

/** The server writes heartbeats every 10 s; the page follows at that pace (no cache: another instance may have news). */
const POLL_MS = 10_000;

/**
 * `admin.fleet` (issue 14 item 2, ADR 0038): every wall display and staff phone that said it is there —
 * live or silent since when, where it stands, its version, clock offset, sound and press → render latency.
 * A row opens the form that names it; chosen rows of retired screens can be forgotten.
 */
export function FleetPage() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const query = useQuery(FleetScreensDocument, { fetchPolicy: 'network-only', pollInterval: POLL_MS });
  const [remove] = useMutation(ScreensDeleteDocument);
  const [sort, setSort] = useState<SortState | null>(null);
  const selection = useBulkSelection('fleet', () => query.refetch());
  const screens = (query.data ?? query.previousData)?.fleetScreens;
  const rows = useMemo(() => (screens ? sortRows(screens, FLEET_COLUMNS, sort) : []), [screens, sort]);
  const ids = selection.chosen(rows);
  const forget = () =>
    selection.act(() => remove({ variables: { ids } }), {
      done: t('deleted', { count: ids.length }),
      failed: t('failed'),
    });

  return (
    <PageScaffold title={t('title')} subtitle={t('intro')}>
      {ids.length > 0 && (
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => void forget()}>
            {t('delete', { count: ids.length })}
          </Button>
        </Group>
      )}
      <ListBody
        failed={Boolean(query.error)}
        loaded={Boolean(screens)}
        empty={rows.length === 0}
        texts={{ failed: t('loadFailed'), loading: t('loading'), empty: t('empty') }}
      >
        <EntityTable
          rows={rows}
          columns={FLEET_COLUMNS}
          prefix="fleet:list"
          rowLabel={(s) => s.name ?? s.place}
          sort={sort}
          canSort={(c) => Boolean(c.sortable)}
          onSort={(key) => setSort(nextSort(sort, key))}
          onOpen={(s) => navigate(`edit/${s.id}`)}
          selection={{ selected: selection.selected, onToggle: selection.toggle }}
        />
      </ListBody>
      {screens && screens.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('total', { count: screens.length, live: screens.filter((s) => s.live).length })}
        </Text>
      )}
    </PageScaffold>
  );
}
