import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { hasAllPermissions } from '@wardlight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { MailSettingsGetDocument, MailSettingsUpdateDocument, MailTestDocument } from '../../generated/graphql';
import { runtimeFields } from '../../ui/crud/field-types';
import { RecordForm, RecordState } from '../../ui/crud/RecordForm';
import { MAIL_FIELDS, mailInput, mailValues, validateMail } from './report-forms';

const FIELDS = runtimeFields(MAIL_FIELDS);
/** The mail server serves every system: changing it takes the system administration right too (SDL). */
const WRITE = ['admin::manage_reports', 'admin::manage_system'] as const;

/** A test mail to an address the administrator types, with what the mail server answered. */
function TestMail() {
  const { t } = useTranslation('reports');
  const [to, setTo] = useState('');
  const [send, sending] = useMutation(MailTestDocument);
  const result = sending.data?.sendTestMail;
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <TextInput
          label={t('mail.test.to')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          type="email"
          w={320}
        />
        <Button
          variant="default"
          loading={sending.loading}
          disabled={!to.trim()}
          onClick={() => void send({ variables: { to: to.trim() } }).catch(() => undefined)}
        >
          {t('mail.test.send')}
        </Button>
      </Group>
      {result?.ok && (
        <Alert color="green" title={t('mail.test.sent')}>
          {result.response}
        </Alert>
      )}
      {result && !result.ok && (
        <Alert color="red" title={t('mail.test.failed')}>
          {result.error}
        </Alert>
      )}
      {sending.error && <Alert color="red">{t('mail.test.refused')}</Alert>}
    </Stack>
  );
}

export function MailServerSection() {
  const { t } = useTranslation('reports');
  const canWrite = hasAllPermissions(useSession().situation.principal, WRITE);
  const query = useQuery(MailSettingsGetDocument, { fetchPolicy: 'cache-and-network' });
  const [update, updating] = useMutation(MailSettingsUpdateDocument);
  return (
    <Stack component="section" aria-labelledby="mail-server-title">
      <Title order={2} size="h4" id="mail-server-title">
        {t('mail.title')}
      </Title>
      <RecordState
        record={query.data?.mailSettings}
        failed={!!query.error}
        loadingLabel={t('loading')}
        failedText={t('loadFailed')}
      >
        {(settings) => (
          <RecordForm
            fields={FIELDS}
            initial={mailValues(settings)}
            canWrite={canWrite}
            texts="reports:mail"
            validate={validateMail}
            save={(values) => update({ variables: { data: mailInput(values) } })}
            saving={updating.loading}
          />
        )}
      </RecordState>
      <TestMail />
    </Stack>
  );
}
