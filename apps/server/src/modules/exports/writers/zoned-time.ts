/** A moment as the wall clock of a time zone shows it. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Wall times of one zone for many moments. `Intl.DateTimeFormat#formatToParts` costs microseconds a
 * call, and an export formats two per row, so the zone's offset is looked up once per quarter hour and
 * reused: every zone changes its offset on a quarter hour (most on the hour), so within one quarter the
 * offset is the same for every moment.
 */
export function zonedClock(timeZone: string): (ms: number) => WallTime {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const at = quarter * QUARTER_HOUR_MS;
      const parts: Record<string, number> = {};
      for (const p of format.formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
      const wall = Date.UTC(
        parts.year ?? 1970,
        (parts.month ?? 1) - 1,
        parts.day ?? 1,
        parts.hour ?? 0,
        parts.minute ?? 0,
        parts.second ?? 0,
      );
      offset = wall - at;
      if (offsets.size > 10_000) offsets.clear();
      offsets.set(quarter, offset);
    }
    return offset;
  };
  return (ms) => {
    const wall = new Date(ms + offsetAt(ms));
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  };
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `dd.MM.yyyy HH:mm` (DESIGN §3). */
export function dateTimeText(t: WallTime): string {
  return `${two(t.day)}.${two(t.month)}.${t.year} ${two(t.hour)}:${two(t.minute)}`;
}

/** `yyyy-MM-dd`, for file names. */
export function isoDate(t: WallTime): string {
  return `${t.year}-${two(t.month)}-${two(t.day)}`;
}

/** The wall time as a UTC date: what a spreadsheet cell shows without a zone of its own. */
export function wallDate(t: WallTime): Date {
  return new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second));
}

/** `h:mm:ss`; hours go past 24 (a call open over a weekend). */
export function durationText(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  return `${h}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}
