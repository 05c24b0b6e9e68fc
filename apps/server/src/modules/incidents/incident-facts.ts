import {
  criterionCallTypeId,
  DEVICE_KINDS,
  type DeviceFacts,
  type IncidentSettings,
  type OpenIncident,
  type SystemFacts,
} from '@wardlight/domain';
import { and, asc, count, eq, gt, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calls, callTypes, globalSettings, hubs, incidents, systemTreeNodes } from '../../db/schema/index';

/** The global settings' incident rules (spec part 1 §3), as the domain's rules take them. */
export async function loadIncidentSettings(db: DbOrTx): Promise<IncidentSettings> {
  const [g] = await db.select().from(globalSettings).where(eq(globalSettings.id, 1));
  if (!g) throw new Error('global settings row missing');
  return {
    battery: { low: g.battery_threshold_low, critical: g.battery_threshold_critical },
    monitoringMinutes: {
      radio: g.monitoring_timeout_radio,
      tech: g.monitoring_timeout_tech,
      wired: g.monitoring_timeout_wired,
    },
    defectsTimeoutSeconds: g.defects_timeout,
    probableDefect: {
      callTypeId: criterionCallTypeId(g.probable_defect_criterion),
      count: g.probable_defect_threshold_count,
      timeframeHours: g.probable_defect_timeframe_hours,
    },
  };
}

/** What an evaluation looks at: the whole system, or some devices and hubs (after their events). */
export type FactsScope = 'all' | { nodeIds: readonly number[]; hubIds: readonly number[] };

/** The system's call types with flag Defect: their open calls are defects. */
export async function defectCallTypeIds(db: DbOrTx, systemId: number): Promise<number[]> {
  const rows = await db
    .select({ id: callTypes.id })
    .from(callTypes)
    .where(and(eq(callTypes.system_id, systemId), eq(callTypes.flag, 'Defect')));
  return rows.map((r) => r.id);
}

/**
 * Four reads, each one statement whatever the number of devices: the devices' runtime values, the
 * hubs, the open defect calls (the partial index of open calls) and the criterion's calls per device
 * within the time frame (the index on device and opening time).
 */
export async function loadFacts(
  db: DbOrTx,
  systemId: number,
  settings: IncidentSettings,
  defectTypes: readonly number[],
  scope: FactsScope,
  now: Date,
): Promise<SystemFacts> {
  const nodeScope = scope === 'all' ? undefined : inArray(systemTreeNodes.id, [...scope.nodeIds]);
  const callScope = scope === 'all' ? undefined : inArray(calls.system_tree_node_id, [...scope.nodeIds]);
  const skipNodes = scope !== 'all' && scope.nodeIds.length === 0;
  const skipHubs = scope !== 'all' && scope.hubIds.length === 0;
  const criterion = settings.probableDefect.callTypeId;
  const since = new Date(now.getTime() - settings.probableDefect.timeframeHours * 3_600_000);

  const [devices, hubRows, defects, counts] = await Promise.all([
    skipNodes ? [] : readDevices(db, systemId, nodeScope),
    skipHubs
      ? []
      : db
          .select({ id: hubs.id, status: hubs.status, last_sync: hubs.last_sync })
          .from(hubs)
          .where(and(eq(hubs.system_id, systemId), scope === 'all' ? undefined : inArray(hubs.id, [...scope.hubIds]))),
    skipNodes || defectTypes.length === 0
      ? []
      : db
          .select({
            call_id: calls.id,
            device_id: calls.system_tree_node_id,
            section_id: calls.section_id,
            opened_at: calls.opened_at,
          })
          .from(calls)
          .where(
            and(
              eq(calls.system_id, systemId),
              sql`NOT ${calls.is_closed}`,
              inArray(calls.call_type_id, [...defectTypes]),
              callScope,
            ),
          ),
    skipNodes || criterion === null
      ? []
      : db
          .select({ device_id: calls.system_tree_node_id, count: count() })
          .from(calls)
          .where(
            and(
              eq(calls.system_id, systemId),
              eq(calls.call_type_id, criterion),
              gte(calls.opened_at, since),
              callScope,
            ),
          )
          .groupBy(calls.system_tree_node_id),
  ]);
  return {
    devices,
    hubs: hubRows,
    openDefectCalls: defects,
    criterionCounts: counts.flatMap((c) => (c.device_id === null ? [] : [{ device_id: c.device_id, count: c.count }])),
  };
}

/** Devices per statement: on the embedded database no single read holds up the calls for long. */
const DEVICE_PAGE = 2_000;

/** The devices' runtime values, in pages by id (keyset), so a site of 10,000 devices is five short reads. */
async function readDevices(db: DbOrTx, systemId: number, nodeScope: SQL | undefined): Promise<DeviceFacts[]> {
  const out: DeviceFacts[] = [];
  let after = 0;
  for (;;) {
    const page = await db
      .select({
        id: systemTreeNodes.id,
        kind: systemTreeNodes.kind,
        is_tech: systemTreeNodes.is_tech,
        is_active: systemTreeNodes.is_active,
        section_id: systemTreeNodes.section_id,
        battery: systemTreeNodes.battery,
        reachable: systemTreeNodes.reachable,
        last_reachable_at: systemTreeNodes.last_reachable_at,
      })
      .from(systemTreeNodes)
      .where(
        and(
          eq(systemTreeNodes.system_id, systemId),
          gt(systemTreeNodes.id, after),
          inArray(systemTreeNodes.kind, [...DEVICE_KINDS]),
          ne(systemTreeNodes.item_state, 'created'),
          nodeScope,
        ),
      )
      .orderBy(asc(systemTreeNodes.id))
      .limit(DEVICE_PAGE);
    out.push(...page);
    const last = page[page.length - 1];
    if (page.length < DEVICE_PAGE || !last) return out;
    after = last.id;
  }
}

/** Subjects an evaluation of `scope` speaks for; the others' open incidents are left as they are. */
export function subjectsOf(scope: FactsScope): ((subject: string) => boolean) | undefined {
  if (scope === 'all') return undefined;
  const subjects = new Set([...scope.nodeIds.map((id) => `node:${id}`), ...scope.hubIds.map((id) => `hub:${id}`)]);
  return (subject) => subjects.has(subject);
}

export async function openIncidents(db: DbOrTx, systemId: number, scope: FactsScope): Promise<OpenIncident[]> {
  const inScope = subjectsOf(scope);
  const rows = await db
    .select({ id: incidents.id, type: incidents.type, subject: incidents.subject, severity: incidents.severity })
    .from(incidents)
    .where(and(eq(incidents.system_id, systemId), ne(incidents.state, 'Closed')));
  return inScope ? rows.filter((r) => inScope(r.subject)) : rows;
}

/** Incidents closed by hand while their cause held: none of their type and subject is raised meanwhile. */
export async function heldIncidents(db: DbOrTx, systemId: number, scope: FactsScope): Promise<OpenIncident[]> {
  const inScope = subjectsOf(scope);
  const rows = await db
    .select({ id: incidents.id, type: incidents.type, subject: incidents.subject, severity: incidents.severity })
    .from(incidents)
    .where(and(eq(incidents.system_id, systemId), eq(incidents.held_until_cleared, true)));
  return inScope ? rows.filter((r) => inScope(r.subject)) : rows;
}
