import type { CallSystemLink, Cursor, EventStream, StreamEnd, StreamMessage } from './link';
import { asKnownEvent, type ConfiguratorEvent, type WireEvent } from './protocol-types';
import type { CursorStore, LinkHandlers, SnapshotReason } from './supervisor-types';

export type SessionOutcome = { kind: 'closed'; end: StreamEnd } | { kind: 'resync'; why: string } | { kind: 'stopped' };

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
}

/**
 * One event socket's worth of the resync recipe (docs/configurator-protocol.md §8). Messages are handled
 * strictly one after another, so a snapshot is handed over before any event that follows it, and the
 * cursor only moves once the consumer's handler resolved. Throws whatever the link or a handler threw.
 */
export class StreamSession {
  private streamId: string | null = null;
  private hasSnapshot = false;
  private isLive = false;
  private commit: CommitProgress = { isRunning: false, progress: null };

  constructor(
    private readonly ctx: SessionContext,
    /** The last applied position; read it back after run() however it ended. */
    public cursor: Cursor | null,
  ) {}

  async run(stream: EventStream): Promise<SessionOutcome> {
    for await (const message of stream) {
      if (this.ctx.isStopped()) return { kind: 'stopped' };
      this.ctx.heard();
      const resyncBecause = await this.handle(message);
      if (resyncBecause) return { kind: 'resync', why: resyncBecause };
    }
    return { kind: 'closed', end: await stream.closed };
  }

  /** Returns why the stream must be re-opened, or null to go on. */
  private async handle(message: StreamMessage): Promise<string | null> {
    switch (message.type) {
      case 'hello':
        this.streamId = message.stream_id;
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
          return `events ${this.cursor.seq + 1}–${message.current_seq} never arrived`;
        }
        return null;
      case 'event':
        return this.apply(message.event);
    }
  }

  private async takeSnapshot(reason: SnapshotReason): Promise<string | null> {
    const snapshot = await this.ctx.guard(this.ctx.link.openCalls());
    if (snapshot.stream_id !== this.streamId) return 'the configurator restarted during the resync';
    await this.ctx.handlers.onSnapshot(snapshot, { reason });
    this.hasSnapshot = true;
    await this.advance({ stream_id: snapshot.stream_id, seq: snapshot.seq });
    return null;
  }

  private async goLive(): Promise<string | null> {
    if (!this.cursor) return 'live before the open calls were known';
    // A commit may have started before this socket opened; its later events then keep this current.
    const status = await this.ctx.guard(this.ctx.link.commitStatus());
    this.commit = {
      isRunning: status.status === 'committing',
      progress: status.status === 'committing' ? status.progress : null,
    };
    this.isLive = true;
    this.ctx.report(this.commit);
    return null;
  }

  private async apply(event: WireEvent): Promise<string | null> {
    const cursor = this.cursor;
    if (!cursor || this.streamId === null) return 'an event before the stream was known';
    // Already reflected: in the snapshot just taken, or delivered before the reconnect.
    if (event.seq <= cursor.seq) return null;
    if (event.seq !== cursor.seq + 1) return `gap in the event sequence: ${cursor.seq} then ${event.seq}`;
    const next = { stream_id: cursor.stream_id, seq: event.seq };
    const known = asKnownEvent(event);
    // Types added after protocol v1 are skipped, but their seq still counts.
    if (known) {
      await this.ctx.handlers.onEvent(known, next);
      this.track(known);
    }
    await this.advance(next);
    return null;
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
