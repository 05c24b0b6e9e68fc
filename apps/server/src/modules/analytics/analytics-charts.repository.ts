import { RESPONSE_BIN_EDGES, SHIFTS } from '@wardlight/domain';
import { and, desc, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calls } from '../../db/schema/index';

/**
 * The charts' four statements (ADR 0040), each one aggregate over the period's calls whatever their
 * number: the range on (system_id, opened_at) is the log's index (calls_system_opened_idx), and the period
 * is bounded by the service. They run on the console's handle, never on the call path's.
 */

export interface ResponseRow {
  key: string;
  name: string | null;
  count: number;
  median: number | null;
  p90: number | null;
  bins: number[];
}

/**
 * The opening time as a wall-clock time of the system's time zone. The zone is a parameter, so each use is
 * a different expression to PostgreSQL: the statements group by position, not by expression.
 */
const local = (timeZone: string) => sql`(${calls.opened_at} at time zone ${timeZone})`;

/** `count(*) filter (…)` for each response-time bin, in RESPONSE_BIN_EDGES' order. */
function binColumns(): SQL<number>[] {
  const edges = [0, ...RESPONSE_BIN_EDGES];
  return edges.map((low, i) => {
    const high = edges[i + 1];
    const upper = high === undefined ? sql`true` : sql`${calls.duration} < ${high}`;
    return sql<number>`(count(*) filter (where ${calls.duration} >= ${low} and ${upper}))::int`;
  });
}

/** The shift of the opening hour, as SHIFTS cut the day (the last shift runs past midnight). */
function shiftOf(timeZone: string): SQL<string> {
  const hour = sql`extract(hour from ${local(timeZone)})`;
  const latestFirst = [...SHIFTS].sort((a, b) => b.from - a.from);
  const last = latestFirst[0]?.code ?? 'night';
  const branches = sql.join(
    latestFirst.map((s) => sql`when ${hour} >= ${s.from} then ${s.code}`),
    sql` `,
  );
  return sql<string>`(case ${branches} else ${last} end)`;
}

export async function readChartRows(
  db: DbOrTx,
  scope: SQL,
  period: { from: Date; to: Date; timeZone: string; devices: number },
) {
  const where = and(scope, gte(calls.opened_at, period.from), lt(calls.opened_at, period.to));
  const closed = and(where, isNotNull(calls.duration));
  const day = sql<string>`to_char(${local(period.timeZone)}, 'YYYY-MM-DD')`;
  const hour = sql<number>`extract(hour from ${local(period.timeZone)})::int`;
  const response = {
    count: sql<number>`count(*)::int`,
    median: sql<number | null>`percentile_cont(0.5) within group (order by ${calls.duration})`,
    p90: sql<number | null>`percentile_cont(0.9) within group (order by ${calls.duration})`,
    bins: sql<number[]>`array[${sql.join(binColumns(), sql`, `)}]`,
  };
  const shift = shiftOf(period.timeZone);
  const [perDayHour, bySection, byShift, busiest] = await Promise.all([
    db.select({ day, hour, count: sql<number>`count(*)::int` }).from(calls).where(where).groupBy(sql`1`, sql`2`),
    db
      .select({
        key: sql<string>`coalesce(${calls.section_id}::text, '')`,
        name: sql<string | null>`max(${calls.section_name})`,
        ...response,
      })
      .from(calls)
      .where(closed)
      .groupBy(calls.section_id)
      .orderBy(sql`max(${calls.section_name})`),
    db
      .select({ key: shift, ...response })
      .from(calls)
      .where(closed)
      .groupBy(sql`1`),
    db
      .select({
        system_tree_node_id: calls.system_tree_node_id,
        device_name: sql<string>`coalesce(nullif(max(${calls.device_text_long}), ''), max(${calls.device_text_short}))`,
        section_name: sql<string>`max(${calls.section_name})`,
        count: sql<number>`count(*)::int`,
      })
      .from(calls)
      .where(and(where, isNotNull(calls.system_tree_node_id)))
      .groupBy(calls.system_tree_node_id)
      .orderBy(desc(sql`count(*)`), calls.system_tree_node_id)
      .limit(period.devices),
  ]);
  return { perDayHour, bySection, byShift, busiest };
}
