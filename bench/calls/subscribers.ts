// N displays: each its own graphql-ws connection to /ws/backend with an onCallsChanged subscription,
// anonymous like a kiosk. Every delivery's opened/closed ids are stamped with the time it arrived.
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

const SUBSCRIBE =
  'subscription($since: Int) { onCallsChanged(since: $since) { seq calls { id number call_type_id opened_at } opened closed } }';

interface CallsUpdate {
  seq: number;
  calls: { id: number }[];
  opened: number[];
  closed: number[];
}

/** Receipt key of a call event: what a press is matched against. */
export const eventKey = (action: 'open' | 'close', callId: number) => `${action === 'open' ? 'o' : 'c'}:${callId}`;

export class Subscribers {
  /** Per event key, per subscriber: performance.now() of the delivery that carried it (NaN: not yet). */
  readonly receipts = new Map<string, Float64Array>();
  /** Deliveries after the first one (the first is the initial list, before any press). */
  deliveries = 0;
  /** Event keys one subscriber got a second time: a duplicate the display would show twice. */
  duplicates = 0;
  /** Deliveries whose seq did not grow: out of order or repeated. */
  seqRegressions = 0;
  readonly problems: string[] = [];

  private readonly clients: Client[] = [];
  private closing = false;

  constructor(
    private readonly wsUrl: string,
    private readonly system: string,
    readonly count: number,
  ) {}

  /** Forgets the warm-up: receipts and counters start again (problems are kept). */
  reset(): void {
    this.receipts.clear();
    this.deliveries = 0;
    this.duplicates = 0;
    this.seqRegressions = 0;
  }

  /** How many subscribers hold the event so far. */
  received(key: string): number {
    const row = this.receipts.get(key);
    if (!row) return 0;
    let n = 0;
    for (const t of row) if (!Number.isNaN(t)) n++;
    return n;
  }

  /**
   * Connects everyone and waits for each first delivery. In batches: a burst of hundreds of upgrades
   * at once measures the accept queue, not the display path.
   */
  async open(batch = 50, timeoutMs = 120_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (let start = 0; start < this.count; start += batch) {
      const ready: Promise<void>[] = [];
      for (let i = start; i < Math.min(this.count, start + batch); i++) ready.push(this.connect(i));
      const left = until - Date.now();
      const late = new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error(`subscribers: not all connected within ${timeoutMs} ms`)), left).unref(),
      );
      await Promise.race([Promise.all(ready), late]);
    }
  }

  private connect(index: number): Promise<void> {
    return new Promise((ready, fail) => {
      const client = createClient({
        url: this.wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { system: this.system },
        lazy: false,
        // A reconnect would hide a loss (the replay with `since` would fill the gap): one connection
        // per subscriber for the whole run, and any close is reported.
        retryAttempts: 0,
        on: {
          closed: (event) => {
            if (this.closing) return;
            const code = (event as { code?: number } | undefined)?.code;
            this.problems.push(`subscriber ${index}: socket closed (code ${code ?? '?'})`);
            fail(new Error(`subscriber ${index}: socket closed before the first delivery (code ${code ?? '?'})`));
          },
        },
      });
      this.clients.push(client);
      let first = true;
      let lastSeq = -1;
      client.subscribe<{ onCallsChanged: CallsUpdate }>(
        { query: SUBSCRIBE },
        {
          next: (result) => {
            // Stamped first: JSON parsing by graphql-ws is already behind us, as it would be on a display.
            const at = performance.now();
            const update = result.data?.onCallsChanged;
            if (result.errors?.length || !update) {
              const message = `subscriber ${index}: ${JSON.stringify(result.errors ?? 'no data')}`;
              this.problems.push(message);
              if (first) fail(new Error(message));
              return;
            }
            if (update.seq <= lastSeq) this.seqRegressions++;
            lastSeq = update.seq;
            if (first) {
              // The initial list: calls open before the bench are not its presses.
              first = false;
              ready();
              return;
            }
            this.deliveries++;
            for (const id of update.opened) this.stamp(eventKey('open', id), index, at);
            for (const id of update.closed) this.stamp(eventKey('close', id), index, at);
          },
          error: (error) => {
            const message = `subscriber ${index}: ${error instanceof Error ? error.message : JSON.stringify(error)}`;
            if (!this.closing) this.problems.push(message);
            fail(new Error(message));
          },
          complete: () => {
            if (!this.closing) this.problems.push(`subscriber ${index}: subscription completed by the server`);
          },
        },
      );
    });
  }

  private stamp(key: string, index: number, at: number): void {
    let row = this.receipts.get(key);
    if (!row) {
      row = new Float64Array(this.count).fill(Number.NaN);
      this.receipts.set(key, row);
    }
    if (!Number.isNaN(row[index] ?? Number.NaN)) {
      this.duplicates++;
      return;
    }
    row[index] = at;
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled(this.clients.map((c) => c.dispose()));
  }
}
