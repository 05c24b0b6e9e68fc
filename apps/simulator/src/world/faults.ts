import type { SystemTreeNode } from '../config/entities';
import { SimError } from '../errors';
import { closeCallOfType, openCall, requireDevice } from './calls';
import { reportDevice } from './devices';
import { isDevice } from './facility';
import { reportHub } from './hubs';
import type { SimContext, SimState } from './sim-state';
import type { Call, DeviceRuntime, HubRuntime } from './world-types';

// Faults for tests and demos (issue 15): what makes a device a problem for the incident engine, as the
// hardware would show it — a device or hub that falls silent, a defect reported by a device or a repeater.

function silenced(state: SimState): { devices: number[]; hubs: number[] } {
  state.silenced ??= { devices: [], hubs: [] };
  return state.silenced;
}

const toggle = (list: number[], id: number, on: boolean) => {
  const at = list.indexOf(id);
  if (on && at < 0) list.push(id);
  if (!on && at >= 0) list.splice(at, 1);
};

export const isDeviceSilent = (state: SimState, id: number) => state.silenced?.devices.includes(id) ?? false;
export const isHubSilent = (state: SimState, id: number) => state.silenced?.hubs.includes(id) ?? false;

/**
 * A silent device is reported unreachable (last heard now) and stays so — the world's ticks neither bring
 * it back nor drain its battery — until it is heard again (`silent: false`).
 */
export function silenceDevice(ctx: SimContext, deviceId: number, silent: boolean): DeviceRuntime {
  requireDevice(ctx, deviceId);
  toggle(silenced(ctx.state).devices, deviceId, silent);
  return reportDevice(ctx, deviceId, { reachable: !silent });
}

/** A silent hub reports Offline once and then nothing (no syncs, not even after a commit) until heard again. */
export function silenceHub(ctx: SimContext, hubId: number, silent: boolean): HubRuntime {
  const hub = silent ? reportHub(ctx, hubId, { status: 'Offline' }) : null;
  toggle(silenced(ctx.state).hubs, hubId, silent);
  return hub ?? reportHub(ctx, hubId, { status: 'Ready' });
}

function defectCallTypeId(ctx: SimContext): number {
  const type = Object.values(ctx.state.config.entities.call_types).find((t) => t.flag === 'Defect');
  if (!type) throw new SimError(422, 'missing_relation', 'No call type has flag Defect', { related_kind: 'call_type' });
  return type.id;
}

/** A device reports a defect (a call of the Defect call type), or the defect is repaired (`close`). */
export function reportDefect(ctx: SimContext, deviceId: number, close: boolean): Call | null {
  const callTypeId = defectCallTypeId(ctx);
  return close ? closeCallOfType(ctx, deviceId, callTypeId) : openCall(ctx, { deviceId, callTypeId });
}

const isRepeater = (node: SystemTreeNode) => isDevice(node) && (node.kind === 'tech' || node.is_tech);

/** A repeater (a technical device; the first one unless named) reports a fault, or it is repaired. */
export function reportRepeaterFault(ctx: SimContext, deviceId: number | null, close: boolean): Call | null {
  const nodes = Object.values(ctx.state.config.entities.system_tree_nodes);
  const repeater = deviceId === null ? nodes.find(isRepeater) : requireDevice(ctx, deviceId);
  if (!repeater) throw new SimError(404, 'not_found', 'No repeater (technical device) exists');
  if (!isRepeater(repeater))
    throw new SimError(422, 'invalid_value', `Device ${repeater.id} is not a repeater (technical device)`, {
      field: 'device_id',
    });
  return reportDefect(ctx, repeater.id, close);
}
