import { minuteOfDay, type WallClock } from './clock';

/**
 * The active slot of a schedule (spec part 2 §4): the index (0–4, the time_N position minus one) of
 * the latest time at or before now. Before the day's first time the slot that began last yesterday
 * is still running, so it wraps to the latest time. Empty or malformed times are skipped without
 * shifting the positions; -1 when the schedule has no usable time. Times are ascending by validation;
 * comparing values rather than positions keeps an out-of-order schedule sensible anyway.
 */
export function scheduleSlot(times: ReadonlyArray<string | null | undefined>, clock: WallClock): number {
  let current = -1;
  let currentTime = -1;
  let latest = -1;
  let latestTime = -1;
  times.forEach((text, index) => {
    const time = minuteOfDay(text);
    if (time === null) return;
    if (time >= latestTime) [latest, latestTime] = [index, time];
    if (time <= clock.minutes && time >= currentTime) [current, currentTime] = [index, time];
  });
  return current === -1 ? latest : current;
}

/** The five times of a schedule row in slot order. */
export interface ScheduleTimes {
  id: number;
  time_1?: string | null;
  time_2?: string | null;
  time_3?: string | null;
  time_4?: string | null;
  time_5?: string | null;
}

export function scheduleTimes(schedule: ScheduleTimes): Array<string | null | undefined> {
  return [schedule.time_1, schedule.time_2, schedule.time_3, schedule.time_4, schedule.time_5];
}
