import type { Endpoint } from './endpoint';
import type { KeepAlive } from './event-socket';
import type { CallSystemLink, Cursor, SnapshotNeededMessage } from './link';
import type { CallEvent, ConfiguratorEvent, OpenCallsSnapshot } from './protocol-types';
import type { Unreadable } from './unreadable';

/**
 * The link's share of the spec's call system sync states (part 1 §4). `in-sync`, `needs-commit` and
 * `busy` compare or edit configuration and belong to the sync engine, which builds on these:
 * - `unknown`: not started yet, or something unexpected (a protocol error, a failing handler) — see `error`;
 * - `loading`: the configurator answers; the event stream is being opened or resynced;
 * - `ready`: live — every event up to now has been handed over;
 * - `processing`: live, and a commit is being distributed (`progress` in the detail);
 * - `offline`: no connection, or the live stream was lost;
 * - `unauthorized`: the configurator refused the credentials (401).
 */
export type LinkState = 'unknown' | 'loading' | 'ready' | 'processing' | 'offline' | 'unauthorized';

export interface LinkStateDetail {
  /** Firmware version from the last successful connection check. */
  version: string | null;
  /** Why the state is not `ready`/`processing`, for logs and technicians. */
  error: string | null;
  /** Commit progress 0–100 while `processing`. */
  progress: number | null;
}

/**
 * `unreadable`: an event of unknown kind or a config.changed could not be read (ADR 0017).
 * `unreadable_call`: only a call event was unreadable, so only the open calls are uncertain.
 * `missing_seq`, `backwards`, `gap`: the event order broke (SeqFault, ADR 0025).
 */
export type SnapshotReason =
  | 'initial'
  | 'unreadable'
  | 'unreadable_call'
  | SeqFaultKind
  | SnapshotNeededMessage['reason'];

/**
 * How the configurator broke its event order (docs/configurator-protocol.md §8), each resolved by a snapshot:
 * - `missing_seq`: a frame without a readable seq (it cannot be placed, so whatever it carried may be lost);
 * - `backwards`: an event whose seq is lower than or equal to one already seen on this socket;
 * - `gap`: an event (or a pong) past the next seq — replayed first; a snapshot if that does not close it
 *   within 5 s, or at once when the replay ends in the same gap.
 * Not a fault: events up to a snapshot's seq still in flight on the socket it was taken on.
 */
export type SeqFaultKind = 'missing_seq' | 'backwards' | 'gap';

export interface SeqFault {
  kind: SeqFaultKind;
  /** For the log: what was seen against what was expected. */
  why: string;
  /** The last applied seq when it was seen. */
  cursorSeq: number | null;
  /** The event as received (or the start of an unreadable frame's text); null when a pong revealed a gap. */
  event: unknown;
}

/** What the link holder says about itself, on every state change and every pulse. */
export interface LinkPulse {
  state: LinkState;
  detail: LinkStateDetail;
  /** When the configurator was last heard from. */
  heardAt: Date | null;
}

export interface LinkHandlers {
  /**
   * One event other than a call's (those go to onCallEvents), in seq order without gaps with them; the
   * next one only after this resolved. `cursor` is the event's
   * position. Delivery is at-least-once: after a crash or a failure between this handler resolving and
   * the cursor being saved, the event comes again — dedupe by `(cursor.stream_id, cursor.seq)`, or save
   * the cursor in the same transaction as the event (then loadCursor makes it exactly-once).
   * A rejection stops the stream; it is re-opened from the last saved cursor after a backoff.
   */
  onEvent(event: ConfiguratorEvent, cursor: Cursor): Promise<void>;
  /**
   * Call events (opened, updated, closed) instead of onEvent: the next one, and the ones right after it in
   * seq order that had already arrived when it was taken — never waited for (at least one, at most
   * MAX_CALL_BATCH). `cursor` is the last one's position. Store them with the cursor in one transaction,
   * all or none: a rejection stops the stream like onEvent's, and all of them come again (ADR 0026).
   */
  onCallEvents(events: CallEvent[], cursor: Cursor): Promise<void>;
  /**
   * The open calls, replacing what the consumer holds: close the calls it has that are not listed (they
   * closed while events were missed), add the listed ones it lacks. Called on first contact (no cursor),
   * when the configurator cannot replay (`snapshot_needed`), or after it lost its state. No event with a
   * seq ≤ snapshot.seq follows. Re-read the configuration too (link.config()): config events may have
   * been missed as well.
   */
  onSnapshot(snapshot: OpenCallsSnapshot, context: { reason: SnapshotReason }): Promise<void>;
  /**
   * A message that failed its wire schema, to be kept for technicians (ADR 0017); it is never applied and
   * never comes again. With `cursor` it was the next event in the stream: store the cursor with it, as
   * onEvent does (a rejection stops the stream like onEvent's). Without, it had no usable seq, or was an
   * answer to a request; those may come beside other handler calls and a rejection is only logged.
   */
  onQuarantine(message: Unreadable, cursor: Cursor | null): Promise<void>;
  /** Every change of state or detail. Must not throw (a throw is logged and ignored). */
  onState?(state: LinkState, detail: LinkStateDetail): void;
  /**
   * Once at start() and then every `pulseMs` until stop(), changed or not: the holder of the link is alive,
   * so other server instances can tell its state from a dead holder's. Must not throw.
   */
  onPulse?(pulse: LinkPulse): void;
  /** A break of the event order, already logged with its event and being resolved by a snapshot. Must not throw. */
  onSeqFault?(fault: SeqFault): void;
}

export interface CursorStore {
  loadCursor(): Promise<Cursor | null>;
  saveCursor(cursor: Cursor): Promise<void>;
}

/** The part of pino the supervisor uses. */
export interface LinkLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface LinkSupervisorOptions {
  systemId: number;
  endpoint: Endpoint;
  store: CursorStore;
  handlers: LinkHandlers;
  /** Defaults to the HTTP/WebSocket driver for `endpoint`. */
  link?: CallSystemLink;
  logger?: LinkLogger;
  /** Reconnect delay: doubles from `initialMs` up to `maxMs`, jittered. */
  backoff?: { initialMs: number; maxMs: number };
  /** A refused password will not fix itself quickly; retry seldom so the configurator's log stays readable. */
  unauthorizedRetryMs?: number;
  requestTimeoutMs?: number;
  keepAlive?: KeepAlive;
  /** How often onPulse is called (default 5 s). */
  pulseMs?: number;
  /** How long a gap may stay open while it is replayed before a snapshot closes it (default 5 s, protocol §8). */
  gapCloseMs?: number;
}
