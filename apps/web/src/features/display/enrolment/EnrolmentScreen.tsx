import { Button, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnrolmentGate } from './useEnrolmentGate';

/**
 * Full-screen notice of a display that is not approved (ADR 0022): a name and a request, then the wait
 * with the device number the administrator finds in the console's list of displays.
 */
export function EnrolmentScreen({ gate }: { gate: EnrolmentGate }) {
  const { t } = useTranslation('display');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { state } = gate;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const code = await gate.request(name);
    setSending(false);
    setError(code);
  };

  return (
    <Center mih="100vh" p="xl">
      <Stack maw={480} gap="md" role="alert">
        <Title order={1}>{t('enrolment.title')}</Title>
        {state.kind === 'waiting' ? (
          <>
            <Text size="lg">{t('enrolment.waiting')}</Text>
            <Text size="xl" fw={700}>
              {t('enrolment.deviceId', { id: state.deviceId })}
            </Text>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)}>
            <Stack gap="sm">
              <Text>{t(state.kind === 'enrol' && state.revoked ? 'enrolment.revoked' : 'enrolment.explain')}</Text>
              <TextInput
                label={t('enrolment.name')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                maxLength={100}
                error={error ? t(error === 'DISPLAY_ENROLMENT_FULL' ? 'enrolment.full' : 'enrolment.failed') : null}
              />
              <Button type="submit" disabled={!name.trim()} loading={sending}>
                {t('enrolment.request')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Center>
  );
}
