import { CONSOLE_NAME_MAX_BYTES, consoleNameRule as consoleName, IssueList } from '@wardlight/domain';
import {
  MergeGroupCreateDocument,
  MergeGroupDeleteDocument,
  type MergeGroupFieldsFragment,
  MergeGroupGetDocument,
  MergeGroupListDocument,
  MergeGroupUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { useSectionOptions } from '../config-edit/config-options';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';

/** The section names of a rule set, as the form offers them. */
function SectionNames({ ids }: { ids: readonly number[] }) {
  const options = useSectionOptions();
  return ids.map((id) => options.find((o) => o.value === id)?.label ?? String(id)).join(', ');
}

/**
 * Merge groups, the interconnections of spec part 1 §3: sections of the system whose calls are
 * merged. Console-only: nothing is staged to the configurator.
 */
export const mergeGroupEntity = defineEntity({
  i18n: { ns: 'adminEntities', key: 'mergeGroups' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: MergeGroupListDocument,
    get: MergeGroupGetDocument,
    create: MergeGroupCreateDocument,
    update: MergeGroupUpdateDocument,
    delete: MergeGroupDeleteDocument,
  },
  toValues: (g: MergeGroupFieldsFragment): { name: string; rule_set: number[] } => ({
    name: g.name,
    rule_set: [...g.rule_set],
  }),
  defaults: { name: '', rule_set: [] },
  columns: [
    { key: 'name', sortable: true },
    { key: 'rule_set', render: (g) => <SectionNames ids={g.rule_set} /> },
  ],
  sortsOnServer: true,
  rowLabel: (g) => g.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: CONSOLE_NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'rule_set', kind: 'multiselect', useOptions: useSectionOptions },
  ],
  toInput: (v) => ({ name: v.name.trim(), rule_set: v.rule_set }),
  // The server's rules (merge-groups.entity.ts); whether the sections exist is checked there.
  validate: (v) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    return issues.issues;
  },
});

export const { List: MergeGroupListPage, Form: MergeGroupForm } = entityScreens(mergeGroupEntity);
