import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Center, Group, Loader, Pagination, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSystemMessages } from '../../../app/connection/system-messages';
import { IncidentListDocument, IncidentOptionsDocument } from '../../../generated/graphql';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { IncidentDetail } from '../components/IncidentDetail';
import { IncidentFilters } from '../components/IncidentFilters';
import { IncidentTable } from '../components/IncidentTable';
import { filterOf, type IncidentQuery, PAGE_SIZE, readIncidentQuery, writeIncidentQuery } from '../incident-params';

/**
 * `/analytics/incidents` (spec part 2 §2, ADR 0036): the system's incidents with their filters in the
 * address, live — the server's `incidents.changed` makes the list read again — and the details of one
 * (`?incident=ID`) to assign, comment and close it.
 */
export function IncidentsPage() {
  const { t } = useTranslation('incidents');
  const [params, setParams] = useSearchParams();
  const query = readIncidentQuery(params);
  const list = useQuery(IncidentListDocument, {
    variables: { filter: filterOf(query), offset: (query.page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const options = useQuery(IncidentOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = list.refetch;
  const reread = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  useSystemMessages((message) => {
    if (message.subject === 'incidents.changed') reread();
  });
  const go = (next: IncidentQuery) => setParams(writeIncidentQuery(next));
  const page = (list.data ?? list.previousData)?.incidents;
  const sections = options.data?.incidentOptions.sections ?? [];
  const assignees = options.data?.incidentOptions.assignees ?? [];

  const body = () => {
    if (list.error && !page) return <Alert color="red" title={t('loadFailed')} />;
    if (!page) {
      return (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      );
    }
    if (page.items.length === 0) {
      return (
        <Text c="dimmed" ta="center" p="xl">
          {t('empty')}
        </Text>
      );
    }
    return <IncidentTable rows={page.items} onOpen={(incident) => go({ ...query, incident })} />;
  };

  return (
    <PageScaffold
      title={t('title')}
      subtitle={t('intro')}
      actions={
        <Anchor component={Link} to="/analytics/incidents/notifications">
          {t('analytics:notifications.open')}
        </Anchor>
      }
    >
      <IncidentFilters query={query} sections={sections} assignees={assignees} onChange={go} />
      {body()}
      {page && page.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="incident-total">
            {t('total', { count: page.total })}
          </Text>
          {page.total > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(page.total / PAGE_SIZE)}
              value={query.page}
              onChange={(n) => go({ ...query, page: n })}
            />
          )}
        </Group>
      )}
      {query.incident !== null && (
        <IncidentDetail
          id={query.incident}
          assignees={assignees}
          onClose={() => go({ ...query, incident: null })}
          onChanged={reread}
        />
      )}
    </PageScaffold>
  );
}
