import { isInWrappingWindow, MINUTES_PER_DAY, MINUTES_PER_WEEK, type WallClock } from './clock';

const TUESDAY = 1;
const THURSDAY = 3;

/**
 * Does the system's weekend schedule apply now (spec part 2 §4)? `weekendStart`/`weekendStop` are
 * minutes after Monday 00:00; the usual window (Friday 18:00 → Monday 06:00, 6840 → 360) wraps over
 * the end of the week. Tuesday to Thursday are weekdays whatever the offsets say, so a window typed
 * wrongly can at worst stretch the weekend into Monday or Friday, never across the working week.
 */
export function isWeekend(clock: WallClock, weekendStart: number, weekendStop: number): boolean {
  if (clock.weekday >= TUESDAY && clock.weekday <= THURSDAY) return false;
  const minuteOfWeek = clock.weekday * MINUTES_PER_DAY + clock.minutes;
  return isInWrappingWindow(minuteOfWeek, weekendStart, weekendStop, MINUTES_PER_WEEK);
}
