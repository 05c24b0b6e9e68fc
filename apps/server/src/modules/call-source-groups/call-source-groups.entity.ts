import { numberRule } from '@wardlight/domain';
import { arrayOverlaps } from 'drizzle-orm';
import { callSourceGroups, callSources, roles, users } from '../../db/schema/index';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName } from '../console-entities/rules';

/** A day at most: a notification restriction that times out later would never lapse in practice. */
export const GROUP_TIMEOUT_MINUTES = { min: 0, max: 1440 };

/** Call source groups (spec part 1 §3): call sources by which roles and users restrict notifications. */
export const callSourceGroupEntity = defineConsoleEntity(callSourceGroups, {
  entity: 'call_source_group',
  names: {
    one: 'callSourceGroup',
    many: 'callSourceGroups',
    Singular: 'CallSourceGroup',
    Plural: 'CallSourceGroups',
  },
  fields: ['name', 'call_source_ids', 'timeout_minutes'],
  search: ['name'],
  orderBy: 'name',
  sortable: ['call_source_ids', 'timeout_minutes'],
  unique: ['name'],
  async check(group, { issues, exists }) {
    const ids = [...new Set(group.call_source_ids ?? [])];
    await exists('call_source_ids', callSources, ids);
    numberRule('timeout_minutes', group.timeout_minutes, GROUP_TIMEOUT_MINUTES, issues);
    return { name: consoleName(group.name, issues), call_source_ids: ids };
  },
  // Roles and users restrict their notifications by these groups; a group still named there stays.
  async usesOf(tx, _systemId, ids) {
    const wanted = [...ids];
    const [byRoles, byUsers] = await Promise.all([
      tx
        .select({ ids: roles.call_source_group_ids })
        .from(roles)
        .where(arrayOverlaps(roles.call_source_group_ids, wanted)),
      tx
        .select({ ids: users.call_source_group_ids })
        .from(users)
        .where(arrayOverlaps(users.call_source_group_ids, wanted)),
    ]);
    const uses = new Map<number, number>();
    for (const row of [...byRoles, ...byUsers])
      for (const id of row.ids) if (ids.includes(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
    return uses;
  },
});
