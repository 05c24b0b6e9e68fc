// The care home's wall clock: the display reads schedules and windows in the browser's local time
// (ADR 0008), so the specs pin the browser's time zone and compute times in the same zone.

/** The browser's time zone in the display specs (`test.use({ timezoneId })`). */
export const HOME_ZONE = 'Europe/Zurich';

const DAY_MINUTES = 24 * 60;

/** Minutes since midnight in `zone` at `date`. */
export function minuteOfDay(date: Date, zone = HOME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** HH:mm of a minute of the day; any whole number of minutes, wrapped into the day. */
export function hhmm(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The time `offset` minutes from now, HH:mm in the home's zone. */
export function inMinutes(offset: number, now = new Date()): string {
  return hhmm(minuteOfDay(now) + offset);
}
