import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type Locale, matchesRestorePhrase, RESTORE_PHRASES } from '@wardlight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKEND_PATH } from '../../../app/connection/request-context';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  BackupCreateDocument,
  BackupRestoreDocument,
  BackupSettingsUpdateDocument,
  BackupsDeleteDocument,
  BackupsDocument,
} from '../../../generated/graphql';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { formatDateTime } from '../../../ui/time/date-format';
import { OnlineBackupPanel } from './OnlineBackupPanel';
import { waitForRestart } from './wait-for-restart';

const LOCALES = Object.keys(RESTORE_PHRASES) as Locale[];
const localeOf = (language: string): Locale => ((LOCALES as string[]).includes(language) ? (language as Locale) : 'de');
const megabytes = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** `/admin/backups` (spec part 1 §2 backups, ADR 0042): backups of the whole database, schedule, restore. */
export function BackupsPage() {
  const { t, i18n } = useTranslation('backups');
  const nav = useTranslation('nav').t;
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(BackupsDocument, { fetchPolicy: 'network-only' });
  const [create, creating] = useMutation(BackupCreateDocument);
  const [remove] = useMutation(BackupsDeleteDocument);
  const [restoring, setRestoring] = useState<string | null>(null);
  const overview = data?.backups;

  const backUp = async () => {
    try {
      const done = await create();
      notify({ id: 'backup', title: t('created', { name: done.data?.createBackup.name ?? '' }) });
    } catch {
      notify({ id: 'backup', type: 'error', title: t('failed') });
    }
    await refetch();
  };
  const drop = async (name: string) => {
    try {
      await remove({ variables: { names: [name] } });
    } catch {
      notify({ id: 'backup-delete', type: 'error', title: t('deleteFailed') });
    }
    await refetch();
  };

  return (
    <PageScaffold
      title={nav('menu.pages.backups')}
      actions={
        <Button onClick={backUp} loading={creating.loading || overview?.running}>
          {t('create')}
        </Button>
      }
    >
      <Stack gap="lg">
        {loading && !overview && <Loader size="sm" />}
        {error && <Alert color="red">{t('loadFailed')}</Alert>}
        {overview && (
          <>
            <Text size="sm">
              {t('intro', { engine: t(`engine.${overview.engine}`), directory: overview.directory })}
            </Text>
            {overview.last_error && (
              <Alert color="red" title={t('lastError', { at: formatDateTime(overview.last_error.at) })}>
                {overview.last_error.message}
              </Alert>
            )}
            {overview.pending_restore && (
              <Alert color="yellow">{t('pending', { name: overview.pending_restore.name })}</Alert>
            )}
            {overview.last_restore && (
              <Alert color="blue">
                {t('lastRestore', {
                  name: overview.last_restore.name,
                  at: formatDateTime(overview.last_restore.at),
                  by: overview.last_restore.requested_by,
                })}
              </Alert>
            )}
            {overview.backups.length === 0 ? (
              <Text c="dimmed">{t('none')}</Text>
            ) : (
              <Table striped aria-label={t('list')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('column.time')}</Table.Th>
                    <Table.Th>{t('column.kind')}</Table.Th>
                    <Table.Th>{t('column.size')}</Table.Th>
                    <Table.Th>{t('column.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {overview.backups.map((b) => (
                    <Table.Tr key={b.name}>
                      <Table.Td>{formatDateTime(b.created_at)}</Table.Td>
                      <Table.Td>{t(`kind.${b.kind}`, { version: b.update_version ?? '' })}</Table.Td>
                      <Table.Td>{t('size', { mb: megabytes.format(b.size / 1_048_576) })}</Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <Anchor href={`${BACKEND_PATH}/backups/${encodeURIComponent(b.name)}/file`} download>
                            {t('download')}
                          </Anchor>
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="orange"
                            disabled={!overview.restart_available || b.engine !== overview.engine}
                            onClick={() => setRestoring(b.name)}
                          >
                            {t('restore')}
                          </Button>
                          <Button size="compact-sm" variant="subtle" color="red" onClick={() => drop(b.name)}>
                            {t('delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Group gap="xs">
              <Anchor href={`${BACKEND_PATH}/backups/configuration.tar`} download>
                {t('configurationCsv')}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('configurationCsvHint')}
              </Text>
            </Group>
            <ScheduleForm
              key={`${overview.settings.interval_hours}/${overview.settings.keep}`}
              interval={overview.settings.interval_hours}
              keep={overview.settings.keep}
            />
            <OnlineBackupPanel />
          </>
        )}
      </Stack>
      <RestoreDialog name={restoring} locale={localeOf(i18n.language)} onClose={() => setRestoring(null)} />
    </PageScaffold>
  );
}

function ScheduleForm(props: { interval: number; keep: number }) {
  const { t } = useTranslation('backups');
  const notify = useNotify();
  const [interval, setInterval] = useState(props.interval);
  const [keep, setKeep] = useState(props.keep);
  const [save, saving] = useMutation(BackupSettingsUpdateDocument);
  const submit = async () => {
    try {
      await save({ variables: { interval, keep } });
      notify({ id: 'backup-settings', title: t('schedule.saved') });
    } catch {
      notify({ id: 'backup-settings', type: 'error', title: t('schedule.failed') });
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label={t('schedule.title')} maw={420}>
      <Title order={3}>{t('schedule.title')}</Title>
      <Text size="sm">{t('schedule.intro')}</Text>
      <NumberInput
        label={t('schedule.interval')}
        min={0}
        max={744}
        value={interval}
        onChange={(v) => setInterval(typeof v === 'number' ? v : 0)}
      />
      <NumberInput
        label={t('schedule.keep')}
        min={1}
        max={365}
        value={keep}
        onChange={(v) => setKeep(typeof v === 'number' ? v : 1)}
      />
      <Button onClick={submit} loading={saving.loading} style={{ alignSelf: 'flex-start' }}>
        {t('schedule.save')}
      </Button>
    </Stack>
  );
}

function RestoreDialog(props: { name: string | null; locale: Locale; onClose: () => void }) {
  const { t } = useTranslation('backups');
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [restore, running] = useMutation(BackupRestoreDocument);
  const phrase = RESTORE_PHRASES[props.locale];
  const close = () => {
    setTyped('');
    props.onClose();
  };
  const run = async () => {
    if (!props.name) return;
    try {
      await restore({ variables: { name: props.name, confirm: typed } });
    } catch {
      notify({ id: 'backup-restore', type: 'error', title: t('restoreFailed') });
      return;
    }
    setWaiting(true);
    notify({ id: 'backup-restore', persist: true, title: t('restoring') });
    if (await waitForRestart()) window.location.reload();
    else {
      setWaiting(false);
      notify({ id: 'backup-restore', type: 'error', persist: true, title: t('restart.timeout') });
    }
  };
  return (
    <Modal opened={props.name !== null} onClose={close} title={t('restoreTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('restoreIntro', { name: props.name ?? '' })}</Text>
        <TextInput
          label={t('restorePrompt', { phrase })}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={waiting}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            disabled={!matchesRestorePhrase(typed, props.locale)}
            loading={running.loading || waiting}
            onClick={run}
          >
            {t('restoreRun')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
