import { useMutation, useQuery } from '@apollo/client/react';
import { Alert } from '@mantine/core';
import { hasAllPermissions } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { AppSettingsGetDocument, AppSettingsUpdateDocument } from '../../../generated/graphql';
import { runtimeFields } from '../../../ui/crud/field-types';
import { RecordForm, RecordState } from '../../../ui/crud/RecordForm';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import {
  APP_SETTINGS_FIELDS,
  type AppSettingsValues,
  appSettingsInput,
  appSettingsValues,
  validateAppSettings,
} from './app-settings.form';

const FIELDS = runtimeFields(APP_SETTINGS_FIELDS);

function AppSettingsForm({ initial }: { initial: AppSettingsValues }) {
  const { t } = useTranslation('appManagement');
  const session = useSession();
  const canWrite = hasAllPermissions(session.situation.principal, ['app::manage_settings']);
  const [update, updating] = useMutation(AppSettingsUpdateDocument);
  return (
    <RecordForm
      fields={FIELDS}
      initial={initial}
      canWrite={canWrite}
      texts="appManagement:settings"
      validate={validateAppSettings}
      save={async (values) => {
        await update({ variables: { data: appSettingsInput(values) } });
        // The gateway decides whether the App link shows (spec part 1 §2): the shell reads it from the app state.
        // So do subscriptions_enabled for the subscriptions route.
        if (
          values.subscriptions_enabled !== initial.subscriptions_enabled ||
          values.app_gateway_enabled !== initial.app_gateway_enabled ||
          values.app_gateway_system_id !== initial.app_gateway_system_id
        )
          await session.reload();
      }}
      saving={updating.loading}
      // Spec part 2 §5: turning subscriptions off removes every active priority; say so before saving.
      note={(values) =>
        initial.subscriptions_enabled &&
        !values.subscriptions_enabled && (
          <Alert color="yellow" role="alert">
            {t('settings.subscriptionsOffWarning')}
          </Alert>
        )
      }
    />
  );
}

/** App management's settings (`/appmanagement/settings`, spec part 2 §2, §3 App settings). */
export function AppSettingsPage() {
  const { t } = useTranslation('appManagement');
  const query = useQuery(AppSettingsGetDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <PageScaffold title={t('settings.title')}>
      <RecordState
        record={query.data?.globalAppSettings}
        failed={!!query.error}
        loadingLabel={t('settings.loading')}
        failedText={t('settings.loadFailed')}
      >
        {(settings) => <AppSettingsForm initial={appSettingsValues(settings)} />}
      </RecordState>
    </PageScaffold>
  );
}
