import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransport, useTransportQuery } from '../../app/connection/transport-context';
import { PhoneSessionDocument, PhoneSignInDocument } from '../../generated/phone';
import { PhoneFormLayout } from '../app/PhoneLayout';
import { phoneErrorKey } from '../app/phone-errors';
import { usePhoneServices, usePhoneState } from '../app/phone-services';

/** A paired phone nobody is signed in on: the app user's name (the demo's `demoUser`) and password. */
export function SignInScreen() {
  const { t } = useTranslation('phone');
  const transport = useTransport();
  const { phone, params } = usePhoneServices();
  const { notice } = usePhoneState();
  // Which phone this is, and whether the server still knows its pairing (PHONE_NOT_PAIRED goes back).
  const session = useTransportQuery(PhoneSessionDocument);
  const [name, setName] = useState(params.demoUser ?? '');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const signIn = async () => {
    setPending(true);
    setErrorKey(null);
    const { data, error } = await transport.execute(PhoneSignInDocument, { name: name.trim(), password });
    setPending(false);
    if (data) phone.signedIn(data.phoneSignIn.session_token);
    else setErrorKey(error ? phoneErrorKey(error) : 'errors.unknown');
  };

  const client = session.data?.phoneSession.client;
  return (
    <PhoneFormLayout title={t('signIn.title')}>
      {notice === 'signedOut' && (
        <Alert color="orange" role="status" title={t('notices.signedOutTitle')}>
          {t('notices.signedOut')}
        </Alert>
      )}
      {client && <Text>{t('signIn.phone', { phone: client.name, system: client.system_name })}</Text>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void signIn();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('signIn.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            autoComplete="username"
            autoCapitalize="off"
            required
          />
          <PasswordInput
            label={t('signIn.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            required
          />
          {errorKey && (
            <Alert color="red" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <Button type="submit" loading={pending} size="md">
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </PhoneFormLayout>
  );
}
