import { useQuery } from '@apollo/client/react';
import { Badge } from '@mantine/core';
import { CONSOLE_NAME_MAX_BYTES, consoleNameRule as consoleName, IssueList, required } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import {
  AppConnectionCreateDocument,
  AppConnectionDeleteDocument,
  type AppConnectionFieldsFragment,
  AppConnectionGetDocument,
  AppConnectionListDocument,
  AppConnectionUpdateDocument,
  ConfigOptionSchedulesDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import type { FieldContext, Option } from '../../../ui/crud/field-types';
import { useNamedDisplayGroupOptions, useSectionOptions } from '../../admin/config-edit/config-options';

/** The schedules themselves, without the configurator's codes: a connection follows a real one or none. */
function useScheduleOptions(): Option[] {
  const { data } = useQuery(ConfigOptionSchedulesDocument, { fetchPolicy: 'cache-first' });
  return (data?.schedules.items ?? []).map((s) => ({ value: s.id, label: s.name }));
}

function useSlotOptions(): Option[] {
  const { t } = useTranslation('appManagement');
  return [1, 2, 3, 4, 5].map((n) => ({ value: n, label: t('displaygroups.slot', { n }) }));
}

function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('appManagement');
  return (
    <Badge color={enabled ? 'green' : 'gray'} variant="light">
      {t(enabled ? 'displaygroups.enabled.yes' : 'displaygroups.enabled.no')}
    </Badge>
  );
}

function SectionNames({ ids }: { ids: readonly number[] }) {
  const sections = useSectionOptions();
  return <>{ids.map((id) => sections.find((s) => s.value === id)?.label ?? String(id)).join(', ')}</>;
}

interface Values {
  name: string;
  is_enabled: boolean;
  section_ids: number[];
  section_display_group_id: number | null;
  tree_display_group_id: number | null;
  weekday_schedule_id: number | null;
  weekend_schedule_id: number | null;
  slots: number[];
  /** Whether the stored connection is enabled: then only turning it off is allowed (spec part 2 §5). */
  stored_enabled: boolean;
}

const frozen = ({ values }: FieldContext<Values>) => values.stored_enabled && values.is_enabled;
const scheduled = ({ values }: FieldContext<Values>) =>
  values.weekday_schedule_id !== null || values.weekend_schedule_id !== null;

/**
 * Display-group connections for the phones (spec part 2 §2 App management "displaygroups", §3, §5; ADR
 * 0031): name, enabled, sections, the display groups for sections and for the system tree and, beyond
 * the spec, an optional weekday/weekend schedule with the slots it is active in. An enabled connection
 * is read-only but for its switch; the server refuses enabling one whose sections another enabled one covers.
 */
export const appConnectionEntity = defineEntity({
  i18n: { ns: 'appManagement', key: 'displaygroups' },
  permissions: { read: ['app::manage_display_groups'], write: ['app::manage_display_groups'] },
  documents: {
    list: AppConnectionListDocument,
    get: AppConnectionGetDocument,
    create: AppConnectionCreateDocument,
    update: AppConnectionUpdateDocument,
    delete: AppConnectionDeleteDocument,
  },
  toValues: (c: AppConnectionFieldsFragment): Values => ({
    name: c.name,
    is_enabled: c.is_enabled,
    section_ids: [...c.section_ids],
    section_display_group_id: c.section_display_group_id ?? null,
    tree_display_group_id: c.tree_display_group_id ?? null,
    weekday_schedule_id: c.weekday_schedule_id ?? null,
    weekend_schedule_id: c.weekend_schedule_id ?? null,
    slots: [...c.slots],
    stored_enabled: c.is_enabled,
  }),
  defaults: {
    name: '',
    is_enabled: false,
    section_ids: [],
    section_display_group_id: null,
    tree_display_group_id: null,
    weekday_schedule_id: null,
    weekend_schedule_id: null,
    slots: [],
    stored_enabled: false,
  },
  columns: [
    { key: 'name', sortable: true },
    { key: 'is_enabled', render: (c) => <EnabledBadge enabled={c.is_enabled} />, sortable: true },
    { key: 'section_ids', render: (c) => <SectionNames ids={c.section_ids} />, sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (c) => c.name,
  fields: [
    {
      name: 'name',
      kind: 'bytes',
      maxBytes: CONSOLE_NAME_MAX_BYTES,
      required: true,
      resetOnCopy: true,
      readOnly: frozen,
    },
    { name: 'is_enabled', kind: 'checkbox', hint: true },
    { name: 'section_ids', kind: 'multiselect', useOptions: useSectionOptions, required: true, readOnly: frozen },
    {
      name: 'section_display_group_id',
      kind: 'select',
      useOptions: useNamedDisplayGroupOptions,
      clearable: true,
      hint: true,
      readOnly: frozen,
    },
    {
      name: 'tree_display_group_id',
      kind: 'select',
      useOptions: useNamedDisplayGroupOptions,
      clearable: true,
      hint: true,
      readOnly: frozen,
    },
    {
      name: 'weekday_schedule_id',
      kind: 'select',
      useOptions: useScheduleOptions,
      clearable: true,
      hint: true,
      readOnly: frozen,
    },
    { name: 'weekend_schedule_id', kind: 'select', useOptions: useScheduleOptions, clearable: true, readOnly: frozen },
    {
      name: 'slots',
      kind: 'multiselect',
      useOptions: useSlotOptions,
      hint: true,
      visible: scheduled,
      readOnly: frozen,
    },
  ],
  toInput: (v) => ({
    name: v.name.trim(),
    is_enabled: v.is_enabled,
    section_ids: v.section_ids,
    section_display_group_id: v.section_display_group_id,
    tree_display_group_id: v.tree_display_group_id,
    weekday_schedule_id: v.weekday_schedule_id,
    weekend_schedule_id: v.weekend_schedule_id,
    slots: v.weekday_schedule_id !== null || v.weekend_schedule_id !== null ? v.slots : [],
  }),
  // The server's rules (app-connections.entity.ts); overlaps with other enabled connections are checked there.
  validate: (v) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    required('section_ids', v.section_ids, issues);
    if (v.weekday_schedule_id !== null || v.weekend_schedule_id !== null) {
      required('weekday_schedule_id', v.weekday_schedule_id, issues);
      required('weekend_schedule_id', v.weekend_schedule_id, issues);
      required('slots', v.slots, issues);
    }
    return issues.issues;
  },
});
