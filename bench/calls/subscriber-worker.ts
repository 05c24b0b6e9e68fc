// A thread of bench/calls holding a share of the subscribers (displays and phones): lean
// graphql-transport-ws clients on `ws`, each its own socket with one onCallsChanged subscription. A
// thread of its own so that 1,000+ sockets' frames are read on time; receipts are stamped on the
// bench-wide clock (wire.ts `now`) and sent to the main thread in batches.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { reconnectDelayMs } from '../../apps/web/src/app/connection/reconnect-policy';
import { type Change, type FullChange, fullFrame, now, quickChange, SUBSCRIPTION_ID, sameChange } from './wire';
import type { Expectation, FromWorker, ToWorker, WorkerSetup } from './worker-protocol';

const setup = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('subscriber-worker runs as a worker thread');
const post = (message: FromWorker) => port.postMessage(message);

const FLUSH_MS = 25;
/** Receipts by change (the Change object a frame was read into, shared by every client that got it). */
let receipts = new Map<Change, { keys: string[]; clients: number[]; ats: number[] }>();
let deliveries = 0;
let seqRegressions = 0;
let problems: string[] = [];
let closes: Record<string, number> = {};
let closing = false;
let reconnecting = false;
let expect: Expectation | null = null;
let attempts = 0;
let refused = 0;

function flush(): void {
  const quiet = receipts.size === 0 && deliveries === 0 && seqRegressions === 0 && problems.length === 0;
  if (quiet && Object.keys(closes).length === 0) return;
  const { idle, active } = performance.eventLoopUtilization();
  const elu = { idle, active };
  post({ type: 'flush', receipts: [...receipts.values()], deliveries, seqRegressions, problems, closes, elu });
  closes = {};
  receipts = new Map();
  deliveries = 0;
  seqRegressions = 0;
  problems = [];
}
setInterval(flush, FLUSH_MS);

/**
 * Every client of this thread gets the same bytes for a change (one subscription id for all): a frame
 * equal to one read lately is not read again. Null: not an onCallsChanged frame, read it whole.
 */
const recent: { data: Buffer; change: Change }[] = [];
function recentChange(data: Buffer): Change | null {
  for (const r of recent) if (r.data.equals(data)) return r.change;
  const change = quickChange(String(data));
  if (!change) return null;
  recent.unshift({ data, change });
  if (recent.length > 4) recent.pop();
  return change;
}

class Subscriber {
  private socket: WebSocket | null = null;
  private lastSeq: number | null = null;
  private received = 0;
  private attempt = 0;
  /** Connected again after the restart, waiting until the expected list is held. */
  private resyncing: { connectedAt: number; attempts: number; opened: Set<number>; closed: Set<number> } | null = null;
  private firstDelivery: (() => void) | null = null;
  private firstFailed: ((error: Error) => void) | null = null;

  constructor(
    readonly index: number,
    private readonly cookie: string | null,
  ) {}

  /** Resolves with the first delivery (the initial list); fails on an error or a close before it. */
  start(): Promise<void> {
    return new Promise((ready, fail) => {
      this.firstDelivery = ready;
      this.firstFailed = fail;
      this.open();
    });
  }

  private problem(message: string): void {
    problems.push(message);
    this.firstFailed?.(new Error(message));
  }

  close(): void {
    this.socket?.close(1000);
  }

  private open(): void {
    attempts++;
    const socket = new WebSocket(setup.wsUrl, 'graphql-transport-ws', {
      headers: this.cookie ? { cookie: this.cookie } : {},
      perMessageDeflate: false,
    });
    this.socket = socket;
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { system: setup.system, locale: 'de' } })),
    );
    socket.on('message', (data: Buffer) => this.receive(data));
    socket.on('error', () => undefined); // 'close' follows and says what happened
    socket.on('close', (code) => this.closed(code));
  }

  private subscribe(): void {
    const variables = { override_system: setup.system, since: this.lastSeq };
    this.socket?.send(
      JSON.stringify({ id: SUBSCRIPTION_ID, type: 'subscribe', payload: { query: setup.query, variables } }),
    );
  }

  private receive(data: Buffer): void {
    const at = now();
    this.received++;
    const quick = this.resyncing || this.firstDelivery ? null : recentChange(data);
    if (quick) {
      if (this.received % setup.sampleEvery === 0) this.check(quick, String(data));
      this.deliver(quick, at);
      return;
    }
    const text = String(data);
    const frame = fullFrame(text);
    switch (frame.type) {
      case 'ack':
        if (this.resyncing) {
          this.resyncing.connectedAt = at;
          this.resyncing.attempts = this.attempt;
        }
        this.attempt = 0;
        this.subscribe();
        return;
      case 'next':
        this.deliver(frame.change, at);
        if (this.resyncing) this.checkResync(frame.change, at);
        return;
      case 'ping':
        this.socket?.send('{"type":"pong"}');
        return;
      case 'pong':
        return;
      default:
        this.problem(`subscriber ${this.index}: ${frame.type} ${frame.text}`);
    }
  }

  private check(quick: Change, text: string): void {
    const frame = fullFrame(text);
    if (frame.type !== 'next' || !sameChange(quick, frame.change)) {
      this.problem(`subscriber ${this.index}: frame read wrongly: ${text.slice(0, 200)}`);
    }
  }

  private deliver(change: Change, at: number): void {
    if (this.lastSeq !== null && change.seq <= this.lastSeq && !this.resyncing) seqRegressions++;
    this.lastSeq = change.seq;
    if (this.firstDelivery) {
      // The initial list: calls open before the bench are not its presses.
      this.firstDelivery();
      this.firstDelivery = null;
      this.firstFailed = null;
      return;
    }
    deliveries++;
    if (change.opened.length || change.closed.length) this.stamp(change, at);
  }

  private stamp(change: Change, at: number): void {
    let batch = receipts.get(change);
    if (!batch) {
      const keys = [...change.opened.map((id) => `o:${id}`), ...change.closed.map((id) => `c:${id}`)];
      batch = { keys, clients: [], ats: [] };
      receipts.set(change, batch);
    }
    batch.clients.push(this.index);
    batch.ats.push(at);
  }

  private checkResync(change: FullChange, at: number): void {
    const r = this.resyncing;
    if (!r || !expect) return;
    for (const id of change.opened) r.opened.add(id);
    for (const id of change.closed) r.closed.add(id);
    const held = new Set(change.calls.map((c) => c.id));
    if (!expect.open.every((id) => held.has(id)) || expect.closed.some((id) => held.has(id))) return;
    const replayed =
      expect.openedMeanwhile.every((id) => r.opened.has(id)) && expect.closed.every((id) => r.closed.has(id));
    post({ type: 'resynced', index: this.index, at, connectedAt: r.connectedAt, replayed, attempts: r.attempts });
    this.resyncing = null;
  }

  private closed(code: number): void {
    this.socket = null;
    closes[code] = (closes[code] ?? 0) + 1;
    if (closing) return;
    if (!reconnecting) {
      this.problem(`subscriber ${this.index}: socket closed (code ${code})`);
      return;
    }
    // As the display: retry for ever on the display's schedule, then subscribe with the last seq.
    if (code === 1006) refused++;
    this.resyncing ??= { connectedAt: Number.NaN, attempts: 0, opened: new Set(), closed: new Set() };
    this.attempt++;
    setTimeout(() => {
      if (!closing) this.open();
    }, reconnectDelayMs(this.attempt));
  }
}

const subscribers = setup.clients.map((c) => new Subscriber(c.index, c.cookie));

async function connectAll(): Promise<void> {
  for (let start = 0; start < subscribers.length; start += setup.batch) {
    await Promise.all(subscribers.slice(start, start + setup.batch).map((s) => s.start()));
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'connect':
      connectAll().then(
        () => post({ type: 'connected' }),
        (error: unknown) => post({ type: 'failed', message: String(error) }),
      );
      return;
    case 'reconnect':
      reconnecting = true;
      return;
    case 'expect':
      expect = message.expect;
      return;
    case 'close':
      closing = true;
      for (const s of subscribers) s.close();
      flush();
      post({ type: 'closed', attempts, refused });
      return;
  }
});
