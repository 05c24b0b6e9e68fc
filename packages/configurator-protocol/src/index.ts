// The wire shapes of the configurator protocol (docs/configurator-protocol.md), snake_case as sent.
// One copy for both ends — the server's driver and the simulator — so the compiler keeps them in step;
// a driver for real hardware must produce the same shapes.

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

export const HUB_STATUSES = ['Ready', 'Offline', 'Busy', 'Processing', 'Unknown'] as const;
export type HubStatus = (typeof HUB_STATUSES)[number];

export const DEVICE_ACTIONS = ['EndCalls', 'IgnoreDefects', 'Mute', 'Restart', 'Unmute'] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];

export type ChangeAction = 'created' | 'updated' | 'deleted';

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

export interface Call {
  id: number;
  call_type_id: number;
  call_type_text: string;
  call_source_id: number | null;
  call_source_text: string | null;
  section_id: number | null;
  section_name: string | null;
  system_tree_node_id: number;
  /** The device's number (spec: "number (device id)"). */
  number: number | null;
  device_text_short: string;
  device_text_long: string;
  position: string | null;
  opened_at: string;
  updated_at: string;
  closed_at: string | null;
  is_closed: boolean;
}

/** Values a device reports, not configuration. */
export interface DeviceRuntime {
  /** Percent, or null for wired devices that have no battery. */
  battery: number | null;
  reachable: boolean;
  last_reachable_at: string | null;
  muted: boolean;
  position: string | null;
  position_updated_at: string | null;
}

export interface HubPrinterMessage {
  id: number;
  hub_id: number | null;
  /** MAC address of the radio the hub printer detected. */
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
