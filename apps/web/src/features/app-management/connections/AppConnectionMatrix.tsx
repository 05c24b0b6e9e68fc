import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppConnectionListDocument } from '../../../generated/graphql';
import { useSectionOptions } from '../../admin/config-edit/config-options';

/**
 * Sections × connections (spec part 2 §2: "displaygroups … with a connection matrix"): a cell is marked
 * where the connection covers the section, highlighted when the connection is enabled. It reads the
 * list document, so the kit's saves refresh it.
 */
export function AppConnectionMatrix() {
  const { t } = useTranslation('appManagement');
  const sections = useSectionOptions();
  const { data, loading, error } = useQuery(AppConnectionListDocument, {
    variables: { filter: { page: { limit: 500 } } },
    fetchPolicy: 'cache-and-network',
  });
  const connections = data?.appConnections.items ?? [];

  let body: ReactNode;
  if (!data && loading)
    body = (
      <Center p="md">
        <Loader aria-label={t('displaygroups.matrix.loading')} />
      </Center>
    );
  else if (!data && error) body = <Alert color="red">{t('displaygroups.matrix.loadFailed')}</Alert>;
  else if (connections.length === 0 || sections.length === 0)
    body = <Text c="dimmed">{t('displaygroups.matrix.empty')}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={400}>
        <Table withTableBorder withColumnBorders>
          <Table.Caption>{t('displaygroups.matrix.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('displaygroups.matrix.section')}</Table.Th>
              {connections.map((c) => (
                <Table.Th key={c.id} scope="col" bg={c.is_enabled ? 'green.0' : undefined}>
                  {c.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sections.map((section) => (
              <Table.Tr key={section.value}>
                <Table.Th scope="row">{section.label}</Table.Th>
                {connections.map((c) => {
                  const covers = c.section_ids.includes(Number(section.value));
                  return (
                    <Table.Td key={c.id} bg={covers && c.is_enabled ? 'green.1' : undefined}>
                      {covers && (
                        <Badge color={c.is_enabled ? 'green' : 'gray'} variant={c.is_enabled ? 'filled' : 'light'}>
                          {t(c.is_enabled ? 'displaygroups.matrix.active' : 'displaygroups.matrix.covered')}
                        </Badge>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby="app-connection-matrix">
      <Title order={3} id="app-connection-matrix">
        {t('displaygroups.matrix.title')}
      </Title>
      {body}
    </Stack>
  );
}
