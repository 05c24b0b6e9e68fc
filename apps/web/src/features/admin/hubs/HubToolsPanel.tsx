import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  HubCredentialsClearDocument,
  HubCredentialsDocument,
  HubCredentialsSetDocument,
  HubListDocument,
  HubLogsDocument,
  HubSyncDocument,
} from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';

const CODES = ['HUB_LOGIN_FAILED', 'HUB_UNREACHABLE', 'LINK_UNAVAILABLE', 'HUB_CREDENTIALS_MISSING'] as const;
function codeOf(error: unknown): string {
  const errors = (error as { errors?: { extensions?: { code?: string } }[] })?.errors ?? [];
  const code = errors[0]?.extensions?.code ?? '';
  return (CODES as readonly string[]).includes(code) ? code : 'HUB_SYNC_FAILED';
}

/**
 * A hub's stored login (spec part 1 §3 hub username, password; ADR 0046): the username and whether a
 * password is set, never the password; an empty password field keeps the stored one.
 */
function HubLogin({ id }: { id: number }) {
  const { t } = useTranslation('hubTools');
  const notify = useNotify();
  const query = useQuery(HubCredentialsDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const stored = query.data?.hubCredentials;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const refetchQueries = [HubCredentialsDocument];
  const [save, saving] = useMutation(HubCredentialsSetDocument, { refetchQueries });
  const [clear, clearing] = useMutation(HubCredentialsClearDocument, { refetchQueries });
  useEffect(() => {
    setUsername(stored?.username ?? '');
    setPassword('');
  }, [stored?.username]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      setPassword('');
      notify({ id: 'hub-login', title: t(done) });
    } catch {
      notify({ id: 'hub-login', type: 'error', title: t('login.failed') });
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label={t('login.title')}>
      <Title order={4}>{t('login.title')}</Title>
      <Text size="sm">{stored?.has_password ? t('login.stored', { username: stored.username }) : t('login.none')}</Text>
      <Group align="flex-end">
        <TextInput label={t('username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
        <PasswordInput
          label={t('password')}
          placeholder={stored?.has_password ? t('login.keep') : undefined}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button
          onClick={() =>
            act(() => save({ variables: { id, username: username.trim(), password: password || null } }), 'login.saved')
          }
          loading={saving.loading}
          disabled={!username.trim() || (!password && !stored?.has_password)}
        >
          {t('login.save')}
        </Button>
        {stored?.has_password && (
          <Button
            variant="default"
            onClick={() => act(() => clear({ variables: { id } }), 'login.forgotten')}
            loading={clearing.loading}
          >
            {t('login.forget')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Under the hub list (spec part 1 §2: hub sync action and hub logs; ADR 0045, 0046): a hub, its stored
 * login, the sync with it (or with a login typed for this sync), and the hub's own log read through the
 * configurator.
 */
export function HubToolsPanel() {
  const { t } = useTranslation('hubTools');
  const notify = useNotify();
  const { data } = useQuery(HubListDocument, { variables: { filter: { page: { limit: 250 } } } });
  const hubs = data?.hubs.items ?? [];
  const [hubId, setHubId] = useState<string | null>(null);
  const [other, setOther] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sync, syncing] = useMutation(HubSyncDocument, { refetchQueries: [HubListDocument, HubCredentialsDocument] });
  const [loadLogs, logs] = useLazyQuery(HubLogsDocument, { fetchPolicy: 'network-only' });
  const id = hubId ? Number(hubId) : null;
  const typed = other && Boolean(username && password);
  const login = useQuery(HubCredentialsDocument, { variables: { id: id ?? 0 }, skip: id === null });
  const hasLogin = Boolean(login.data?.hubCredentials.has_password);

  const run = async () => {
    if (id === null) return;
    setFailure(null);
    try {
      const variables = typed ? { id, username, password, remember } : { id };
      const answer = await sync({ variables });
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
      {id !== null && <HubLogin key={id} id={id} />}
      {id !== null && (
        <Stack gap="xs">
          <Checkbox label={t('other.toggle')} checked={other} onChange={(e) => setOther(e.currentTarget.checked)} />
          {other && (
            <Group align="flex-end">
              <TextInput
                label={t('other.username')}
                value={username}
                onChange={(e) => setUsername(e.currentTarget.value)}
              />
              <PasswordInput
                label={t('other.password')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <Checkbox
                label={t('other.remember')}
                checked={remember}
                onChange={(e) => setRemember(e.currentTarget.checked)}
              />
            </Group>
          )}
          <Group>
            <Button onClick={run} loading={syncing.loading} disabled={other ? !typed : !hasLogin}>
              {t('sync')}
            </Button>
          </Group>
        </Stack>
      )}
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
