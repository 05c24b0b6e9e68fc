import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callSources, displayGroups, flightProfiles, hubs, schedules, sections } from '../../db/schema/index';

/** No choices: a user without a usable system has no system context. */
export const NO_TREE_OPTIONS = {
  sections: [],
  call_sources: [],
  hubs: [],
  schedules: [],
  display_groups: [],
  flight_profiles: [],
};

/**
 * The choices of the node form's selects, readable with the tree permission alone: a technician who
 * edits devices may not administer sections, schedules or flight profiles, but must pick one. Items
 * whose deletion is staged are left out, as everywhere. Schedules come with their times, since the
 * form shows one display-group row per time.
 */
export async function treeOptions(db: DbOrTx, systemId: number) {
  const [sectionRows, sourceRows, hubRows, scheduleRows, groupRows, profileRows] = await Promise.all([
    db
      .select({ id: sections.id, name: sections.name })
      .from(sections)
      .where(and(eq(sections.system_id, systemId), ne(sections.item_state, 'deleted')))
      .orderBy(asc(sections.name), asc(sections.id)),
    db
      .select({ id: callSources.id, number: callSources.number, text: callSources.text })
      .from(callSources)
      .where(and(eq(callSources.system_id, systemId), ne(callSources.item_state, 'deleted')))
      .orderBy(asc(callSources.number), asc(callSources.id)),
    db
      .select({ id: hubs.id, name: hubs.name, type: hubs.type })
      .from(hubs)
      .where(and(eq(hubs.system_id, systemId), ne(hubs.item_state, 'deleted')))
      .orderBy(asc(hubs.name), asc(hubs.id)),
    db
      .select({
        id: schedules.id,
        name: schedules.name,
        time_1: schedules.time_1,
        time_2: schedules.time_2,
        time_3: schedules.time_3,
        time_4: schedules.time_4,
        time_5: schedules.time_5,
      })
      .from(schedules)
      .where(and(eq(schedules.system_id, systemId), ne(schedules.item_state, 'deleted')))
      .orderBy(asc(schedules.name), asc(schedules.id)),
    db
      .select({ id: displayGroups.id, name: displayGroups.name })
      .from(displayGroups)
      .where(and(eq(displayGroups.system_id, systemId), ne(displayGroups.item_state, 'deleted')))
      .orderBy(asc(displayGroups.name), asc(displayGroups.id)),
    // Console-only (ADR 0011): no item state, one system's rows.
    db
      .select({ id: flightProfiles.id, name: flightProfiles.name })
      .from(flightProfiles)
      .where(eq(flightProfiles.system_id, systemId))
      .orderBy(asc(flightProfiles.name), asc(flightProfiles.id)),
  ]);
  return {
    sections: sectionRows,
    call_sources: sourceRows,
    hubs: hubRows,
    schedules: scheduleRows,
    display_groups: groupRows,
    flight_profiles: profileRows,
  };
}
