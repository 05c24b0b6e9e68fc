/**
 * Who goes first into the embedded database (ADR 0048). PGlite runs one operation at a time — a statement,
 * or a transaction as a whole — first come, first served. In a burst of calls the call path's own work
 * queued there behind itself: a call's write waited for the phones' reads, the engine's delivery rows and
 * the walls' read of the call before, 50–200 ms each time, and the link's socket filled meanwhile. The
 * gate admits one operation at a time too, but the waiting one of the best rank first:
 */
export const Rank = {
  /** What the configurator reports: a call's write waits at most for the one operation running. */
  calls: 0,
  /** The walls' read of the calls just written. */
  walls: 1,
  /** The rest of the call path: the phones' reads (a ring), a nurse's action, the link's cursor and configuration. */
  callPath: 2,
  /** The phones' writes that can wait: delivery rows, the trail, acknowledgements, the escalation's due steps. */
  behind: 3,
  /** The console (behind its own lane, console-lane.ts). */
  console: 4,
} as const;
export type Rank = (typeof Rank)[keyof typeof Rank];

/** An operation that waited this long goes next whatever its rank: a stream of calls never starves the rest. */
export const AGED_MS = 1_000;

interface Waiting {
  rank: Rank;
  since: number;
  admit: () => void;
}

export class RankGate {
  private busy = false;
  /** One queue per rank, each first come, first served. */
  private readonly queues: Waiting[][] = Object.values(Rank).map(() => []);
  /** When an operation of each rank was last admitted (performance.now()). */
  private readonly admitted: number[] = Object.values(Rank).map(() => Number.NEGATIVE_INFINITY);

  constructor(private readonly agedMs = AGED_MS) {}

  get waiting(): number {
    return this.queues.reduce((n, q) => n + q.length, 0);
  }

  /** How long ago an operation of this rank was admitted (Infinity: never): maintenance waits for a lull. */
  sinceLast(rank: Rank): number {
    return performance.now() - (this.admitted[rank] ?? Number.NEGATIVE_INFINITY);
  }

  async run<T>(rank: Rank, work: () => Promise<T>): Promise<T> {
    if (this.busy)
      await new Promise<void>((admit) => this.queues[rank]?.push({ rank, since: performance.now(), admit }));
    else this.busy = true;
    this.admitted[rank] = performance.now();
    try {
      return await work();
    } finally {
      this.next();
    }
  }

  /** Hands the place on: to the oldest waiter if it has aged, else to the best rank's first. */
  private next(): void {
    const firsts = this.queues.map((q) => q[0]).filter((w): w is Waiting => w !== undefined);
    if (firsts.length === 0) {
      this.busy = false;
      return;
    }
    const oldest = firsts.reduce((a, b) => (b.since < a.since ? b : a));
    const chosen = performance.now() - oldest.since >= this.agedMs ? oldest : (firsts[0] as Waiting);
    this.queues[chosen.rank]?.shift();
    chosen.admit();
  }
}
