import { IssueList, notEqual } from '@wardlight/domain';
import {
  SectionCreateDocument,
  SectionDeleteDocument,
  type SectionFieldsFragment,
  SectionGetDocument,
  SectionListDocument,
  SectionUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
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

/**
 * Sections (spec part 1 §3 "Section"): a weekday and a weekend schedule, and per slot of each the
 * display group a section's displays show. Schedules offer the codes 20 (all day) and 255 (none),
 * display groups 253 (the section), 254 (all) and 255 (none).
 */
export const sectionEntity = defineEntity({
  i18n: { ns: 'adminSystem', key: 'sections' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: SectionListDocument,
    get: SectionGetDocument,
    create: SectionCreateDocument,
    update: SectionUpdateDocument,
    delete: SectionDeleteDocument,
  },
  // The id only for the rule that a section is not connected to itself; it is never sent.
  toValues: (s: SectionFieldsFragment) => ({ ...valuesOf(DEFAULTS, s), id: s.id as number | null }),
  defaults: { ...DEFAULTS, id: null },
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
  rowLabel: (s) => s.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'connected_section_id', kind: 'select', useOptions: useSectionOptions, clearable: true },
    { name: 'is_hidden', kind: 'checkbox' },
    { name: 'allow_manual_call_closure', kind: 'checkbox' },
    { name: 'weekday_schedule_id', kind: 'select', useOptions: useScheduleOptions, clearable: true },
    { name: 'weekend_schedule_id', kind: 'select', useOptions: useScheduleOptions, clearable: true },
    ...GROUP_FIELDS.map((name) => ({
      name,
      kind: 'select' as const,
      useOptions: useDisplayGroupOptions,
      clearable: true,
    })),
  ],
  toInput: ({ id: _id, ...v }) => ({ ...v, name: v.name.trim() }),
  // The server's rules (sections.definition.ts); references are checked there.
  validate: (v, mode) => {
    const issues = new IssueList();
    configuratorName(v.name, issues);
    if (mode === 'edit') notEqual('connected_section_id', v.connected_section_id, v.id, issues);
    return issues.issues;
  },
});

export const { List: SectionListPage, Form: SectionForm } = entityScreens(sectionEntity);
