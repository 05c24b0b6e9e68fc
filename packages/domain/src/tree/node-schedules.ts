import { SPECIAL_CODES } from '../display/codes';
import { type ScheduleTimes, scheduleTimes } from '../display/schedule';

/**
 * A node's own schedules and display groups, "as for a section" (spec part 1 §3): a weekday and a
 * weekend schedule, and for each slot of a schedule the display group shown. Empty (null) means the
 * node has none of its own and its section's apply; the option codes are the section's (schedule
 * 20 all day, 255 none; display group 253 section, 254 all, 255 none).
 */
export const SCHEDULE_DAYS = ['weekday', 'weekend'] as const;
export type ScheduleDays = (typeof SCHEDULE_DAYS)[number];
export const DISPLAY_GROUP_SLOTS = [1, 2, 3, 4, 5] as const;
export type DisplayGroupSlot = (typeof DISPLAY_GROUP_SLOTS)[number];

export const scheduleField = (days: ScheduleDays) => `${days}_schedule_id` as const;
export const displayGroupField = (days: ScheduleDays, slot: DisplayGroupSlot) =>
  `${days}_display_group_${slot}_id` as const;

export type NodeScheduleField = ReturnType<typeof scheduleField> | ReturnType<typeof displayGroupField>;

export const NODE_SCHEDULE_FIELDS: readonly NodeScheduleField[] = SCHEDULE_DAYS.flatMap((days) => [
  scheduleField(days),
  ...DISPLAY_GROUP_SLOTS.map((slot) => displayGroupField(days, slot)),
]);

export const NODE_SCHEDULE_DEFAULTS = Object.fromEntries(NODE_SCHEDULE_FIELDS.map((field) => [field, null])) as {
  readonly [F in NodeScheduleField]: null;
};

/**
 * How many display-group rows a schedule has: one per time of a real schedule, one for "all day",
 * none without a schedule (null, 255) or for one that no longer exists.
 */
export function scheduleSlotCount(scheduleId: number | null, schedules: readonly ScheduleTimes[]): number {
  if (scheduleId === null || scheduleId === SPECIAL_CODES.none) return 0;
  if (scheduleId === SPECIAL_CODES.allDay) return 1;
  const schedule = schedules.find((s) => s.id === scheduleId);
  return schedule ? scheduleTimes(schedule).filter((time) => time?.trim()).length : 0;
}

/**
 * The display groups of slots the chosen schedule does not have: 255 (none) under a schedule, as the
 * configurator reads an unused slot, and empty without one, so nothing stale waits in a hidden row.
 */
export function unusedDisplayGroups(
  values: Readonly<Partial<Record<NodeScheduleField, number | null>>>,
  schedules: readonly ScheduleTimes[],
): Partial<Record<NodeScheduleField, number | null>> {
  const out: Partial<Record<NodeScheduleField, number | null>> = {};
  for (const days of SCHEDULE_DAYS) {
    const scheduleId = values[scheduleField(days)] ?? null;
    const used = scheduleSlotCount(scheduleId, schedules);
    for (const slot of DISPLAY_GROUP_SLOTS)
      if (slot > used) out[displayGroupField(days, slot)] = scheduleId === null ? null : SPECIAL_CODES.none;
  }
  return out;
}
