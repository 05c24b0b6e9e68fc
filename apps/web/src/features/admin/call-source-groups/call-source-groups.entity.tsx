import { useQuery } from '@apollo/client/react';
import { CONSOLE_NAME_MAX_BYTES, consoleNameRule as consoleName, IssueList, numberRule } from '@wardlight/domain';
import {
  CallSourceGroupCallSourcesDocument,
  CallSourceGroupCreateDocument,
  CallSourceGroupDeleteDocument,
  type CallSourceGroupFieldsFragment,
  CallSourceGroupGetDocument,
  CallSourceGroupListDocument,
  CallSourceGroupUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import type { Option } from '../../../ui/crud/field-types';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';

/** A day at most (call-source-groups.entity.ts GROUP_TIMEOUT_MINUTES). */
const TIMEOUT_MINUTES = { min: 0, max: 1440 };

/** The system's call sources by number and text; cache-first, as a form loads its relations. */
export function useCallSourceOptions(): Option[] {
  const { data } = useQuery(CallSourceGroupCallSourcesDocument, { fetchPolicy: 'cache-first' });
  return (data?.callSources.items ?? []).map((s) => ({ value: s.id, label: `${s.number} ${s.text}`.trim() }));
}

/**
 * Call source groups (spec part 1 §3): call sources by which roles and users restrict their
 * notifications, for at most `timeout_minutes`. Console-only: nothing is staged.
 */
export const callSourceGroupEntity = defineEntity({
  i18n: { ns: 'adminEntities', key: 'callSourceGroups' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: CallSourceGroupListDocument,
    get: CallSourceGroupGetDocument,
    create: CallSourceGroupCreateDocument,
    update: CallSourceGroupUpdateDocument,
    delete: CallSourceGroupDeleteDocument,
  },
  toValues: (
    g: CallSourceGroupFieldsFragment,
  ): { name: string; call_source_ids: number[]; timeout_minutes: number | null } => ({
    name: g.name,
    call_source_ids: [...g.call_source_ids],
    timeout_minutes: g.timeout_minutes,
  }),
  defaults: { name: '', call_source_ids: [], timeout_minutes: null },
  columns: [
    { key: 'name', sortable: true },
    { key: 'call_source_ids', render: (g) => g.call_source_ids.length, sortable: true },
    { key: 'timeout_minutes', sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (g) => g.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: CONSOLE_NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'call_source_ids', kind: 'multiselect', useOptions: useCallSourceOptions },
    { name: 'timeout_minutes', kind: 'number', ...TIMEOUT_MINUTES, hint: true },
  ],
  toInput: (v) => ({ name: v.name.trim(), call_source_ids: v.call_source_ids, timeout_minutes: v.timeout_minutes }),
  // The server's rules (call-source-groups.entity.ts); whether the call sources exist is checked there.
  validate: (v) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    numberRule('timeout_minutes', v.timeout_minutes, TIMEOUT_MINUTES, issues);
    return issues.issues;
  },
});

export const { List: CallSourceGroupListPage, Form: CallSourceGroupForm } = entityScreens(callSourceGroupEntity);
