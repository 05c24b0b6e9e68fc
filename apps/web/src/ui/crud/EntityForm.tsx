import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCloseModal } from '../../app/modal/useCloseModal';
import { useNotify } from '../../app/notifications/notifications-context';
import { GeneralErrors } from '../GeneralErrors';
import { useFieldErrors } from '../useFieldErrors';
import { type EntityDefinition, type ListData, textPrefix } from './define-entity';
import { knownMessage } from './error-text';
import { FieldInput } from './FieldInput';
import { runtimeFields } from './field-types';
import { copyState, type FormMode } from './form-target';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useEntityAccess } from './useEntityAccess';
import { useEntityMutations } from './useEntityMutations';
import { useFieldSetters } from './useFieldSetters';
import { useUnsavedChanges } from './useUnsavedChanges';

export interface EntityFormProps<TList extends ListData, TGet, TInput, V> {
  entity: EntityDefinition<TList, TGet, TInput, V>;
  mode: FormMode;
  /** The record saved by an edit; new records and copies are created. */
  id: number | null;
  initial: V;
}

/**
 * The declared fields of one record: server field errors on their fields (first per field,
 * translated), other errors above them, notifications after saving, read-only for users who may
 * not write, Enter saves, and a question before unsaved changes are thrown away.
 */
export function EntityForm<TList extends ListData, TGet, TInput, V>(props: EntityFormProps<TList, TGet, TInput, V>) {
  const { entity, mode, id } = props;
  const { t } = useTranslation('crud');
  const prefix = textPrefix(entity);
  const notify = useNotify();
  const navigate = useNavigate();
  const close = useCloseModal();
  const { canWrite, principal } = useEntityAccess(entity);
  const fields = runtimeFields(entity.fields);
  const names = useMemo(() => fields.map((f) => f.name), [fields]);
  const errors = useFieldErrors(names);
  // The values the form opened with; a background refetch must not turn the user's edits into "unchanged".
  const [baseline] = useState(props.initial);
  const [values, setValues] = useState(props.initial);
  const setterOf = useFieldSetters(setValues);
  const unsaved = useUnsavedChanges(canWrite && JSON.stringify(values) !== JSON.stringify(baseline));
  const mutations = useEntityMutations(entity);
  const context = { values: values as unknown, mode, principal };
  const notificationId = `${entity.i18n.key}-save`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canWrite || mutations.saving) return;
    const issues = entity.validate?.(values, mode) ?? [];
    if (issues.length > 0) return errors.setIssues([...issues]);
    try {
      await mutations.save(mode === 'edit' ? id : null, entity.toInput(values, mode));
    } catch (error) {
      errors.setFromError(error, (message) => knownMessage(message, t));
      notify({ id: notificationId, type: 'error', title: t('notify.saveFailed'), text: t('notify.correctInput') });
      return;
    }
    errors.clear();
    notify({ id: notificationId, title: t('notify.saved') });
    unsaved.release();
    close();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Title order={3}>{t(`${prefix}.form.${mode}`)}</Title>
        {!canWrite && <Alert color="gray">{t('form.readOnly')}</Alert>}
        <GeneralErrors messages={errors.general} />
        {fields
          .filter((field) => field.visible?.(context) ?? true)
          .map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={(values as Record<string, unknown>)[field.name]}
              onChange={setterOf(field.name)}
              readOnly={!canWrite || (field.readOnly?.(context) ?? false)}
              label={t(`${prefix}.fields.${field.name}`)}
              description={field.hint ? t(`${prefix}.hints.${field.name}`) : undefined}
              error={errors.errors[field.name]}
            />
          ))}
        <Group justify="flex-end">
          {canWrite && mode === 'edit' && id !== null && (
            <Button
              variant="subtle"
              mr="auto"
              onClick={() => navigate('../-1', { relative: 'path', state: copyState(id) })}
            >
              {t('form.copy')}
            </Button>
          )}
          <Button variant="default" onClick={close}>
            {canWrite ? t('form.cancel') : t('form.close')}
          </Button>
          {canWrite && (
            <Button type="submit" loading={mutations.saving}>
              {t('form.save')}
            </Button>
          )}
        </Group>
      </Stack>
      <UnsavedChangesDialog opened={unsaved.blocked} onDiscard={unsaved.discard} onKeepEditing={unsaved.keepEditing} />
    </form>
  );
}
