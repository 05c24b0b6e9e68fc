import { notEqual } from '@wardlight/domain';
import { sections } from '../../db/schema/index';
import { defineConfigEntity } from '../config-edit/config-entity';
import { configuratorName } from '../config-edit/field-rules';
import { checkScheduleLock } from './interconnection-lock';

/** Sections (spec part 1 §3); their schedules and display groups are checked with every reference. */
export const sectionEntity = defineConfigEntity(sections, {
  kind: 'sections',
  entity: 'section',
  names: { one: 'section', many: 'sections', Singular: 'Section', Plural: 'Sections' },
  maxId: 250,
  search: ['name'],
  orderBy: 'name',
  unique: ['name'],
  async check(section, ctx) {
    configuratorName(section.name, ctx.issues);
    notEqual('connected_section_id', section.connected_section_id, section.id, ctx.issues);
    await checkScheduleLock(section, ctx);
  },
});
