import { and, asc, eq, ne } from 'drizzle-orm';
import type { CrudActor } from '../../crud/crud';
import type { Db } from '../../db/client';
import { displayGroups, sections } from '../../db/schema/index';
import type { ConfigEdit } from '../config-edit/config-edit.service';
import type { ConfigEntity } from '../config-edit/config-entity';
import { sectionEntity } from '../sections/sections.definition';

/**
 * A section as the display group overrides write it: the section's own declaration and rules, plus
 * the two console-only override columns. The configurator never sees them, so a switch is stored with
 * its audit entries and announced like any section change, but leaves the item in sync.
 */
const sectionOverrideEntity: ConfigEntity = {
  ...sectionEntity,
  localFields: [...sectionEntity.localFields, 'has_display_group_override', 'active_display_group_override_id'],
  async check(candidate, ctx) {
    await sectionEntity.check(candidate, ctx);
    const groupId = candidate.active_display_group_override_id;
    if (typeof groupId === 'number' && !(await ctx.ids('display_groups')).has(groupId))
      ctx.issues.add('active_display_group_override_id', 'missing_relation', {
        related_kind: 'display_groups',
        related_id: groupId,
      });
  },
};

const overrideColumns = {
  id: sections.id,
  name: sections.name,
  has_display_group_override: sections.has_display_group_override,
  active_display_group_override_id: sections.active_display_group_override_id,
  item_state: sections.item_state,
};

/**
 * Display group overrides (spec part 1 §2, `/tree/displaygroupoverrides`): per section, whether a
 * display group overrides its schedule's display groups and which one. Readable with the override
 * permission alone, so the display groups to choose from come with the list.
 */
export function createDisplayGroupOverrides(deps: { db: Db; configEdit: ConfigEdit }) {
  const { db } = deps;
  return {
    async list(systemId: number) {
      const [sectionRows, groupRows] = await Promise.all([
        db
          .select(overrideColumns)
          .from(sections)
          .where(and(eq(sections.system_id, systemId), ne(sections.item_state, 'deleted')))
          .orderBy(asc(sections.name), asc(sections.id)),
        db
          .select({ id: displayGroups.id, name: displayGroups.name })
          .from(displayGroups)
          .where(and(eq(displayGroups.system_id, systemId), ne(displayGroups.item_state, 'deleted')))
          .orderBy(asc(displayGroups.name), asc(displayGroups.id)),
      ]);
      return { sections: sectionRows, display_groups: groupRows };
    },

    /** Switches the section's active override to `groupId`, or off with null. */
    async set(actor: CrudActor, systemId: number, sectionId: number, groupId: number | null) {
      const row = await deps.configEdit.bind(sectionOverrideEntity, systemId).update(actor, sectionId, {
        has_display_group_override: groupId !== null,
        active_display_group_override_id: groupId,
      });
      return {
        id: row.id,
        name: String(row.name),
        has_display_group_override: row.has_display_group_override === true,
        active_display_group_override_id: (row.active_display_group_override_id as number | null) ?? null,
        item_state: row.item_state,
      };
    },
  };
}
