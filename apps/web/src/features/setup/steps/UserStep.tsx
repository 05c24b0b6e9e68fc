import { useMutation } from '@apollo/client/react';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { CreateInitialUserDocument } from '../../../generated/graphql';
import { GeneralErrors } from '../../../ui/GeneralErrors';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { setupCodeContext, setupCodeFailureKey } from '../setup-code';
import { StepNote } from './StepNote';
import type { StepProps } from './step-props';

const FIELDS = ['username', 'password'] as const;

/** Step 4: the first user, a superuser; the server signs them in at once. */
export function UserStep({ state, update }: StepProps) {
  const { t, i18n } = useTranslation('setup');
  const session = useSession();
  const [username, setUsername] = useState('admin');
  const [password, setPassword] = useState('');
  const form = useFieldErrors(FIELDS);
  const [create, { loading }] = useMutation(CreateInitialUserDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let user: { id: number; name: string } | undefined;
    try {
      const result = await create({
        variables: { username, password, locale: state.language ?? i18n.language },
        context: setupCodeContext(state),
      });
      user = result.data?.createInitialUser;
    } catch (error) {
      form.setFromError(error, (message) => {
        const key = setupCodeFailureKey(message);
        return key ? t(key) : null;
      });
      return;
    }
    if (!user) return;
    form.clear();
    update({ createdUser: user.name });
    await session.signedIn(user.id);
  };

  if (state.createdUser !== null) return <StepNote>{t('user.stored', { name: state.createdUser })}</StepNote>;

  return (
    <Stack>
      <Text>{t('user.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <GeneralErrors messages={form.general} />
          <TextInput
            label={t('user.username')}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={form.errors.username}
          />
          <PasswordInput
            label={t('user.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={form.errors.password}
          />
          <Button type="submit" loading={loading}>
            {t('user.create')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
