import { TagsInput } from '@mantine/core';
import {
  CHECKPOINT_NUMBER,
  CONSOLE_NAME_MAX_BYTES,
  consoleNameRule as consoleName,
  IssueList,
  numberRule,
} from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import {
  FlightProfileCreateDocument,
  FlightProfileDeleteDocument,
  type FlightProfileFieldsFragment,
  FlightProfileGetDocument,
  FlightProfileListDocument,
  FlightProfileUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import type { CustomFieldProps } from '../../../ui/crud/field-types';

const WHOLE_NUMBER = /^\d+$/;

/** Checkpoint numbers as tags; the kit shows no hint under a custom field, so it is given here. */
function CheckpointsInput({ value, onChange, readOnly, label, error }: CustomFieldProps<string[]>) {
  const { t } = useTranslation('adminEntities');
  return (
    <TagsInput
      label={label}
      description={t('flightProfiles.hints.checkpoints')}
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      error={error}
      splitChars={[',', ';', ' ']}
      acceptValueOnBlur
    />
  );
}

/**
 * Flight profiles (spec part 1 §3): the checkpoints a resident wearing a tag may not pass. Tree
 * nodes point at them, so the server refuses to delete one in use. Checkpoints are typed as tags,
 * one number each (Enter, comma or space ends one); the form keeps the text until it is saved.
 */
export const flightProfileEntity = defineEntity({
  i18n: { ns: 'adminEntities', key: 'flightProfiles' },
  permissions: { read: ['admin::manage_flightprofiles'], write: ['admin::manage_flightprofiles'] },
  documents: {
    list: FlightProfileListDocument,
    get: FlightProfileGetDocument,
    create: FlightProfileCreateDocument,
    update: FlightProfileUpdateDocument,
    delete: FlightProfileDeleteDocument,
  },
  toValues: (p: FlightProfileFieldsFragment): { name: string; checkpoints: string[] } => ({
    name: p.name,
    checkpoints: p.checkpoints.map(String),
  }),
  defaults: { name: '', checkpoints: [] },
  columns: [
    { key: 'name', sortable: true },
    { key: 'checkpoints', render: (p) => p.checkpoints.join(', '), sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (p) => p.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: CONSOLE_NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'checkpoints', kind: 'custom', render: (props) => <CheckpointsInput {...props} /> },
  ],
  // Without repeats, in the order typed, as the server stores them.
  toInput: (v) => ({ name: v.name.trim(), checkpoints: [...new Set(v.checkpoints.map(Number))] }),
  // The server's rules (flight-profiles.entity.ts), the first refused number on the field.
  validate: (v) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    const bad = v.checkpoints.find((c) => !WHOLE_NUMBER.test(c));
    if (bad !== undefined) issues.add('checkpoints', 'not_a_number');
    else for (const c of v.checkpoints) if (!numberRule('checkpoints', c, CHECKPOINT_NUMBER, issues)) break;
    return issues.issues;
  },
});

export const { List: FlightProfileListPage, Form: FlightProfileForm } = entityScreens(flightProfileEntity);
