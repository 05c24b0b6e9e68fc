import { backoffDelay } from './backoff';
import { GapWatch } from './gap-watch';
import { HttpLink } from './http-link';
import type { CallSystemLink, Cursor, EventStream } from './link';
import { isLinkError } from './link-error';
import { type CommitProgress, type Gap, type SessionOutcome, StreamSession } from './stream-session';
import type { LinkState, LinkStateDetail, LinkSupervisorOptions, SeqFault, SnapshotReason } from './supervisor-types';
import type { Unreadable } from './unreadable';

const STOPPED = Symbol('stopped');
const DEFAULT_BACKOFF = { initialMs: 250, maxMs: 5_000 };
const DEFAULT_UNAUTHORIZED_RETRY_MS = 30_000;
const DEFAULT_PULSE_MS = 5_000;
const DEFAULT_GAP_CLOSE_MS = 5_000;

/**
 * Keeps one system's configurator link alive: checks it, follows its event stream from the stored cursor,
 * resyncs when events were lost, reconnects forever, and says at every moment whether what the consumer
 * holds is live (`state`). Start with start(); stop() ends everything and leaves no timer behind.
 *
 * Guarantees to the handlers: one call at a time; events in seq order without gaps (a gap, or a pong ahead
 * of the last event, re-opens the stream from the cursor to replay the missing events; a gap that the
 * replay does not close, at once or within `gapCloseMs`, and a missing or backwards seq are taken from a
 * snapshot, each logged with its event and reported to onSeqFault — ADR 0025); a snapshot before any
 * event after it; the cursor saved only after the handler resolved (at-least-once, see LinkHandlers.onEvent).
 * Call events that already wait behind one come to onCallEvents together, as one step (ADR 0026).
 */
export class LinkSupervisor {
  readonly systemId: number;
  /** The driver, for the sync engine's configuration reads, staging, commits and device actions. */
  readonly link: CallSystemLink;
  /** When the configurator was last heard from (any event-stream message, pongs included). */
  heartbeatAt: Date | null = null;
  private currentState: LinkState = 'unknown';
  private currentDetail: LinkStateDetail = { version: null, error: null, progress: null };
  private cursor: Cursor | null = null;
  private isCursorLoaded = false;
  private attempt = 0;
  /** The next stream starts from a snapshot instead of replaying, and why (ADR 0017, 0025). */
  private snapshotNext: SnapshotReason | null = null;
  /** A gap being replayed; a snapshot closes it instead when the replay does not (protocol §8). */
  private readonly gaps: GapWatch;
  /** The running stream was closed because its gap stayed open: what follows is a resync, not an outage. */
  private isClosedForGap = false;
  private pulseTimer: NodeJS.Timeout | null = null;
  private quarantined: Promise<void> = Promise.resolve();
  private loop: Promise<void> | null = null;
  private stream: EventStream | null = null;
  private session: StreamSession | null = null;
  private isStopped = false;
  private rejectStopped: (reason: typeof STOPPED) => void = () => {};
  private readonly stopped: Promise<never>;
  private sleepTimer: NodeJS.Timeout | null = null;
  private wakeSleep: (() => void) | null = null;

  constructor(private readonly options: LinkSupervisorOptions) {
    this.systemId = options.systemId;
    const { endpoint, requestTimeoutMs, keepAlive } = options;
    const onUnreadable = (message: Unreadable) => this.quarantine(message);
    this.link = options.link ?? new HttpLink({ endpoint, requestTimeoutMs, keepAlive, onUnreadable });
    this.stopped = new Promise<never>((_resolve, reject) => {
      this.rejectStopped = reject;
    });
    this.stopped.catch(() => {});
    this.gaps = new GapWatch(options.gapCloseMs ?? DEFAULT_GAP_CLOSE_MS, (after) => this.gapOverdue(after));
  }

  get state(): LinkState {
    return this.currentState;
  }

  get detail(): LinkStateDetail {
    return this.currentDetail;
  }

  start(): void {
    if (this.isStopped) throw new Error('a stopped link supervisor cannot be restarted');
    if (!this.loop && this.options.handlers.onPulse) {
      this.pulse();
      this.pulseTimer = setInterval(() => this.pulse(), this.options.pulseMs ?? DEFAULT_PULSE_MS);
    }
    this.loop ??= this.run();
  }

  /** Ends the stream and the retries; waits for a running handler to finish. */
  async stop(): Promise<void> {
    if (!this.isStopped) {
      this.isStopped = true;
      this.rejectStopped(STOPPED);
      this.stream?.close();
      if (this.sleepTimer) clearTimeout(this.sleepTimer);
      if (this.pulseTimer) clearInterval(this.pulseTimer);
      this.gaps.clear();
      this.wakeSleep?.();
    }
    await this.loop;
    await this.quarantined;
  }

  private async run(): Promise<void> {
    while (!this.isStopped) {
      let delayMs: number;
      try {
        delayMs = this.afterSession(await this.connectOnce());
      } catch (error) {
        if (error === STOPPED || this.isStopped) break;
        delayMs = this.afterFailure(error);
      }
      if (this.isStopped) break;
      await this.sleep(delayMs);
    }
  }

  /** Answers that failed their schema, stored one after another beside the stream (no cursor involved). */
  private quarantine(message: Unreadable): void {
    this.quarantined = this.quarantined
      .then(() => this.options.handlers.onQuarantine(message, null))
      .catch((error: unknown) => this.log('warn', { err: error }, 'could not quarantine a configurator answer'));
  }

  private async connectOnce(): Promise<SessionOutcome> {
    const { version } = await this.guard(this.link.firmware());
    this.setState('loading', { version, error: null, progress: null });
    if (!this.isCursorLoaded) {
      this.cursor = await this.guard(this.options.store.loadCursor());
      this.isCursorLoaded = true;
    }
    const session = new StreamSession(
      {
        link: this.link,
        handlers: this.options.handlers,
        store: this.options.store,
        guard: (promise) => this.guard(promise),
        isStopped: () => this.isStopped,
        heard: () => {
          this.heartbeatAt = new Date();
        },
        report: (commit) => this.goLive(commit),
        fault: (fault) => this.fault(fault),
      },
      this.cursor,
      this.snapshotNext,
    );
    // From now, not from the cursor: the snapshot taken on hello covers what came before.
    const stream = this.link.openEvents(this.snapshotNext ? null : this.cursor);
    this.snapshotNext = null;
    this.stream = stream;
    this.session = session;
    try {
      return await session.run(stream);
    } finally {
      stream.close();
      this.stream = null;
      this.session = null;
      this.cursor = session.cursor;
    }
  }

  /** Logged with the event that showed it; the handler counts it. */
  private fault(fault: SeqFault): void {
    const { kind, why, cursorSeq, event } = fault;
    this.log('warn', { kind, why, cursorSeq, event }, 'configurator event order broken');
    try {
      this.options.handlers.onSeqFault?.(fault);
    } catch (error) {
      this.log('warn', { err: error }, 'onSeqFault handler threw');
    }
  }

  /**
   * A gap is replayed first: a dropped frame comes again without a snapshot's configuration re-read. A
   * replay that ends in the same gap cannot close it, and one that has not closed it within `gapCloseMs`
   * (a stalled replay, a configurator that went away) will not be waited for: a snapshot instead.
   */
  private onGap(gap: Gap): void {
    if (!this.cursor) return;
    if (this.gaps.seen({ stream_id: this.cursor.stream_id, seq: gap.after }) === 'again') {
      this.snapshotNext = 'gap';
      return;
    }
    this.fault({ kind: 'gap', why: `gap after seq ${gap.after}`, cursorSeq: gap.after, event: gap.event });
  }

  private gapOverdue(after: Cursor): void {
    const cursor = this.session?.cursor ?? this.cursor;
    if (this.isStopped || !cursor) return;
    if (cursor.stream_id !== after.stream_id || cursor.seq > after.seq) return;
    this.log('warn', { after: after.seq }, 'a gap in the event stream did not close: taking a snapshot');
    this.snapshotNext = 'gap';
    if (this.stream) {
      this.isClosedForGap = true;
      this.stream.close();
    }
  }

  private pulse(): void {
    try {
      this.options.handlers.onPulse?.({ state: this.state, detail: this.detail, heardAt: this.heartbeatAt });
    } catch (error) {
      this.log('warn', { err: error }, 'onPulse handler threw');
    }
  }

  private goLive(commit: CommitProgress): void {
    // A live stream proves the configurator healthy: the next loss starts the backoff from the bottom.
    this.attempt = 0;
    const state = commit.isRunning ? 'processing' : 'ready';
    this.setState(state, { error: null, progress: commit.isRunning ? commit.progress : null });
  }

  /** State and delay after a stream that ended without an error. */
  private afterSession(outcome: SessionOutcome): number {
    const isClosedForGap = this.isClosedForGap;
    this.isClosedForGap = false;
    if (outcome.kind === 'resync' || (outcome.kind === 'closed' && isClosedForGap)) {
      const why = outcome.kind === 'resync' ? outcome.why : 'a gap in the event stream did not close';
      if (outcome.kind === 'resync' && outcome.gap) this.onGap(outcome.gap);
      const snapshot = this.snapshotNext !== null;
      this.log('warn', { why, snapshot }, 'resyncing the configurator event stream');
      this.setState('loading', { error: why, progress: null });
      // A snapshot ends the loop by itself (its seq is past whatever could not be read): no growing wait.
      if (snapshot) return backoffDelay(0, this.options.backoff ?? DEFAULT_BACKOFF);
    } else if (outcome.kind === 'closed') {
      const { code, reason } = outcome.end;
      // The configurator went away (1012 on restart) or the socket dropped: calls are no longer live.
      this.setState('offline', { error: `event stream closed (${code ?? 'no code'}${reason ? `: ${reason}` : ''})` });
    }
    return this.nextBackoff();
  }

  private afterFailure(error: unknown): number {
    const message = error instanceof Error ? error.message : String(error);
    if (isLinkError(error, 'unauthorized')) {
      this.setState('unauthorized', { error: message, progress: null });
      return this.options.unauthorizedRetryMs ?? DEFAULT_UNAUTHORIZED_RETRY_MS;
    }
    if (isLinkError(error, 'unreachable')) this.setState('offline', { error: message, progress: null });
    else {
      // A protocol surprise, or the consumer's handler or cursor store failed: nobody knows what is shown.
      this.log('warn', { err: error }, 'configurator link failed');
      // A handler that failed after its write committed (the answer to COMMIT lost with the database) moved
      // the stored cursor: the next stream starts from what is stored, not from what we believed (ADR 0023).
      this.isCursorLoaded = false;
      this.setState('unknown', { error: message, progress: null });
    }
    return this.nextBackoff();
  }

  private nextBackoff(): number {
    const delay = backoffDelay(this.attempt, this.options.backoff ?? DEFAULT_BACKOFF);
    this.attempt += 1;
    return delay;
  }

  private setState(state: LinkState, patch: Partial<LinkStateDetail>): void {
    const detail = { ...this.currentDetail, ...patch };
    const before = this.currentDetail;
    const isSame =
      state === this.currentState &&
      detail.version === before.version &&
      detail.error === before.error &&
      detail.progress === before.progress;
    if (isSame || this.isStopped) return;
    if (state !== this.currentState) {
      this.log('info', { from: this.currentState, to: state, error: detail.error }, 'configurator link state');
    }
    this.currentState = state;
    this.currentDetail = detail;
    try {
      this.options.handlers.onState?.(state, detail);
    } catch (error) {
      this.log('warn', { err: error }, 'onState handler threw');
    }
  }

  private guard<T>(promise: Promise<T>): Promise<T> {
    return Promise.race([promise, this.stopped]);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wakeSleep = resolve;
      this.sleepTimer = setTimeout(() => {
        this.sleepTimer = null;
        this.wakeSleep = null;
        resolve();
      }, ms);
    });
  }

  private log(level: 'info' | 'warn', object: object, message: string): void {
    this.options.logger?.[level]({ systemId: this.systemId, ...object }, message);
  }
}
