import { useMutation, useQuery } from '@apollo/client/react';
import { Divider, Stack, Text } from '@mantine/core';
import { hasAllPermissions } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { LdapSettingsGetDocument, LdapSettingsUpdateDocument } from '../../../generated/graphql';
import { runtimeFields } from '../../../ui/crud/field-types';
import { RecordForm, RecordState } from '../../../ui/crud/RecordForm';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { LdapTestPanel } from './LdapTestPanel';
import { type LdapValues, ldapInput, ldapValues, validateLdap } from './ldap-form';
import { RoleMappingEditor } from './RoleMappingEditor';

const FIELDS = runtimeFields<LdapValues>([
  { name: 'enabled', kind: 'checkbox', hint: true },
  { name: 'dsn', kind: 'text', hint: true },
  { name: 'base_dn', kind: 'text' },
  { name: 'admin_user', kind: 'text', hint: true },
  { name: 'admin_password', kind: 'password', hint: true },
  { name: 'user_filter', kind: 'text', hint: true },
  { name: 'roles_attribute', kind: 'text', hint: true },
  { name: 'role_mapping', kind: 'custom', render: (props) => <RoleMappingEditor {...props} /> },
]);

/**
 * `/admin/ldap` (spec part 1 §2, §3 LDAP; issue 16): the directory users of `is_ldap` sign in against,
 * its role mapping, and a test of the settings as typed.
 */
export function LdapPage() {
  const { t } = useTranslation('ldapLogs');
  const canWrite = hasAllPermissions(useSession().situation.principal, ['admin::manage_system']);
  const query = useQuery(LdapSettingsGetDocument, { fetchPolicy: 'cache-and-network' });
  const [update, updating] = useMutation(LdapSettingsUpdateDocument);
  return (
    <PageScaffold title={t('ldap.title')} subtitle={t('ldap.subtitle')}>
      <RecordState
        record={query.data?.ldapSettings}
        failed={!!query.error}
        loadingLabel={t('ldap.loading')}
        failedText={t('ldap.loadFailed')}
      >
        {(settings) => (
          <RecordForm
            fields={FIELDS}
            initial={ldapValues(settings)}
            canWrite={canWrite}
            texts="ldapLogs:ldap"
            validate={validateLdap}
            save={(values) => update({ variables: { data: ldapInput(values) } })}
            saving={updating.loading}
            note={(values) => (
              <Stack gap="xs">
                {settings.has_admin_password && (
                  <Text size="sm" c="dimmed">
                    {t('ldap.passwordStored')}
                  </Text>
                )}
                <Divider />
                <LdapTestPanel values={values} />
              </Stack>
            )}
          />
        )}
      </RecordState>
    </PageScaffold>
  );
}
