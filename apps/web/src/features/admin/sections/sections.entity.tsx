import { IssueList, notEqual } from '@wardlight/domain';
import { useMemo } from 'react';
import {
  SectionCreateDocument,
  SectionDeleteDocument,
  type SectionFieldsFragment,
  SectionGetDocument,
  SectionListDocument,
  SectionUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { EntityFormModal } from '../../../ui/crud/EntityFormModal';
import { entityScreens } from '../../../ui/crud/entity-screens';
import {
  OptionLabel,
  useDisplayGroupOptions,
  useScheduleOptions,
  useSectionOptions,
} from '../config-edit/config-options';
import { configuratorName, NAME_MAX_BYTES, valuesOf } from '../config-edit/config-rules';
import { ITEM_STATE_COLUMN } from '../config-edit/ItemStateBadge';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';
import { ScheduleLockNotice } from './ScheduleLockNotice';
import { useScheduleLock } from './useScheduleLock';

const SLOTS = [1, 2, 3, 4, 5] as const;
/** weekday_display_group_1_id … weekend_display_group_5_id: one group per schedule slot. */
const GROUP_FIELDS = (['weekday', 'weekend'] as const).flatMap((days) =>
  SLOTS.map((slot) => `${days}_display_group_${slot}_id` as const),
);
type GroupField = (typeof GROUP_FIELDS)[number];

const DEFAULTS = {
  name: '',
  connected_section_id: null as number | null,
  is_hidden: false,
  allow_manual_call_closure: false,
  weekday_schedule_id: null as number | null,
  weekend_schedule_id: null as number | null,
  ...(Object.fromEntries(GROUP_FIELDS.map((field) => [field, null])) as Record<GroupField, number | null>),
};

/** Not values: the id serves a rule, the lock is the place of its notice; neither is sent. */
const FORM_ONLY = { id: null as number | null, schedule_lock: null };

/**
 * Sections (spec part 1 §3 "Section"): a weekday and a weekend schedule, and per slot of each the
 * display group a section's displays show. Schedules offer the codes 20 (all day) and 255 (none),
 * display groups 253 (the section), 254 (all) and 255 (none). `lockedBy` names the active
 * interconnections that keep the schedules read-only (spec part 1 §4 editing locks, ADR 0015).
 */
export const sectionEntityFor = (lockedBy: readonly string[]) => {
  const isLocked = () => lockedBy.length > 0;
  return defineEntity({
    i18n: { ns: 'adminSystem', key: 'sections' },
    permissions: MANAGE_SYSTEM,
    documents: {
      list: SectionListDocument,
      get: SectionGetDocument,
      create: SectionCreateDocument,
      update: SectionUpdateDocument,
      delete: SectionDeleteDocument,
    },
    // The id only for the rule that a section is not connected to itself.
    toValues: (s: SectionFieldsFragment) => ({ ...valuesOf(DEFAULTS, s), ...FORM_ONLY, id: s.id as number | null }),
    defaults: { ...DEFAULTS, ...FORM_ONLY },
    columns: [
      { key: 'name', sortable: true },
      {
        key: 'weekday_schedule_id',
        render: (s) => <OptionLabel useOptions={useScheduleOptions} value={s.weekday_schedule_id} />,
      },
      {
        key: 'weekend_schedule_id',
        render: (s) => <OptionLabel useOptions={useScheduleOptions} value={s.weekend_schedule_id} />,
      },
      ITEM_STATE_COLUMN,
    ],
    sortsOnServer: true,
    rowLabel: (s) => s.name,
    fields: [
      { name: 'name', kind: 'bytes', maxBytes: NAME_MAX_BYTES, required: true, resetOnCopy: true },
      { name: 'connected_section_id', kind: 'select', useOptions: useSectionOptions, clearable: true },
      { name: 'is_hidden', kind: 'checkbox' },
      { name: 'allow_manual_call_closure', kind: 'checkbox' },
      {
        name: 'schedule_lock',
        kind: 'custom',
        visible: isLocked,
        render: ({ label }) => <ScheduleLockNotice label={label} names={lockedBy} />,
      },
      {
        name: 'weekday_schedule_id',
        kind: 'select',
        useOptions: useScheduleOptions,
        clearable: true,
        readOnly: isLocked,
      },
      {
        name: 'weekend_schedule_id',
        kind: 'select',
        useOptions: useScheduleOptions,
        clearable: true,
        readOnly: isLocked,
      },
      ...GROUP_FIELDS.map((name) => ({
        name,
        kind: 'select' as const,
        useOptions: useDisplayGroupOptions,
        clearable: true,
      })),
    ],
    toInput: ({ id: _id, schedule_lock: _lock, ...v }) => ({ ...v, name: v.name.trim() }),
    // The server's rules (sections.definition.ts); references are checked there.
    validate: (v, mode) => {
      const issues = new IssueList();
      configuratorName(v.name, issues);
      if (mode === 'edit') notEqual('connected_section_id', v.connected_section_id, v.id, issues);
      return issues.issues;
    },
  });
};

/** The declaration as lists and tests use it: nothing locked. */
export const sectionEntity = sectionEntityFor([]);

export const { List: SectionListPage } = entityScreens(sectionEntity);

/** The form of the `edit/:id?` route: the declaration with the section's schedule lock, once known. */
export function SectionForm() {
  const lockedBy = useScheduleLock();
  const entity = useMemo(() => (lockedBy.length > 0 ? sectionEntityFor(lockedBy) : sectionEntity), [lockedBy]);
  return <EntityFormModal entity={entity} />;
}
