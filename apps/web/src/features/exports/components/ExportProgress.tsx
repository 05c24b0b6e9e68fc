import { useMutation } from '@apollo/client/react';
import { Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCancelDocument } from '../../../generated/graphql';
import { type ExportJob, isActive, NUMBER } from '../export-job';

interface ExportProgressProps {
  job: ExportJob;
  onChange: (job: ExportJob) => void;
  onDismiss: () => void;
}

/** One export as it runs: its state, a progress bar with the rows, cancel; the download once Complete. */
export function ExportProgress({ job, onChange, onDismiss }: ExportProgressProps) {
  const { t } = useTranslation('exports');
  const [cancel, { loading }] = useMutation(ExportCancelDocument);
  const [cancelFailed, setCancelFailed] = useState(false);
  const active = isActive(job);

  async function onCancel() {
    setCancelFailed(false);
    try {
      const { data } = await cancel({ variables: { id: job.id } });
      if (data) onChange(data.cancelExport);
    } catch {
      setCancelFailed(true);
    }
  }

  return (
    <Paper withBorder p="sm" w={320} role="status" aria-live="polite">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500} truncate>
            {job.file_name ?? t(`menu.formats.${job.format}`)}
          </Text>
          {!active && <CloseButton size="sm" aria-label={t('progress.dismiss')} onClick={onDismiss} />}
        </Group>
        <Text size="xs" c="dimmed">
          {t(`states.${job.state}`)}
        </Text>
        {active && (
          <>
            <Progress value={Math.round(job.progress * 100)} animated aria-label={t('progress.label')} />
            {job.rows_total !== null && (
              <Text size="xs">
                {t('progress.rows', { done: NUMBER.format(job.rows_done), total: NUMBER.format(job.rows_total) })}
              </Text>
            )}
            <Group justify="flex-end">
              <Button size="xs" variant="subtle" color="red" loading={loading} onClick={() => void onCancel()}>
                {t('progress.cancel')}
              </Button>
            </Group>
          </>
        )}
        {job.state === 'Complete' && job.download_url && (
          <Button component="a" href={job.download_url} download={job.file_name ?? true} size="xs">
            {t('progress.download')}
          </Button>
        )}
        {job.state === 'Failed' && (
          <Text size="sm" c="red">
            {t(`errors.${job.error ?? 'export_failed'}`, { defaultValue: t('errors.export_failed') })}
          </Text>
        )}
        {cancelFailed && (
          <Text size="xs" c="red">
            {t('errors.cancelFailed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
