import { DEMO_CALL_TYPE_IDS } from '@wardlight/domain';
import type { Button, CallType, ConfigEntities, SystemTreeNode } from '../config/entities';
import { type CallFields, callFields } from './calls';
import { isDevice, roomName } from './facility';
import { instantAt, knownTimeZone, timeCurve } from './history-curve';
import { chance } from './random';
import type { Call } from './world-types';

const DAY_MS = 86_400_000;

export type HistoryKind = 'alert' | 'presence' | 'emergency' | 'defect';

/** The mix of a care home's calls: mostly alerts and presences, few emergencies, now and then a defect. */
export const KIND_WEIGHTS: Record<HistoryKind, number> = { alert: 0.58, presence: 0.38, emergency: 0.03, defect: 0.01 };
const KINDS = Object.keys(KIND_WEIGHTS) as HistoryKind[];

/** Seconds a call stays open: [shortest, longest] and a skew (> 1 favours the short end). */
const DURATIONS: Record<HistoryKind, [number, number, number]> = {
  alert: [20, 15 * 60, 3],
  presence: [5 * 60, 40 * 60, 1.5],
  emergency: [30, 10 * 60, 2],
  defect: [10 * 60, 4 * 3600, 3],
};

/** Which button raises which kind of call (as /sim/press does; a medallion raises an alert). */
const BUTTON_KINDS: Record<Button, HistoryKind> = {
  alert: 'alert',
  medallion: 'alert',
  presence: 'presence',
  emergency: 'emergency',
};

const PURPOSE = { day: 1, time: 2, kind: 3, duration: 4, device: 5 };

export interface HistoryInput {
  entities: ConfigEntities;
  /** Calls open now: a device never has two calls of one type open, so history ends before them. */
  openCalls: readonly Call[];
  seed: number;
  days: number;
  perDay: number;
  end: Date;
  firstId: number;
}

/** Past calls, oldest first, compact until each is sent (a year of them is 200,000 calls). */
export interface HistoryPlan {
  from: Date;
  to: Date;
  firstId: number;
  count: number;
  sources: CallFields[];
  source: Int32Array;
  opened: Float64Array;
  closed: Float64Array;
}

/** A device that can raise a kind of call, with what its calls carry. */
function sourcesByKind(entities: ConfigEntities): Map<HistoryKind, CallFields[]> {
  const types = Object.values(entities.call_types);
  const typeFor: Record<HistoryKind, CallType | undefined> = {
    alert: entities.call_types[String(DEMO_CALL_TYPE_IDS.alert)],
    presence: entities.call_types[String(DEMO_CALL_TYPE_IDS.presence)],
    emergency: entities.call_types[String(DEMO_CALL_TYPE_IDS.emergency)],
    defect: types.filter((type) => type.flag === 'Defect').sort((a, b) => a.id - b.id)[0],
  };
  const byKind = new Map<HistoryKind, CallFields[]>();
  const devices = Object.values(entities.system_tree_nodes)
    .filter((node) => isDevice(node) && node.is_active)
    .sort((a, b) => a.id - b.id);
  for (const device of devices) {
    const kinds = new Set(device.buttons.map((button) => BUTTON_KINDS[button]));
    if (device.kind === 'tech' || device.is_tech) kinds.add('defect');
    for (const kind of KINDS) {
      const callType = typeFor[kind];
      if (!kinds.has(kind) || !callType) continue;
      byKind.set(kind, [...(byKind.get(kind) ?? []), fieldsOf(entities, device, callType)]);
    }
  }
  return byKind;
}

function fieldsOf(entities: ConfigEntities, device: SystemTreeNode, callType: CallType): CallFields {
  const section = device.section_id === null ? undefined : entities.sections[String(device.section_id)];
  // A medallion was where its resident lives; a wired device has no position.
  const position = device.kind === 'radio' ? roomName(entities.system_tree_nodes, device) : null;
  return callFields(entities, device, callType, section, position);
}

function pickKind(kinds: HistoryKind[], r: number): HistoryKind {
  const total = kinds.reduce((sum, kind) => sum + KIND_WEIGHTS[kind], 0);
  let left = r * total;
  for (const kind of kinds) {
    left -= KIND_WEIGHTS[kind];
    if (left < 0) return kind;
  }
  return kinds.at(-1) ?? 'alert';
}

function durationMs(kind: HistoryKind, r: number): number {
  const [shortest, longest, skew] = DURATIONS[kind];
  return Math.round(shortest + (longest - shortest) * r ** skew) * 1000;
}

/** Call `i` before it has a device: what the dice say, independent of every other call. */
function draft(seed: number, i: number, kinds: HistoryKind[]) {
  return {
    kind: pickKind(kinds, chance(seed, i, 1, PURPOSE.kind)),
    length: chance(seed, i, 1, PURPOSE.duration),
    pick: chance(seed, i, 1, PURPOSE.device),
  };
}

/** Sort keys that carry the call's index: opened seconds × 2^18 + i sorts as plain numbers, fast. */
const INDEX_BITS = 2 ** 18;

/**
 * `days` × `perDay` closed calls in the `days` × 24 h before `end`, deterministic for `seed`: times
 * follow the local time-of-day curve of the system's time zone, kinds and durations their mix, and a
 * device never has two calls of one type open at once. A call that no device was free to raise is
 * left out, so `count` can fall short on a small site with a high `perDay`.
 */
export function planHistory(input: HistoryInput): HistoryPlan {
  const { entities, seed, days, perDay, firstId } = input;
  const to = input.end.getTime();
  const from = to - days * DAY_MS;
  const byKind = sourcesByKind(entities);
  const kinds = KINDS.filter((kind) => byKind.has(kind));
  const timeZone = knownTimeZone(entities.system_params['1']?.timezone);
  const curve = timeCurve(from, to, timeZone, (day) => 0.8 + 0.4 * chance(seed, day, 0, PURPOSE.day));

  const total = kinds.length === 0 ? 0 : days * perDay;
  if (total > INDEX_BITS) throw new RangeError(`At most ${INDEX_BITS} calls per plan`);
  const keys = new Float64Array(total);
  for (let i = 0; i < total; i += 1) {
    const { kind, length } = draft(seed, i, kinds);
    const duration = durationMs(kind, length);
    // Whole seconds, and closed before `to`: a call near the end opened that much earlier.
    let opened = Math.ceil(instantAt(curve, chance(seed, i, 1, PURPOSE.time)) / 1000) * 1000;
    if (opened + duration >= to) opened = Math.floor((to - duration - 1) / 1000) * 1000;
    keys[i] = (opened / 1000) * INDEX_BITS + i;
  }
  keys.sort();

  // One list of sources; each kind's devices are a range of it.
  const sources: CallFields[] = [];
  const ranges = new Map<HistoryKind, { offset: number; length: number }>();
  for (const [kind, list] of byKind) {
    ranges.set(kind, { offset: sources.length, length: list.length });
    sources.push(...list);
  }
  const busyUntil = sources.map((fields) => liveOpenedAt(input.openCalls, fields));
  const free = sources.map(() => 0);

  const plan = { source: new Int32Array(total), opened: new Float64Array(total), closed: new Float64Array(total) };
  let count = 0;
  for (const key of keys) {
    const opened = Math.floor(key / INDEX_BITS) * 1000;
    const { kind, length, pick } = draft(seed, key % INDEX_BITS, kinds);
    // The device the dice chose, or the next one free to raise this call; when every device of the kind
    // is busy (one technical alarm with a long defect open), the call is of the next kind instead.
    for (const candidate of [kind, ...kinds.filter((other) => other !== kind)]) {
      const closed = opened + durationMs(candidate, length);
      const isFree = (i: number) => (free[i] ?? 0) <= opened && closed <= (busyUntil[i] ?? Infinity);
      const index = closed < to ? freeSource(ranges.get(candidate), pick, isFree) : null;
      if (index === null) continue;
      free[index] = closed;
      plan.source[count] = index;
      plan.opened[count] = opened;
      plan.closed[count] = closed;
      count += 1;
      break;
    }
  }
  return { from: new Date(from), to: new Date(to), firstId, count, sources, ...plan };
}

function freeSource(
  range: { offset: number; length: number } | undefined,
  pick: number,
  isFree: (index: number) => boolean,
): number | null {
  if (!range) return null;
  const first = Math.floor(pick * range.length);
  for (let k = 0; k < range.length; k += 1) {
    const index = range.offset + ((first + k) % range.length);
    if (isFree(index)) return index;
  }
  return null;
}

/** When the device's open call of this type opened (history must end by then); Infinity when none is. */
function liveOpenedAt(openCalls: readonly Call[], fields: CallFields): number {
  const open = openCalls.find(
    (call) => call.system_tree_node_id === fields.system_tree_node_id && call.call_type_id === fields.call_type_id,
  );
  return open ? Date.parse(open.opened_at) : Number.POSITIVE_INFINITY;
}

/** The `index`-th planned call as the protocol sends it, closed. */
export function historyCall(plan: HistoryPlan, index: number): Call {
  const fields = plan.sources[plan.source[index] ?? -1];
  if (!fields || index >= plan.count) throw new RangeError(`No planned call ${index}`);
  const closedAt = new Date(plan.closed[index] ?? 0).toISOString();
  return {
    id: plan.firstId + index,
    ...fields,
    opened_at: new Date(plan.opened[index] ?? 0).toISOString(),
    updated_at: closedAt,
    closed_at: closedAt,
    is_closed: true,
  };
}
