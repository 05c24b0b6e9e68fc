import type { SimState } from '../world/sim-state';
import { KINDS } from './entities';

/** Reported by GET /api/v1/firmware. */
export const FIRMWARE_VERSION = '5.4.13-sim';

function sortedById<T extends { id: number }>(table: Record<string, T>): T[] {
  return Object.values(table).sort((a, b) => a.id - b.id);
}

/**
 * GET /api/v1/config: the committed configuration. Nodes and hubs carry their runtime values (battery,
 * reachability, sync) read-only beside the configuration, so one read gives the whole picture.
 */
export function configSnapshot(state: SimState) {
  const { entities, revision } = state.config;
  const lists = Object.fromEntries(
    KINDS.filter((kind) => kind !== 'system_params').map((kind) => [kind, sortedById<{ id: number }>(entities[kind])]),
  );
  const nodes = sortedById(entities.system_tree_nodes).map((node) => ({
    ...node,
    ...(state.devices[String(node.id)] ?? {}),
  }));
  const hubs = sortedById(entities.hubs).map((hub) => ({
    ...hub,
    status: state.hubs[String(hub.id)]?.status ?? 'Unknown',
    last_sync: state.hubs[String(hub.id)]?.last_sync ?? null,
  }));
  const params = entities.system_params['1'];
  return {
    revision,
    system_params: params ? { ...params, version: FIRMWARE_VERSION } : null,
    ...lists,
    system_tree_nodes: nodes,
    hubs,
  };
}

export function commitView(state: SimState) {
  return { ...state.commit, revision: state.config.revision, staged_count: state.staged.length };
}

export function stagedView(state: SimState) {
  return { revision: state.config.revision, changes: state.staged };
}

/** The open calls together with the sequence number of the last event they reflect. */
export function callsSnapshot(state: SimState) {
  return { stream_id: state.stream_id, seq: state.seq, calls: state.calls };
}
