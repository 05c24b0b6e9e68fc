import type { ReportKind } from '@wardlight/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { calls, incidents, sections, systems, systemTreeNodes } from '../../db/schema/index';
import { readGlobalSettings } from '../settings/global-settings.repository';
import type { ReportSettingsRow } from './report-settings.repository';

/** What a report says about one period of one system (issue 15, ADR 0039). */
export interface ReportData {
  kind: ReportKind | 'MANUAL';
  systemName: string;
  timeZone: string;
  start: Date;
  end: Date;
  /** Names of the sections it covers; empty: all of the system's. */
  sections: string[];
  calls: {
    total: number;
    closed: number;
    /** Seconds from opening to closing, of the closed calls; null without any. */
    medianSeconds: number | null;
    p90Seconds: number | null;
    byType: { text: string; count: number }[];
  };
  longCalls: { opened_at: Date; device: string; section: string; type: string; seconds: number }[] | null;
  battery: { device: string; section: string; battery: number; critical: boolean }[] | null;
  notReachable: { device: string; section: string; since: Date | null }[] | null;
  incidents: { type: string; severity: string; subject: string; state: string; opened_at: Date }[];
}

/** At most this many rows per list: a report is read, not searched (the console has the rest). */
const LIST_LIMIT = 50;

function inSections(column: PgColumn, ids: readonly number[]): SQL | undefined {
  return ids.length ? inArray(column, [...ids]) : undefined;
}

/** Five statements, each bounded, through the console's handle: a report never waits on the call path's. */
export async function readReportData(
  db: DbOrTx,
  settings: ReportSettingsRow,
  period: { kind: ReportKind | 'MANUAL'; start: Date; end: Date },
): Promise<ReportData> {
  const systemId = settings.system_id;
  const ids = settings.section_ids;
  const inPeriod = and(
    eq(calls.system_id, systemId),
    gte(calls.opened_at, period.start),
    lt(calls.opened_at, period.end),
    inSections(calls.section_id, ids),
  );
  const device = sql<string>`coalesce(nullif(${systemTreeNodes.text_long}, ''), ${systemTreeNodes.name})`;
  const nodeSection = sql<string>`coalesce(${sections.name}, '')`;
  const devices = and(
    eq(systemTreeNodes.system_id, systemId),
    eq(systemTreeNodes.is_active, true),
    inSections(systemTreeNodes.section_id, ids),
  );
  const [global, [system], sectionRows, [totals], byType] = await Promise.all([
    readGlobalSettings(db),
    db.select({ name: systems.name, timezone: systems.timezone }).from(systems).where(eq(systems.id, systemId)),
    ids.length
      ? db
          .select({ name: sections.name })
          .from(sections)
          .where(and(eq(sections.system_id, systemId), inArray(sections.id, ids)))
          .orderBy(asc(sections.name))
      : Promise.resolve([]),
    db
      .select({
        total: sql<number>`count(*)::int`,
        closed: sql<number>`count(${calls.closed_at})::int`,
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${calls.duration}) filter (where ${calls.closed_at} is not null)`,
        p90: sql<
          number | null
        >`percentile_cont(0.9) within group (order by ${calls.duration}) filter (where ${calls.closed_at} is not null)`,
      })
      .from(calls)
      .where(inPeriod),
    db
      .select({ text: calls.call_type_text, count: sql<number>`count(*)::int` })
      .from(calls)
      .where(inPeriod)
      .groupBy(calls.call_type_text)
      .orderBy(desc(sql`count(*)`))
      .limit(LIST_LIMIT),
  ]);
  const joinSection = and(
    eq(sections.system_id, systemTreeNodes.system_id),
    eq(sections.id, systemTreeNodes.section_id),
  );
  const [longCalls, battery, unreachable, open] = await Promise.all([
    settings.include_long_calls
      ? db
          .select({
            opened_at: calls.opened_at,
            device: calls.device_text_long,
            section: calls.section_name,
            type: calls.call_type_text,
            seconds: sql<number>`${calls.duration}`,
          })
          .from(calls)
          .where(and(inPeriod, isNotNull(calls.duration), gte(calls.duration, settings.call_duration_threshold * 60)))
          .orderBy(desc(calls.duration))
          .limit(LIST_LIMIT)
      : null,
    settings.include_battery
      ? db
          .select({ device, section: nodeSection, battery: sql<number>`${systemTreeNodes.battery}` })
          .from(systemTreeNodes)
          .leftJoin(sections, joinSection)
          .where(and(devices, lte(systemTreeNodes.battery, global.battery_threshold_low)))
          .orderBy(asc(systemTreeNodes.battery))
          .limit(LIST_LIMIT)
      : null,
    settings.include_not_reachable
      ? db
          .select({ device, section: nodeSection, since: systemTreeNodes.last_reachable_at })
          .from(systemTreeNodes)
          .leftJoin(sections, joinSection)
          .where(and(devices, eq(systemTreeNodes.reachable, false)))
          .orderBy(asc(systemTreeNodes.last_reachable_at))
          .limit(LIST_LIMIT)
      : null,
    db
      .select({
        type: incidents.type,
        severity: incidents.severity,
        subject: incidents.subject,
        state: incidents.state,
        opened_at: incidents.opened_at,
      })
      .from(incidents)
      .where(
        and(
          eq(incidents.system_id, systemId),
          ne(incidents.state, 'Closed'),
          inSections(incidents.section_id, ids),
          settings.include_probable_defects ? undefined : ne(incidents.type, 'ProbableDefect'),
        ),
      )
      .orderBy(asc(incidents.opened_at))
      .limit(LIST_LIMIT),
  ]);
  const round = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    kind: period.kind,
    systemName: system?.name ?? '',
    timeZone: system?.timezone ?? 'Europe/Zurich',
    start: period.start,
    end: period.end,
    sections: sectionRows.map((s) => s.name),
    calls: {
      total: totals?.total ?? 0,
      closed: totals?.closed ?? 0,
      medianSeconds: round(totals?.median),
      p90Seconds: round(totals?.p90),
      byType,
    },
    longCalls,
    battery: battery?.map((b) => ({ ...b, critical: b.battery <= global.battery_threshold_critical })) ?? null,
    notReachable: unreachable,
    incidents: open,
  };
}
