import { IssueList, notEqual, numberRule, required } from '@wardlight/domain';
import {
  IndicatorCreateDocument,
  IndicatorDeleteDocument,
  type IndicatorFieldsFragment,
  IndicatorGetDocument,
  IndicatorListDocument,
  IndicatorUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { BYTE, DEVICE_NUMBER, useCallSourceOptions } from '../buttons/device-options';
import { OptionLabel, useCallTypeOptions } from '../config-edit/config-options';
import { valuesOf } from '../config-edit/config-rules';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';

/** Function code 255: no light (the default); 1 is a soft permanent light. */
const FN_NONE = 255;

const DEFAULTS = {
  number: null as number | null,
  call_source_id: null as number | null,
  linked_call_source_id: null as number | null,
  call_type_ids: [] as number[],
  fn_a: FN_NONE as number | null,
  fn_b: FN_NONE as number | null,
};

/**
 * Indicators (spec part 1 §3 "Indicator"): a light for call types of a call source, optionally
 * linked to a second call source; functions a and b 0–255 (1 soft permanent light, 255 none).
 */
export const indicatorEntity = defineEntity({
  i18n: { ns: 'adminDevices', key: 'indicators' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: IndicatorListDocument,
    get: IndicatorGetDocument,
    create: IndicatorCreateDocument,
    update: IndicatorUpdateDocument,
    delete: IndicatorDeleteDocument,
  },
  toValues: (i: IndicatorFieldsFragment) => ({ ...valuesOf(DEFAULTS, i), call_type_ids: [...i.call_type_ids] }),
  defaults: DEFAULTS,
  columns: [
    { key: 'number', sortable: true },
    {
      key: 'call_source_id',
      render: (i) => <OptionLabel useOptions={useCallSourceOptions} value={i.call_source_id} />,
    },
    { key: 'call_type_ids', render: (i) => i.call_type_ids.length, sortable: true },
    { key: 'fn_a', sortable: true },
    { key: 'fn_b', sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (i) => String(i.number),
  fields: [
    {
      name: 'number',
      kind: 'number',
      min: DEVICE_NUMBER.min,
      max: DEVICE_NUMBER.max,
      required: true,
      resetOnCopy: true,
    },
    { name: 'call_source_id', kind: 'select', useOptions: useCallSourceOptions, clearable: true },
    { name: 'linked_call_source_id', kind: 'select', useOptions: useCallSourceOptions, clearable: true },
    { name: 'call_type_ids', kind: 'multiselect', useOptions: useCallTypeOptions },
    { name: 'fn_a', kind: 'number', min: BYTE.min, max: BYTE.max, hint: true },
    { name: 'fn_b', kind: 'number', min: BYTE.min, max: BYTE.max, hint: true },
  ],
  // An emptied function field means "none", as the server's default.
  toInput: (v) => ({ ...v, fn_a: v.fn_a ?? FN_NONE, fn_b: v.fn_b ?? FN_NONE }),
  // The server's rules (indicators.entity.ts); the references are checked there.
  validate: (v) => {
    const issues = new IssueList();
    if (required('number', v.number, issues)) numberRule('number', v.number, DEVICE_NUMBER, issues);
    numberRule('fn_a', v.fn_a, BYTE, issues);
    numberRule('fn_b', v.fn_b, BYTE, issues);
    notEqual('linked_call_source_id', v.linked_call_source_id, v.call_source_id, issues);
    return issues.issues;
  },
});

export const { List: IndicatorListPage, Form: IndicatorForm } = entityScreens(indicatorEntity);
