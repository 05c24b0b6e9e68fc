import { TagsInput } from '@mantine/core';
import { IssueList } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import {
  EscapeProfileCreateDocument,
  EscapeProfileDeleteDocument,
  type EscapeProfileFieldsFragment,
  EscapeProfileGetDocument,
  EscapeProfileListDocument,
  EscapeProfileUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import type { CustomFieldProps } from '../../../ui/crud/field-types';
import { CHECKPOINT_NUMBER, CONSOLE_NAME_MAX_BYTES, consoleName, numberTags } from '../alert-channels/console-rules';

const PERMISSION = ['admin::manage_escape_profiles'] as const;

/** Forbidden checkpoint numbers as tags; the kit shows no hint under a custom field, so it is given here. */
function RuleSetInput({ value, onChange, readOnly, label, error }: CustomFieldProps<string[]>) {
  const { t } = useTranslation('adminDevices');
  return (
    <TagsInput
      label={label}
      description={t('escapeProfiles.hints.rule_set')}
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
 * Escape profiles (spec part 1 §3 "Escape profile"): a rule set of forbidden checkpoints, by number.
 * Console-only, at /admin/escapeprofiles (ADR 0013). Numbers are typed as tags (Enter, comma or space
 * ends one); the form keeps the text until it is saved.
 */
export const escapeProfileEntity = defineEntity({
  i18n: { ns: 'adminDevices', key: 'escapeProfiles' },
  permissions: { read: PERMISSION, write: PERMISSION },
  documents: {
    list: EscapeProfileListDocument,
    get: EscapeProfileGetDocument,
    create: EscapeProfileCreateDocument,
    update: EscapeProfileUpdateDocument,
    delete: EscapeProfileDeleteDocument,
  },
  toValues: (p: EscapeProfileFieldsFragment): { name: string; rule_set: string[] } => ({
    name: p.name,
    rule_set: p.rule_set.map(String),
  }),
  defaults: { name: '', rule_set: [] },
  columns: [
    { key: 'name', sortable: true },
    { key: 'rule_set', render: (p) => p.rule_set.join(', '), sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (p) => p.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: CONSOLE_NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'rule_set', kind: 'custom', render: (props) => <RuleSetInput {...props} /> },
  ],
  // Without repeats, in the order typed, as the server stores them (numberList).
  toInput: (v) => ({ name: v.name.trim(), rule_set: [...new Set(v.rule_set.map(Number))] }),
  // The server's rules (escape-profiles.entity.ts): a console name and checkpoint numbers 1–65535.
  validate: (v) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    numberTags('rule_set', v.rule_set, CHECKPOINT_NUMBER, issues);
    return issues.issues;
  },
});

export const { List: EscapeProfileListPage, Form: EscapeProfileForm } = entityScreens(escapeProfileEntity);
