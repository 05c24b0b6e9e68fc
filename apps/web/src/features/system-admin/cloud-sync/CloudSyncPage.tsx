import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Loader, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  CloudSyncDocument,
  type CloudSyncFieldsFragment,
  CloudSyncRunDocument,
  CloudSyncUpdateDocument,
} from '../../../generated/graphql';
import { validationIssues } from '../../../ui/graphql-errors';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { formatDateTime } from '../../../ui/time/date-format';

const STATE_COLOR: Record<string, string> = { inactive: 'gray', active: 'green', syncing: 'blue', error: 'red' };
/** The spec's cloud sync errors (part 1 §8) and the adapter's own (ADR 0045). */
const ERRORS = [
  'not_registered',
  'invalid_email',
  'wrong_password',
  'account_disabled',
  'login_url_missing',
  'not_reachable',
  'upload_failed',
];
const errorKey = (code: string | null | undefined) =>
  `error.${code && ERRORS.includes(code) ? code : 'upload_failed'}` as const;

/** `/admin/gets-cloud` (spec part 1 §2 cloud sync, §3, §4, §8; ADR 0045): the cloud account and its state. */
export function CloudSyncPage() {
  const { t } = useTranslation('cloudSync');
  const nav = useTranslation('nav').t;
  const { data, loading, error } = useQuery(CloudSyncDocument, { fetchPolicy: 'network-only' });
  const current = data?.cloudSync;
  return (
    <PageScaffold title={nav('menu.pages.getsCloud')}>
      <Stack gap="md" maw={560}>
        {loading && !current && <Loader size="sm" />}
        {error && <Alert color="red">{t('loadFailed')}</Alert>}
        {current && (
          <>
            <Group gap="sm">
              <Text>{t('stateLabel')}</Text>
              <Badge color={STATE_COLOR[current.state] ?? 'gray'} variant="light">
                {t(`state.${current.state}`)}
              </Badge>
            </Group>
            <Text size="sm">{current.address ? t('intro', { address: current.address }) : t('noAddress')}</Text>
            <CloudSyncForm key={JSON.stringify(current)} current={current} />
          </>
        )}
      </Stack>
    </PageScaffold>
  );
}

function CloudSyncForm({ current }: { current: CloudSyncFieldsFragment }) {
  const { t } = useTranslation('cloudSync');
  const v = useTranslation('validation').t;
  const notify = useNotify();
  const [enabled, setEnabled] = useState(current.enabled);
  const [username, setUsername] = useState(current.username);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<{ field: string; key: string } | null>(null);
  const [save, saving] = useMutation(CloudSyncUpdateDocument, { refetchQueries: [CloudSyncDocument] });
  const [run, running] = useMutation(CloudSyncRunDocument, { refetchQueries: [CloudSyncDocument] });

  const report = (state: CloudSyncFieldsFragment | undefined, done: string) => {
    if (state?.state === 'error')
      notify({ id: 'cloud-sync', type: 'error', title: t(errorKey(state.last_error_code)) });
    else notify({ id: 'cloud-sync', title: done });
  };
  const submit = async () => {
    setFieldError(null);
    try {
      const answer = await save({
        variables: { data: { enabled, username, password: password === '' ? null : password } },
      });
      report(answer.data?.updateCloudSync, t('saved'));
    } catch (e) {
      const issue = validationIssues(e)[0];
      if (issue) setFieldError(issue);
      notify({ id: 'cloud-sync', type: 'error', title: t('saveFailed') });
    }
  };
  const syncNow = async () => {
    try {
      const answer = await run();
      report(answer.data?.runCloudSync, t('synced'));
    } catch {
      notify({ id: 'cloud-sync', type: 'error', title: t('error.upload_failed') });
    }
  };
  const problem = (field: string) =>
    fieldError?.field === field
      ? fieldError.key === 'invalid_email'
        ? t('error.invalid_email')
        : v(fieldError.key)
      : undefined;

  return (
    <Stack gap="xs">
      {current.state === 'error' && (
        <Alert color="red" title={t(errorKey(current.last_error_code))}>
          {current.last_error}
        </Alert>
      )}
      <Text size="sm">
        {current.last_sync_at ? t('last', { at: formatDateTime(current.last_sync_at) }) : t('never')}
      </Text>
      <Switch label={t('enabled')} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
      <TextInput
        label={t('username')}
        type="email"
        value={username}
        error={problem('username')}
        onChange={(e) => setUsername(e.currentTarget.value)}
      />
      <PasswordInput
        label={t('password')}
        description={current.has_password ? t('passwordKept') : undefined}
        value={password}
        error={problem('password')}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <Group>
        <Button onClick={submit} loading={saving.loading}>
          {t('save')}
        </Button>
        <Button
          variant="light"
          onClick={syncNow}
          loading={running.loading || current.state === 'syncing'}
          disabled={current.state === 'inactive'}
        >
          {t('run')}
        </Button>
      </Group>
    </Stack>
  );
}
