import type { WallClock } from '../display/clock';
import { type PhoneRoutingConfig, routeCall } from './routing';

/** A section and the call types that would reach no phone there right now. */
export interface UncoveredSection {
  section_id: number;
  /** Every call type that would ring nobody; all of them: the section is uncovered. */
  call_type_ids: number[];
  uncovered: 'all' | 'some';
}

/** The call types routing is asked about: the system's calls to answer (presences ring nobody by design). */
export interface CoverageCallType {
  id: number;
  flag: string;
  urgency: string;
}

/**
 * The coverage check (issue 13, ADR 0031): for each section, which call types would ring no phone if
 * pressed now — schedules, connections, groups, display groups and who is reachable all considered,
 * because it asks routing itself. A call at the section's level (no device) stands for the section:
 * node priorities only order the tiers, they never leave a section's call without one. Defects count
 * only where a group's display groups take that type; presences never.
 */
export function uncoveredSections(
  sectionIds: readonly number[],
  callTypes: readonly CoverageCallType[],
  config: PhoneRoutingConfig,
  clock: WallClock,
): UncoveredSection[] {
  // A defect type counts where a group's display groups take it at all: nobody is meant to get the others.
  const wanted = new Set(
    config.groups
      .flatMap((g) => g.display_group_ids)
      .flatMap((id) => config.displayGroups.find((d) => d.id === id)?.connections ?? [])
      .map((c) => c.call_type_id),
  );
  const relevant = callTypes.filter((t) => t.flag !== 'Presence' && (t.flag !== 'Defect' || wanted.has(t.id)));
  const out: UncoveredSection[] = [];
  for (const section of sectionIds) {
    const silent = relevant
      .filter((type) => {
        const call = {
          section_id: section,
          node_path: [],
          call_type_id: type.id,
          flag: type.flag,
          urgency: type.urgency,
        };
        return routeCall(call, config, clock).tiers.length === 0;
      })
      .map((t) => t.id);
    if (silent.length === 0) continue;
    // A defect nobody takes is not a gap in the care: it is counted, but only nursing calls make a section "all".
    const nursing = relevant.filter((t) => t.flag !== 'Defect').map((t) => t.id);
    const all = nursing.length > 0 && nursing.every((id) => silent.includes(id));
    out.push({ section_id: section, call_type_ids: silent, uncovered: all ? 'all' : 'some' });
  }
  return out;
}
