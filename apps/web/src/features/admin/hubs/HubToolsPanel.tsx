import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, PasswordInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { HubListDocument, HubLogsDocument, HubSyncDocument } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';

const CODES = ['HUB_LOGIN_FAILED', 'HUB_UNREACHABLE', 'LINK_UNAVAILABLE'] as const;
function codeOf(error: unknown): string {
  const errors = (error as { errors?: { extensions?: { code?: string } }[] })?.errors ?? [];
  const code = errors[0]?.extensions?.code ?? '';
  return (CODES as readonly string[]).includes(code) ? code : 'HUB_SYNC_FAILED';
}

/**
 * Under the hub list (spec part 1 §2: hub sync action and hub logs; ADR 0045): a hub, its credentials
 * (sent with the sync, not stored), and the hub's own log read through the configurator.
 */
export function HubToolsPanel() {
  const { t } = useTranslation('hubTools');
  const notify = useNotify();
  const { data } = useQuery(HubListDocument, { variables: { filter: { page: { limit: 250 } } } });
  const hubs = data?.hubs.items ?? [];
  const [hubId, setHubId] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sync, syncing] = useMutation(HubSyncDocument, { refetchQueries: [HubListDocument] });
  const [loadLogs, logs] = useLazyQuery(HubLogsDocument, { fetchPolicy: 'network-only' });
  const id = hubId ? Number(hubId) : null;

  const run = async () => {
    if (id === null) return;
    setFailure(null);
    try {
      const answer = await sync({ variables: { id, username, password } });
      setPassword('');
      notify({ id: 'hub-sync', title: t('synced', { devices: answer.data?.syncHub.devices ?? 0 }) });
    } catch (error) {
      setFailure(codeOf(error));
      notify({ id: 'hub-sync', type: 'error', title: t('failed') });
    }
    await loadLogs({ variables: { id } }).catch(() => null);
  };

  return (
    <Stack gap="xs" component="section" aria-label={t('title')} maw={720} mt="xl">
      <Title order={3}>{t('title')}</Title>
      <Text size="sm">{t('intro')}</Text>
      <Select
        label={t('hub')}
        data={hubs.map((h) => ({ value: String(h.id), label: `${h.name} (${h.ip})` }))}
        value={hubId}
        onChange={(value) => {
          setHubId(value);
          setFailure(null);
          if (value) void loadLogs({ variables: { id: Number(value) } }).catch(() => null);
        }}
        w={320}
      />
      <Group align="flex-end">
        <TextInput label={t('username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
        <PasswordInput label={t('password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        <Button onClick={run} loading={syncing.loading} disabled={id === null || !username || !password}>
          {t('sync')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" title={t('failed')}>
          {t(`error.${failure}`)}
        </Alert>
      )}
      {id !== null && (
        <>
          <Group justify="space-between">
            <Title order={4}>{t('logs')}</Title>
            <Button variant="subtle" size="xs" onClick={() => loadLogs({ variables: { id } }).catch(() => null)}>
              {t('reload')}
            </Button>
          </Group>
          {logs.error && <Alert color="red">{t(`error.${codeOf(logs.error)}`)}</Alert>}
          {logs.data && logs.data.hubLogs.length === 0 && <Text c="dimmed">{t('noLogs')}</Text>}
          {logs.data && logs.data.hubLogs.length > 0 && (
            <Table aria-label={t('logs')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('column.at')}</Table.Th>
                  <Table.Th>{t('column.level')}</Table.Th>
                  <Table.Th>{t('column.text')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {logs.data.hubLogs.map((line, i) => (
                  // Lines have no id; their order in the hub's log is theirs.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={i}>
                    <Table.Td>{formatDateTime(line.at)}</Table.Td>
                    <Table.Td>
                      {t(`level.${line.level === 'warn' || line.level === 'error' ? line.level : 'info'}`)}
                    </Table.Td>
                    <Table.Td>{line.text}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
