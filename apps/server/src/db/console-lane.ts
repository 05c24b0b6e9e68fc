import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database has one connection, and PGlite runs its statements strictly first come, first
 * served. Without a lane, a burst of console reads (an aliased query, a crowd of kiosks reloading)
 * queues hundreds of statements ahead of the next call's write, and the call waits for all of them
 * (14.6 s measured, issue 10). Console work therefore enters PGlite through this lane, a few
 * operations at a time; the call path (ingest, link cursor, fan-out) does not: it queues behind at
 * most the operations already admitted, never behind the crowd (ADR 0019).
 *
 * A transaction holds its place until it ends; statements inside it go to PGlite directly.
 */
export class ConsoleLane {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** How many operations waited for a place since start (for health and the bench). */
  queuedTotal = 0;

  constructor(private readonly width = 1) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.width) {
      this.queuedTotal += 1;
      await new Promise<void>((admit) => this.waiting.push(admit));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The place passes to the next in line (so a newcomer cannot jump it), but only after the event
      // loop has had its turn: handed over as a promise resolution, a queue of console statements ran
      // back to back without one I/O callback in between, and a configurator event waiting in its
      // socket sat there until the whole queue had run.
      if (next) setImmediate(next);
      else this.active -= 1;
    }
  }
}

/** What drizzle-orm/pglite calls on its client: only these, so the lane can stand in for PGlite. */
type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/** The PGlite client as the console sees it: every entry point waits for a place in the lane. */
export function throughLane(client: PGlite, lane: ConsoleLane): PgliteClient {
  return {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
      lane.run(() => client.query<T>(query, params, options)),
    exec: (query: string, options?: QueryOptions): Promise<Array<Results>> =>
      lane.run(() => client.exec(query, options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
      lane.run(() => client.transaction(callback)),
  };
}
