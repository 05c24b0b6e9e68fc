import { IssueList, numberRule, required } from '@wardlight/domain';
import {
  ButtonCreateDocument,
  ButtonDeleteDocument,
  type ButtonFieldsFragment,
  ButtonGetDocument,
  ButtonListDocument,
  ButtonUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { OptionLabel, useCallTypeOptions } from '../config-edit/config-options';
import { valuesOf } from '../config-edit/config-rules';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';
import { BYTE, DEVICE_NUMBER, useCallSourceOptions, useStoredDisplayGroupOptions } from './device-options';

const DEFAULTS = {
  number: null as number | null,
  type: '',
  call_source_id: null as number | null,
  call_type_id: null as number | null,
  call_type_presence_id: null as number | null,
  display_group_id: null as number | null,
  fn_a: null as number | null,
  fn_b: null as number | null,
  fn_c: null as number | null,
};

const FUNCTIONS = ['fn_a', 'fn_b', 'fn_c'] as const;

/**
 * Buttons (spec part 1 §3 "Button"): what pressing one raises — a call of a call type for a call
 * source, a presence, a display group — and the hardware's functions a–c. Numbers are unique.
 */
export const buttonEntity = defineEntity({
  i18n: { ns: 'adminDevices', key: 'buttons' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: ButtonListDocument,
    get: ButtonGetDocument,
    create: ButtonCreateDocument,
    update: ButtonUpdateDocument,
    delete: ButtonDeleteDocument,
  },
  toValues: (b: ButtonFieldsFragment) => valuesOf(DEFAULTS, b),
  defaults: DEFAULTS,
  columns: [
    { key: 'number', sortable: true },
    { key: 'type', sortable: true },
    {
      key: 'call_source_id',
      render: (b) => <OptionLabel useOptions={useCallSourceOptions} value={b.call_source_id} />,
    },
    {
      key: 'call_type_id',
      render: (b) => <OptionLabel useOptions={useCallTypeOptions} value={b.call_type_id} />,
    },
  ],
  sortsOnServer: true,
  rowLabel: (b) => String(b.number),
  fields: [
    {
      name: 'number',
      kind: 'number',
      min: DEVICE_NUMBER.min,
      max: DEVICE_NUMBER.max,
      required: true,
      resetOnCopy: true,
    },
    { name: 'type', kind: 'text' },
    { name: 'call_source_id', kind: 'select', useOptions: useCallSourceOptions, clearable: true },
    { name: 'call_type_id', kind: 'select', useOptions: useCallTypeOptions, clearable: true },
    { name: 'call_type_presence_id', kind: 'select', useOptions: useCallTypeOptions, clearable: true },
    { name: 'display_group_id', kind: 'select', useOptions: useStoredDisplayGroupOptions, clearable: true },
    ...FUNCTIONS.map((name) => ({ name, kind: 'number' as const, min: BYTE.min, max: BYTE.max })),
  ],
  toInput: (v) => ({ ...v, type: v.type.trim() }),
  // The server's rules (buttons.entity.ts); the references are checked there.
  validate: (v) => {
    const issues = new IssueList();
    if (required('number', v.number, issues)) numberRule('number', v.number, DEVICE_NUMBER, issues);
    for (const field of FUNCTIONS) numberRule(field, v[field], BYTE, issues);
    return issues.issues;
  },
});

export const { List: ButtonListPage, Form: ButtonForm } = entityScreens(buttonEntity);
