import type { SystemTreeNode } from '../config/entities';
import { notFound, SimError } from '../errors';
import type { SimContext } from './sim-state';
import type { HubLogLine, HubPrinterMessage, HubRuntime, HubStatus } from './world-types';

function hubRuntime(ctx: SimContext, hubId: number): HubRuntime {
  if (!ctx.state.config.entities.hubs[String(hubId)]) throw notFound('Hub', hubId);
  const key = String(hubId);
  ctx.state.hubs[key] ??= { status: 'Unknown', last_sync: null };
  return ctx.state.hubs[key];
}

/** A hub reports its state; without a time given it has just synchronised. */
export function reportHub(
  ctx: SimContext,
  hubId: number,
  report: { status?: HubStatus; last_sync?: string | null } = {},
): HubRuntime {
  const hub = hubRuntime(ctx, hubId);
  hub.status = report.status ?? hub.status;
  hub.last_sync = report.last_sync === undefined ? ctx.now().toISOString() : report.last_sync;
  ctx.emit('hub.sync', { hub_id: hubId, status: hub.status, last_sync: hub.last_sync });
  return hub;
}

export function syncAllHubs(ctx: SimContext): void {
  for (const id of Object.keys(ctx.state.config.entities.hubs)) {
    // A silent hub hears no commit either (issue 15: silence through /sim/silence).
    if (!ctx.state.silenced?.hubs.includes(Number(id))) reportHub(ctx, Number(id), { status: 'Ready' });
  }
}

function nodeSummary(ctx: SimContext, node: SystemTreeNode): HubPrinterMessage['system_tree_node'] {
  const parent =
    node.parent_id === null ? undefined : ctx.state.config.entities.system_tree_nodes[String(node.parent_id)];
  return { id: node.id, kind: node.kind, name: node.name, serial: node.serial, parent_name: parent?.name ?? null };
}

export interface PrinterInput {
  deviceId?: number | null;
  address?: string | null;
  error?: string | null;
}

/**
 * The hub printer reports a radio it detected (a technician pressed its button in learning mode). A known
 * MAC comes with its tree node, so the console can link to it.
 */
export function printHubMessage(ctx: SimContext, input: PrinterInput): HubPrinterMessage {
  const nodes = Object.values(ctx.state.config.entities.system_tree_nodes);
  const byDevice = input.deviceId == null ? undefined : nodes.find((node) => node.id === input.deviceId);
  if (input.deviceId != null && !byDevice?.mac) throw notFound('Radio device', input.deviceId);
  const address = byDevice?.mac ?? input.address?.toUpperCase();
  if (!address) throw new SimError(422, 'invalid_value', 'Give device_id or address');
  const node = byDevice ?? nodes.find((candidate) => candidate.mac === address);
  const message: HubPrinterMessage = {
    id: ctx.state.next_printer_message_id++,
    hub_id: node?.hub_id ?? null,
    address,
    error: input.error ?? null,
    detected_at: ctx.now().toISOString(),
    system_tree_node: node ? nodeSummary(ctx, node) : null,
  };
  ctx.emit('hub.printer', { message });
  return message;
}

/** The simulated hubs' login (a real hub has its own; the console sends what the technician types). */
export const SIM_HUB_CREDENTIALS = { username: 'admin', password: 'hub-admin' } as const;
export const HUB_LOG_LINES = 200;

function hubLog(ctx: SimContext, hub: HubRuntime, level: HubLogLine['level'], text: string): void {
  hub.log ??= [];
  hub.log.push({ at: ctx.now().toISOString(), level, text });
  if (hub.log.length > HUB_LOG_LINES) hub.log.splice(0, hub.log.length - HUB_LOG_LINES);
}

/**
 * A sync asked for by the console with the hub's credentials (spec part 1 §2 hub sync): a silent hub does
 * not answer (504 hub_unreachable), wrong credentials are refused (422 hub_login_failed); otherwise the
 * hub takes the configuration of its devices, says so in its log and reports Ready with a new last sync.
 */
export function syncHub(ctx: SimContext, hubId: number, credentials: { username: string; password: string }) {
  const hub = hubRuntime(ctx, hubId);
  if (ctx.state.silenced?.hubs.includes(hubId))
    throw new SimError(504, 'hub_unreachable', `Hub ${hubId} does not answer`);
  if (credentials.username !== SIM_HUB_CREDENTIALS.username || credentials.password !== SIM_HUB_CREDENTIALS.password) {
    hubLog(ctx, hub, 'warn', `login refused for ${credentials.username}`);
    throw new SimError(422, 'hub_login_failed', `Hub ${hubId} refused the login`);
  }
  const devices = Object.values(ctx.state.config.entities.system_tree_nodes).filter((n) => n.hub_id === hubId).length;
  hubLog(ctx, hub, 'info', `login ${credentials.username}`);
  hubLog(ctx, hub, 'info', `sync started: ${devices} devices`);
  const reported = reportHub(ctx, hubId, { status: 'Ready' });
  hubLog(ctx, hub, 'info', 'sync done');
  return { hub_id: hubId, status: reported.status, last_sync: reported.last_sync, devices };
}

/** The hub's log, newest last. */
export function hubLogLines(ctx: Pick<SimContext, 'state'>, hubId: number): HubLogLine[] {
  if (!ctx.state.config.entities.hubs[String(hubId)]) throw notFound('Hub', hubId);
  return ctx.state.hubs[String(hubId)]?.log ?? [];
}
