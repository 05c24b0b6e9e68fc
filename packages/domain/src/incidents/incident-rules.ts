import { type BatteryThresholds, batteryLevel } from '../tree/battery';

/** Spec part 2 §3 Incident. */
export const INCIDENT_TYPES = ['Battery', 'Defect', 'ProbableDefect', 'Reachability'] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];
export const INCIDENT_STATES = ['New', 'Assigned', 'Closed'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];
export const INCIDENT_SEVERITIES = ['Critical', 'Warning', 'Info'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/** What the global settings say about incidents (spec part 1 §3), in the units stored there. */
export interface IncidentSettings {
  battery: BatteryThresholds;
  /** Minutes a device of each kind (and a hub: tech) may be silent; 0 switches that monitoring off. */
  monitoringMinutes: { radio: number; tech: number; wired: number };
  /** Seconds a defect call must stay open before it is an incident; 0 switches defect incidents off. */
  defectsTimeoutSeconds: number;
  probableDefect: { callTypeId: number | null; count: number; timeframeHours: number };
}

export interface DeviceFacts {
  id: number;
  kind: string;
  is_tech: boolean;
  is_active: boolean;
  section_id: number | null;
  battery: number | null;
  reachable: boolean | null;
  last_reachable_at: Date | null;
}

export interface HubFacts {
  id: number;
  status: string;
  last_sync: Date | null;
}

export interface DefectCallFacts {
  call_id: number;
  device_id: number | null;
  section_id: number | null;
  opened_at: Date;
}

/** Calls of the probable-defect criterion on one device within the time frame. */
export interface CriterionCount {
  device_id: number;
  count: number;
}

export interface SystemFacts {
  devices: readonly DeviceFacts[];
  hubs: readonly HubFacts[];
  openDefectCalls: readonly DefectCallFacts[];
  criterionCounts: readonly CriterionCount[];
}

/** An incident the rules want open now. `subject` is what it is about: `node:ID`, `hub:ID` or `call:ID`. */
export interface WantedIncident {
  type: IncidentType;
  subject: string;
  severity: IncidentSeverity;
  system_tree_node_id: number | null;
  hub_id: number | null;
  section_id: number | null;
  is_repeater: boolean;
  detail: Record<string, unknown>;
}

export interface Evaluation {
  wanted: WantedIncident[];
  /** The earliest moment a condition seen now ripens into an incident (a silent device, a defect call). */
  nextDueAt: Date | null;
}

/**
 * The criterion is written as the hardware numbers call types, in hex (`0x6A`); it names the call type
 * whose calls are counted. Anything else matches nothing.
 */
export function criterionCallTypeId(criterion: string): number | null {
  if (!/^0x[0-9a-f]+$/i.test(criterion)) return null;
  const value = Number.parseInt(criterion.slice(2), 16);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A repeater is a technical device (the call log's rule for repeater defects). */
export const isRepeater = (d: Pick<DeviceFacts, 'kind' | 'is_tech'>) => d.kind === 'tech' || d.is_tech;

function monitoringMinutes(d: DeviceFacts, s: IncidentSettings): number {
  if (isRepeater(d)) return s.monitoringMinutes.tech;
  return d.kind === 'radio' ? s.monitoringMinutes.radio : s.monitoringMinutes.wired;
}

const node = (d: DeviceFacts) => ({
  system_tree_node_id: d.id,
  hub_id: null,
  section_id: d.section_id,
  is_repeater: isRepeater(d),
});

/**
 * Which incidents should be open now, from what the configurator reported (ADR 0036):
 * - Battery: below the low threshold Warning, below the critical one Critical;
 * - Reachability: a device the configurator reports unreachable, last heard longer ago than its kind's
 *   monitoring timeout (tech devices and hubs: the tech one), Critical — a hub counts as unreachable while
 *   its status is Offline;
 * - Defect: a defect call open longer than the defects timeout, Critical (on a repeater: is_repeater);
 * - ProbableDefect: at least `count` calls of the criterion's call type on one device within the time
 *   frame, Info — a pattern worth a look, not a known failure.
 * Inactive devices are ignored (spec part 1 §4: deactivated devices are ignored in reports).
 */
export function evaluateIncidents(facts: SystemFacts, s: IncidentSettings, now: Date): Evaluation {
  const wanted: WantedIncident[] = [];
  let nextDue = Number.POSITIVE_INFINITY;
  const active = new Map<number, DeviceFacts>();
  for (const d of facts.devices) if (d.is_active) active.set(d.id, d);

  for (const d of active.values()) {
    const level = batteryLevel(d.battery, s.battery);
    if (level === 'replacement_recommended' || level === 'replacement_required') {
      const critical = level === 'replacement_required';
      wanted.push({
        type: 'Battery',
        subject: `node:${d.id}`,
        severity: critical ? 'Critical' : 'Warning',
        ...node(d),
        detail: { battery: d.battery, threshold: critical ? s.battery.critical : s.battery.low },
      });
    }
    const minutes = monitoringMinutes(d, s);
    if (d.reachable === false && minutes > 0) {
      const heard = d.last_reachable_at?.getTime() ?? Number.NEGATIVE_INFINITY;
      const due = heard + minutes * 60_000;
      if (now.getTime() >= due) {
        wanted.push({
          type: 'Reachability',
          subject: `node:${d.id}`,
          severity: 'Critical',
          ...node(d),
          detail: { last_heard_at: d.last_reachable_at?.toISOString() ?? null, timeout_minutes: minutes },
        });
      } else nextDue = Math.min(nextDue, due);
    }
  }

  const hubMinutes = s.monitoringMinutes.tech;
  for (const h of facts.hubs) {
    if (h.status !== 'Offline' || hubMinutes <= 0) continue;
    const due = (h.last_sync?.getTime() ?? Number.NEGATIVE_INFINITY) + hubMinutes * 60_000;
    if (now.getTime() < due) {
      nextDue = Math.min(nextDue, due);
      continue;
    }
    wanted.push({
      type: 'Reachability',
      subject: `hub:${h.id}`,
      severity: 'Critical',
      system_tree_node_id: null,
      hub_id: h.id,
      section_id: null,
      is_repeater: false,
      detail: { last_heard_at: h.last_sync?.toISOString() ?? null, timeout_minutes: hubMinutes },
    });
  }

  if (s.defectsTimeoutSeconds > 0) {
    const seen = new Set<string>();
    // Oldest first: a device's incident names the defect call that has been open longest.
    const calls = [...facts.openDefectCalls].sort((a, b) => a.opened_at.getTime() - b.opened_at.getTime());
    for (const c of calls) {
      const device = c.device_id === null ? undefined : active.get(c.device_id);
      if (c.device_id !== null && !device) continue;
      const due = c.opened_at.getTime() + s.defectsTimeoutSeconds * 1000;
      if (now.getTime() < due) {
        nextDue = Math.min(nextDue, due);
        continue;
      }
      const subject = device ? `node:${device.id}` : `call:${c.call_id}`;
      if (seen.has(subject)) continue;
      seen.add(subject);
      wanted.push({
        type: 'Defect',
        subject,
        severity: 'Critical',
        ...(device ? node(device) : { system_tree_node_id: null, hub_id: null, is_repeater: false }),
        section_id: c.section_id ?? device?.section_id ?? null,
        detail: { call_id: c.call_id, call_opened_at: c.opened_at.toISOString() },
      });
    }
  }

  const p = s.probableDefect;
  if (p.callTypeId !== null && p.count > 0) {
    for (const c of facts.criterionCounts) {
      const device = active.get(c.device_id);
      if (!device || c.count < p.count) continue;
      wanted.push({
        type: 'ProbableDefect',
        subject: `node:${device.id}`,
        severity: 'Info',
        ...node(device),
        detail: { count: c.count, threshold: p.count, timeframe_hours: p.timeframeHours },
      });
    }
  }
  return { wanted, nextDueAt: Number.isFinite(nextDue) ? new Date(nextDue) : null };
}

export interface OpenIncident {
  id: number;
  type: string;
  subject: string;
  severity: string;
}

export interface IncidentChanges {
  raise: WantedIncident[];
  /** Open incidents whose severity the rule now sets otherwise (a battery going from low to critical). */
  update: { id: number; wanted: WantedIncident }[];
  /** Open incidents whose cause cleared. */
  close: number[];
}

export const incidentKey = (i: { type: string; subject: string }) => `${i.type} ${i.subject}`;

/**
 * Wanted against open: one open incident per type and subject. `inScope` limits closing to the subjects
 * the evaluation looked at (an evaluation of one device must not close another's incident).
 */
export function diffIncidents(
  open: readonly OpenIncident[],
  wanted: readonly WantedIncident[],
  inScope: (subject: string) => boolean = () => true,
): IncidentChanges {
  const openByKey = new Map(open.map((o) => [incidentKey(o), o]));
  const wantedKeys = new Set<string>();
  const changes: IncidentChanges = { raise: [], update: [], close: [] };
  for (const w of wanted) {
    const key = incidentKey(w);
    if (wantedKeys.has(key)) continue;
    wantedKeys.add(key);
    const existing = openByKey.get(key);
    if (!existing) changes.raise.push(w);
    else if (existing.severity !== w.severity) changes.update.push({ id: existing.id, wanted: w });
  }
  for (const o of open) if (!wantedKeys.has(incidentKey(o)) && inScope(o.subject)) changes.close.push(o.id);
  return changes;
}
