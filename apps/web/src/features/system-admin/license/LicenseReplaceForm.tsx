import { useMutation } from '@apollo/client/react';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { LICENSE_NUMBER_MAX_LENGTH } from '@wardlight/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { LicenseReplaceDocument } from '../../../generated/graphql';
import { GeneralErrors } from '../../../ui/GeneralErrors';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { activationFailureKey } from '../../setup/license-errors';

const FIELDS = ['customer', 'code'] as const;

/** A new licence code replaces the one in force; the server checks its signature as setup does. */
export function LicenseReplaceForm({ onReplaced }: { onReplaced: () => Promise<unknown> }) {
  const { t } = useTranslation('systemAdmin');
  const notify = useNotify();
  const [customer, setCustomer] = useState('');
  const [code, setCode] = useState('');
  const form = useFieldErrors(FIELDS);
  const [activate, { loading }] = useMutation(LicenseReplaceDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await activate({ variables: { customer, code } });
    } catch (error) {
      form.setFromError(error, (message) => {
        const key = activationFailureKey(message);
        return key ? t(key, { ns: 'setup' }) : null;
      });
      return;
    }
    form.clear();
    setCustomer('');
    setCode('');
    notify({ id: 'license-replace', title: t('license.replace.done') });
    // The page reads the licence again; a read that fails or is cut short (the page closed) shows in the
    // page's own state, never as an unhandled rejection of this submit.
    await onReplaced().catch(() => undefined);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('license.replace.title')}>
      <Stack maw={480}>
        <Title order={3}>{t('license.replace.title')}</Title>
        <Text size="sm">{t('license.replace.intro')}</Text>
        <GeneralErrors messages={form.general} />
        <TextInput
          label={t('license.replace.customer')}
          value={customer}
          maxLength={LICENSE_NUMBER_MAX_LENGTH}
          onChange={(e) => setCustomer(e.currentTarget.value)}
          error={form.errors.customer}
        />
        <TextInput
          label={t('license.replace.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={form.errors.code}
        />
        <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
          {t('license.replace.submit')}
        </Button>
      </Stack>
    </form>
  );
}
