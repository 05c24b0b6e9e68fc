// The subscribers, spread over worker threads (subscriber-worker.ts): displays (anonymous, like a
// kiosk, on onCallsChanged) and phones (paired and signed in, on phoneCallsChanged: phones.ts).
// Receipts arrive here in batches, stamped on the bench-wide clock, and are kept per event key and
// subscriber for the join with the presses (stats.ts).
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PhoneTokens } from './phones';
import { percentiles } from './stats';
import type { Expectation, Flush, FromWorker, Resynced, ToWorker, WorkerSetup } from './worker-protocol';

export interface PoolOptions {
  wsUrl: string;
  system: string;
  query: string;
  /** A phone's subscription (phones.ts phoneQueryOf); unused without phones. */
  phoneQuery?: string;
  displays: number;
  phones: number;
  /** The phones' tokens, phone i at index i (as many as `phones`). */
  phoneTokens: PhoneTokens[];
  threads: number;
}

/** Subscribers 0 … displays−1 are displays, the rest phones. */
export interface Group {
  name: 'displays' | 'phones';
  from: number;
  to: number;
}

const CONNECT_TIMEOUT_MS = 180_000;

export class SubscriberPool {
  /** Per event key, per subscriber: when the delivery that carried it arrived (NaN: not yet). */
  readonly receipts = new Map<string, Float64Array>();
  /** Deliveries after each subscriber's first one (the initial list). */
  deliveries = 0;
  /** Event keys one subscriber got a second time: a call the display would show twice. */
  duplicates = 0;
  seqRegressions = 0;
  readonly problems: string[] = [];
  readonly resynced: Resynced[] = [];
  /** Close codes seen by the subscribers (before `close()`), by code. */
  readonly closes: Record<string, number> = {};
  /** The phones' acknowledgements, known after `close()`: sent, refused, unanswered at the close. */
  readonly acks = { sent: 0, refused: 0, pending: 0, answeredMs: [] as number[] };
  readonly count: number;
  readonly groups: Group[];
  private readonly workers: Worker[] = [];
  private readonly elu = new Map<Worker, { idle: number; active: number }>();
  private closing = false;

  constructor(private readonly options: PoolOptions) {
    this.count = options.displays + options.phones;
    this.groups = [
      { name: 'displays' as const, from: 0, to: options.displays },
      { name: 'phones' as const, from: options.displays, to: this.count },
    ].filter((g) => g.to > g.from);
  }

  /** Every subscriber connected, subscribed and holding its first delivery. */
  async open(): Promise<void> {
    const threads = Math.max(1, Math.min(this.options.threads, this.count));
    const shares: WorkerSetup['clients'][] = Array.from({ length: threads }, () => []);
    // Round robin, so each thread holds displays and phones alike.
    for (let index = 0; index < this.count; index++) {
      const phone = index < this.options.displays ? null : this.options.phoneTokens[index - this.options.displays];
      if (phone === undefined) throw new Error(`phone ${index - this.options.displays + 1} has no tokens`);
      shares[index % threads]?.push({ index, phone });
    }
    const connected = shares.map((clients) => {
      const setup: WorkerSetup = {
        wsUrl: this.options.wsUrl,
        system: this.options.system,
        query: this.options.query,
        phoneQuery: this.options.phoneQuery ?? '',
        clients,
        batch: Math.max(1, Math.ceil(50 / threads)),
        sampleEvery: 64,
      };
      const worker = new Worker(new URL('./subscriber-thread.mjs', import.meta.url), { workerData: setup });
      this.workers.push(worker);
      return new Promise<void>((ok, fail) => {
        worker.on('message', (m: FromWorker) => {
          if (m.type === 'connected') ok();
          else if (m.type === 'failed') fail(new Error(m.message));
          else this.receive(worker, m);
        });
        worker.once('error', fail);
        worker.once('exit', (code) => {
          if (!this.closing) fail(new Error(`subscriber thread exited (code ${code})`));
        });
        this.send(worker, { type: 'connect' });
      });
    });
    const late = new Promise<never>((_, fail) =>
      setTimeout(
        () => fail(new Error(`subscribers: not all connected within ${CONNECT_TIMEOUT_MS} ms`)),
        CONNECT_TIMEOUT_MS,
      ).unref(),
    );
    await Promise.race([Promise.all(connected), late]);
  }

  private send(worker: Worker, message: ToWorker): void {
    worker.postMessage(message);
  }

  private receive(worker: Worker, m: Exclude<FromWorker, { type: 'connected' | 'failed' }>): void {
    if (m.type === 'resynced') {
      this.resynced.push(m);
      return;
    }
    if (m.type === 'closed') return;
    this.take(worker, m);
  }

  private take(worker: Worker, m: Flush): void {
    this.elu.set(worker, m.elu);
    this.deliveries += m.deliveries;
    this.seqRegressions += m.seqRegressions;
    if (!this.closing) this.problems.push(...m.problems);
    if (!this.closing)
      for (const [code, n] of Object.entries(m.closes)) this.closes[code] = (this.closes[code] ?? 0) + n;
    for (const batch of m.receipts) {
      for (const key of batch.keys) {
        let row = this.receipts.get(key);
        if (!row) {
          row = new Float64Array(this.count).fill(Number.NaN);
          this.receipts.set(key, row);
        }
        for (let i = 0; i < batch.clients.length; i++) {
          const index = batch.clients[i] as number;
          if (!Number.isNaN(row[index] ?? Number.NaN)) this.duplicates++;
          else row[index] = batch.ats[i] as number;
        }
      }
    }
  }

  /** How many subscribers of `group` (all when omitted) hold the event so far. */
  received(key: string, group?: Group): number {
    const row = this.receipts.get(key);
    if (!row) return 0;
    let n = 0;
    for (let s = group?.from ?? 0; s < (group?.to ?? this.count); s++) if (!Number.isNaN(row[s] ?? Number.NaN)) n++;
    return n;
  }

  /** Forgets the receipts so far (a warm-up, the phase before); problems are kept. */
  reset(): void {
    this.receipts.clear();
    this.deliveries = 0;
    this.duplicates = 0;
    this.seqRegressions = 0;
  }

  /** Event-loop utilisation of the busiest subscriber thread so far (0–1): 1 means the bench lags. */
  busiestThread(since: Map<Worker, { idle: number; active: number }> = new Map()): number {
    let worst = 0;
    for (const [worker, now] of this.elu) {
      const before = since.get(worker) ?? { idle: 0, active: 0 };
      const active = now.active - before.active;
      const total = active + now.idle - before.idle;
      if (total > 0) worst = Math.max(worst, active / total);
    }
    return Math.round(worst * 1000) / 1000;
  }

  /** A snapshot for busiestThread(since). */
  eluSnapshot(): Map<Worker, { idle: number; active: number }> {
    return new Map(this.elu);
  }

  /** From now on a closed subscriber reconnects like a display and resubscribes with its last seq. */
  reconnectOnClose(): void {
    for (const worker of this.workers) this.send(worker, { type: 'reconnect' });
  }

  /** A reconnected subscriber is resynced when it holds this (reported in `resynced`). */
  expect(expect: Expectation): void {
    for (const worker of this.workers) this.send(worker, { type: 'expect', expect });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(
      this.workers.map(async (worker) => {
        const closed = new Promise<void>((ok) => {
          worker.on('message', (m: FromWorker) => {
            if (m.type !== 'closed') return;
            for (const key of ['sent', 'refused', 'pending'] as const) this.acks[key] += m.acks[key];
            this.acks.answeredMs.push(...m.acks.answeredMs);
            ok();
          });
          setTimeout(ok, 10_000).unref();
        });
        this.send(worker, { type: 'close' });
        await closed;
        await worker.terminate();
      }),
    );
    if (this.options.phones > 0) {
      const { sent, refused, pending, answeredMs } = this.acks;
      const p = percentiles(answeredMs);
      console.error(
        `[bench] phones: ${sent} acknowledgements sent, ${refused} refused, ${pending} unanswered at the end; ` +
          `sent → answered ms p50 / p95 / p99 / max ${p ? `${p.p50} / ${p.p95} / ${p.p99} / ${p.max}` : '—'}`,
      );
    }
  }
}

/** Two threads on a 2-core machine: one per core, the server and the bench share them anyway. */
export const defaultThreads = () => Math.max(1, Math.min(4, availableParallelism()));
