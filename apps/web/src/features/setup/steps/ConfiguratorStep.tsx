import { useMutation } from '@apollo/client/react';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateInitialConfiguratorDocument } from '../../../generated/graphql';
import { GeneralErrors } from '../../../ui/GeneralErrors';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { setupCodeContext, setupCodeFailureKey } from '../setup-code';
import { StepNote } from './StepNote';
import type { StepProps } from './step-props';

const FIELDS = ['ip', 'username', 'password'] as const;

/**
 * Step 3: the configurator. The server checks it answers; a refused password comes back on the
 * password field, anything else on the address (spec part 1 §5).
 */
export function ConfiguratorStep({ state, update }: StepProps) {
  const { t } = useTranslation('setup');
  // A demo's "copy this setup" link names its simulator (ADR 0043).
  const [ip, setIp] = useState(() => new URLSearchParams(window.location.search).get('configurator') ?? '');
  const [username, setUsername] = useState('admin');
  const [password, setPassword] = useState('');
  const form = useFieldErrors(FIELDS);
  const [connect, { loading }] = useMutation(CreateInitialConfiguratorDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await connect({ variables: { ip, username, password }, context: setupCodeContext(state) });
      form.clear();
      update({ configuratorVersion: result.data?.createInitialConfigurator.version ?? '' });
    } catch (error) {
      form.setFromError(error, (message) => {
        const key = setupCodeFailureKey(message);
        return key ? t(key) : null;
      });
    }
  };

  return (
    <Stack>
      <Text>{t('configurator.intro')}</Text>
      {state.configuratorVersion !== null && (
        <StepNote>{t('configurator.stored', { version: state.configuratorVersion })}</StepNote>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <GeneralErrors messages={form.general} />
          <TextInput
            label={t('configurator.ip')}
            value={ip}
            onChange={(e) => setIp(e.currentTarget.value)}
            error={form.errors.ip}
          />
          <TextInput
            label={t('configurator.username')}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={form.errors.username}
          />
          <PasswordInput
            label={t('configurator.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={form.errors.password}
          />
          <Button type="submit" loading={loading}>
            {t('configurator.connect')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
