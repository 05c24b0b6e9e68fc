import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { PgliteClient } from './pglite/gated-pglite';

/**
 * The embedded database has one connection, and PGlite runs its statements strictly first come, first
 * served, each on the main thread. Without a lane, a burst of console reads (an aliased query, a crowd of
 * kiosks reloading) queues hundreds of statements ahead of the next call's write, and the call waits for
 * all of them (14.6 s measured, issue 10). Console work therefore enters PGlite through this lane, one
 * operation (a statement, or a transaction as a whole) at a time; the call path does not enter it.
 *
 * Two rules keep the call path first (ADR 0019):
 * - the place passes to the next console operation only after the event loop has had its turn, so a
 *   configurator event waiting in its socket is read between any two console statements;
 * - while call-path work runs (`first`: a call's ingest, the fan-out to the displays), no new console
 *   operation is admitted: the call's statements and its delivery never share the main thread with
 *   console statements, beyond the one already running.
 */
export class ConsoleLane {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private firstRunning = 0;
  private firstSince = 0;
  private handOver: NodeJS.Immediate | null = null;
  private fallback: NodeJS.Timeout | null = null;
  /** How many operations waited for a place since start (for health and the bench). */
  queuedTotal = 0;

  constructor(
    private readonly width = 1,
    /** Call-path work holds the console back at most this long, should it ever wait on the console itself. */
    private readonly firstAtMostMs = 1_000,
  ) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.width || this.isHeld() || this.waiting.length > 0) {
      this.queuedTotal += 1;
      await new Promise<void>((admit) => {
        this.waiting.push(admit);
        this.schedule();
      });
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.schedule();
    }
  }

  /** Runs call-path work with the console held back; nested and overlapping calls are fine. */
  async first<T>(work: () => Promise<T>): Promise<T> {
    if (this.firstRunning === 0) this.firstSince = performance.now();
    this.firstRunning += 1;
    try {
      return await work();
    } finally {
      this.firstRunning -= 1;
      this.schedule();
    }
  }

  private isHeld(): boolean {
    return this.firstRunning > 0 && performance.now() - this.firstSince < this.firstAtMostMs;
  }

  /** Admits the next console operation on the loop's next turn, if nothing holds it back then. */
  private schedule(): void {
    if (this.handOver || this.waiting.length === 0 || this.active >= this.width) return;
    if (this.isHeld()) {
      // Re-checked when the call-path work ends, or at the latest when its hold runs out.
      this.fallback ??= setTimeout(
        () => {
          this.fallback = null;
          this.schedule();
        },
        Math.max(1, this.firstAtMostMs - (performance.now() - this.firstSince)),
      );
      this.fallback.unref();
      return;
    }
    this.handOver = setImmediate(() => {
      this.handOver = null;
      if (this.active >= this.width || this.isHeld()) return this.schedule();
      const next = this.waiting.shift();
      if (!next) return;
      this.active += 1;
      next();
    });
  }
}

/** The PGlite client as the console sees it: every entry point waits for a place in the lane. */
export function throughLane(client: PgliteClient, lane: ConsoleLane): PgliteClient {
  return {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
      lane.run(() => client.query<T>(query, params, options)),
    exec: (query: string, options?: QueryOptions): Promise<Array<Results>> =>
      lane.run(() => client.exec(query, options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
      lane.run(() => client.transaction(callback)),
  };
}
