import { urgencyRank } from './call-order';
import { isInWrappingWindow, MINUTES_PER_DAY, minuteOfDay, type WallClock } from './clock';
import {
  activeDisplayGroupIds,
  type DisplayGroupLike,
  type DisplayGroupRelations,
  type DisplayGroupSetting,
} from './display-groups';
import { DEFECT_FLAG, PRESENCE_FLAG } from './presence';

export interface CallTypeLike {
  id: number;
  flag: string;
  urgency: string;
}

/** callDisplayRelations of one system. */
export interface CallFilterRelations extends DisplayGroupRelations {
  callTypes: ReadonlyArray<CallTypeLike>;
  /** The system's IANA time zone, whose wall clock the slots and windows follow; absent: the device's own. */
  time_zone?: string | null;
}

/** What filtering needs of a call; the web passes its generated Call type. */
export interface FilterableCall {
  call_type_id: number;
  section_id?: number | null;
  call_type?: { flag: string } | null;
}

/** The display configuration of one system (spec part 2 §3 Display configuration). */
export interface CallFilterInput {
  setting: DisplayGroupSetting | null | undefined;
  relations: CallFilterRelations;
  /** The `sections` parameter: only these sections; empty or missing = every section. */
  sections?: readonly number[];
  /** 'HH:mm' window in which the sections filter does not apply; start > end wraps midnight. */
  ignoreSectionsTime?: { start: string; end: string } | null;
  /** Call types that pass the sections filter from any section. */
  ignoreSectionsFilterForCallTypes?: readonly number[];
  clock: WallClock;
}

export type CallFilter = (call: FilterableCall) => boolean;

/** Which calls of one system the display shows now (spec part 2 §4 Display-group filtering, ADR 0008). */
export function buildCallFilter(input: CallFilterInput): CallFilter {
  const selection = activeDisplayGroupIds(input.setting, input.relations, input.clock);
  switch (selection.kind) {
    case 'all':
      return () => true;
    case 'section':
      return sectionsFilter(input);
    case 'groups':
      return groupsFilter(
        input.relations.displayGroups.filter((g) => selection.ids.includes(g.id)),
        input.relations.callTypes,
      );
    case 'none': {
      // Defects are for technicians; a display that nobody narrowed down stays for care staff.
      const inSections = sectionsFilter(input);
      const flags = new Map(input.relations.callTypes.map((t) => [t.id, t.flag]));
      return (call) => (call.call_type?.flag ?? flags.get(call.call_type_id)) !== DEFECT_FLAG && inSections(call);
    }
  }
}

function sectionsFilter(input: CallFilterInput): CallFilter {
  const sections = new Set(input.sections ?? []);
  if (sections.size === 0 || isInIgnoreWindow(input.ignoreSectionsTime, input.clock)) return () => true;
  const exempt = new Set(input.ignoreSectionsFilterForCallTypes ?? []);
  return (call) => exempt.has(call.call_type_id) || (call.section_id != null && sections.has(call.section_id));
}

/** [start, end) in minutes of the day; an unreadable time leaves the sections filter on. */
function isInIgnoreWindow(window: CallFilterInput['ignoreSectionsTime'], clock: WallClock): boolean {
  const start = minuteOfDay(window?.start);
  const end = minuteOfDay(window?.end);
  return start !== null && end !== null && isInWrappingWindow(clock.minutes, start, end, MINUTES_PER_DAY);
}

/**
 * A group admits the (section, call type) pairs of its connections. Presences are added to every
 * connected section so staff see where colleagues are, unless the section shows only urgent or
 * emergency calls: such an escalation display would only be cluttered by them (ADR 0008).
 */
function groupsFilter(groups: ReadonlyArray<DisplayGroupLike>, callTypes: ReadonlyArray<CallTypeLike>): CallFilter {
  const admitted = new Map<number, Set<number>>();
  for (const { section_id, call_type_id } of groups.flatMap((g) => g.connections)) {
    const types = admitted.get(section_id) ?? new Set<number>();
    admitted.set(section_id, types.add(call_type_id));
  }
  const urgent = new Set(callTypes.filter((t) => urgencyRank(t.urgency) > 0).map((t) => t.id));
  const presences = callTypes.filter((t) => t.flag === PRESENCE_FLAG).map((t) => t.id);
  for (const types of admitted.values()) {
    if (![...types].every((id) => urgent.has(id))) for (const id of presences) types.add(id);
  }
  return (call) => call.section_id != null && (admitted.get(call.section_id)?.has(call.call_type_id) ?? false);
}
