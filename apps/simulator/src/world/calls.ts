import { reconcileButtons } from '../buttons/button-store';
import type { CallType, ConfigEntities, Section, SystemTreeNode } from '../config/entities';
import { notFound, SimError } from '../errors';
import { isDevice } from './facility';
import type { SimContext } from './sim-state';
import type { Call } from './world-types';

export function requireDevice(ctx: SimContext, deviceId: number): SystemTreeNode {
  const node = ctx.state.config.entities.system_tree_nodes[String(deviceId)];
  if (!node || !isDevice(node)) throw notFound('Device', deviceId);
  return node;
}

export function openCallsOf(ctx: SimContext, deviceId: number): Call[] {
  return ctx.state.calls.filter((call) => call.system_tree_node_id === deviceId);
}

export interface OpenCallInput {
  deviceId: number;
  callTypeId: number;
  /** Defaults to the device's section. */
  sectionId?: number | null;
}

/** What a call copies from the configuration when it opens (protocol §8): texts stay as they were then. */
export type CallFields = Omit<Call, 'id' | 'opened_at' | 'updated_at' | 'closed_at' | 'is_closed'>;

export function callFields(
  entities: ConfigEntities,
  device: SystemTreeNode,
  callType: CallType,
  section: Section | undefined,
  position: string | null,
): CallFields {
  const callSource = device.call_source_id === null ? undefined : entities.call_sources[String(device.call_source_id)];
  return {
    call_type_id: callType.id,
    call_type_text: callType.text || callType.name,
    call_source_id: callSource?.id ?? null,
    call_source_text: callSource?.text ?? null,
    section_id: section?.id ?? null,
    section_name: section?.name ?? null,
    system_tree_node_id: device.id,
    number: device.number,
    device_text_short: device.text_short,
    device_text_long: device.text_long,
    position,
  };
}

/**
 * Opens a call, or returns the call of that type already open on the device: a device raises a call
 * type once until it is closed, as the hardware does.
 */
export function openCall(ctx: SimContext, input: OpenCallInput): Call {
  const { entities } = ctx.state.config;
  const device = requireDevice(ctx, input.deviceId);
  const callType = entities.call_types[String(input.callTypeId)];
  if (!callType) throw new SimError(422, 'missing_relation', `Call type ${input.callTypeId} does not exist`);
  const sectionId = input.sectionId ?? device.section_id;
  const section = sectionId === null ? undefined : entities.sections[String(sectionId)];
  if (sectionId !== null && !section)
    throw new SimError(422, 'missing_relation', `Section ${sectionId} does not exist`);

  const existing = openCallsOf(ctx, device.id).find((call) => call.call_type_id === callType.id);
  if (existing) return existing;

  const now = ctx.now().toISOString();
  const call: Call = {
    id: ctx.state.next_call_id++,
    ...callFields(entities, device, callType, section, ctx.state.devices[String(device.id)]?.position ?? null),
    opened_at: now,
    updated_at: now,
    closed_at: null,
    is_closed: false,
  };
  ctx.state.calls.push(call);
  ctx.emit('call.opened', { call });
  reconcileButtons(ctx, device.id);
  return call;
}

/** Closes every open call `matches` selects; returns the closed calls. */
export function closeCalls(ctx: SimContext, matches: (call: Call) => boolean): Call[] {
  const closing = ctx.state.calls.filter(matches);
  if (closing.length === 0) return [];
  const now = ctx.now().toISOString();
  ctx.state.calls = ctx.state.calls.filter((call) => !matches(call));
  const closed = closing.map((call) => ({ ...call, closed_at: now, updated_at: now, is_closed: true }));
  for (const call of closed) ctx.emit('call.closed', { call });
  for (const deviceId of new Set(closed.map((call) => call.system_tree_node_id))) reconcileButtons(ctx, deviceId);
  return closed;
}

export function closeCallOfType(ctx: SimContext, deviceId: number, callTypeId: number): Call | null {
  requireDevice(ctx, deviceId);
  const [closed] = closeCalls(ctx, (call) => call.system_tree_node_id === deviceId && call.call_type_id === callTypeId);
  return closed ?? null;
}

/** A moving radio device carries its open calls along: their position follows the device. */
export function moveOpenCalls(ctx: SimContext, deviceId: number, position: string | null): void {
  const now = ctx.now().toISOString();
  ctx.state.calls = ctx.state.calls.map((call) => {
    if (call.system_tree_node_id !== deviceId || call.position === position) return call;
    const updated = { ...call, position, updated_at: now };
    ctx.emit('call.updated', { call: updated });
    return updated;
  });
}
