import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isLocale } from '@wardlight/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useRequestContext } from '../../app/connection/request-context';
import { pathOf } from '../../app/routes/route-index';
import { useSession } from '../../app/session/session-context';
import { CenteredCard } from '../../ui/CenteredCard';
import { GeneralErrors } from '../../ui/GeneralErrors';
import { useFieldErrors } from '../../ui/useFieldErrors';
import { VersionFoot } from '../../ui/VersionFoot';
import { afterLoginPath } from './after-login';
import { postLogin } from './auth-api';
import { LanguageChoice } from './LanguageChoice';

const FIELDS = ['username', 'password'] as const;

export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const session = useSession();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFieldErrors(FIELDS);

  // No setup time: nothing to sign in to yet, the wizard comes first.
  if (!session.data.appState.setup_time) return <Navigate to={pathOf('setup')} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const reply = await postLogin(ctx, username, password);
    if (!reply.ok || !reply.user) {
      form.setIssues(reply.errors);
      setBusy(false);
      return;
    }
    form.clear();
    if (isLocale(reply.user.locale)) await i18n.changeLanguage(reply.user.locale);
    await session.signedIn(reply.user.id);
    navigate(
      afterLoginPath(reply, search.get('redirect'), {
        setPassword: pathOf('set-password'),
        homepage: pathOf('homepage'),
      }),
      { replace: true },
    );
  };

  return (
    <CenteredCard title={t('login.title')} footer={<VersionFoot />}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <GeneralErrors messages={form.general} color="yellow" />
          <TextInput
            label={t('login.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={form.errors.username}
            autoFocus
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={form.errors.password}
          />
          <Button type="submit" loading={busy}>
            {t('login.submit')}
          </Button>
          <LanguageChoice />
          {session.data.appState.features.demo_mode && (
            <Anchor component={Link} to={pathOf('demo')} ta="center">
              {t('login.demo')}
            </Anchor>
          )}
        </Stack>
      </form>
    </CenteredCard>
  );
}
