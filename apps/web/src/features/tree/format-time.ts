const pad = (n: number) => String(n).padStart(2, '0');

/** The console's date format, dd.MM.yyyy HH:mm in local time (spec part 1 §9); empty for no time. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
