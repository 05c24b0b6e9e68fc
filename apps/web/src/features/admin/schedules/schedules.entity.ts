import { checkScheduleTimes, IssueList, numberRule } from '@wardlight/domain';
import {
  ScheduleCreateDocument,
  ScheduleDeleteDocument,
  type ScheduleFieldsFragment,
  ScheduleGetDocument,
  ScheduleListDocument,
  ScheduleUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { configuratorName, NAME_MAX_BYTES, orNull } from '../config-edit/config-rules';
import { ITEM_STATE_COLUMN } from '../config-edit/ItemStateBadge';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';

const TIMES = ['time_1', 'time_2', 'time_3', 'time_4', 'time_5'] as const;
const timesOf = (s: Pick<ScheduleFieldsFragment, (typeof TIMES)[number]>) => TIMES.map((field) => s[field]);

/**
 * Schedules (spec part 1 §3, §5): two to five ascending HH:mm times that split the day into slots
 * a section shows different display groups in. The interval stays in this console.
 */
export const scheduleEntity = defineEntity({
  i18n: { ns: 'adminSystem', key: 'schedules' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: ScheduleListDocument,
    get: ScheduleGetDocument,
    create: ScheduleCreateDocument,
    update: ScheduleUpdateDocument,
    delete: ScheduleDeleteDocument,
  },
  toValues: (s: ScheduleFieldsFragment) => ({
    name: s.name,
    time_1: s.time_1 ?? '',
    time_2: s.time_2 ?? '',
    time_3: s.time_3 ?? '',
    time_4: s.time_4 ?? '',
    time_5: s.time_5 ?? '',
    interval: s.interval,
  }),
  defaults: { name: '', time_1: '', time_2: '', time_3: '', time_4: '', time_5: '', interval: null },
  columns: [
    { key: 'name', sortable: true },
    { key: 'time_1', render: (s) => timesOf(s).filter(Boolean).join(' · ') },
    { key: 'interval', sortable: true },
    ITEM_STATE_COLUMN,
  ],
  sortsOnServer: true,
  rowLabel: (s) => s.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'time_1', kind: 'text', required: true, hint: true },
    { name: 'time_2', kind: 'text', required: true },
    { name: 'time_3', kind: 'text' },
    { name: 'time_4', kind: 'text' },
    { name: 'time_5', kind: 'text' },
    { name: 'interval', kind: 'number', min: 0 },
  ],
  // An empty time is sent as null, which clears it on the server.
  toInput: (v) => ({
    name: v.name.trim(),
    ...Object.fromEntries(TIMES.map((field) => [field, orNull(v[field])])),
    interval: v.interval,
  }),
  // The same rules the server runs (schedules.definition.ts), times with the domain's checkScheduleTimes.
  validate: (v) => {
    const issues = new IssueList();
    configuratorName(v.name, issues);
    checkScheduleTimes(timesOf(v), issues);
    numberRule('interval', v.interval, { min: 0 }, issues);
    return issues.issues;
  },
});

export const { List: ScheduleListPage, Form: ScheduleForm } = entityScreens(scheduleEntity);
