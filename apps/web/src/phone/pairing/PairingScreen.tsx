import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneFormLayout } from '../app/PhoneLayout';
import { usePhoneState } from '../app/phone-services';
import { usePairing } from './usePairing';

/** A phone without a device token: the pairing code the console shows, typed in (or its QR code opened). */
export function PairingScreen() {
  const { t } = useTranslation('phone');
  const { notice } = usePhoneState();
  const { pair, pending, errorKey } = usePairing();
  const [code, setCode] = useState('');
  return (
    <PhoneFormLayout title={t('pairing.title')}>
      {notice === 'unpaired' && (
        <Alert color="orange" role="status" title={t('notices.unpairedTitle')}>
          {t('notices.unpaired')}
        </Alert>
      )}
      <Text>{t('pairing.intro')}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) void pair(code);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('pairing.code')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            styles={{ input: { fontFamily: 'monospace', fontSize: '1.25rem' } }}
          />
          {errorKey && (
            <Alert color="red" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <Button type="submit" loading={pending} size="md">
            {t('pairing.submit')}
          </Button>
        </Stack>
      </form>
    </PhoneFormLayout>
  );
}
