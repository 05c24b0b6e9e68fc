import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnalyticsOverviewQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';
import { SEVERITY_COLORS } from './incident-texts';

type Box = AnalyticsOverviewQuery['analyticsOverview'][number];

/** The incident list a box opens: its kind's incidents, open ones. */
const LIST_OF: Record<string, string> = {
  defects: 'type=Defect,ProbableDefect',
  low_battery: 'type=Battery',
  not_reachable: 'type=Reachability',
  repeater_defects: 'type=Defect',
};

interface Props {
  boxes: readonly Box[];
  /** The user may open the incident list (analytics::manage_incidents). */
  canManage: boolean;
}

/** The overview boxes of `/analytics` (spec part 2 §2): how many incidents of each kind are open, and which. */
export function OverviewBoxes({ boxes, canManage }: Props) {
  const { t } = useTranslation('incidents');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {boxes.map((box) => (
        <Card key={box.kind} withBorder component="section" aria-labelledby={`box-${box.kind}`} data-box={box.kind}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Title order={3} size="h5" id={`box-${box.kind}`}>
                {t(`overview.boxes.${box.kind}`)}
              </Title>
              <Text fw={700} size="xl" aria-label={t('overview.count', { count: box.count })}>
                {box.count}
              </Text>
            </Group>
            {box.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('overview.none')}
              </Text>
            ) : (
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {box.items.map((item) => (
                  <li key={item.incident_id}>
                    <Group gap={6} wrap="nowrap">
                      <Badge size="xs" color={SEVERITY_COLORS[item.severity] ?? 'gray'} variant="light">
                        {t(`severities.${item.severity}`)}
                      </Badge>
                      {canManage ? (
                        <Anchor component={Link} to={`/analytics/incidents?incident=${item.incident_id}`} size="sm">
                          {item.device_name ?? `#${item.incident_id}`}
                        </Anchor>
                      ) : (
                        <Text size="sm">{item.device_name ?? `#${item.incident_id}`}</Text>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {[
                        item.section_name,
                        item.battery !== null && box.kind === 'low_battery'
                          ? t('tree:battery.percent', { value: item.battery })
                          : null,
                        t('overview.since', { at: formatDateTime(item.opened_at) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
            {canManage && (
              <Anchor component={Link} to={`/analytics/incidents?${LIST_OF[box.kind] ?? ''}`} size="sm">
                {t('overview.all')}
              </Anchor>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
