import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { backoffDelay } from '../call-system/backoff';
import type { Logger } from '../logger';
import { LocalBus } from './local-bus';
import type { Bus, BusState, Handler, Topic, Topics } from './topics';

const CHANNEL = 'wardlight_events';
/** Quick to come back (every missed second is a second of calls shown late), yet no storm on a down database. */
const RECONNECT = { initialMs: 250, maxMs: 1_000 };
/** The publishers' pool holds two connections: a third try is sure to run on a fresh one. */
const PUBLISH_TRIES = 3;

/**
 * Events through PostgreSQL LISTEN/NOTIFY, so several server instances on one database deliver
 * each other's events. The listening connection reconnects by itself, for as long as it takes, and
 * says so (`onState`): a NOTIFY sent while it was away is lost, so whoever keeps state from the bus
 * reads it again (ADR 0023).
 *
 * An instance delivers its own events itself, once the NOTIFY is sent, and skips their echo: `publish`
 * resolves after its handlers ran, as on the in-process bus. When it resolved at the NOTIFY's answer and
 * the instance waited for the echo like the others, code that published a change and then read what its
 * handlers keep (a cache they drop) read the old value on PostgreSQL only (display enrolment, 3114ccf).
 */
export class PgBus implements Bus {
  private readonly local = new LocalBus();
  private readonly pool: pg.Pool;
  private readonly stateHandlers = new Set<(state: BusState) => void>();
  private listener: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private attempt = 0;
  /** Tells this instance's own NOTIFYs (delivered already) from the others'. */
  private readonly origin = randomUUID();

  private constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: 2, application_name: `wardlight bus ${process.pid}` });
    // An idle connection the server dropped must not crash the process; the next query reconnects. One
    // that breaks while lent out has no listener of the pool's: its query fails instead, and is tried again.
    this.pool.on('error', (error) => this.log.warn({ err: error.message }, 'event publisher connection lost'));
    this.pool.on('connect', (client) => client.on('error', () => undefined));
  }

  static async connect(url: string, log: Logger): Promise<PgBus> {
    const bus = new PgBus(url, log);
    bus.listener = await bus.openListener();
    return bus;
  }

  /** A connection that LISTENs; it rejects if the connection broke before it was listening. */
  private async openListener(): Promise<pg.Client> {
    // Named with the process, so an operator (and the fault tests) can tell it in pg_stat_activity.
    const name = `wardlight events ${process.pid}`;
    const client = new pg.Client({ connectionString: this.url, application_name: name, keepAlive: true });
    let broken: Error | null = null;
    const lose = (error: Error) => {
      broken ??= error;
      this.lose(client, error);
    };
    client.on('notification', (msg) => this.onNotification(msg.payload));
    client.on('error', lose);
    client.on('end', () => lose(new Error('event listener connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (broken) throw broken;
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private lose(client: pg.Client, error: Error): void {
    if (this.listener !== client) return;
    this.listener = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn({ err: error }, 'event listener connection lost; reconnecting');
    this.emit('lost');
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(
      () => {
        this.retry = null;
        this.openListener().then(
          (client) => this.resume(client),
          (error: unknown) => {
            // Once per outage in the log: it retries every second until the database is back.
            if (this.attempt === 1) this.log.warn({ err: error }, 'event listener cannot reconnect yet; retrying');
            this.reconnectLater();
          },
        );
      },
      backoffDelay(this.attempt++, RECONNECT),
    );
  }

  private resume(client: pg.Client): void {
    if (this.closed) {
      void client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    this.attempt = 0;
    this.log.info('event listener reconnected; re-reading what may have been missed');
    this.emit('resumed');
  }

  private emit(state: BusState): void {
    for (const handler of [...this.stateHandlers]) {
      try {
        handler(state);
      } catch (error) {
        this.log.error({ err: error, state }, 'a bus state handler failed');
      }
    }
  }

  private onNotification(text: string | undefined): void {
    if (!text) return;
    try {
      const { topic, payload, origin } = JSON.parse(text) as { topic: Topic; payload: Topics[Topic]; origin?: string };
      if (origin !== this.origin) this.local.deliver(topic, payload);
    } catch (error) {
      this.log.error({ err: error }, 'undecodable event notification');
    }
  }

  async publish<T extends Topic>(topic: T, payload: Topics[T]): Promise<void> {
    const text = JSON.stringify({ topic, payload, origin: this.origin });
    for (let attempt = 1; ; attempt++) {
      try {
        await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, text]);
        break;
      } catch (error) {
        // A connection the database dropped is found out by its first query, and the pool replaces it.
        if (attempt >= PUBLISH_TRIES || this.closed) throw error;
      }
    }
    // Only once it is sent: an event nobody else can hear is not one this instance acts on alone.
    this.local.deliver(topic, payload);
  }

  on<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    return this.local.on(topic, handler);
  }

  onState(handler: (state: BusState) => void): () => void {
    this.stateHandlers.add(handler);
    return () => this.stateHandlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.stateHandlers.clear();
    await this.listener?.end().catch(() => undefined);
    await this.pool.end();
    await this.local.close();
  }
}
