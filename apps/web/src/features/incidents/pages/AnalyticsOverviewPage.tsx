import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { hasPermission } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemMessages } from '../../../app/connection/system-messages';
import { useSession } from '../../../app/session/session-context';
import { AnalyticsOverviewDocument } from '../../../generated/graphql';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { AnalyticsChartsSection } from '../../analytics/components/AnalyticsChartsSection';
import { OverviewBoxes } from '../components/OverviewBoxes';

/**
 * `/analytics` (spec part 2 §2): the overview boxes — defects, low battery, not reachable, repeater
 * defects — each shown to whom its permission allows, live like the incident list, with the way to it;
 * below them the charts of calls and response times (ADR 0040).
 */
export function AnalyticsOverviewPage() {
  const { t } = useTranslation('incidents');
  const { principal } = useSession().situation;
  const canManage = hasPermission(principal, 'analytics::manage_incidents');
  const query = useQuery(AnalyticsOverviewDocument, { fetchPolicy: 'cache-and-network' });
  useSystemMessages((message) => {
    if (message.subject === 'incidents.changed') void query.refetch().catch(() => undefined);
  });
  const boxes = (query.data ?? query.previousData)?.analyticsOverview;

  const body = () => {
    if (query.error && !boxes) return <Alert color="red" title={t('loadFailed')} />;
    if (!boxes) {
      return (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      );
    }
    if (boxes.length === 0) {
      return (
        <Text c="dimmed" ta="center" p="xl">
          {t('overview.noBoxes')}
        </Text>
      );
    }
    return <OverviewBoxes boxes={boxes} canManage={canManage} />;
  };

  return (
    <PageScaffold
      title={t('overview.title')}
      subtitle={t('overview.intro')}
      actions={
        canManage && (
          <Anchor component={Link} to="/analytics/incidents">
            {t('overview.toIncidents')}
          </Anchor>
        )
      }
    >
      <Stack gap="xl">
        {body()}
        <AnalyticsChartsSection />
      </Stack>
    </PageScaffold>
  );
}
