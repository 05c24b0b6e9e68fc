// A thread of bench/calls holding a share of the subscribers (displays and phones): lean
// graphql-transport-ws clients on `ws`, each its own socket with one subscription — a display's
// onCallsChanged, a phone's phoneCallsChanged. A thread of its own so that 1,000+ sockets' frames are
// read on time; receipts are stamped on the bench-wide clock (wire.ts `now`) and sent to the main
// thread in batches.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { reconnectDelayMs } from '../../apps/web/src/app/connection/reconnect-policy';
import { ACK_GATHER_MS, gatherAcknowledgements } from '../../apps/web/src/phone/delivery/gather-sends';
import { type Change, type FullChange, fullFrame, now, quickChange, SUBSCRIPTION_ID, sameChange } from './wire';
import type { Expectation, FromWorker, ToWorker, WorkerSetup } from './worker-protocol';

type PhoneTokens = NonNullable<WorkerSetup['clients'][number]['phone']>;

const setup = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('subscriber-worker runs as a worker thread');
const post = (message: FromWorker) => port.postMessage(message);

const FLUSH_MS = 25;
/**
 * Receipts by change: a display's by the Change object a frame was read into (shared by every client
 * that got it), a phone's by its event keys joined (phones with the same news share a batch).
 */
let receipts = new Map<Change | string, { keys: string[]; clients: number[]; ats: number[] }>();
let deliveries = 0;
let seqRegressions = 0;
let problems: string[] = [];
let closes: Record<string, number> = {};
let closing = false;
let reconnecting = false;
let expect: Expectation | null = null;
let attempts = 0;
let refused = 0;
/** The phones' acknowledgements: sent, answered with an error, not answered yet; sent → answered, ms. */
const acks = { sent: 0, refused: 0, pending: 0, answeredMs: [] as number[] };

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

/** A display: anonymous, like a kiosk, subscribed to onCallsChanged with the display's own fields. */
class Subscriber {
  private socket: WebSocket | null = null;
  private lastSeq: number | null = null;
  private received = 0;
  private attempt = 0;
  /** Connected again after the restart, waiting until the expected list is held. */
  private resyncing: { connectedAt: number; attempts: number; opened: Set<number>; closed: Set<number> } | null = null;
  private firstDelivery: (() => void) | null = null;
  private firstFailed: ((error: Error) => void) | null = null;

  constructor(readonly index: number) {}

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
    const socket = new WebSocket(setup.wsUrl, 'graphql-transport-ws', { perMessageDeflate: false });
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

/**
 * Sent on receipt of an update with calls new to the phone (ADR 0032: `confirmed`), on its socket, as the
 * phone client confirms each call once while it rings (over HTTP there: README, not quite the phone client).
 */
const PHONE_ACK = 'mutation($c: [Int!]!) { phoneAcknowledge(call_ids: $c) }';
const PHONE_NEXT = `{"id":"${SUBSCRIPTION_ID}","type":"next","payload":{"data":{"phoneCallsChanged":`;

/** An update of a phone's list as the bench reads it. */
interface PhoneUpdate {
  /** The whole list (a server from before the deltas sends nothing else). */
  complete: boolean;
  /** Calls it shows open (any state but closed). */
  open: number[];
  /** Calls it shows closed, and those that left the list. */
  gone: number[];
}

/** Updates read lately in this thread: phones of one group get the same bytes, read once. */
const recentUpdates: { text: string; update: PhoneUpdate }[] = [];
function phoneUpdate(text: string): PhoneUpdate | null {
  for (const r of recentUpdates) if (r.text === text) return r.update;
  const message = JSON.parse(text) as {
    payload?: {
      data?: {
        phoneCallsChanged?: { calls: { id: number; state: string }[]; removed?: number[]; complete?: boolean };
      } | null;
      errors?: unknown;
    };
  };
  const changed = message.payload?.data?.phoneCallsChanged;
  if (!changed || message.payload?.errors) return null;
  const update = {
    complete: changed.complete ?? true,
    open: changed.calls.filter((c) => c.state !== 'closed').map((c) => c.id),
    gone: [...changed.calls.filter((c) => c.state === 'closed').map((c) => c.id), ...(changed.removed ?? [])],
  };
  recentUpdates.unshift({ text, update });
  if (recentUpdates.length > 4) recentUpdates.pop();
  return update;
}

/**
 * A staff phone, as the phone client at /app/ is on the wire: paired and signed in (its two tokens in
 * connection_init), subscribed to phoneCallsChanged (`setup.phoneQuery`): its whole list first, then
 * what changed (a server from before the deltas sends the whole list every time). A call an update shows
 * open that the phone did not hold is an opening receipt (`o:<id>`), a held call now closed or gone a
 * closing one (`c:<id>`). The calls new to it are acknowledged with phoneAcknowledge on the same socket,
 * gathered as the client gathers them (gather-sends.ts; its replies are only counted). After a restart it subscribes again and gets the whole list (a phone
 * has no `since`).
 */
class Phone {
  private socket: WebSocket | null = null;
  /** The calls it holds open. */
  private held = new Set<number>();
  private attempt = 0;
  private acks = 0;
  /** Its acknowledgements not answered yet, by id: when each was sent. */
  private readonly pending = new Map<string, number>();
  /** As the phone client: the first acknowledgement at once, those of the next half second together. */
  private readonly gathered = gatherAcknowledgements(
    async ({ confirmed }) => this.acknowledge(confirmed),
    ACK_GATHER_MS,
  );
  private resyncing: { connectedAt: number; attempts: number } | null = null;
  private firstDelivery: (() => void) | null = null;
  private firstFailed: ((error: Error) => void) | null = null;

  constructor(
    readonly index: number,
    private readonly tokens: PhoneTokens,
  ) {}

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
    const socket = new WebSocket(setup.wsUrl, 'graphql-transport-ws', { perMessageDeflate: false });
    this.socket = socket;
    const payload = { app_client_token: this.tokens.client, app_session_token: this.tokens.session, locale: 'de' };
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload })));
    socket.on('message', (data: Buffer) => this.receive(data));
    socket.on('error', () => undefined); // 'close' follows and says what happened
    socket.on('close', (code) => this.closed(code));
  }

  private send(message: unknown): void {
    this.socket?.send(JSON.stringify(message));
  }

  private acknowledge(ids: number[]): void {
    // A gathered acknowledgement may come due while the socket reconnects (ws throws on a socket not open);
    // the phone client's is a request of its own, and those of a socket end with it here.
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    const id = `a${++this.acks}`;
    acks.sent++;
    acks.pending++;
    this.pending.set(id, now());
    this.send({ id, type: 'subscribe', payload: { query: PHONE_ACK, variables: { c: ids } } });
  }

  /** A reply to an acknowledgement: counted, not read further (the phone client does not read it). */
  private ackReply(id: string, type: string, text: string, at: number): void {
    if (type === 'error' || (type === 'next' && text.includes('"errors"'))) acks.refused++;
    const sentAt = this.pending.get(id);
    if ((type === 'error' || type === 'complete') && sentAt !== undefined) {
      acks.pending--;
      acks.answeredMs.push(at - sentAt);
      this.pending.delete(id);
    }
  }

  private receive(data: Buffer): void {
    const at = now();
    const text = String(data);
    if (text.startsWith(PHONE_NEXT)) {
      const update = phoneUpdate(text);
      if (update) this.list(update, at);
      else this.problem(`phone ${this.index}: ${text.slice(0, 300)}`);
      return;
    }
    const message = JSON.parse(text) as { type: string; id?: string };
    switch (message.type) {
      case 'connection_ack':
        if (this.resyncing) {
          this.resyncing.connectedAt = at;
          this.resyncing.attempts = this.attempt;
        }
        this.attempt = 0;
        this.send({ id: SUBSCRIPTION_ID, type: 'subscribe', payload: { query: setup.phoneQuery } });
        return;
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'pong':
        return;
      default:
        if (message.id !== undefined && message.id !== SUBSCRIPTION_ID) {
          this.ackReply(message.id, message.type, text, at);
          return;
        }
        this.problem(`phone ${this.index}: ${message.type} ${text.slice(0, 300)}`);
    }
  }

  private list(update: PhoneUpdate, at: number): void {
    const keys: string[] = [];
    const opened: number[] = [];
    const open = update.complete ? new Set<number>() : new Set(this.held);
    for (const id of update.gone) open.delete(id);
    for (const id of update.open) open.add(id);
    for (const id of open) {
      if (!this.held.has(id)) {
        keys.push(`o:${id}`);
        opened.push(id);
      }
    }
    for (const id of this.held) if (!open.has(id)) keys.push(`c:${id}`);
    this.held = open;
    if (opened.length) void this.gathered.add(opened).catch(() => undefined);
    if (this.firstDelivery) {
      // The first list: calls open before the bench are not its presses.
      this.firstDelivery();
      this.firstDelivery = null;
      this.firstFailed = null;
      return;
    }
    deliveries++;
    if (keys.length) {
      const key = keys.join(' ');
      let batch = receipts.get(key);
      if (!batch) {
        batch = { keys, clients: [], ats: [] };
        receipts.set(key, batch);
      }
      batch.clients.push(this.index);
      batch.ats.push(at);
    }
    if (this.resyncing) this.checkResync(at);
  }

  /** Resynced: every call open now held, none closed meanwhile. A phone has no replay to check. */
  private checkResync(at: number): void {
    const r = this.resyncing;
    if (!r || !expect) return;
    if (!expect.open.every((id) => this.held.has(id)) || expect.closed.some((id) => this.held.has(id))) return;
    post({ type: 'resynced', index: this.index, at, connectedAt: r.connectedAt, replayed: true, attempts: r.attempts });
    this.resyncing = null;
  }

  private closed(code: number): void {
    this.socket = null;
    // A socket's acknowledgements end with it.
    acks.pending -= this.pending.size;
    this.pending.clear();
    closes[code] = (closes[code] ?? 0) + 1;
    if (closing) return;
    if (!reconnecting) {
      this.problem(`phone ${this.index}: socket closed (code ${code})`);
      return;
    }
    // The display's schedule (the phone client reconnects likewise), then the whole list again.
    if (code === 1006) refused++;
    this.resyncing ??= { connectedAt: Number.NaN, attempts: 0 };
    this.attempt++;
    setTimeout(() => {
      if (!closing) this.open();
    }, reconnectDelayMs(this.attempt));
  }
}

const subscribers: (Subscriber | Phone)[] = setup.clients.map((c) =>
  c.phone ? new Phone(c.index, c.phone) : new Subscriber(c.index),
);

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
      void (async () => {
        // The phones' last acknowledgements are answered first: a server stopped under them would
        // log each as failed. Bounded: 4 s.
        for (let i = 0; i < 200 && acks.pending > 0; i++) await new Promise((ok) => setTimeout(ok, 20));
        closing = true;
        for (const s of subscribers) s.close();
        flush();
        post({ type: 'closed', attempts, refused, acks });
      })();
      return;
  }
});
