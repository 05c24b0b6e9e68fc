import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { hasPermission } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import { DisplayGroupOverridesDocument } from '../../../generated/graphql';
import { useWindowTitle } from '../../../ui/useWindowTitle';

/**
 * Display group overrides (`/tree/displaygroupoverrides`, spec part 1 §2): each section with the display
 * group that overrides its own, if any. A row opens the switch at `edit/:id` for those who may change it.
 */
export function DisplayGroupOverridesPage() {
  const { t } = useTranslation('tree');
  useWindowTitle(t('overrides.title'));
  const navigate = useNavigate();
  const { principal } = useSession().situation;
  const mayManage = hasPermission(principal, 'systemtree::manage_display_group_overrides');
  const query = useQuery(DisplayGroupOverridesDocument, { fetchPolicy: 'cache-and-network' });
  const data = query.data?.displayGroupOverrides;

  const body = () => {
    if (!data && query.error)
      return (
        <Alert color="red" title={t('overrides.loadFailed')}>
          <Button variant="light" color="red" mt="sm" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      );
    if (!data)
      return (
        <Center p="xl">
          <Loader aria-label={t('list.loading')} />
        </Center>
      );
    if (data.sections.length === 0) return <Text c="dimmed">{t('overrides.empty')}</Text>;
    const groups = new Map(data.display_groups.map((g) => [g.id, g.name]));
    return (
      <Table highlightOnHover={mayManage}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('overrides.section')}</Table.Th>
            <Table.Th>{t('overrides.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.sections.map((section) => {
            const group = section.active_display_group_override_id;
            return (
              <Table.Tr
                key={section.id}
                aria-label={section.name}
                style={{ cursor: mayManage ? 'pointer' : undefined }}
                onClick={mayManage ? () => navigate(`edit/${section.id}`) : undefined}
              >
                <Table.Td>{section.name}</Table.Td>
                <Table.Td>
                  {section.has_display_group_override && group !== null ? (
                    <Badge color="orange">{groups.get(group) ?? t('overrides.unknownGroup', { id: group })}</Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('overrides.off')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    );
  };

  return (
    <Stack>
      <Title order={2}>{t('overrides.title')}</Title>
      {body()}
    </Stack>
  );
}
