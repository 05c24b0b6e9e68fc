import { minuteOfDay, type ScheduleTimes, SPECIAL_CODES, scheduleTimes } from '@wardlight/domain';

export interface ScheduleSlot {
  /** 1–5: the display_group_N field this row edits. */
  slot: number;
  /** The slot's start, null for the all-day schedule. */
  time: string | null;
}

/**
 * The display-group rows a schedule needs (spec part 2 §2): none for no schedule, one for all day,
 * else one per usable time. Rows keep the time's position, as the display's slot lookup does, so
 * row N always edits display group N. An unknown schedule (deleted, or not loaded yet) has none.
 */
export function scheduleSlots(scheduleId: number, schedules: readonly ScheduleTimes[]): ScheduleSlot[] {
  if (scheduleId === SPECIAL_CODES.none) return [];
  if (scheduleId === SPECIAL_CODES.allDay) return [{ slot: 1, time: null }];
  const schedule = schedules.find((s) => s.id === scheduleId);
  if (!schedule) return [];
  return scheduleTimes(schedule).flatMap((time, index) =>
    time && minuteOfDay(time) !== null ? [{ slot: index + 1, time: time.slice(0, 5) }] : [],
  );
}
