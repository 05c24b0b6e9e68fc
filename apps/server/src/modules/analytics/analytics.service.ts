import { ANALYTICS_MAX_DAYS, BUSIEST_DEVICES, type Principal, RESPONSE_BIN_EDGES, SHIFTS } from '@wardlight/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { systems } from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import { callScopeOf, scopeCondition } from '../call-log/call-scope';
import { readChartRows } from './analytics-charts.repository';

const DAY_MS = 86_400_000;

/** The date (YYYY-MM-DD) of an instant in a time zone. */
function dateIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Every date from the first to the last, both included (calendar days, not 24-hour steps). */
export function datesBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const rounded = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));

/** The charts of `/analytics` for one period of one system, as the caller may see its calls (ADR 0040). */
export async function analyticsCharts(db: DbOrTx, principal: Principal, systemId: number, from: Date, to: Date) {
  if (!(to.getTime() > from.getTime()))
    throw new ValidationFailed([{ field: 'to', key: 'invalid_value', data: { reason: 'before_from' } }]);
  if (to.getTime() - from.getTime() > ANALYTICS_MAX_DAYS * DAY_MS)
    throw new ValidationFailed([{ field: 'to', key: 'invalid_value', data: { reason: 'too_long' } }]);
  const [system] = await db.select({ timezone: systems.timezone }).from(systems).where(eq(systems.id, systemId));
  const timeZone = system?.timezone ?? 'Europe/Zurich';
  const scope = scopeCondition(await callScopeOf(db, principal, systemId));
  const rows = await readChartRows(db, scope, { from, to, timeZone, devices: BUSIEST_DEVICES });

  const perHour = Array.from({ length: 24 }, () => 0);
  const perDay = new Map<string, number>();
  for (const r of rows.perDayHour) {
    perHour[r.hour] = (perHour[r.hour] ?? 0) + r.count;
    perDay.set(r.day, (perDay.get(r.day) ?? 0) + r.count);
  }
  // The last instant of the period is `to` less a millisecond: a period ending at midnight has no call of the next day.
  const days = datesBetween(dateIn(from, timeZone), dateIn(new Date(to.getTime() - 1), timeZone));
  const group = (r: { key: string; count: number; median: number | null; p90: number | null; bins: number[] }) => ({
    key: r.key,
    count: r.count,
    median_seconds: rounded(r.median),
    p90_seconds: rounded(r.p90),
    bins: r.bins.map(Number),
  });
  const shiftOrder = SHIFTS.map((s) => s.code as string);
  return {
    from,
    to,
    time_zone: timeZone,
    total: perHour.reduce((a, b) => a + b, 0),
    calls_per_hour: perHour,
    calls_per_day: days.map((day) => ({ day, count: perDay.get(day) ?? 0 })),
    response_bin_edges: [...RESPONSE_BIN_EDGES],
    response_by_section: rows.bySection.map((r) => ({ ...group(r), name: r.name })),
    response_by_shift: rows.byShift
      .map((r) => ({ ...group(r), name: null }))
      .sort((a, b) => shiftOrder.indexOf(a.key) - shiftOrder.indexOf(b.key)),
    busiest_devices: rows.busiest,
  };
}
