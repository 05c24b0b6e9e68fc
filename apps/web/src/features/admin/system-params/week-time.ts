import { minutesOfDay } from '@wardlight/domain';

const DAY = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** A time of the week as the form edits it: a weekday (0 = Monday) and 'HH:mm'. */
export interface WeekTime {
  day: number;
  time: string;
}

/** 'HH:mm' of minutes after midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
}

/** The configurator counts the weekend window in minutes after Monday 00:00 (0–10079). */
export function weekTimeOf(minutes: number): WeekTime {
  return { day: Math.floor(minutes / DAY), time: timeOfMinutes(minutes % DAY) };
}

/** Minutes after Monday 00:00, or null while the time is not a valid 'HH:mm'. */
export function minutesOfWeek({ day, time }: WeekTime): number | null {
  const minutes = minutesOfDay(time.trim());
  return minutes === null ? null : day * DAY + minutes;
}
