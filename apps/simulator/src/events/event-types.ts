import type { ChangelogEntry, CommitError } from '../config/commit-types';
import type { Call, HubPrinterMessage, HubStatus } from '../world/world-types';

/** Payload (`data`) of every event type the configurator sends. */
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

export interface SimEvent<T extends EventType = EventType> {
  seq: number;
  type: T;
  /** ISO 8601 UTC time the configurator recorded the event. */
  at: string;
  data: EventDataMap[T];
}

export type Emit = <T extends EventType>(type: T, data: EventDataMap[T]) => void;
