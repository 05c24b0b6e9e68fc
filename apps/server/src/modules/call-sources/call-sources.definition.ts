import { longText, numberRule, required } from '@wardlight/domain';
import { callSources } from '../../db/schema/index';
import { defineConfigEntity } from '../config-edit/config-entity';
import { displayChar } from '../config-edit/field-rules';

/** Call sources (spec part 1 §3): the number devices report, its text and one-character code. */
export const callSourceEntity = defineConfigEntity(callSources, {
  kind: 'call_sources',
  entity: 'call_source',
  names: { one: 'callSource', many: 'callSources', Singular: 'CallSource', Plural: 'CallSources' },
  maxId: 250,
  search: ['text', 'number'],
  orderBy: 'number',
  unique: ['number'],
  check(source, { issues }) {
    if (required('number', source.number, issues)) numberRule('number', source.number, { min: 0, max: 999 }, issues);
    longText('text', source.text, issues);
    displayChar('char', source.char, issues);
  },
});
