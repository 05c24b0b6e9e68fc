import { useMutation } from '@apollo/client/react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../app/notifications/notifications-context';
import { pathOf } from '../../app/routes/route-index';
import { useSession } from '../../app/session/session-context';
import { UserSetPasswordDocument } from '../../generated/graphql';
import { CenteredCard } from '../../ui/CenteredCard';
import { GeneralErrors } from '../../ui/GeneralErrors';
import { useFieldErrors } from '../../ui/useFieldErrors';

const FIELDS = ['password', 'password_repeat'] as const;

/** A temporary password must be replaced before anything else (spec part 1 §2). */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const form = useFieldErrors(FIELDS);
  const [setOwnPassword, { loading }] = useMutation(UserSetPasswordDocument);

  // A form submits on Enter in either field; the spec asks for it in the repeat field at least.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await setOwnPassword({ variables: { password, password_repeat: repeat } });
    } catch (error) {
      form.setFromError(error);
      return;
    }
    form.clear();
    await session.reload();
    notify({ id: 'set-password', title: t('setPassword.success') });
    navigate(pathOf('homepage'), { replace: true });
  };

  return (
    <CenteredCard title={t('setPassword.title')}>
      <Alert color="yellow">{t('setPassword.temporary')}</Alert>
      <form onSubmit={submit} noValidate>
        <Stack>
          <GeneralErrors messages={form.general} />
          <PasswordInput
            label={t('setPassword.password')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={form.errors.password}
            autoFocus
          />
          <PasswordInput
            label={t('setPassword.passwordRepeat')}
            name="password_repeat"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.currentTarget.value)}
            error={form.errors.password_repeat}
          />
          <Button type="submit" loading={loading}>
            {t('setPassword.submit')}
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
