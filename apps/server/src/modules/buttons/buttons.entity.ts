import { numberRule, required } from '@wardlight/domain';
import { buttons, callSources, callTypes, displayGroups } from '../../db/schema/index';
import { defineConsoleEntity } from '../console-entities/console-entity';

/** Button numbers and function codes are single bytes on the hardware. */
export const BYTE = { min: 0, max: 255 };
export const DEVICE_NUMBER = { min: 1, max: 255 };

/** Buttons (spec part 1 §3): what pressing one raises; the numbers and functions are the hardware's. */
export const buttonEntity = defineConsoleEntity(buttons, {
  entity: 'button',
  names: { one: 'button', many: 'buttons', Singular: 'Button', Plural: 'Buttons' },
  fields: [
    'number',
    'type',
    'call_source_id',
    'call_type_id',
    'call_type_presence_id',
    'display_group_id',
    'fn_a',
    'fn_b',
    'fn_c',
  ],
  search: ['number', 'type'],
  orderBy: 'number',
  sortable: ['type'],
  unique: ['number'],
  async check(button, { issues, exists }) {
    if (required('number', button.number, issues)) numberRule('number', button.number, DEVICE_NUMBER, issues);
    for (const field of ['fn_a', 'fn_b', 'fn_c'] as const) numberRule(field, button[field], BYTE, issues);
    await exists('call_source_id', callSources, [button.call_source_id]);
    await exists('call_type_id', callTypes, [button.call_type_id]);
    await exists('call_type_presence_id', callTypes, [button.call_type_presence_id]);
    await exists('display_group_id', displayGroups, [button.display_group_id]);
    return { type: button.type?.trim() ?? '' };
  },
});
