import { zoneFormats } from '../time/zone-formats';

/** The call log's date ranges (spec part 2 §2 "/log"), in the order the picker lists them. */
export const CALL_LOG_RANGES = [
  '1h',
  '12h',
  '24h',
  '7d',
  '14d',
  '30d',
  'yesterday',
  'day_before_yesterday',
  'this_year',
  'last_year',
  'since_beginning',
  'custom',
] as const;
export type CallLogRange = (typeof CALL_LOG_RANGES)[number];
export const DEFAULT_CALL_LOG_RANGE: CallLogRange = '24h';

export function isCallLogRange(v: unknown): v is CallLogRange {
  return typeof v === 'string' && (CALL_LOG_RANGES as readonly string[]).includes(v);
}

/** `null` on a side: unbounded there. */
export interface CallLogWindow {
  from: Date | null;
  to: Date | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ROLLING_HOURS: Partial<Record<CallLogRange, number>> = { '1h': 1, '12h': 12, '24h': 24 };
const CALENDAR_DAYS: Partial<Record<CallLogRange, number>> = { '7d': 7, '14d': 14, '30d': 30 };

/**
 * The window [from, to) of a call log range, judged by the wall clock of the system's time zone (the
 * care home's, not the browser's):
 * - `1h`, `12h`, `24h` roll: from = now − N hours. to = null, so calls that arrive while the log is
 *   open still count.
 * - `7d`, `14d`, `30d` start at the same local wall-clock time N calendar days ago, so across a DST
 *   change the window is N × 24 h ± 1 h. to = null. (A wall time that does not exist that day — in the
 *   spring gap — moves forward by the gap; one that occurs twice takes the earlier instant.)
 * - `yesterday` = [local midnight of yesterday, local midnight of today); `day_before_yesterday` one day
 *   earlier. A day lasts 23 or 25 h on DST change days; where midnight does not exist (a zone that skips
 *   00:00) the day starts at its first instant.
 * - `this_year` = [1 January 00:00 local of the current local year, null); `last_year` = [1 January of
 *   the previous year, 1 January of this year).
 * - `since_beginning` = { null, null }; `custom` returns `custom` as given ({ null, null } without it).
 */
export function callLogWindow(
  range: CallLogRange,
  now: Date,
  timeZone: string,
  custom?: { from: Date | null; to: Date | null },
): CallLogWindow {
  const hours = ROLLING_HOURS[range];
  if (hours !== undefined) return { from: new Date(now.getTime() - hours * HOUR_MS), to: null };
  const local = wallTime(now, timeZone);
  const days = CALENDAR_DAYS[range];
  if (days !== undefined) {
    const from = zonedInstant({ ...local, ...shiftDays(local, -days) }, timeZone);
    return { from: new Date(from.getTime() + (((now.getTime() % 1000) + 1000) % 1000)), to: null };
  }
  const dayStart = (offset: number) => zonedInstant({ ...MIDNIGHT, ...shiftDays(local, offset) }, timeZone);
  const yearStart = (year: number) => zonedInstant({ ...MIDNIGHT, year, month: 1, day: 1 }, timeZone);
  switch (range) {
    case 'yesterday':
      return { from: dayStart(-1), to: dayStart(0) };
    case 'day_before_yesterday':
      return { from: dayStart(-2), to: dayStart(-1) };
    case 'this_year':
      return { from: yearStart(local.year), to: null };
    case 'last_year':
      return { from: yearStart(local.year - 1), to: yearStart(local.year) };
    case 'custom':
      return { from: custom?.from ?? null, to: custom?.to ?? null };
    default:
      return { from: null, to: null };
  }
}

/** The first instant of the local day `date` falls on in `timeZone`. */
export function zonedStartOfDay(date: Date, timeZone: string): Date {
  return zonedInstant({ ...wallTime(date, timeZone), ...MIDNIGHT }, timeZone);
}

/** A wall-clock reading, to the second; month 1–12. */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MIDNIGHT = { hour: 0, minute: 0, second: 0 };
const formatter = zoneFormats({
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function wallTime(date: Date, timeZone: string): WallTime {
  const parts = formatter(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

function asUtc(t: WallTime): number {
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
}

/** Local time minus UTC at an instant, in ms (whole seconds; sub-second instants are truncated). */
export function zoneOffsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return asUtc(wallTime(new Date(whole), timeZone)) - whole;
}

/** The calendar date `days` away from `t`'s, month lengths and leap years included. */
function shiftDays(t: WallTime, days: number): Pick<WallTime, 'year' | 'month' | 'day'> {
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The instant the wall clock of `timeZone` reads `t`. The offsets a day before and after cover every
 * real DST change: a reading that occurs twice takes the earlier instant; one in a spring gap takes the
 * offset before the gap, which lands on the gap's end (the first instant of a day that skips 00:00).
 */
function zonedInstant(t: WallTime, timeZone: string): Date {
  const wall = asUtc(t);
  const candidates = [zoneOffsetAt(wall - DAY_MS, timeZone), zoneOffsetAt(wall + DAY_MS, timeZone)].map(
    (offset) => wall - offset,
  );
  const valid = candidates.filter((at) => asUtc(wallTime(new Date(at), timeZone)) === wall);
  return new Date(valid.length > 0 ? Math.min(...valid) : Math.max(...candidates));
}
