import { type Placed, placeEvent } from './event-order';
import type { CallSystemLink, Cursor, EventStream, StreamEnd, StreamMessage } from './link';
import { isLinkError } from './link-error';
import {
  asKnownEvent,
  type CallEvent,
  type CommitStatus,
  type ConfiguratorEvent,
  isCallEvent,
  type WireEvent,
} from './protocol-types';
import { isControl } from './stream-messages';
import type { CursorStore, LinkHandlers, SeqFault, SeqFaultKind, SnapshotReason } from './supervisor-types';
import type { Unreadable } from './unreadable';

/** How much of an unreadable frame goes into the log line of a fault (the quarantine keeps 64 KiB). */
const LOGGED_FRAME_CHARS = 2_000;

/**
 * At most this many call events go into one transaction: a burst or a replay after an outage is stored in
 * steps whose transaction (and the system row's lock it holds) stays short.
 */
export const MAX_CALL_BATCH = 100;

/** A gap: the seq it was seen after, and what showed it (the event, or null for a pong). */
export interface Gap {
  after: number;
  event: unknown;
}

/**
 * Why the stream must be re-opened. `gap`: a seq was missing — the supervisor replays it, or takes a
 * snapshot when replaying does not close it (protocol §8, ADR 0025).
 */
export interface Resync {
  kind: 'resync';
  why: string;
  gap: Gap | null;
}

export type SessionOutcome = { kind: 'closed'; end: StreamEnd } | Resync | { kind: 'stopped' };

export interface CommitProgress {
  isRunning: boolean;
  progress: number | null;
}

export interface SessionContext {
  link: CallSystemLink;
  handlers: LinkHandlers;
  store: CursorStore;
  /** Lets stop() abandon a configurator request instead of waiting for its timeout. */
  guard<T>(promise: Promise<T>): Promise<T>;
  isStopped(): boolean;
  /** A message arrived (the heartbeat). */
  heard(): void;
  /** The stream went live, or (once live) the commit seen through it changed. */
  report(commit: CommitProgress): void;
  /** The event order broke (missing or backwards seq); the session takes a snapshot right after. */
  fault(fault: SeqFault): void;
}

/**
 * One event socket's worth of the resync recipe (docs/configurator-protocol.md §8). Messages are handled
 * strictly one after another, so a snapshot is handed over before any event that follows it, and the
 * cursor only moves once the consumer's handler resolved. The one exception is a group commit: call events
 * that are the next ones in seq order and already wait in the socket's queue are handed over together with
 * the call event being handled (onCallEvents), each placed in order as it would be alone. Throws whatever
 * the link or a handler threw.
 */
export class StreamSession {
  private streamId: string | null = null;
  private hasSnapshot = false;
  private isLive = false;
  private commit: CommitProgress = { isRunning: false, progress: null };
  /**
   * The highest seq seen on this socket since its last snapshot: an event at or below it came backwards.
   * Reset by a snapshot, as events up to the snapshot's seq may still be in flight and are no fault.
   */
  private lastSeen: number | null = null;
  /** The stream being run, whose queue a call event takes the call events waiting behind it from. */
  private stream: EventStream | null = null;

  constructor(
    private readonly ctx: SessionContext,
    /** The last applied position; read it back after run() however it ended. */
    public cursor: Cursor | null,
    /** Take the open calls from a snapshot whatever the cursor says (the stream was opened from now), and why. */
    private readonly snapshotFirst: SnapshotReason | null = null,
  ) {}

  async run(stream: EventStream): Promise<SessionOutcome> {
    this.stream = stream;
    for await (const message of stream) {
      if (this.ctx.isStopped()) return { kind: 'stopped' };
      this.ctx.heard();
      const resync = await this.handle(message);
      if (resync) return resync;
    }
    return { kind: 'closed', end: await stream.closed };
  }

  /** Returns why the stream must be re-opened, or null to go on. */
  private async handle(message: StreamMessage): Promise<Resync | null> {
    switch (message.type) {
      case 'hello':
        this.streamId = message.stream_id;
        // Opened from the cursor: the configurator replays only what came after it (protocol §8).
        if (!this.snapshotFirst && this.cursor?.stream_id === message.stream_id) this.lastSeen = this.cursor.seq;
        if (this.snapshotFirst) return this.takeSnapshot(this.snapshotFirst);
        if (this.cursor?.stream_id === message.stream_id) return null;
        // No position yet, or the configurator lost its state and numbers anew: start from its snapshot.
        return this.takeSnapshot(this.cursor ? 'other_stream' : 'initial');
      case 'snapshot_needed':
        return this.hasSnapshot ? null : this.takeSnapshot(message.reason);
      case 'live':
        return this.goLive();
      case 'pong':
        // Every event up to current_seq was sent before the pong, so all of them must have been read.
        if (this.isLive && this.cursor && message.current_seq > this.cursor.seq) {
          return this.gap(`events ${this.cursor.seq + 1}–${message.current_seq} never arrived`, null);
        }
        return null;
      case 'event':
        return this.apply(message.event);
      case 'unreadable':
        return this.quarantine(message.unreadable);
    }
  }

  private resync(why: string): Resync {
    return { kind: 'resync', why, gap: null };
  }

  /** A missing event: the supervisor re-opens the stream from the cursor to replay it, or takes a snapshot. */
  private gap(why: string, event: unknown): Resync {
    return { kind: 'resync', why, gap: { after: this.cursor?.seq ?? 0, event } };
  }

  /** Logged with its event and counted by the supervisor; the open calls are read again on this socket. */
  private breach(kind: Exclude<SeqFaultKind, 'gap'>, why: string, event: unknown): Promise<Resync | null> {
    this.ctx.fault({ kind, why, cursorSeq: this.cursor?.seq ?? null, event });
    return this.resnapshot(kind);
  }

  /**
   * An unreadable message is kept for technicians and skipped, never retried (ADR 0017). An event with a
   * seq takes its place in the order: the cursor moves over it with the quarantine row. A frame without
   * a readable seq cannot be placed: it may have been a call, so the open calls are read again at once
   * instead of waiting for the next snapshot (ADR 0025).
   */
  private async quarantine(message: Unreadable): Promise<Resync | null> {
    if (message.seq === null) {
      await this.ctx.handlers.onQuarantine(message, null);
      // A broken control message hides no event; before hello, the first snapshot covers it anyway.
      if (isControl(message.event_type) || !this.cursor || this.streamId === null) return null;
      const why = `a frame without a readable seq (${message.event_type ?? 'no type'}): ${message.reason}`;
      return this.breach('missing_seq', why, message.raw.slice(0, LOGGED_FRAME_CHARS));
    }
    const placed = this.place(message.seq);
    if (placed.kind !== 'next') return this.notNext(placed, message.raw.slice(0, LOGGED_FRAME_CHARS));
    await this.ctx.handlers.onQuarantine(message, placed.cursor);
    await this.advance(placed.cursor);
    // A call event that could not be read (or an event of unknown kind): which calls are open is no longer
    // known here, so they are read again; the quarantined event is behind the cursor and never comes back.
    // Only a call event's type says nothing else was lost: then the configuration need not be read again.
    if (message.event_type?.startsWith('call.')) return this.resnapshot('unreadable_call');
    // An unreadable config.changed (or an event whose kind is unknown) may have changed the configuration.
    const mayBeConfig = message.event_type === null || message.event_type === 'config.changed';
    return mayBeConfig ? this.resnapshot('unreadable') : null;
  }

  /** Where an event with `seq` stands after the cursor; noted as seen unless it came backwards. */
  private place(seq: number): Placed {
    const placed = this.placeOf(seq, this.cursor);
    if (placed.kind !== 'backwards' && placed.kind !== 'stop') this.lastSeen = seq;
    return placed;
  }

  /** Asks only: for an event that may stay in the queue, after the last of the call events gathered. */
  private placeOf(seq: number, position: Cursor | null): Placed {
    return placeEvent(seq, this.streamId === null ? null : position, this.lastSeen);
  }

  private async notNext(placed: Exclude<Placed, { kind: 'next' }>, event: unknown): Promise<Resync | null> {
    switch (placed.kind) {
      case 'skip':
        return null;
      case 'gap':
        return this.gap(placed.why, event);
      case 'backwards':
        return this.breach('backwards', placed.why, event);
      case 'stop':
        return this.resync(placed.why);
    }
  }

  private async takeSnapshot(reason: SnapshotReason): Promise<Resync | null> {
    const snapshot = await this.ctx.guard(this.ctx.link.openCalls());
    if (snapshot.stream_id !== this.streamId) return this.resync('the configurator restarted during the resync');
    await this.ctx.handlers.onSnapshot(snapshot, { reason });
    this.hasSnapshot = true;
    await this.advance({ stream_id: snapshot.stream_id, seq: snapshot.seq });
    this.lastSeen = null;
    return null;
  }

  /**
   * Reads the open calls again without leaving the socket: events up to the snapshot's seq are reflected
   * in it (and in the configuration it re-reads), later ones follow. A commit's events may be among those
   * skipped, so its state is asked again.
   */
  private async resnapshot(reason: SnapshotReason): Promise<Resync | null> {
    const resync = await this.takeSnapshot(reason);
    if (resync || !this.isLive) return resync;
    await this.refreshCommit();
    return null;
  }

  private async goLive(): Promise<Resync | null> {
    if (!this.cursor) return this.resync('live before the open calls were known');
    // A commit may have started before this socket opened; its later events then keep this current.
    this.isLive = true;
    await this.refreshCommit();
    return null;
  }

  private async refreshCommit(): Promise<void> {
    const status = await this.commitStatus();
    const isRunning = status?.status === 'committing';
    this.commit = { isRunning, progress: isRunning ? (status?.progress ?? null) : null };
    this.ctx.report(this.commit);
  }

  /**
   * The commit status, or null when the configurator answered it with something unreadable (the driver
   * quarantined it) or an error: calls go live all the same — a commit's own events still say when one runs.
   */
  private async commitStatus(): Promise<CommitStatus | null> {
    try {
      return await this.ctx.guard(this.ctx.link.commitStatus());
    } catch (error) {
      if (isLinkError(error, 'protocol')) return null;
      throw error;
    }
  }

  private async apply(event: WireEvent): Promise<Resync | null> {
    const placed = this.place(event.seq);
    if (placed.kind !== 'next') return this.notNext(placed, event);
    const next = placed.cursor;
    const known = asKnownEvent(event);
    if (known && isCallEvent(known)) return this.applyCalls(known, next);
    // Types added after protocol v1 are skipped, but their seq still counts.
    if (known) {
      await this.ctx.handlers.onEvent(known, next);
      this.track(known);
    }
    await this.advance(next);
    return null;
  }

  /**
   * A call event and the call events queued right behind it, stored in one transaction (ADR 0026): under
   * a burst, one transaction per call was most of the server's time. Only what already arrived is taken,
   * so a server that keeps up adds no wait; the cursor moves once the whole group is stored.
   */
  private async applyCalls(first: CallEvent, cursor: Cursor): Promise<null> {
    const group = this.gatherCalls(first, cursor);
    await this.ctx.handlers.onCallEvents(group.events, group.cursor);
    await this.advance(group.cursor);
    return null;
  }

  /**
   * Takes from the queue the call events that are each the next after the one before, placed in order as
   * each would be alone. The first message that is not — another kind, a gap, a seq gone backwards — stays
   * in the queue, and the loop handles it as usual once the group is stored.
   */
  private gatherCalls(first: CallEvent, cursor: Cursor): { events: CallEvent[]; cursor: Cursor } {
    const events = [first];
    let last = cursor;
    const isNextCall = (message: StreamMessage): boolean => {
      // A stopping link (its lock lost to another instance) stores no more than the event it was handling.
      if (message.type !== 'event' || !isCallEvent(message.event) || this.ctx.isStopped()) return false;
      const placed = this.placeOf(message.event.seq, last);
      if (placed.kind !== 'next') return false;
      this.lastSeen = message.event.seq;
      events.push(message.event);
      last = placed.cursor;
      return true;
    };
    if (this.stream?.takeQueued(isNextCall, MAX_CALL_BATCH - 1).length) this.ctx.heard();
    return { events, cursor: last };
  }

  private track(event: ConfiguratorEvent): void {
    const before = this.commit;
    if (event.type === 'commit.started') this.commit = { isRunning: true, progress: 0 };
    else if (event.type === 'commit.progress') this.commit = { isRunning: true, progress: event.data.progress };
    else if (event.type === 'commit.finished') this.commit = { isRunning: false, progress: null };
    if (this.commit !== before && this.isLive) this.ctx.report(this.commit);
  }

  private async advance(cursor: Cursor): Promise<void> {
    // Saved before it is believed: if saving fails, the reconnect starts from the old position again.
    await this.ctx.store.saveCursor(cursor);
    this.cursor = cursor;
  }
}
