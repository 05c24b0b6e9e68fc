import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { GeneralErrors } from '../GeneralErrors';
import type { FieldIssue } from '../graphql-errors';
import { useFieldErrors } from '../useFieldErrors';
import { knownMessage } from './error-text';
import { FieldInput } from './FieldInput';
import type { RuntimeField } from './field-types';
import { useFieldSetters } from './useFieldSetters';

export interface RecordFormProps<V extends object> {
  fields: readonly RuntimeField[];
  initial: V;
  canWrite: boolean;
  /** Where a field's texts are: `<texts>.fields.<name>` its label, `<texts>.hints.<name>` its hint. */
  texts: string;
  validate(values: V): readonly FieldIssue[];
  /** Saves; throws the server's error (validation issues are shown on their fields). */
  save(values: V): Promise<unknown>;
  saving: boolean;
  /** Beside the save button: what a change means before it is saved (a warning), or nothing. */
  note?: (values: V) => ReactNode;
}

/**
 * A form over one record without a list (the global settings, the phone app's settings): the fields
 * are declared as for the CRUD kit and rendered by its inputs; it checks before saving, shows the
 * server's issues on their fields and says saved or failed as the kit's forms do. Read-only without
 * the write permission.
 */
export function RecordForm<V extends object>({
  fields,
  initial,
  canWrite,
  texts,
  validate,
  save,
  saving,
  note,
}: RecordFormProps<V>) {
  const { t } = useTranslation('crud');
  const notify = useNotify();
  const names = useMemo(() => fields.map((f) => f.name), [fields]);
  const errors = useFieldErrors(names);
  const [values, setValues] = useState(initial);
  const setterOf = useFieldSetters(setValues);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canWrite || saving) return;
    const issues = validate(values);
    if (issues.length > 0) return errors.setIssues([...issues]);
    try {
      await save(values);
    } catch (error) {
      errors.setFromError(error, (message) => knownMessage(message, t));
      notify({ id: `${texts}-save`, type: 'error', title: t('notify.saveFailed'), text: t('notify.correctInput') });
      return;
    }
    errors.clear();
    notify({ id: `${texts}-save`, title: t('notify.saved') });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack maw={640}>
        {!canWrite && <Alert color="gray">{t('form.readOnly')}</Alert>}
        <GeneralErrors messages={errors.general} />
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={(values as Record<string, unknown>)[field.name]}
            onChange={setterOf(field.name)}
            readOnly={!canWrite}
            label={t(`${texts}.fields.${field.name}`)}
            description={field.hint ? t(`${texts}.hints.${field.name}`) : undefined}
            error={errors.errors[field.name]}
          />
        ))}
        {note?.(values)}
        {canWrite && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('form.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The record's form once it is loaded; a loader before, a message when it could not be loaded. */
export function RecordState<R>({
  record,
  failed,
  loadingLabel,
  failedText,
  children,
}: {
  record: R | null | undefined;
  failed: boolean;
  loadingLabel: string;
  failedText: string;
  children: (record: R) => ReactNode;
}) {
  if (record) return children(record);
  if (failed) return <Alert color="red">{failedText}</Alert>;
  return (
    <Center p="xl">
      <Loader aria-label={loadingLabel} />
    </Center>
  );
}
