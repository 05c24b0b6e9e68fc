import { CHECKPOINT_NUMBER } from '@wardlight/domain';
import { escapeProfiles } from '../../db/schema/index';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName, numberList } from '../console-entities/rules';

/** Escape profiles (spec part 1 §3): the rule set of forbidden checkpoints, by checkpoint number. */
export const escapeProfileEntity = defineConsoleEntity(escapeProfiles, {
  entity: 'escape_profile',
  names: { one: 'escapeProfile', many: 'escapeProfiles', Singular: 'EscapeProfile', Plural: 'EscapeProfiles' },
  fields: ['name', 'rule_set'],
  search: ['name'],
  orderBy: 'name',
  sortable: ['rule_set'],
  unique: ['name'],
  check(profile, { issues }) {
    return {
      name: consoleName(profile.name, issues),
      rule_set: numberList('rule_set', profile.rule_set, CHECKPOINT_NUMBER, issues),
    };
  },
});
