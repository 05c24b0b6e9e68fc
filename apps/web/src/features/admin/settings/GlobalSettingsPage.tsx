import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { hasAllPermissions } from '@wardlight/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { useSession } from '../../../app/session/session-context';
import { GlobalSettingsGetDocument, GlobalSettingsUpdateDocument } from '../../../generated/graphql';
import { knownMessage } from '../../../ui/crud/error-text';
import { FieldInput } from '../../../ui/crud/FieldInput';
import { runtimeFields } from '../../../ui/crud/field-types';
import { GeneralErrors } from '../../../ui/GeneralErrors';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';
import {
  GLOBAL_SETTINGS_FIELDS,
  type GlobalSettingsValues,
  globalSettingsInput,
  globalSettingsValues,
  validateGlobalSettings,
} from './global-settings.form';

const FIELDS = runtimeFields(GLOBAL_SETTINGS_FIELDS);
const NAMES = FIELDS.map((f) => f.name);

/**
 * The global settings' form (spec part 1 §3): one record, so a page of its own without a list. The
 * fields are declared as for the CRUD kit and rendered by its inputs; saving behaves as its forms do.
 */
function GlobalSettingsForm({ initial }: { initial: GlobalSettingsValues }) {
  const { t } = useTranslation('crud');
  const notify = useNotify();
  const canWrite = hasAllPermissions(useSession().situation.principal, MANAGE_SYSTEM.write);
  const errors = useFieldErrors(NAMES);
  const [values, setValues] = useState(initial);
  const [update, updating] = useMutation(GlobalSettingsUpdateDocument);
  const setters = useMemo(
    () =>
      Object.fromEntries(NAMES.map((name) => [name, (next: unknown) => setValues((v) => ({ ...v, [name]: next }))])),
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canWrite || updating.loading) return;
    const issues = validateGlobalSettings(values);
    if (issues.length > 0) return errors.setIssues([...issues]);
    try {
      await update({ variables: { data: globalSettingsInput(values) } });
    } catch (error) {
      errors.setFromError(error, (message) => knownMessage(message, t));
      notify({ id: 'settings-save', type: 'error', title: t('notify.saveFailed'), text: t('notify.correctInput') });
      return;
    }
    errors.clear();
    notify({ id: 'settings-save', title: t('notify.saved') });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack maw={640}>
        {!canWrite && <Alert color="gray">{t('form.readOnly')}</Alert>}
        <GeneralErrors messages={errors.general} />
        {FIELDS.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={(values as Record<string, unknown>)[field.name]}
            onChange={setters[field.name] ?? (() => {})}
            readOnly={!canWrite}
            label={t(`adminSystem:settings.fields.${field.name}`)}
            description={field.hint ? t(`adminSystem:settings.hints.${field.name}`) : undefined}
            error={errors.errors[field.name]}
          />
        ))}
        {canWrite && (
          <Group justify="flex-end">
            <Button type="submit" loading={updating.loading}>
              {t('form.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

export function GlobalSettingsPage() {
  const { t } = useTranslation('adminSystem');
  const query = useQuery(GlobalSettingsGetDocument, { fetchPolicy: 'cache-and-network' });
  const settings = query.data?.globalSettings;
  return (
    <PageScaffold title={t('settings.title')}>
      {settings ? (
        <GlobalSettingsForm initial={globalSettingsValues(settings)} />
      ) : query.error ? (
        <Alert color="red">{t('settings.loadFailed')}</Alert>
      ) : (
        <Center p="xl">
          <Loader aria-label={t('settings.loading')} />
        </Center>
      )}
    </PageScaffold>
  );
}
