import { randomUUID } from 'node:crypto';
import { type ConfigEntities, DEVICE_KINDS, type SystemTreeNode } from '../config/entities';
import { type SimState, STATE_FORMAT } from './sim-state';
import type { DeviceRuntime, HubRuntime } from './world-types';

/** A simulated site: its configuration and the starting battery of each radio device (by node id). */
export interface Facility {
  entities: ConfigEntities;
  batteries: Record<string, number>;
  /**
   * Radios whose battery drifts down steadily (issue 15 item 4): percentage points lost per simulated
   * week, beside the random drain every radio has. The battery forecast has a trend to find.
   */
  drifts?: Record<string, number>;
}

export function isDevice(node: SystemTreeNode): boolean {
  return DEVICE_KINDS.includes(node.kind);
}

/** A radio device reports the room it is in; at the start that is the room it belongs to. */
export function roomName(nodes: ConfigEntities['system_tree_nodes'], node: SystemTreeNode): string | null {
  let current: SystemTreeNode | undefined = node;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current.kind === 'room') return current.name;
    current = current.parent_id === null ? undefined : nodes[String(current.parent_id)];
  }
  return null;
}

export function initialDevice(facility: Facility, node: SystemTreeNode, now: string): DeviceRuntime {
  const radio = node.kind === 'radio';
  return {
    battery: radio ? (facility.batteries[String(node.id)] ?? 100) : null,
    reachable: true,
    last_reachable_at: now,
    muted: false,
    position: radio ? roomName(facility.entities.system_tree_nodes, node) : null,
    position_updated_at: radio ? now : null,
  };
}

export function initialDevices(facility: Facility, now: string): Record<string, DeviceRuntime> {
  const devices = Object.values(facility.entities.system_tree_nodes).filter(isDevice);
  return Object.fromEntries(devices.map((node) => [String(node.id), initialDevice(facility, node, now)]));
}

export function initialHubs(entities: ConfigEntities, now: string): Record<string, HubRuntime> {
  return Object.fromEntries(Object.keys(entities.hubs).map((id) => [id, { status: 'Ready', last_sync: now }]));
}

/** The parts of the state a reset brings back to the fixture; sequence numbers and ids are kept. */
export function facilityState(facility: Facility, now: string, revision: number) {
  const entities = structuredClone(facility.entities);
  return {
    config: { revision, entities },
    staged: [],
    devices: initialDevices(facility, now),
    hubs: initialHubs(entities, now),
    calls: [],
    buttons: {},
  } satisfies Partial<SimState>;
}

export function createInitialState(facility: Facility, now: string): SimState {
  return {
    format: STATE_FORMAT,
    stream_id: randomUUID(),
    seq: 0,
    events: [],
    next_call_id: 1,
    next_printer_message_id: 1,
    tick: 0,
    commit: {
      status: 'ready',
      progress: 100,
      error: null,
      changelog: [],
      started_at: null,
      finished_at: null,
    },
    ...facilityState(facility, now, 1),
  };
}
