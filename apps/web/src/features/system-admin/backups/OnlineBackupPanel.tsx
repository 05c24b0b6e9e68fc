import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  OnlineBackupDocument,
  type OnlineBackupFieldsFragment,
  OnlineBackupRunDocument,
  OnlineBackupUpdateDocument,
} from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';

const STATE_COLOR: Record<string, string> = {
  unconfigured: 'gray',
  configured: 'green',
  disabled: 'gray',
  in_progress: 'blue',
  error: 'red',
};

/**
 * Online backup to a file-storage drive (spec part 1 §2, §3, §4; ADR 0042): an S3-compatible store
 * (address, bucket, folder, access key and secret key) or a mounted directory; its state and last error.
 */
export function OnlineBackupPanel() {
  const { t } = useTranslation('backups');
  const { data } = useQuery(OnlineBackupDocument, { fetchPolicy: 'network-only' });
  const current = data?.onlineBackup;
  return (
    <Stack gap="xs" component="section" aria-label={t('online.title')} maw={560}>
      <Group gap="sm">
        <Title order={3}>{t('online.title')}</Title>
        {current && (
          <Badge color={STATE_COLOR[current.state] ?? 'gray'} variant="light">
            {t(`online.state.${current.state}`)}
          </Badge>
        )}
      </Group>
      <Text size="sm">{t('online.intro')}</Text>
      {current && <OnlineBackupForm key={JSON.stringify(current)} current={current} />}
    </Stack>
  );
}

function OnlineBackupForm({ current }: { current: OnlineBackupFieldsFragment }) {
  const { t } = useTranslation('backups');
  const notify = useNotify();
  const [values, setValues] = useState({
    enabled: current.enabled,
    path: current.path,
    root_folder_id: current.root_folder_id,
    team_drive: current.team_drive,
    access_key: current.access_key,
  });
  const [secret, setSecret] = useState('');
  const [save, saving] = useMutation(OnlineBackupUpdateDocument, { refetchQueries: [OnlineBackupDocument] });
  const [run, running] = useMutation(OnlineBackupRunDocument, { refetchQueries: [OnlineBackupDocument] });
  const set = (field: keyof typeof values, value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));
  const submit = async () => {
    try {
      await save({ variables: { data: { ...values, secret: secret === '' ? null : secret } } });
      notify({ id: 'online-backup', title: t('online.saved') });
    } catch {
      notify({ id: 'online-backup', type: 'error', title: t('online.saveFailed') });
    }
  };
  const upload = async () => {
    try {
      const answer = await run();
      const state = answer.data?.runOnlineBackup;
      if (state?.state === 'error')
        notify({
          id: 'online-backup',
          type: 'error',
          title: t(`online.error.${state.last_error_code ?? 'upload_failed'}`),
        });
      else notify({ id: 'online-backup', title: t('online.uploaded') });
    } catch {
      notify({ id: 'online-backup', type: 'error', title: t('online.error.upload_failed') });
    }
  };
  return (
    <Stack gap="xs">
      {current.state === 'error' && (
        <Alert color="red" title={t(`online.error.${current.last_error_code ?? 'upload_failed'}`)}>
          {current.last_error}
        </Alert>
      )}
      {current.last_upload_at && (
        <Text size="sm">
          {t('online.last', { name: current.last_uploaded ?? '', at: formatDateTime(current.last_upload_at) })}
        </Text>
      )}
      <Switch
        label={t('online.enabled')}
        checked={values.enabled}
        onChange={(e) => set('enabled', e.currentTarget.checked)}
      />
      <TextInput
        label={t('online.teamDrive')}
        description={t('online.teamDriveHint')}
        value={values.team_drive}
        onChange={(e) => set('team_drive', e.currentTarget.value)}
      />
      <TextInput
        label={t('online.rootFolder')}
        value={values.root_folder_id}
        onChange={(e) => set('root_folder_id', e.currentTarget.value)}
      />
      <TextInput
        label={t('online.path')}
        description={t('online.pathHint')}
        value={values.path}
        onChange={(e) => set('path', e.currentTarget.value)}
      />
      <TextInput
        label={t('online.accessKey')}
        value={values.access_key}
        onChange={(e) => set('access_key', e.currentTarget.value)}
      />
      <PasswordInput
        label={t('online.secret')}
        description={current.has_secret ? t('online.secretKept') : undefined}
        value={secret}
        onChange={(e) => setSecret(e.currentTarget.value)}
      />
      <Group>
        <Button onClick={submit} loading={saving.loading}>
          {t('online.save')}
        </Button>
        <Button
          variant="light"
          onClick={upload}
          loading={running.loading}
          disabled={!current.enabled || current.state === 'unconfigured'}
        >
          {t('online.run')}
        </Button>
      </Group>
    </Stack>
  );
}
