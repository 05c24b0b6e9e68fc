import type { SystemTreeNode } from '../config/entities';
import { closeCalls, moveOpenCalls, requireDevice } from './calls';
import type { SimContext } from './sim-state';
import type { Call, DeviceRuntime } from './world-types';

export const DEVICE_ACTIONS = ['EndCalls', 'IgnoreDefects', 'Mute', 'Restart', 'Unmute'] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];

/** Runtime values of a device, created on first use for devices added by a commit. */
export function deviceRuntime(ctx: SimContext, node: SystemTreeNode): DeviceRuntime {
  const key = String(node.id);
  const existing = ctx.state.devices[key];
  if (existing) return existing;
  const now = ctx.now().toISOString();
  const created: DeviceRuntime = {
    battery: node.kind === 'radio' ? 100 : null,
    reachable: true,
    last_reachable_at: now,
    muted: false,
    position: null,
    position_updated_at: null,
  };
  ctx.state.devices[key] = created;
  return created;
}

export interface DevicePatch {
  battery?: number | null;
  reachable?: boolean;
  position?: string | null;
}

/** Applies what a device reports; each value that changed becomes one event. */
export function reportDevice(ctx: SimContext, deviceId: number, patch: DevicePatch): DeviceRuntime {
  const device = deviceRuntime(ctx, requireDevice(ctx, deviceId));
  const now = ctx.now().toISOString();
  if (patch.battery !== undefined && patch.battery !== device.battery) {
    device.battery = patch.battery;
    ctx.emit('device.battery', { device_id: deviceId, battery: device.battery });
  }
  if (patch.reachable !== undefined && patch.reachable !== device.reachable) {
    device.reachable = patch.reachable;
    // Going silent or coming back, the device was last heard now.
    device.last_reachable_at = now;
    ctx.emit('device.reachability', { device_id: deviceId, reachable: device.reachable, last_reachable_at: now });
  }
  if (patch.position !== undefined && patch.position !== device.position) {
    device.position = patch.position;
    device.position_updated_at = now;
    ctx.emit('device.position', { device_id: deviceId, position: device.position, position_updated_at: now });
    moveOpenCalls(ctx, deviceId, device.position);
  }
  return device;
}

export interface ActionOutcome {
  device_id: number;
  action: DeviceAction;
  closed_calls: Call[];
  device: DeviceRuntime;
}

function setMuted(ctx: SimContext, deviceId: number, device: DeviceRuntime, muted: boolean): void {
  if (device.muted === muted) return;
  device.muted = muted;
  ctx.emit('device.muted', { device_id: deviceId, muted });
}

export function runDeviceAction(
  ctx: SimContext,
  deviceId: number,
  action: DeviceAction,
  sectionId: number | null = null,
): ActionOutcome {
  const node = requireDevice(ctx, deviceId);
  const device = deviceRuntime(ctx, node);
  const onDevice = (call: Call) =>
    call.system_tree_node_id === deviceId && (sectionId === null || call.section_id === sectionId);
  let closed: Call[] = [];
  switch (action) {
    case 'EndCalls':
      closed = closeCalls(ctx, onDevice);
      break;
    case 'IgnoreDefects': {
      const callTypes = ctx.state.config.entities.call_types;
      closed = closeCalls(ctx, (call) => onDevice(call) && callTypes[String(call.call_type_id)]?.flag === 'Defect');
      break;
    }
    case 'Mute':
    case 'Unmute':
      setMuted(ctx, deviceId, device, action === 'Mute');
      break;
    case 'Restart':
      ctx.emit('device.restarted', { device_id: deviceId });
      break;
  }
  return { device_id: deviceId, action, closed_calls: closed, device };
}
