import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IncidentNotificationListDocument } from '../../../generated/graphql';
import { NOTIFY_FLAGS } from '../notify-flags';

/**
 * `/analytics/incidents/notifications` (spec part 2 §2): every user who handles the system's incidents,
 * whether and of what they are told by e-mail; a name opens the user form over it.
 */
export function IncidentNotificationsModal() {
  const { t } = useTranslation('analytics');
  const query = useQuery(IncidentNotificationListDocument, { fetchPolicy: 'cache-and-network' });
  const rows = query.data?.incidentNotificationSettings;
  const body = () => {
    if (query.error && !rows) return <Alert color="red" title={t('notifications.loadFailed')} />;
    if (!rows)
      return (
        <Center p="xl">
          <Loader aria-label={t('notifications.loading')} />
        </Center>
      );
    if (rows.length === 0) return <Text c="dimmed">{t('notifications.nobody')}</Text>;
    return (
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('notifications.user')}</Table.Th>
            <Table.Th>{t('notifications.email')}</Table.Th>
            <Table.Th>{t('notifications.told')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.user_id}>
              <Table.Td>
                <Anchor component={Link} to={`/analytics/incidents/notifications/user/${r.user_id}`}>
                  {r.user_name}
                </Anchor>
              </Table.Td>
              <Table.Td>{r.email || <Text c="dimmed">{t('notifications.noEmail')}</Text>}</Table.Td>
              <Table.Td>
                {r.enabled ? (
                  NOTIFY_FLAGS.filter((f) => r[f])
                    .map((f) => t(`notifications.flags.${f}`))
                    .join(', ')
                ) : (
                  <Badge color="gray" variant="light">
                    {t('notifications.off')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  };
  return (
    <Stack>
      <Title order={3}>{t('notifications.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('notifications.intro')}
      </Text>
      {body()}
    </Stack>
  );
}
