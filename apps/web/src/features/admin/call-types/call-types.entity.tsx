import { ColorInput, ColorSwatch } from '@mantine/core';
import { filterDeviceText, IssueList, longText, numberRule, required } from '@wardlight/domain';
import {
  CallTypeCreateDocument,
  CallTypeDeleteDocument,
  type CallTypeFieldsFragment,
  CallTypeGetDocument,
  CallTypeListDocument,
  CallTypeUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { configuratorName, displayChar, NAME_MAX_BYTES, valuesOf } from '../config-edit/config-rules';
import { ITEM_STATE_COLUMN } from '../config-edit/ItemStateBadge';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';
import { useFlagOptions, useLedColorOptions, useUrgencyOptions } from './call-type-options';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const DEFAULTS = {
  name: '',
  text: '',
  char: '',
  color: '#228be6',
  flag: 'None',
  urgency: 'Normal',
  indication_type: 0,
  led_primary_color: 'red',
  led_secondary_color: 'off',
  fullscreen: false,
  hide_lower_priority: false,
  monitor_own_calls: false,
  normal_beep_every_15_seconds: false,
  permanent_display_area: false,
  // Spec part 1 §9: a call type without an order of its own sorts at 999.
  sort_order: 999,
};

/**
 * Call types (spec part 1 §3 "Call type"): what a call is, how urgent, how the devices and displays
 * show it. The order of calls on the displays is the sort modal's (`admin.calltypes.sort`).
 */
export const callTypeEntity = defineEntity({
  i18n: { ns: 'adminSystem', key: 'callTypes' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: CallTypeListDocument,
    get: CallTypeGetDocument,
    create: CallTypeCreateDocument,
    update: CallTypeUpdateDocument,
    delete: CallTypeDeleteDocument,
  },
  toValues: (c: CallTypeFieldsFragment) => valuesOf(DEFAULTS, c),
  defaults: DEFAULTS,

  columns: [
    { key: 'sort_order', sortable: true },
    { key: 'name', sortable: true },
    { key: 'text', sortable: true },
    { key: 'char' },
    { key: 'urgency', sortable: true },
    { key: 'flag', sortable: true },
    { key: 'color', render: (c) => <ColorSwatch color={c.color} size={18} /> },
    ITEM_STATE_COLUMN,
  ],
  sortsOnServer: true,
  rowLabel: (c) => c.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'text', kind: 'bytes', maxBytes: 19, hint: true },
    // Spec part 1 §5 text filter: a device display shows the code upper-case, as typed here.
    { name: 'char', kind: 'bytes', maxBytes: 1, filter: filterDeviceText },
    { name: 'urgency', kind: 'select', useOptions: useUrgencyOptions },
    { name: 'flag', kind: 'select', useOptions: useFlagOptions },
    {
      name: 'color',
      kind: 'custom',
      render: ({ value, onChange, readOnly, label, error }) => (
        // No eye dropper: Mantine's button for it has no accessible name (axe button-name, issue 14 item 9).
        <ColorInput
          format="hex"
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          label={label}
          error={error}
          withEyeDropper={false}
        />
      ),
    },
    { name: 'led_primary_color', kind: 'select', useOptions: useLedColorOptions },
    { name: 'led_secondary_color', kind: 'select', useOptions: useLedColorOptions },
    { name: 'indication_type', kind: 'number', min: 0, max: 255 },
    { name: 'sort_order', kind: 'number', min: 0, max: 999 },
    { name: 'fullscreen', kind: 'checkbox' },
    { name: 'hide_lower_priority', kind: 'checkbox' },
    { name: 'monitor_own_calls', kind: 'checkbox' },
    { name: 'normal_beep_every_15_seconds', kind: 'checkbox' },
    { name: 'permanent_display_area', kind: 'checkbox' },
  ],
  toInput: (v) => ({ ...v, name: v.name.trim(), text: v.text.trim() }),
  // The server's rules (call-types.definition.ts) that a form can check alone.
  validate: (v) => {
    const issues = new IssueList();
    configuratorName(v.name, issues);
    longText('text', v.text, issues);
    displayChar('char', v.char, issues);
    if (!HEX_COLOR.test(v.color)) issues.add('color', 'invalid_value');
    if (required('indication_type', v.indication_type, issues))
      numberRule('indication_type', v.indication_type, { min: 0, max: 255 }, issues);
    if (required('sort_order', v.sort_order, issues))
      numberRule('sort_order', v.sort_order, { min: 0, max: 999 }, issues);
    return issues.issues;
  },
});

export const { Form: CallTypeForm } = entityScreens(callTypeEntity);
