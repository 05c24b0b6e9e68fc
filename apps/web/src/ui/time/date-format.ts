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

const DATE_TEXT = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/;
const DATE_TIME_TEXT = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})[\s,]+(\d{1,2}):(\d{2})\s*$/;

/** A calendar day that exists (no 31.02.), as `yyyy-MM-dd`; null otherwise. */
function isoDay(day: number, month: number, year: number): string | null {
  const date = new Date(year, month - 1, day);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** What a person typed as dd.MM.yyyy, as a date input's value (`yyyy-MM-dd`); null when it is not a day. */
export function parseDate(text: string): string | null {
  const m = DATE_TEXT.exec(text);
  return m ? isoDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** What a person typed as dd.MM.yyyy HH:mm, as a local date-time value (`yyyy-MM-ddTHH:mm`); null otherwise. */
export function parseDateTime(text: string): string | null {
  const m = DATE_TIME_TEXT.exec(text);
  if (!m) return null;
  const day = isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  const [hours, minutes] = [Number(m[4]), Number(m[5])];
  return day && hours < 24 && minutes < 60 ? `${day}T${pad(hours)}:${pad(minutes)}` : null;
}

/** A local value (`yyyy-MM-dd` or `yyyy-MM-ddTHH:mm`) as a person reads it; empty for none. */
export function formatLocalValue(value: string): string {
  if (!value) return '';
  return value.includes('T') ? formatDateTime(value) : formatDate(`${value}T00:00`);
}
