import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, SegmentedControl, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSystemMessages } from '../../../app/connection/system-messages';
import { canOpenNamed } from '../../../app/guards/guard';
import { meetsPermissions } from '../../../app/guards/requirements';
import type { GuardSituation } from '../../../app/guards/situation';
import { useSession } from '../../../app/session/session-context';
import { IncidentListDocument, IncidentOptionsDocument } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';
import { IncidentDetail, type IncidentLinks } from '../../incidents/components/IncidentDetail';
import { SEVERITY_COLORS, useIncidentTexts } from '../../incidents/components/incident-texts';
import {
  filterOf,
  type IncidentQuery,
  PAGE_SIZE,
  readIncidentQuery,
  writeIncidentQuery,
} from '../../incidents/incident-params';
import { CARD_MIN_HEIGHT, PwaCardFacts, PwaCardList, PwaEmpty, PwaLoading, PwaPage } from '../PwaPage';

/**
 * The details' links stay in the mobile console: the device to the PWA's node form, the call to the calls
 * page with its details open; a form the user may not open (or a call without the call log's permission) is
 * no link.
 */
export function pwaIncidentLinks(situation: GuardSituation): IncidentLinks {
  return {
    node: (id) => (canOpenNamed('pwaNodeForm', situation) ? `/pwa/system/edit/${id}` : null),
    call: (id) =>
      meetsPermissions({ all: ['calllog::use_module'] }, situation) ? `/pwa/overview/calls?state=all&call=${id}` : null,
  };
}

/**
 * `/pwa/overview/incidents`: the system's incidents as cards, open ones first (the console's list and
 * its queries, ADR 0036), live on `incidents.changed`; a card opens the details to assign, comment, close.
 */
export function PwaIncidentsPage() {
  const { t } = useTranslation(['pwa', 'incidents']);
  const texts = useIncidentTexts();
  const { situation } = useSession();
  const [params, setParams] = useSearchParams();
  const query = readIncidentQuery(params);
  const list = useQuery(IncidentListDocument, {
    variables: { filter: filterOf(query), offset: (query.page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const options = useQuery(IncidentOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = list.refetch;
  const reread = useCallback(() => refetch().catch(() => undefined), [refetch]);
  useSystemMessages((message) => {
    if (message.subject === 'incidents.changed') void reread();
  });
  const go = (next: IncidentQuery) => setParams(writeIncidentQuery(next));
  const page = (list.data ?? list.previousData)?.incidents;
  const closed = query.states.includes('Closed');
  const pages = page ? Math.ceil(page.total / PAGE_SIZE) : 1;

  const body = () => {
    if (list.error && !page) return <Alert color="red" title={t('incidents:loadFailed')} />;
    if (!page) return <PwaLoading label={t('incidents:loading')} />;
    if (page.items.length === 0)
      return <PwaEmpty>{closed ? t('incidents.noneClosed') : t('incidents.noneOpen')}</PwaEmpty>;
    return (
      <PwaCardList>
        {page.items.map((i) => (
          <li key={i.id}>
            <Card
              component="button"
              type="button"
              withBorder
              radius="md"
              p="sm"
              mih={CARD_MIN_HEIGHT}
              w="100%"
              ta="left"
              style={{ cursor: 'pointer' }}
              data-incident={i.id}
              data-type={i.type}
              onClick={() => go({ ...query, incident: i.id })}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} lineClamp={1}>
                  {texts.device(i) || `#${i.id}`}
                </Text>
                <Badge color={SEVERITY_COLORS[i.severity] ?? 'gray'} variant="light">
                  {t(`incidents:severities.${i.severity}`)}
                </Badge>
              </Group>
              <Text size="sm">
                {t(`incidents:types.${i.type}`)} · {t(`incidents:states.${i.state}`)}
                {i.assignee_name ? ` · ${i.assignee_name}` : ''}
              </Text>
              <PwaCardFacts facts={[i.section_name, formatDateTime(i.opened_at), texts.duration(i.open_seconds)]} />
            </Card>
          </li>
        ))}
      </PwaCardList>
    );
  };

  return (
    <PwaPage
      title={t('incidents:title')}
      subtitle={page ? t('incidents:total', { count: page.total }) : undefined}
      onRefresh={reread}
    >
      <SegmentedControl
        fullWidth
        size="md"
        aria-label={t('incidents.which')}
        value={closed ? 'closed' : 'open'}
        onChange={(value) => go({ ...query, states: value === 'closed' ? ['Closed'] : [], page: 1, incident: null })}
        data={[
          { value: 'open', label: t('incidents.openOnes') },
          { value: 'closed', label: t('incidents.closedOnes') },
        ]}
      />
      {body()}
      {pages > 1 && (
        <Group grow>
          <Button
            size="md"
            variant="default"
            disabled={query.page <= 1}
            onClick={() => go({ ...query, page: query.page - 1 })}
          >
            {t('previous')}
          </Button>
          <Button
            size="md"
            variant="default"
            disabled={query.page >= pages}
            onClick={() => go({ ...query, page: query.page + 1 })}
          >
            {t('next')}
          </Button>
        </Group>
      )}
      {query.incident !== null && (
        <IncidentDetail
          id={query.incident}
          assignees={options.data?.incidentOptions.assignees ?? []}
          onClose={() => go({ ...query, incident: null })}
          onChanged={() => void reread()}
          links={pwaIncidentLinks(situation)}
        />
      )}
    </PwaPage>
  );
}
