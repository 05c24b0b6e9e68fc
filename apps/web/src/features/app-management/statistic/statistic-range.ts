/** A day as the date input holds it (yyyy-mm-dd, the browser's calendar). */
export function dayText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last seven days up to today, as the page opens. */
export function defaultRange(now: Date): { from: string; to: string } {
  const from = new Date(now);
  from.setDate(from.getDate() - 6);
  return { from: dayText(from), to: dayText(now) };
}

/**
 * The days chosen, as the API's instants: from the first day's midnight to the end of the last day (both
 * in the browser's zone, as the care home's consoles are set). Null while a day is missing or the range
 * runs backwards: nothing is asked then.
 */
export function rangeInstants(range: { from: string; to: string }): { from: string; to: string } | null {
  const from = new Date(`${range.from}T00:00:00`);
  const to = new Date(`${range.to}T00:00:00`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return null;
  to.setDate(to.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}
