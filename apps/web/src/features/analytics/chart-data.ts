import type { AnalyticsChartsQuery } from '../../generated/graphql';

type Charts = AnalyticsChartsQuery['analyticsCharts'];
type Group = Charts['response_by_section'][number];

const HOUR_MS = 3_600_000;

/**
 * The period of `days` days up to the next full hour: the same variables for a minute's re-renders, so the
 * cache answers, and the current hour's calls included.
 */
export function periodOf(days: number, now: Date): { from: string; to: string } {
  const to = new Date(Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS);
  return { from: new Date(to.getTime() - days * 24 * HOUR_MS).toISOString(), to: to.toISOString() };
}

/** Series names of the response-time bins: b0 … bN. */
export const binKey = (i: number) => `b${i}`;

/** A bin's label parts in minutes: below the first edge, between two, or from the last one on. */
export function binBounds(edges: readonly number[]): { from: number | null; to: number | null }[] {
  const minutes = edges.map((s) => Math.round(s / 60));
  return [...minutes, null].map((to, i) => ({ from: i === 0 ? null : (minutes[i - 1] ?? null), to }));
}

/** One stacked bar per group: its closed calls per bin. */
export function binRows(groups: readonly Group[], label: (g: Group) => string) {
  return groups.map((g) => ({
    group: label(g),
    ...Object.fromEntries(g.bins.map((n, i) => [binKey(i), n])),
  }));
}

/** From the fast bin (green) to the slow one (red). */
export const BIN_COLORS = ['teal.6', 'green.5', 'lime.5', 'yellow.5', 'orange.6', 'red.7'];
