import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Center, Loader, Table, Text } from '@mantine/core';
import { hasPermission } from '@wardlight/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemMessages } from '../../../app/connection/system-messages';
import { useSession } from '../../../app/session/session-context';
import { DefectWorkListDocument } from '../../../generated/graphql';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { formatDateTime } from '../../../ui/time/date-format';
import { BatteryRoundSection } from '../../analytics/components/BatteryRoundSection';
import { SEVERITY_COLORS, useIncidentTexts } from '../components/incident-texts';

const COLUMNS = ['place', 'device', 'problem', 'severity', 'since', 'assignee'] as const;

/**
 * `/admin/defects` (spec part 1 §2): the technician's work list — every open incident by section, place
 * and device, the order to walk them in; printable as it stands, with the battery round below (ADR 0040).
 */
export function DefectWorkListPage() {
  const { t } = useTranslation('incidents');
  const texts = useIncidentTexts();
  const { principal } = useSession().situation;
  const canManage = hasPermission(principal, 'analytics::manage_incidents');
  const query = useQuery(DefectWorkListDocument, { fetchPolicy: 'cache-and-network' });
  useSystemMessages((message) => {
    if (message.subject === 'incidents.changed') void query.refetch().catch(() => undefined);
  });
  const items = (query.data ?? query.previousData)?.defectWorkList;

  const body = () => {
    if (query.error && !items) return <Alert color="red" title={t('loadFailed')} />;
    if (!items) {
      return (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      );
    }
    if (items.length === 0) {
      return (
        <Text c="dimmed" ta="center" p="xl">
          {t('workList.empty')}
        </Text>
      );
    }
    const bySection = new Map<string, typeof items>();
    for (const item of items) {
      const key = item.section_name ?? t('workList.noSection');
      bySection.set(key, [...(bySection.get(key) ?? []), item]);
    }
    return (
      <Table aria-label={t('workList.title')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{t(`workList.columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...bySection].map(([section, rows]) => (
            <Fragment key={section}>
              <Table.Tr>
                <Table.Th colSpan={COLUMNS.length} scope="colgroup">
                  {section}
                </Table.Th>
              </Table.Tr>
              {rows.map((item) => (
                <Table.Tr key={item.incident_id} data-incident={item.incident_id}>
                  <Table.Td>{item.place}</Table.Td>
                  <Table.Td>
                    {canManage ? (
                      <Anchor component={Link} to={`/analytics/incidents?incident=${item.incident_id}`}>
                        {item.device_name ?? `#${item.incident_id}`}
                      </Anchor>
                    ) : (
                      item.device_name
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`types.${item.type}`)}</Text>
                    <Text size="xs" c="dimmed">
                      {texts.finding(item)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={SEVERITY_COLORS[item.severity] ?? 'gray'} variant="light">
                      {t(`severities.${item.severity}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(item.opened_at)}</Table.Td>
                  <Table.Td>{item.assignee_name}</Table.Td>
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    );
  };

  return (
    <PageScaffold
      title={t('workList.title')}
      subtitle={t('workList.intro')}
      actions={
        <Button variant="light" onClick={() => window.print()}>
          {t('workList.print')}
        </Button>
      }
    >
      {body()}
      <BatteryRoundSection />
    </PageScaffold>
  );
}
