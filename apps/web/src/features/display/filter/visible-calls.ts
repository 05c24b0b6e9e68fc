import {
  buildCallFilter,
  type CallFilter,
  type CallFilterRelations,
  sortCalls,
  splitPresences,
  wallClockInZone,
  wallClockOf,
} from '@wardlight/domain';
import type { DisplayCall } from '../calls/calls-feed';
import type { DisplayConfig } from '../config/display-config';

/** Relations not (yet) known: no display-group filter, so sections apply and defects stay hidden. */
const NO_RELATIONS: CallFilterRelations = {
  schedules: [],
  displayGroups: [],
  callTypes: [],
  weekend_start: 0,
  weekend_stop: 0,
};

/** Which calls the display admits now, per system (each has its own display-group setting and relations). */
export function displayFilter(
  relations: ReadonlyMap<number, CallFilterRelations | null>,
  config: DisplayConfig,
  now: Date,
): (call: DisplayCall) => boolean {
  const filters = new Map<number, CallFilter>();
  const filterOf = (systemId: number): CallFilter => {
    let filter = filters.get(systemId);
    if (!filter) {
      // The home's wall clock (its system's zone), not the kiosk's: a kiosk set to the wrong zone must not
      // apply another schedule slot or weekend and hide a ward's calls (issue 14).
      const zone = relations.get(systemId)?.time_zone;
      const clock = zone ? wallClockInZone(now, zone) : wallClockOf(now);
      filter = buildCallFilter({
        setting: config.displayGroupConfig[systemId] ?? null,
        relations: relations.get(systemId) ?? NO_RELATIONS,
        sections: config.sections,
        ignoreSectionsTime: config.ignoreSectionsTime,
        ignoreSectionsFilterForCallTypes: config.ignoreSectionsFilterForCallTypes,
        clock,
      });
      filters.set(systemId, filter);
    }
    return filter;
  };
  return (call) => filterOf(call.system_id)(call);
}

/**
 * What the wall shows: the admitted calls of every system in one order (spec part 2 §4), split into
 * the call grid and the presences column (empty when the profile hides presences).
 */
export function visibleCalls(
  calls: readonly DisplayCall[],
  admits: (call: DisplayCall) => boolean,
  config: DisplayConfig,
  now: Date,
) {
  const split = splitPresences(sortCalls(calls.filter(admits), now));
  return config.showPresences ? split : { calls: split.calls, presences: [] };
}
