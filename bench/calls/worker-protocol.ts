// Messages between the bench's main thread and its subscriber threads (pool.ts, subscriber-worker.ts).

export interface WorkerSetup {
  wsUrl: string;
  system: string;
  query: string;
  /** A phone's subscription: with `complete removed` when the server sends deltas (phones.ts). */
  phoneQuery: string;
  /**
   * The bench-wide index of each client of this thread, and for a phone its tokens (null: a display).
   * A phone subscribes to phoneCallsChanged with them (phones.ts sets them up).
   */
  clients: { index: number; phone: { client: string; session: string } | null }[];
  /** Clients connecting at once: a burst of hundreds of upgrades measures the accept queue, not the display path. */
  batch: number;
  /** Every this many deliveries one is parsed whole and compared with the quick reading. */
  sampleEvery: number;
}

/** What the clients must hold after a restart: the list, and the changes made while the server was down. */
export interface Expectation {
  /** Every call open now (opened before or during the restart). A phone holds them, none closed. */
  open: number[];
  /** Opened while the server was down: the replay after `since` must name them. */
  openedMeanwhile: number[];
  /** Closed while the server was down: gone from the list, and named by the replay. */
  closed: number[];
}

export type ToWorker =
  | { type: 'connect' }
  /** From now on a closed socket reconnects as the display does, and resubscribes with its last seq. */
  | { type: 'reconnect' }
  /** What a reconnected client must hold to count as resynced. */
  | { type: 'expect'; expect: Expectation }
  | { type: 'close' };

export interface Flush {
  type: 'flush';
  /**
   * Receipts since the last flush, by change: the event keys it carried (`o:<id>`, `c:<id>`), and each
   * client that got it with the time it arrived (wire.ts `now`). Every client gets the same change, so
   * its keys travel once.
   */
  receipts: { keys: string[]; clients: number[]; ats: number[] }[];
  deliveries: number;
  seqRegressions: number;
  problems: string[];
  /** Close codes the server's sockets closed with since the last flush (a restart: 1012, then refusals 1006). */
  closes: Record<string, number>;
  /** Cumulative event-loop utilisation of this thread (performance.eventLoopUtilization). */
  elu: { idle: number; active: number };
}

export interface Resynced {
  type: 'resynced';
  index: number;
  /** When the client first held the expected list again. */
  at: number;
  /** When its reconnect was accepted (connection_ack). */
  connectedAt: number;
  /** The replay after `since` named every call opened and closed meanwhile. */
  replayed: boolean;
  attempts: number;
}

export type FromWorker =
  | { type: 'connected' }
  | Flush
  | Resynced
  | { type: 'failed'; message: string }
  /**
   * acks: the phones' phoneAcknowledge messages, those answered with an error, those unanswered at the
   * close, and sent → answered of the others (ms).
   */
  | {
      type: 'closed';
      attempts: number;
      refused: number;
      acks: { sent: number; refused: number; pending: number; answeredMs: number[] };
    };
