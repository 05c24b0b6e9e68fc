import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, FileInput, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKEND_PATH } from '../../../app/connection/request-context';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  UpdateDiscardDocument,
  UpdateInstallDocument,
  UpdateStatusDocument,
  type UpdateStatusQuery,
} from '../../../generated/graphql';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { formatDateTime } from '../../../ui/time/date-format';
import { waitForRestart } from '../backups/wait-for-restart';

type Status = UpdateStatusQuery['updateStatus'];
/** The refusals of POST /backend/updates/package (ADR 0045); anything else is "the check failed". */
const REFUSALS = [
  'UPDATE_SIGNATURE',
  'UPDATE_NOT_A_PACKAGE',
  'UPDATE_CONTENTS',
  'UPDATE_SAME_VERSION',
  'UPDATE_IN_PROGRESS',
] as const;
const megabytes = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** Sends a package file; answers null when accepted, else the refusal's code. */
export async function uploadPackage(file: Blob): Promise<string | null> {
  try {
    const res = await fetch(`${BACKEND_PATH}/updates/package`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
    if (res.ok) return null;
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    return body.code ?? 'UNKNOWN';
  } catch {
    return 'UNKNOWN';
  }
}

/**
 * `/admin/updates` (spec part 1 §2 tools: updates; §4 update states; ADR 0045): the running version, a
 * signed package uploaded from this computer, its installation and the outcome of the last update.
 */
export function UpdatesPage() {
  const { t } = useTranslation('updates');
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(UpdateStatusDocument, { fetchPolicy: 'network-only' });
  const [install] = useMutation(UpdateInstallDocument);
  const [discard] = useMutation(UpdateDiscardDocument);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [installing, setInstalling] = useState(false);
  const status = data?.updateStatus;

  // A status read again after an action: when it fails (the page left, the server restarting) the page shows
  // what it knows and the next read corrects it — never an unhandled rejection.
  const reread = () => refetch().catch(() => undefined);

  const send = async () => {
    if (!file) return;
    setUploading(true);
    const code = await uploadPackage(file);
    setUploading(false);
    setRefusal(code);
    if (code) notify({ id: 'update-check', type: 'error', title: t('checkFailed') });
    else setFile(null);
    await reread();
  };

  const run = async (s: Status) => {
    setInstalling(true);
    try {
      await install();
    } catch (error) {
      setInstalling(false);
      // No backup before the update, no update: nothing was installed, the page stays as it was.
      const code = (error as { errors?: { extensions?: { code?: string } }[] })?.errors?.[0]?.extensions?.code;
      const title = code === 'UPDATE_BACKUP_FAILED' ? t('backupFailed') : t('failed');
      notify({ id: 'update', type: 'error', persist: true, title });
      await reread();
      return;
    }
    notify({ id: 'update', title: t('underway'), persist: true });
    // Up to the update's timeout (5 min) and the restart's own minute: the server answers again on the new
    // version, or on the previous one after the supervisor rolled back; then the outcome says which.
    const back = await waitForRestart({ timeoutMs: s.timeout_seconds * 1000 + 60_000 });
    const deadline = Date.now() + s.timeout_seconds * 1000 + 60_000;
    let now: Status | undefined;
    while (back && Date.now() < deadline) {
      now = (await refetch().catch(() => null))?.data?.updateStatus;
      if (now && now.state !== 'in_progress') break;
      await new Promise((r) => setTimeout(r, 2_000));
    }
    setInstalling(false);
    if (now?.last?.state === 'done' && now.running_version !== s.running_version) {
      window.location.reload();
      return;
    }
    const timedOut = !back || !now || now.state === 'in_progress' || now.last?.state === 'timeout';
    notify({ id: 'update', type: 'error', persist: true, title: timedOut ? t('timeout') : t('failed') });
  };

  const drop = async () => {
    await discard().catch(() => null);
    await reread();
  };

  return (
    <PageScaffold title={t('title')}>
      <Stack gap="lg">
        {loading && !status && <Loader size="sm" />}
        {error && <Alert color="red">{t('loadFailed')}</Alert>}
        {status && (
          <>
            <Group gap="sm">
              <Text>{t('running', { version: status.running_version })}</Text>
              <Badge variant="light" color={status.state === 'available' ? 'blue' : 'gray'}>
                {t(`state.${status.state}`)}
              </Badge>
            </Group>
            {!status.supervised && (
              <Alert color="yellow" title={t('unsupervised.title')}>
                {t('unsupervised.text')}
              </Alert>
            )}
            {status.last && <LastOutcome last={status.last} />}
            {status.pending && (
              <Alert color="blue" title={t('state.in_progress')}>
                {t('pendingText', {
                  version: status.pending.version,
                  minutes: Math.round(status.timeout_seconds / 60),
                })}
              </Alert>
            )}
            {status.package ? (
              <Stack gap="xs" component="section" aria-label={t('package.title')}>
                <Title order={3}>{t('package.title')}</Title>
                <Table>
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th>{t('package.version')}</Table.Th>
                      <Table.Td>{status.package.version}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('package.built')}</Table.Th>
                      <Table.Td>{formatDateTime(status.package.created_at)}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('package.size')}</Table.Th>
                      <Table.Td>
                        {t('package.sizeValue', {
                          mb: megabytes.format(status.package.size / 1024 / 1024),
                          files: status.package.files,
                        })}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('package.uploaded')}</Table.Th>
                      <Table.Td>
                        {t('package.uploadedValue', {
                          at: formatDateTime(status.package.uploaded_at),
                          by: status.package.uploaded_by,
                        })}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
                <Text size="sm">{t('installIntro', { minutes: Math.round(status.timeout_seconds / 60) })}</Text>
                <Group>
                  <Button
                    onClick={() => run(status)}
                    loading={installing}
                    disabled={!status.supervised || status.state === 'in_progress'}
                  >
                    {t('install', { version: status.package.version })}
                  </Button>
                  <Button variant="default" onClick={drop} disabled={installing}>
                    {t('discard')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              status.state === 'unavailable' && <Text c="dimmed">{t('none')}</Text>
            )}
            <Stack gap="xs" component="section" aria-label={t('upload.title')}>
              <Title order={3}>{t('upload.title')}</Title>
              <Text size="sm">{t('upload.intro')}</Text>
              <Group align="flex-end">
                <FileInput
                  label={t('upload.file')}
                  accept=".wlupdate,application/octet-stream,application/gzip"
                  value={file}
                  onChange={setFile}
                  clearable
                  w={360}
                />
                <Button onClick={send} loading={uploading} disabled={!file || installing}>
                  {t('upload.send')}
                </Button>
              </Group>
              {refusal && (
                <Alert color="red" title={t('checkFailed')}>
                  {(REFUSALS as readonly string[]).includes(refusal) ? t(`refusal.${refusal}`) : t('refusal.UNKNOWN')}
                </Alert>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </PageScaffold>
  );
}

function LastOutcome({ last }: { last: NonNullable<Status['last']> }) {
  const { t } = useTranslation('updates');
  const at = formatDateTime(last.at);
  if (last.state === 'done')
    return (
      <Alert color="green" title={t('state.done')}>
        {t('last.done', { version: last.version, previous: last.previous_version ?? '', at })}
      </Alert>
    );
  return (
    <Alert color="red" title={t(last.state === 'timeout' ? 'state.timeout' : 'state.error')}>
      {t(last.state === 'timeout' ? 'last.timeout' : 'last.error', {
        version: last.version,
        previous: last.previous_version ?? '',
        at,
      })}
      {last.restored_backup && (
        <Text size="sm" mt="xs">
          {t('last.restored', { version: last.version, backup: last.restored_backup })}
        </Text>
      )}
    </Alert>
  );
}
