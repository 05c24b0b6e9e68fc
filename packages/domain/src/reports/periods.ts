/**
 * When e-mail reports go out (spec part 1 §9, part 2 §3): daily every day, weekly every Monday, monthly on
 * the 1st — each at the report's hour in the system's time zone, for the period that ended then.
 */
export const REPORT_KINDS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export interface ReportPeriod {
  kind: ReportKind;
  start: Date;
  end: Date;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number;
  hour: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function localDate(at: Date, timeZone: string): LocalDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: WEEKDAYS.indexOf(part('weekday')) + 1,
    hour: Number(part('hour')),
  };
}

/** Minutes the zone is ahead of UTC at `at`. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall clock of the zone shows `hour`:00 on that calendar day (days and months past their
 * ends roll over, as Date.UTC does). Around a daylight-saving change the offset of the result is used.
 */
export function zonedTime(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The last period of `kind` that has ended by `now`: [start, end), `end` at `hour` in the zone. */
export function lastReportPeriod(kind: ReportKind, now: Date, hour: number, timeZone: string): ReportPeriod {
  const d = localDate(now, timeZone);
  const at = (year: number, month: number, day: number) => zonedTime(year, month, day, hour, timeZone);
  if (kind === 'DAILY') {
    let end = at(d.year, d.month, d.day);
    if (end > now) end = at(d.year, d.month, d.day - 1);
    const e = localDate(end, timeZone);
    return { kind, start: at(e.year, e.month, e.day - 1), end };
  }
  if (kind === 'WEEKLY') {
    let end = at(d.year, d.month, d.day - (d.weekday - 1));
    if (end > now) end = at(d.year, d.month, d.day - (d.weekday - 1) - 7);
    const e = localDate(end, timeZone);
    return { kind, start: at(e.year, e.month, e.day - 7), end };
  }
  let end = at(d.year, d.month, 1);
  if (end > now) end = at(d.year, d.month - 1, 1);
  const e = localDate(end, timeZone);
  return { kind, start: at(e.year, e.month - 1, 1), end };
}
