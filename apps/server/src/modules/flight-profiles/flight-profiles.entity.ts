import { CHECKPOINT_NUMBER } from '@wardlight/domain';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { flightProfiles, systemTreeNodes } from '../../db/schema/index';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName, numberList } from '../console-entities/rules';

/**
 * Flight profiles (spec part 1 §3): the checkpoints a resident wearing a tag may not pass. Tree nodes
 * point at them (flight_profile_id), so one in use cannot be deleted.
 */
export const flightProfileEntity = defineConsoleEntity(flightProfiles, {
  entity: 'flight_profile',
  names: { one: 'flightProfile', many: 'flightProfiles', Singular: 'FlightProfile', Plural: 'FlightProfiles' },
  fields: ['name', 'checkpoints'],
  search: ['name'],
  orderBy: 'name',
  sortable: ['checkpoints'],
  unique: ['name'],
  check(profile, { issues }) {
    return {
      name: consoleName(profile.name, issues),
      checkpoints: numberList('checkpoints', profile.checkpoints, CHECKPOINT_NUMBER, issues),
    };
  },
  async usesOf(tx, systemId, ids) {
    const rows = await tx
      .select({ id: systemTreeNodes.flight_profile_id, n: count() })
      .from(systemTreeNodes)
      .where(
        and(
          eq(systemTreeNodes.system_id, systemId),
          inArray(systemTreeNodes.flight_profile_id, [...ids]),
          ne(systemTreeNodes.item_state, 'deleted'),
        ),
      )
      .groupBy(systemTreeNodes.flight_profile_id);
    return new Map(rows.map((r) => [Number(r.id), r.n]));
  },
});
