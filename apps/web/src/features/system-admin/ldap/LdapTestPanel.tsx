import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LdapSettingsTestDocument, type LdapSettingsTestMutation } from '../../../generated/graphql';
import { useRoleOptions } from '../../admin/users/user-options';
import { type LdapValues, ldapInput } from './ldap-form';

type Result = LdapSettingsTestMutation['testLdapSettings'];

/** The result in words (ADR 0041): what worked, what the directory found, or what is wrong. */
function ResultText({ result }: { result: Result }) {
  const { t } = useTranslation('ldapLogs');
  const roles = useRoleOptions();
  const roleNames = result.role_ids.map((id) => roles.find((r) => r.value === id)?.label ?? `#${id}`);
  const facts = {
    count: result.entries ?? 0,
    detail: result.detail ?? '',
    dn: result.user_dn ?? '',
  };
  return (
    <Alert color={result.ok ? 'green' : 'red'} title={t(`ldap.test.title.${result.ok ? 'ok' : 'failed'}`)}>
      <Stack gap={4}>
        <Text size="sm">
          {t(`ldap.test.result.${result.key}`, { ...facts, defaultValue: t('ldap.test.result.error', facts) })}
        </Text>
        {result.key === 'user_found' && (
          <>
            <Text size="sm">
              {result.values.length
                ? t('ldap.test.values', { values: result.values.join('; ') })
                : t('ldap.test.noValues')}
            </Text>
            <Text size="sm">
              {roleNames.length ? t('ldap.test.roles', { roles: roleNames.join(', ') }) : t('ldap.test.noRoles')}
            </Text>
          </>
        )}
      </Stack>
    </Alert>
  );
}

/** Tries the settings as typed, before they are saved; a username is looked up too when given. */
export function LdapTestPanel({ values }: { values: LdapValues }) {
  const { t } = useTranslation('ldapLogs');
  const [username, setUsername] = useState('');
  const [run, running] = useMutation(LdapSettingsTestDocument);
  const test = () =>
    void run({ variables: { data: ldapInput(values), username: username.trim() || null } }).catch(() => undefined);
  const result = running.data?.testLdapSettings;
  return (
    <Stack gap="xs" component="section" aria-label={t('ldap.test.title.section')}>
      <Group align="flex-end">
        <TextInput
          label={t('ldap.test.username')}
          description={t('ldap.test.usernameHint')}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter tries the settings here rather than saving them.
            if (event.key === 'Enter') {
              event.preventDefault();
              test();
            }
          }}
          w={280}
        />
        <Button variant="default" loading={running.loading} disabled={!values.dsn.trim()} onClick={test}>
          {t('ldap.test.run')}
        </Button>
      </Group>
      {result && !running.loading && <ResultText result={result} />}
      {running.error && !running.loading && <Alert color="red">{t('ldap.test.refused')}</Alert>}
    </Stack>
  );
}
