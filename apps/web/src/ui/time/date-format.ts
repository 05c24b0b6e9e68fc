/**
 * The one place that writes dates and times for people (spec part 1 §9, DESIGN §3): dd.MM.yyyy HH:mm in
 * every language, 24-hour clock, weeks from Monday, in the browser's time zone (the console holds no
 * system zone; care homes set their machines to theirs). Screens never call toLocaleString or
 * Intl.DateTimeFormat for dates themselves: the browser's locale would write "26.11.2026, 07:28:05"
 * or "11/26/2026".
 */

/** ISO weekday of the week's first day: Monday (spec part 1 §9). */
export const WEEK_STARTS_ON = 1;

type Instant = string | number | Date | null | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(at: Instant): Date | null {
  if (at === null || at === undefined || at === '') return null;
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd.MM.yyyy; empty for no or an invalid time. */
export function formatDate(at: Instant): string {
  const d = toDate(at);
  return d ? `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}` : '';
}

/** HH:mm, 24-hour; empty for no or an invalid time. */
export function formatClock(at: Instant): string {
  const d = toDate(at);
  return d ? `${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/** dd.MM.yyyy HH:mm, the console's date format; empty for no or an invalid time. */
export function formatDateTime(at: Instant): string {
  const d = toDate(at);
  return d ? `${formatDate(d)} ${formatClock(d)}` : '';
}

/** The ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(at: Date): number {
  return ((at.getDay() + 6) % 7) + 1;
}

/** Midnight of the Monday that starts the week of `at` (local time). */
export function startOfWeek(at: Date): Date {
  const start = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  start.setDate(start.getDate() - (isoWeekday(at) - WEEK_STARTS_ON));
  return start;
}

/** The weekday's name in the page's language ("Donnerstag", "jeudi"): words, not a format. */
export function weekdayName(at: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long' }).format(at);
}
