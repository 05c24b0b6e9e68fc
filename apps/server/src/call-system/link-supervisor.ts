import { backoffDelay } from './backoff';
import { HttpLink } from './http-link';
import type { CallSystemLink, Cursor, EventStream } from './link';
import { isLinkError } from './link-error';
import { type CommitProgress, type SessionOutcome, StreamSession } from './stream-session';
import type { LinkState, LinkStateDetail, LinkSupervisorOptions } from './supervisor-types';
import type { Unreadable } from './unreadable';

const STOPPED = Symbol('stopped');
const DEFAULT_BACKOFF = { initialMs: 250, maxMs: 5_000 };
const DEFAULT_UNAUTHORIZED_RETRY_MS = 30_000;

/**
 * Keeps one system's configurator link alive: checks it, follows its event stream from the stored cursor,
 * resyncs when events were lost, reconnects forever, and says at every moment whether what the consumer
 * holds is live (`state`). Start with start(); stop() ends everything and leaves no timer behind.
 *
 * Guarantees to the handlers: one call at a time; events in seq order without gaps (a gap, a pong ahead
 * of the last event, or a new stream_id re-opens the stream from the cursor: replay if the configurator
 * still has the events, else a snapshot); a snapshot before any event after it; the cursor saved only
 * after the handler resolved (at-least-once, see LinkHandlers.onEvent).
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
  /** The next stream starts from a snapshot instead of replaying (ADR 0017). */
  private isSnapshotNext = false;
  /** Where the last gap was seen: a replay that ends in the same gap would never close it. */
  private lastGapAfter: number | null = null;
  private quarantined: Promise<void> = Promise.resolve();
  private loop: Promise<void> | null = null;
  private stream: EventStream | null = null;
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
  }

  get state(): LinkState {
    return this.currentState;
  }

  get detail(): LinkStateDetail {
    return this.currentDetail;
  }

  start(): void {
    if (this.isStopped) throw new Error('a stopped link supervisor cannot be restarted');
    this.loop ??= this.run();
  }

  /** Ends the stream and the retries; waits for a running handler to finish. */
  async stop(): Promise<void> {
    if (!this.isStopped) {
      this.isStopped = true;
      this.rejectStopped(STOPPED);
      this.stream?.close();
      if (this.sleepTimer) clearTimeout(this.sleepTimer);
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
      },
      this.cursor,
      this.isSnapshotNext,
    );
    // From now, not from the cursor: the snapshot taken on hello covers what came before.
    const stream = this.link.openEvents(this.isSnapshotNext ? null : this.cursor);
    this.isSnapshotNext = false;
    this.stream = stream;
    try {
      return await session.run(stream);
    } finally {
      stream.close();
      this.stream = null;
      this.cursor = session.cursor;
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
    if (outcome.kind === 'resync') {
      const isSameGap = outcome.gapAfter !== null && outcome.gapAfter === this.lastGapAfter;
      this.lastGapAfter = outcome.gapAfter;
      // Never the same replay for ever: a gap that replaying did not close is taken from a snapshot.
      this.isSnapshotNext = isSameGap;
      this.log('warn', { why: outcome.why, snapshot: this.isSnapshotNext }, 'resyncing the configurator event stream');
      this.setState('loading', { error: outcome.why, progress: null });
      // A snapshot ends the loop by itself (its seq is past whatever could not be read): no growing wait.
      if (this.isSnapshotNext) return backoffDelay(0, this.options.backoff ?? DEFAULT_BACKOFF);
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
