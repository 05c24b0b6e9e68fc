import { longText, numberRule } from '@wardlight/domain';
import { callTypes } from '../../db/schema/index';
import { defineConfigEntity } from '../config-edit/config-entity';
import { configuratorName, displayChar, hexColor, oneOf } from '../config-edit/field-rules';

const FLAGS = ['None', 'Presence', 'Defect'];
const URGENCIES = ['Normal', 'Urgent', 'Emergency'];
const LED_COLORS = ['off', 'red', 'green', 'yellow', 'blue', 'white'];

/** Call types (spec part 1 §3); at most 250, the configurator's id range. */
export const callTypeEntity = defineConfigEntity(callTypes, {
  kind: 'call_types',
  entity: 'call_type',
  names: { one: 'callType', many: 'callTypes', Singular: 'CallType', Plural: 'CallTypes' },
  maxId: 250,
  search: ['name', 'text'],
  orderBy: 'sort_order',
  sortable: ['name', 'text', 'urgency', 'flag'],
  unique: ['name'],
  // Spec part 1 §2: admin calltypes has a sort screen.
  sortField: 'sort_order',
  check(type, { issues }) {
    configuratorName(type.name, issues);
    // The text calls carry to the device displays.
    longText('text', type.text, issues);
    displayChar('char', type.char, issues);
    hexColor('color', type.color, issues);
    oneOf('flag', type.flag, FLAGS, issues);
    oneOf('urgency', type.urgency, URGENCIES, issues);
    oneOf('led_primary_color', type.led_primary_color, LED_COLORS, issues);
    oneOf('led_secondary_color', type.led_secondary_color, LED_COLORS, issues);
    numberRule('indication_type', type.indication_type, { min: 0, max: 255 }, issues);
    numberRule('sort_order', type.sort_order, { min: 0, max: 999 }, issues);
  },
});
