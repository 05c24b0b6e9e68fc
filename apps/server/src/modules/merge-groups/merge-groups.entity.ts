import { mergeGroups, sections } from '../../db/schema/index';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName } from '../console-entities/rules';

/** Merge groups, the interconnections of the tree (spec part 1 §3): sections whose calls are merged. */
export const mergeGroupEntity = defineConsoleEntity(mergeGroups, {
  entity: 'merge_group',
  names: { one: 'mergeGroup', many: 'mergeGroups', Singular: 'MergeGroup', Plural: 'MergeGroups' },
  fields: ['name', 'rule_set'],
  search: ['name'],
  orderBy: 'name',
  unique: ['name'],
  async check(group, { issues, exists }) {
    const ruleSet = [...new Set(group.rule_set ?? [])];
    await exists('rule_set', sections, ruleSet);
    return { name: consoleName(group.name, issues), rule_set: ruleSet };
  },
});
