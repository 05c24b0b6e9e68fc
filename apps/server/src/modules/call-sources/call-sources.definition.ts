import { longText, numberRule, required } from '@wardlight/domain';
import { callSources } from '../../db/schema/index';
import { defineConfigEntity } from '../config-edit/config-entity';
import { displayChar } from '../config-edit/field-rules';
import { readGlobalSettings } from '../settings/global-settings.repository';

/** Call sources (spec part 1 §3): the number devices report, its text and one-character code. */
export const callSourceEntity = defineConfigEntity(callSources, {
  kind: 'call_sources',
  entity: 'call_source',
  names: { one: 'callSource', many: 'callSources', Singular: 'CallSource', Plural: 'CallSources' },
  maxId: 250,
  search: ['text', 'number'],
  orderBy: 'number',
  sortable: ['text'],
  unique: ['number'],
  async check(source, { issues, db }) {
    if (required('number', source.number, issues)) numberRule('number', source.number, { min: 0, max: 999 }, issues);
    // Displays and the call log name a call by its source's text; a home may choose to do without
    // (global setting allow_empty_call_source_names, spec part 1 §3).
    const { allow_empty_call_source_names: mayBeEmpty } = await readGlobalSettings(db);
    if (mayBeEmpty || required('text', source.text, issues)) longText('text', source.text, issues);
    displayChar('char', source.char, issues);
  },
});
