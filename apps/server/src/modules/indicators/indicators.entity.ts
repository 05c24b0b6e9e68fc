import { notEqual, numberRule, required } from '@wardlight/domain';
import { callSources, callTypes, indicators } from '../../db/schema/index';
import { BYTE, DEVICE_NUMBER } from '../buttons/buttons.entity';
import { defineConsoleEntity } from '../console-entities/console-entity';

/** Indicators (spec part 1 §3): a light for call types of a call source; fn 1 soft permanent light, 255 none. */
export const indicatorEntity = defineConsoleEntity(indicators, {
  entity: 'indicator',
  names: { one: 'indicator', many: 'indicators', Singular: 'Indicator', Plural: 'Indicators' },
  fields: ['number', 'call_source_id', 'linked_call_source_id', 'call_type_ids', 'fn_a', 'fn_b'],
  search: ['number'],
  orderBy: 'number',
  sortable: ['call_type_ids', 'fn_a', 'fn_b'],
  unique: ['number'],
  async check(indicator, { issues, exists }) {
    if (required('number', indicator.number, issues)) numberRule('number', indicator.number, DEVICE_NUMBER, issues);
    for (const field of ['fn_a', 'fn_b'] as const) numberRule(field, indicator[field], BYTE, issues);
    await exists('call_source_id', callSources, [indicator.call_source_id]);
    await exists('linked_call_source_id', callSources, [indicator.linked_call_source_id]);
    notEqual('linked_call_source_id', indicator.linked_call_source_id, indicator.call_source_id, issues);
    const callTypeIds = [...new Set(indicator.call_type_ids ?? [])];
    await exists('call_type_ids', callTypes, callTypeIds);
    return { call_type_ids: callTypeIds };
  },
});
