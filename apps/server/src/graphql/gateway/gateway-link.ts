import { type ChildProcess, fork } from 'node:child_process';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../../logger';
import { GatewaySocket, type GatewayWriter, type SocketRequest } from './gateway-socket';
import type { Fan, FromGateway, ToGateway } from './protocol';

/** Set by the server's bundle (bundle.mjs): the gateway is then its own bundle beside it. */
declare const WARDLIGHT_BUNDLED: boolean | undefined;

/** How long closing waits for the clients' close handshakes before the gateway is ended anyway. */
const CLOSE_WAIT_MS = 2000;

/** The gateway's young generation, MiB per semi-space (V8's default grows to 16 on 64-bit). */
const SEMI_SPACE_MIB = 1;

function gatewayEntry(): string {
  const bundled = typeof WARDLIGHT_BUNDLED !== 'undefined' && WARDLIGHT_BUNDLED;
  return fileURLToPath(
    bundled ? new URL('../../../dist/gateway.mjs', import.meta.url) : new URL('./gateway-entry.mjs', import.meta.url),
  );
}

export interface Upgrade extends SocketRequest {
  readonly method: string;
  readonly url: string;
}

interface Waiting {
  request: SocketRequest;
  release: () => void;
}

/**
 * The server's link to its socket gateway (gateway-main.ts, ADR 0050): starts it with the first socket,
 * hands it each upgraded TCP socket, and speaks for the sockets it holds. Whatever the server writes in
 * one turn of its event loop goes over as one message; the frames of one change, for any number of
 * sockets, as one `fan`. When the gateway dies its sockets are ended here (their clients reconnect) and
 * the next socket starts a new one.
 */
export class SocketGateway implements GatewayWriter {
  private child: ChildProcess | null = null;
  private started: Promise<ChildProcess> | null = null;
  private markReady: (() => void) | null = null;
  private seq = 0;
  private readonly waiting = new Map<number, Waiting>();
  private readonly open = new Map<number, GatewaySocket>();
  private outbox: ToGateway[] = [];
  /** The fans in the outbox since its last other message, by payload: later frames of a payload join it. */
  private fans = new Map<Buffer, { fan: Fan; byId: Map<string, number[]> }>();
  private closing = false;
  private settled: (() => void) | null = null;

  constructor(
    private readonly log: Logger,
    private readonly onOpen: (socket: GatewaySocket) => void,
  ) {}

  /** Sockets the gateway holds for this server. */
  get size(): number {
    return this.open.size;
  }

  /** The gateway's pid, once it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the gateway now rather than with the first socket (the server's entry does, so no display waits for it). */
  async ready(): Promise<void> {
    await this.start();
  }

  /** Hands an upgrade request's socket to the gateway; `release` runs once the socket is gone, whatever happens. */
  take(socket: Duplex, head: Buffer, upgrade: Upgrade, release: () => void): void {
    if (this.closing) {
      socket.destroy();
      release();
      return;
    }
    const conn = ++this.seq;
    this.waiting.set(conn, { request: { headers: upgrade.headers, clientIp: upgrade.clientIp }, release });
    const giveUp = () => {
      socket.destroy();
      this.forget(conn);
    };
    this.start().then((child) => {
      if (socket.destroyed || !this.waiting.has(conn)) return giveUp();
      // Whatever was written before goes first: the channel keeps the order of what is sent on it.
      this.flush();
      const take: ToGateway = {
        t: 'take',
        conn,
        method: upgrade.method,
        url: upgrade.url,
        headers: upgrade.headers,
        head,
      };
      // Handed over as a bare socket: Node keeps a socket it sends with its server's `server` set on that
      // server's books, and `server.close()` then waits for children that may be gone (it hangs once the
      // gateway has exited). The HTTP server counts it off here instead, when it is destroyed below.
      const sent = socket as Socket & { server: unknown; _handle?: { readStop?(): number } | null };
      sent.server = null;
      // Until the gateway acknowledges the handle, this process still holds the same descriptor and its
      // HTTP server left it reading: the client's first message (it sends `connection_init` the moment the
      // gateway's handshake reaches it) could be read here and dropped. Nothing more is read here.
      sent._handle?.readStop?.();
      child.send(take, sent, (error) => {
        // The handle is the gateway's now (or gone): this side of it only closes.
        socket.destroy();
        if (error) this.forget(conn);
      });
    }, giveUp);
  }

  send(conn: number, data: string): void {
    this.queue({ t: 'send', conn, data });
  }

  close(conn: number, code: number, reason: string): void {
    this.queue({ t: 'close', conn, code, reason });
  }

  fan(payload: Buffer, id: string, conn: number): void {
    let entry = this.fans.get(payload);
    if (!entry) {
      entry = { fan: { t: 'fan', payload, to: [] }, byId: new Map() };
      this.fans.set(payload, entry);
      this.push(entry.fan);
    }
    let conns = entry.byId.get(id);
    if (!conns) {
      conns = [];
      entry.byId.set(id, conns);
      entry.fan.to.push([id, conns]);
    }
    conns.push(conn);
  }

  /** Closes every socket with `code` (clients reconnect on 1012), waits for them, then ends the gateway. */
  async stop(code: number, reason: string): Promise<void> {
    this.closing = true;
    for (const socket of this.open.values()) socket.close(code, reason);
    this.flush();
    if (this.open.size + this.waiting.size > 0) {
      await new Promise<void>((resolve) => {
        this.settled = resolve;
        setTimeout(resolve, CLOSE_WAIT_MS).unref();
      });
    }
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // The gateway ends itself when its channel closes (gateway-main.ts), dropping what is left.
    child.disconnect();
    const killed = setTimeout(() => child.kill('SIGKILL'), CLOSE_WAIT_MS);
    await exited;
    clearTimeout(killed);
  }

  private queue(message: ToGateway): void {
    this.fans.clear();
    this.push(message);
  }

  private push(message: ToGateway): void {
    if (this.outbox.length === 0) setImmediate(() => this.flush());
    this.outbox.push(message);
  }

  private flush(): void {
    if (this.outbox.length === 0) return;
    const batch = this.outbox;
    this.outbox = [];
    this.fans.clear();
    if (this.child?.connected) this.child.send(batch);
  }

  private start(): Promise<ChildProcess> {
    if (this.started) return this.started;
    const child = fork(gatewayEntry(), [], {
      // Not the server's flags (an `--inspect` or a heap limit is the server's own). A small young
      // generation: what passes through here is short-lived (frames, batches), and the default's room to
      // grow would be tens of MiB of resident memory on the box in the cupboard.
      execArgv: [`--max-semi-space-size=${SEMI_SPACE_MIB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    this.started = new Promise<ChildProcess>((resolve, reject) => {
      this.markReady = () => resolve(child);
      child.once('exit', (code, signal) => {
        reject(new Error(`socket gateway exited (${signal ?? code})`));
        this.lost(child, code, signal);
      });
    });
    // Its failure is each waiting socket's to handle; none waiting is no reason for an unhandled rejection.
    this.started.catch(() => undefined);
    child.on('message', (batch: FromGateway[]) => {
      for (const message of batch) this.received(message);
    });
    child.on('error', (error) => this.log.error({ err: error }, 'socket gateway: channel error'));
    return this.started;
  }

  private received(message: FromGateway): void {
    switch (message.t) {
      case 'ready':
        this.markReady?.();
        break;
      case 'open': {
        const waiting = this.waiting.get(message.conn);
        if (!waiting) break;
        this.waiting.delete(message.conn);
        const socket = new GatewaySocket(this, message.conn, message.protocol, waiting.request, (error) =>
          this.log.error({ err: error }, 'socket message failed'),
        );
        socket.onClose(waiting.release);
        this.open.set(message.conn, socket);
        if (this.closing) socket.close(1012, 'server restarting');
        else this.onOpen(socket);
        break;
      }
      case 'message':
        this.open.get(message.conn)?.received(message.data);
        break;
      case 'cut':
        this.open.get(message.conn)?.cut(message.buffered);
        break;
      case 'closed':
        this.forget(message.conn, message.code, message.reason);
        break;
    }
  }

  /** The socket is gone: its socket object ends, its place in the address count is given back. */
  private forget(conn: number, code = 1006, reason = ''): void {
    const socket = this.open.get(conn);
    if (socket) {
      this.open.delete(conn);
      socket.end(code, reason);
    }
    const waiting = this.waiting.get(conn);
    if (waiting) {
      this.waiting.delete(conn);
      waiting.release();
    }
    if (this.closing && this.open.size + this.waiting.size === 0) this.settled?.();
  }

  private lost(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.child !== child) return;
    this.child = null;
    this.started = null;
    this.markReady = null;
    this.outbox = [];
    this.fans.clear();
    if (!this.closing) {
      this.log.error(
        { code, signal, sockets: this.open.size },
        'socket gateway exited: its sockets dropped; clients reconnect, and the next one starts a new gateway',
      );
    }
    for (const conn of [...this.open.keys(), ...this.waiting.keys()]) this.forget(conn);
  }
}
