import type { LinkError } from './link-error';
import type {
  CommitStatus,
  ConfigEntity,
  ConfigKind,
  ConfigSnapshot,
  DeviceAction,
  DeviceActionResult,
  OpenCallsSnapshot,
  StagedChange,
  StagedChanges,
  WireEvent,
} from './protocol-types';
import type { Unreadable } from './unreadable';

/** Where a consumer stands in a configurator's event stream: the last event it applied. */
export interface Cursor {
  stream_id: string;
  seq: number;
}

export interface HelloMessage {
  type: 'hello';
  stream_id: string;
  current_seq: number;
  /** The oldest event still retained (`current_seq + 1` when none is). */
  oldest_seq: number;
  version: string;
}

export interface SnapshotNeededMessage {
  type: 'snapshot_needed';
  /** expired: events after `since` are gone; ahead: the configurator lost its state; other_stream: new numbering. */
  reason: 'expired' | 'ahead' | 'other_stream';
  stream_id: string;
  current_seq: number;
}

export interface LiveMessage {
  type: 'live';
  current_seq: number;
}

/** The answer to the client's JSON ping: every event up to `current_seq` was sent before it. */
export interface PongMessage {
  type: 'pong';
  current_seq: number;
}

export interface EventMessage {
  type: 'event';
  event: WireEvent;
  /** True for events replayed after `since`, before the `live` message. */
  replayed: boolean;
}

/**
 * A frame that failed its schema (ADR 0017). With `unreadable.seq` it was an event in the stream's order;
 * without, it cannot be ordered (not JSON, no usable seq, a malformed control message).
 */
export interface UnreadableMessage {
  type: 'unreadable';
  unreadable: Unreadable;
}

export type StreamMessage =
  | HelloMessage
  | SnapshotNeededMessage
  | LiveMessage
  | PongMessage
  | EventMessage
  | UnreadableMessage;

/** Why an event stream ended. `error` is null when the configurator closed it (e.g. 1012 on restart). */
export interface StreamEnd {
  code: number | null;
  reason: string;
  error: LinkError | null;
}

/**
 * One event socket. Iterate it to read messages in arrival order; iteration ends when the socket is gone
 * and every message that arrived before has been read, throwing the LinkError if it ended by one (401 on
 * the upgrade, unreachable, a dead link, a malformed message). Every end is retryable.
 */
export interface EventStream extends AsyncIterable<StreamMessage> {
  /** Resolves (never rejects) once the socket is closed. */
  readonly closed: Promise<StreamEnd>;
  close(): void;
  /**
   * Takes, without waiting, the messages that already arrived and were not yet iterated: from the front,
   * while `accept` says yes, at most `max`. The first refused one stays for the iteration. The session
   * uses it to store call events that queued up while it was busy in one transaction (ADR 0026).
   */
  takeQueued(accept: (message: StreamMessage) => boolean, max: number): StreamMessage[];
}

/**
 * Everything the server needs from a configurator (docs/configurator-protocol.md), transport-agnostic,
 * so a driver for real hardware replaces the simulator's without touching the rest (DESIGN.md §1).
 * Every method rejects with a LinkError.
 */
export interface HubSyncResult {
  hub_id: number;
  status: string;
  last_sync: string | null;
  devices: number;
}

export interface HubLogLine {
  at: string;
  level: string;
  text: string;
}

export interface CallSystemLink {
  firmware(): Promise<{ version: string }>;
  config(): Promise<ConfigSnapshot>;
  openCalls(): Promise<OpenCallsSnapshot>;
  /** Stages a creation or replacement; null when the entity equals the committed one (nothing staged). */
  stage(kind: ConfigKind, id: number, entity: ConfigEntity | Record<string, unknown>): Promise<StagedChange | null>;
  /**
   * `DELETE /config/{kind}/{id}`: stages a deletion, or — for an entity that exists only as a staged
   * creation — withdraws that creation (then null). To withdraw a staged update, stage the committed entity.
   */
  unstage(kind: ConfigKind, id: number): Promise<StagedChange | null>;
  staged(): Promise<StagedChanges>;
  discardStaged(): Promise<{ discarded: number }>;
  commit(): Promise<CommitStatus>;
  commitStatus(): Promise<CommitStatus>;
  deviceAction(deviceId: number, action: DeviceAction, sectionId?: number | null): Promise<DeviceActionResult>;
  /** `POST /hubs/{id}/sync` with the hub's credentials (ADR 0045); absent on links that have no hubs. */
  hubSync?(hubId: number, credentials: { username: string; password: string }): Promise<HubSyncResult>;
  /** `GET /hubs/{id}/logs`: the hub's log, oldest first. */
  hubLogs?(hubId: number): Promise<HubLogLine[]>;
  /** From `since` (replay, or `snapshot_needed` when that cannot be done), or from now when null. */
  openEvents(since: Cursor | null): EventStream;
}
