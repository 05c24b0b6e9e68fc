import type { WallClock } from './clock';
import { SPECIAL_CODES } from './codes';
import { type ScheduleTimes, scheduleSlot, scheduleTimes } from './schedule';
import { isWeekend } from './weekend';

type Period = 'weekday' | 'weekend';
type Slot = 1 | 2 | 3 | 4 | 5;

/** One system's part of a display profile (spec part 2 §3 Profile system setting), structurally. */
export type DisplayGroupSetting = Readonly<
  Record<`${Period}_schedule_id` | `${Period}_display_group_${Slot}_id`, number>
>;

export interface DisplayGroupConnectionLike {
  section_id: number;
  call_type_id: number;
}

export interface DisplayGroupLike {
  id: number;
  connections: ReadonlyArray<DisplayGroupConnectionLike>;
}

/** The parts of callDisplayRelations that choose the display group. */
export interface DisplayGroupRelations {
  schedules: ReadonlyArray<ScheduleTimes>;
  displayGroups: ReadonlyArray<DisplayGroupLike>;
  weekend_start: number;
  weekend_stop: number;
}

/**
 * What the display-group setting of one system says right now (ADR 0008):
 * - `none`: no display-group filter (no setting, schedule or group 255, or a stale id); the sections
 *   filter applies and defects are hidden;
 * - `all` (254): every call, defects included, whatever the sections parameter says;
 * - `section` (253): the display's own sections, i.e. the sections filter, defects included;
 * - `groups`: the calls the named display groups connect (always existing ids).
 */
export type DisplayGroupSelection =
  | { kind: 'none' }
  | { kind: 'all' }
  | { kind: 'section' }
  | { kind: 'groups'; ids: readonly number[] };

const NONE: DisplayGroupSelection = { kind: 'none' };

export function activeDisplayGroupIds(
  setting: DisplayGroupSetting | null | undefined,
  relations: DisplayGroupRelations,
  clock: WallClock,
): DisplayGroupSelection {
  if (!setting) return NONE;
  const period: Period = isWeekend(clock, relations.weekend_start, relations.weekend_stop) ? 'weekend' : 'weekday';
  const slot = activeSlot(setting[`${period}_schedule_id`], relations.schedules, clock);
  if (slot === null) return NONE;
  return selectionOf(setting[`${period}_display_group_${slot}_id`], relations.displayGroups);
}

/** 1–5, or null when the schedule selects nothing now. */
function activeSlot(scheduleId: number, schedules: ReadonlyArray<ScheduleTimes>, clock: WallClock): Slot | null {
  if (scheduleId === SPECIAL_CODES.allDay) return 1;
  // A schedule deleted on the configurator reads as none: the display keeps showing calls.
  const schedule = schedules.find((s) => s.id === scheduleId);
  const index = schedule ? scheduleSlot(scheduleTimes(schedule), clock) : -1;
  return index < 0 ? null : ((index + 1) as Slot);
}

function selectionOf(groupId: number, groups: ReadonlyArray<DisplayGroupLike>): DisplayGroupSelection {
  if (groupId === SPECIAL_CODES.all) return { kind: 'all' };
  if (groupId === SPECIAL_CODES.section) return { kind: 'section' };
  // 255 and the address's -1 mean none; so does a group that no longer exists, rather than a blank display.
  return groups.some((g) => g.id === groupId) ? { kind: 'groups', ids: [groupId] } : NONE;
}
