import { zoneFormats } from '../time/zone-formats';

/** Monday is 0: the configurator counts its weekend window from Monday 00:00. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A moment as the care home's clocks read it: day of the week and minute of the day (0–1439). */
export interface WallClock {
  weekday: Weekday;
  minutes: number;
}

export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/**
 * The display's local wall clock. Schedules and the weekend window are local times of the care home
 * (docs/configurator-protocol.md), and the wall display hangs in that care home with its clock set to
 * it, so the browser's own zone is the right one; a caller elsewhere uses wallClockInZone (ADR 0008).
 */
export function wallClockOf(date: Date): WallClock {
  return {
    weekday: ((date.getDay() + 6) % 7) as Weekday,
    minutes: date.getHours() * 60 + date.getMinutes(),
  };
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const clockFormat = zoneFormats({ weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The wall clock of an IANA time zone (e.g. the configurator's), for callers not in the care home. */
export function wallClockInZone(date: Date, timeZone: string): WallClock {
  const format = clockFormat(timeZone);
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS.indexOf(part('weekday')) as Weekday,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** 'HH:mm' (seconds tolerated, as a SQL time column prints them) → minute of the day, else null. */
export function minuteOfDay(text: string | null | undefined): number | null {
  const match = text ? TIME_OF_DAY.exec(text.trim()) : null;
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Is `minute` inside [start, stop) on a circle of `period` minutes? start > stop wraps over the end
 * of the period; start = stop is an empty window rather than a full one (ADR 0008).
 */
export function isInWrappingWindow(minute: number, start: number, stop: number, period: number): boolean {
  const at = mod(minute, period);
  const from = mod(start, period);
  const to = mod(stop, period);
  return from <= to ? at >= from && at < to : at >= from || at < to;
}

function mod(value: number, period: number): number {
  return ((value % period) + period) % period;
}
