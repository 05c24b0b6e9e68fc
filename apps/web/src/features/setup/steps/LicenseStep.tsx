import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { isValidLicense, LICENSE_NUMBER_MAX_LENGTH } from '@wardlight/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { ActivateLicenseDocument } from '../../../generated/graphql';
import { GeneralErrors } from '../../../ui/GeneralErrors';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { activationFailureKey } from '../license-errors';
import { setupCodeContext, setupCodeFailureKey } from '../setup-code';
import { StepNote } from './StepNote';
import type { StepProps } from './step-props';

const FIELDS = ['customer', 'code'] as const;

/** Step 2: the form only without a valid licence, or after "replace". */
export function LicenseStep({ state, update }: StepProps) {
  const { t } = useTranslation('setup');
  const session = useSession();
  const license = session.data.license;
  const [replacing, setReplacing] = useState(false);
  const [customer, setCustomer] = useState('');
  const [code, setCode] = useState('');
  const form = useFieldErrors(FIELDS);
  const [activate, { loading }] = useMutation(ActivateLicenseDocument);
  const showForm = !isValidLicense(license) || replacing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await activate({ variables: { customer, code }, context: setupCodeContext(state) });
    } catch (error) {
      form.setFromError(error, (message) => {
        const key = activationFailureKey(message) ?? setupCodeFailureKey(message);
        return key ? t(key) : null;
      });
      return;
    }
    form.clear();
    setReplacing(false);
    update({ licenseStored: true });
    await session.reload();
  };

  return (
    <Stack>
      <Text>{t('license.intro')}</Text>
      {state.licenseStored && <StepNote>{t('license.stored')}</StepNote>}
      {isValidLicense(license) && !replacing && (
        <Text>
          {t('license.active', { name: license.name })}{' '}
          <Anchor component="button" type="button" onClick={() => setReplacing(true)}>
            {t('license.replace')}
          </Anchor>
        </Text>
      )}
      {showForm && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <GeneralErrors messages={form.general} />
            <TextInput
              label={t('license.customer')}
              value={customer}
              maxLength={LICENSE_NUMBER_MAX_LENGTH}
              onChange={(e) => setCustomer(e.currentTarget.value)}
              error={form.errors.customer}
            />
            <TextInput
              label={t('license.code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={form.errors.code}
            />
            <Button type="submit" loading={loading}>
              {t('license.activate')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
