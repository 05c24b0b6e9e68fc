import { useMutation, useQuery } from '@apollo/client/react';
import { hasAllPermissions } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { GlobalSettingsGetDocument, GlobalSettingsUpdateDocument } from '../../../generated/graphql';
import { runtimeFields } from '../../../ui/crud/field-types';
import { RecordForm, RecordState } from '../../../ui/crud/RecordForm';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';
import {
  GLOBAL_SETTINGS_FIELDS,
  type GlobalSettingsValues,
  globalSettingsInput,
  globalSettingsValues,
  validateGlobalSettings,
} from './global-settings.form';

const FIELDS = runtimeFields(GLOBAL_SETTINGS_FIELDS);

/** The global settings' form (spec part 1 §3): one record, so a page of its own without a list. */
function GlobalSettingsForm({ initial }: { initial: GlobalSettingsValues }) {
  const canWrite = hasAllPermissions(useSession().situation.principal, MANAGE_SYSTEM.write);
  const [update, updating] = useMutation(GlobalSettingsUpdateDocument);
  return (
    <RecordForm
      fields={FIELDS}
      initial={initial}
      canWrite={canWrite}
      texts="adminSystem:settings"
      validate={validateGlobalSettings}
      save={(values) => update({ variables: { data: globalSettingsInput(values) } })}
      saving={updating.loading}
    />
  );
}

export function GlobalSettingsPage() {
  const { t } = useTranslation('adminSystem');
  const query = useQuery(GlobalSettingsGetDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <PageScaffold title={t('settings.title')}>
      <RecordState
        record={query.data?.globalSettings}
        failed={!!query.error}
        loadingLabel={t('settings.loading')}
        failedText={t('settings.loadFailed')}
      >
        {(settings) => <GlobalSettingsForm initial={globalSettingsValues(settings)} />}
      </RecordState>
    </PageScaffold>
  );
}
