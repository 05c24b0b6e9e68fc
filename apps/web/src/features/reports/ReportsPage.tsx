import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { REPORT_KINDS } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import {
  ReportRunsDocument,
  ReportSendNowDocument,
  ReportSettingsGetDocument,
  ReportSettingsUpdateDocument,
} from '../../generated/graphql';
import { runtimeFields } from '../../ui/crud/field-types';
import { RecordForm, RecordState } from '../../ui/crud/RecordForm';
import { PageScaffold } from '../../ui/page/PageScaffold';
import { formatDateTime } from '../../ui/time/date-format';
import { MailServerSection } from './MailServerSection';
import { ReportRunsTable } from './ReportRunsTable';
import { REPORT_FIELDS, reportInput, reportValues, validateReport } from './report-forms';

const FIELDS = runtimeFields(REPORT_FIELDS);

/** Sends the last period's report now, to check what the recipients will read. */
function SendNow() {
  const { t } = useTranslation('reports');
  const notify = useNotify();
  const [send, sending] = useMutation(ReportSendNowDocument, { refetchQueries: [ReportRunsDocument] });
  const run = async (kind: string) => {
    try {
      const result = await send({ variables: { kind } });
      const status = result.data?.sendReportNow.status;
      notify({
        id: 'report-now',
        type: status === 'sent' ? 'success' : 'error',
        title: t(`sendNow.${status === 'sent' ? 'sent' : 'failed'}`),
      });
    } catch {
      notify({ id: 'report-now', type: 'error', title: t('sendNow.failed') });
    }
  };
  return (
    <Group>
      {REPORT_KINDS.map((kind) => (
        <Button key={kind} variant="default" loading={sending.loading} onClick={() => void run(kind)}>
          {t(`sendNow.${kind}`)}
        </Button>
      ))}
    </Group>
  );
}

/** E-mail reports (spec part 1 §2 admin `reports`, part 2 §3): the mail server, the system's report, its log. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const query = useQuery(ReportSettingsGetDocument, { fetchPolicy: 'cache-and-network' });
  const [update, updating] = useMutation(ReportSettingsUpdateDocument);
  const settings = query.data?.reportSettings;
  return (
    <PageScaffold title={t('title')}>
      <Stack gap="xl">
        <Stack component="section" aria-labelledby="report-title">
          <Title order={2} size="h4" id="report-title">
            {t('report.title')}
          </Title>
          <Text c="dimmed">
            {settings?.last_execution
              ? t('report.lastSent', { at: formatDateTime(settings.last_execution) })
              : t('report.schedule')}
          </Text>
          <RecordState
            record={settings}
            failed={!!query.error}
            loadingLabel={t('loading')}
            failedText={t('loadFailed')}
          >
            {(s) => (
              <RecordForm
                fields={FIELDS}
                initial={reportValues(s)}
                canWrite
                texts="reports:report"
                validate={validateReport}
                save={(values) => update({ variables: { data: reportInput(values) } })}
                saving={updating.loading}
              />
            )}
          </RecordState>
          <SendNow />
        </Stack>
        <MailServerSection />
        <ReportRunsTable />
      </Stack>
    </PageScaffold>
  );
}
