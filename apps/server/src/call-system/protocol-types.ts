// JSON shapes of the configurator protocol (docs/configurator-protocol.md), snake_case as on the wire.
// Written from the protocol page, not imported from apps/simulator: the apps never import each other,
// and a hardware driver must produce the same shapes.

export const CONFIG_KINDS = [
  'system_params',
  'system_tree_nodes',
  'sections',
  'call_types',
  'call_sources',
  'schedules',
  'display_groups',
  'hubs',
] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];

/**
 * A configuration entity as the configurator sends it. The server keeps its own typed tables; here the
 * fields are only carried (the protocol page lists them per kind), so they stay open.
 */
export interface ConfigEntity {
  id: number;
  [field: string]: unknown;
}

export interface SystemTreeNodeEntity extends ConfigEntity {
  kind: string;
  name: string;
  number: number | null;
  parent_id: number | null;
  section_id: number | null;
  /** Runtime values (read-only, ignored when sent back). */
  battery?: number | null;
  reachable?: boolean;
  last_reachable_at?: string | null;
  muted?: boolean;
  position?: string | null;
  position_updated_at?: string | null;
}

export const HUB_STATUSES = ['Ready', 'Offline', 'Busy', 'Processing', 'Unknown'] as const;
export type HubStatus = (typeof HUB_STATUSES)[number];

export interface HubEntity extends ConfigEntity {
  name: string;
  ip: string;
  type: 'Radio' | 'Wired';
  status: HubStatus;
  last_sync: string | null;
}

/** `GET /api/v1/config`: the committed configuration, lists sorted by id. */
export interface ConfigSnapshot {
  revision: number;
  system_params: (ConfigEntity & { name: string; version: string }) | null;
  system_tree_nodes: SystemTreeNodeEntity[];
  sections: ConfigEntity[];
  call_types: ConfigEntity[];
  call_sources: ConfigEntity[];
  schedules: ConfigEntity[];
  display_groups: ConfigEntity[];
  hubs: HubEntity[];
}

export type ChangeAction = 'created' | 'updated' | 'deleted';

export interface StagedChange {
  kind: ConfigKind;
  id: number;
  action: ChangeAction;
  /** The entity as it will be after the commit; null for a deletion. */
  data: ConfigEntity | null;
  staged_at: string;
}

export interface StagedChanges {
  /** The committed revision the changes apply to. */
  revision: number;
  changes: StagedChange[];
}

/** One problem the configurator found (spec part 1 §5 "configurator validation errors"). */
export interface ConfigError {
  key: string;
  kind: ConfigKind;
  id: number;
  /** A path such as `connections[1].section_id`, or null. */
  field: string | null;
  data: Record<string, unknown>;
}

export interface ChangelogEntry {
  kind: ConfigKind;
  id: number;
  action: ChangeAction;
}

export interface CommitError {
  key: string;
  message: string;
  errors?: ConfigError[];
}

export interface CommitStatus {
  status: 'ready' | 'committing' | 'failed';
  progress: number;
  error: CommitError | null;
  changelog: ChangelogEntry[];
  revision: number;
  staged_count: number;
  started_at: string | null;
  finished_at: string | null;
}

export interface Call {
  id: number;
  call_type_id: number;
  call_type_text: string;
  call_source_id: number | null;
  call_source_text: string | null;
  section_id: number | null;
  section_name: string | null;
  system_tree_node_id: number;
  number: number | null;
  device_text_short: string;
  device_text_long: string;
  position: string | null;
  opened_at: string;
  updated_at: string;
  closed_at: string | null;
  is_closed: boolean;
}

/** `GET /api/v1/calls`: the open calls as of event `seq` (every event ≤ seq is reflected). */
export interface OpenCallsSnapshot {
  stream_id: string;
  seq: number;
  calls: Call[];
}

export const DEVICE_ACTIONS = ['EndCalls', 'IgnoreDefects', 'Mute', 'Restart', 'Unmute'] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];

export interface DeviceRuntime {
  battery: number | null;
  reachable: boolean;
  last_reachable_at: string | null;
  muted: boolean;
  position: string | null;
  position_updated_at: string | null;
}

export interface DeviceActionResult {
  device_id: number;
  action: DeviceAction;
  closed_calls: Call[];
  device: DeviceRuntime;
}

export interface HubPrinterMessage {
  id: number;
  hub_id: number | null;
  address: string;
  error: string | null;
  detected_at: string;
  system_tree_node: {
    id: number;
    kind: string;
    name: string;
    serial: string | null;
    parent_name: string | null;
  } | null;
}

/** Payload (`data`) of every event type protocol v1 defines. */
export interface EventDataMap {
  'call.opened': { call: Call };
  'call.updated': { call: Call };
  'call.closed': { call: Call };
  'device.battery': { device_id: number; battery: number | null };
  'device.reachability': { device_id: number; reachable: boolean; last_reachable_at: string | null };
  'device.muted': { device_id: number; muted: boolean };
  'device.position': { device_id: number; position: string | null; position_updated_at: string | null };
  'device.restarted': { device_id: number };
  'hub.printer': { message: HubPrinterMessage };
  'hub.sync': { hub_id: number; status: HubStatus; last_sync: string | null };
  time: { time: string; seconds: number };
  'commit.started': { revision: number; changelog: ChangelogEntry[] };
  'commit.progress': { progress: number };
  'commit.finished': { status: 'ready' | 'failed'; revision: number; error: CommitError | null };
  'config.changed': { revision: number; reason: 'commit' | 'reset' };
}

export type EventType = keyof EventDataMap;

export const EVENT_TYPES: readonly EventType[] = [
  'call.opened',
  'call.updated',
  'call.closed',
  'device.battery',
  'device.reachability',
  'device.muted',
  'device.position',
  'device.restarted',
  'hub.printer',
  'hub.sync',
  'time',
  'commit.started',
  'commit.progress',
  'commit.finished',
  'config.changed',
];

/** An event of a type this server knows; narrow on `type` to get its `data`. */
export type ConfiguratorEvent = {
  [T in EventType]: { seq: number; type: T; at: string; data: EventDataMap[T] };
}[EventType];

/**
 * An event as it arrives, possibly of a type added after protocol v1 (the protocol says: ignore it but
 * still advance the sequence), so `type` and `data` stay open until `asKnownEvent` narrows them.
 */
export interface WireEvent {
  seq: number;
  type: string;
  at: string;
  data: unknown;
}

export function asKnownEvent(event: WireEvent): ConfiguratorEvent | null {
  return (EVENT_TYPES as readonly string[]).includes(event.type) ? (event as ConfiguratorEvent) : null;
}
