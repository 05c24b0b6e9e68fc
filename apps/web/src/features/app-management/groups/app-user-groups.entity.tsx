import {
  CONSOLE_NAME_MAX_BYTES,
  consoleNameRule as consoleName,
  IssueList,
  noDuplicates,
  numberRule,
  required,
} from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import {
  AppUserGroupCreateDocument,
  AppUserGroupDeleteDocument,
  type AppUserGroupFieldsFragment,
  AppUserGroupGetDocument,
  AppUserGroupListDocument,
  AppUserGroupUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import type { Option } from '../../../ui/crud/field-types';
import { useSectionOptions } from '../../admin/config-edit/config-options';
import { DisplayGroupsField } from './DisplayGroupsField';
import { NodePriorityEditor, type NodePriorityValue } from './NodePriorityEditor';

/** The server's range (app-user-groups.entity.ts NODE_PRIORITY). */
const PRIORITY = { min: 1, max: 99 };

function useModeOptions(): Option[] {
  const { t } = useTranslation('appManagement');
  return [
    { value: 'full', label: t('groups.modes.full') },
    { value: 'reject_only', label: t('groups.modes.reject_only') },
  ];
}

function useSelectionOptions(): Option[] {
  const { t } = useTranslation('appManagement');
  return [
    { value: 'ignored', label: t('groups.selections.ignored') },
    { value: 'priority', label: t('groups.selections.priority') },
  ];
}

function ModeText({ mode }: { mode: string }) {
  const { t } = useTranslation('appManagement');
  return <>{t(`groups.modes.${mode === 'reject_only' ? 'reject_only' : 'full'}`)}</>;
}

function SectionName({ id }: { id: number }) {
  const sections = useSectionOptions();
  return <>{sections.find((s) => s.value === id)?.label ?? id}</>;
}

/**
 * App user groups (spec part 2 §2 App management, §3 App user group): the staff of a section on their
 * phones — full or reject-only call handling, the calls they get, and the nodes they answer for first
 * (ADR 0031). Console-only: nothing is staged.
 */
export const appUserGroupEntity = defineEntity({
  i18n: { ns: 'appManagement', key: 'groups' },
  permissions: { read: ['app::manage_user_groups'], write: ['app::manage_user_groups'] },
  documents: {
    list: AppUserGroupListDocument,
    get: AppUserGroupGetDocument,
    create: AppUserGroupCreateDocument,
    update: AppUserGroupUpdateDocument,
    delete: AppUserGroupDeleteDocument,
  },
  toValues: (g: AppUserGroupFieldsFragment) => ({
    name: g.name,
    section_id: g.section_id as number | null,
    call_handling_mode: g.call_handling_mode,
    display_group_ids: [...g.display_group_ids],
    node_selection: g.node_selection,
    nodes: g.nodes.map((n): NodePriorityValue => ({ node_id: n.node_id, priority: n.priority })),
  }),
  defaults: {
    name: '',
    section_id: null,
    call_handling_mode: 'full',
    display_group_ids: [],
    node_selection: 'ignored',
    nodes: [],
  },
  columns: [
    { key: 'name', sortable: true },
    { key: 'section_id', render: (g) => <SectionName id={g.section_id} />, sortable: true },
    { key: 'call_handling_mode', render: (g) => <ModeText mode={g.call_handling_mode} />, sortable: true },
    { key: 'display_group_ids', render: (g) => g.display_group_ids.length, sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (g) => g.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: CONSOLE_NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'section_id', kind: 'select', useOptions: useSectionOptions },
    { name: 'call_handling_mode', kind: 'select', useOptions: useModeOptions, hint: true },
    { name: 'display_group_ids', kind: 'custom', render: (props) => <DisplayGroupsField {...props} /> },
    { name: 'node_selection', kind: 'select', useOptions: useSelectionOptions, hint: true },
    { name: 'nodes', kind: 'custom', render: (props) => <NodePriorityEditor {...props} /> },
  ],
  toInput: (v) => ({
    name: v.name.trim(),
    section_id: v.section_id ?? 0,
    call_handling_mode: v.call_handling_mode,
    display_group_ids: v.display_group_ids,
    node_selection: v.node_selection,
    nodes: v.nodes.map((n) => ({ node_id: n.node_id ?? 0, priority: n.priority ?? 0 })),
  }),
  // The server's rules (app-user-groups.entity.ts); whether sections, groups and nodes exist is checked there.
  validate: (v) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    required('section_id', v.section_id, issues);
    v.nodes.forEach((n, i) => {
      required(`nodes[${i}].node_id`, n.node_id, issues);
      numberRule(`nodes[${i}].priority`, n.priority, PRIORITY, issues);
    });
    noDuplicates('nodes', v.nodes, (n) => String(n.node_id), issues);
    return issues.issues;
  },
});

export const {
  List: AppUserGroupListPage,
  Form: AppUserGroupForm,
  Holder: AppUserGroupHolder,
} = entityScreens(appUserGroupEntity, { holderParam: 'groupid' });
