// JSON shapes of the configurator protocol (docs/configurator-protocol.md), snake_case as on the wire.
// The shapes both ends share live in @wardlight/configurator-protocol; what only the server's driver
// needs (snapshots, staging, results) is here.
import type {
  Call,
  ChangeAction,
  ConfigKind,
  EventDataMap,
  EventType,
  HubStatus,
} from '@wardlight/configurator-protocol';
import { EVENT_TYPES } from '@wardlight/configurator-protocol';

export * from '@wardlight/configurator-protocol';

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

/** `GET /api/v1/calls`: the open calls as of event `seq` (every event ≤ seq is reflected). */
export interface OpenCallsSnapshot {
  stream_id: string;
  seq: number;
  /** The calls that passed their schema. */
  calls: Call[];
  /**
   * Ids of listed calls that did not (quarantined by the driver): still open at the configurator, so the
   * consumer keeps them as it has them instead of closing them (ADR 0017). Absent when none.
   */
  unreadable_ids?: number[];
}

/** An event of a type this server knows; narrow on `type` to get its `data`. */
export type ConfiguratorEvent = {
  [T in EventType]: { seq: number; type: T; at: string; data: EventDataMap[T] };
}[EventType];

/**
 * An event as it arrives, possibly of a type added after protocol v1 (the protocol says: ignore it but
 * still advance the sequence), so `type` and `data` stay open until `asKnownEvent` narrows them. The
 * driver hands over an event of a known type only once its `data` passed that type's schema.
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

/** The events that change a call: the ones the link stores together when several are waiting (ADR 0026). */
export type CallEvent = Extract<ConfiguratorEvent, { type: 'call.opened' | 'call.updated' | 'call.closed' }>;

const CALL_EVENT_TYPES: ReadonlySet<string> = new Set(['call.opened', 'call.updated', 'call.closed']);

/** Narrows a known event; a wire event of these types has passed its data schema (stream-messages.ts). */
export const isCallEvent = (event: { type: string }): event is CallEvent => CALL_EVENT_TYPES.has(event.type);
