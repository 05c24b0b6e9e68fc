import pg from 'pg';
import type { Logger } from '../logger';
import { LocalBus } from './local-bus';
import type { Bus, Handler, Topic, Topics } from './topics';

const CHANNEL = 'wardlight_events';

/**
 * Events through PostgreSQL LISTEN/NOTIFY, so several server instances on one database deliver
 * each other's events. The publisher hears its own NOTIFY too, so every instance delivers through
 * the same path and in the database's order. The listening connection reconnects by itself.
 */
export class PgBus implements Bus {
  private readonly local = new LocalBus();
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  private constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
    // An idle connection the server dropped must not crash the process; the next query reconnects.
    this.pool.on('error', (error) => this.log.warn({ err: error }, 'event publisher connection lost'));
  }

  static async connect(url: string, log: Logger): Promise<PgBus> {
    const bus = new PgBus(url, log);
    await bus.listen();
    return bus;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => this.onNotification(msg.payload));
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'event listener connection lost; reconnecting');
      this.scheduleReconnect(client);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private scheduleReconnect(old: pg.Client): void {
    if (this.closed || this.retry || this.listener !== old) return;
    this.listener = null;
    void old.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.listen().catch((error: unknown) => {
        this.log.warn({ err: error }, 'event listener reconnect failed');
        if (!this.closed) this.retry = setTimeout(() => void this.listen().catch(() => undefined), 1000);
      });
    }, 250);
  }

  private onNotification(text: string | undefined): void {
    if (!text) return;
    try {
      const { topic, payload } = JSON.parse(text) as { topic: Topic; payload: Topics[Topic] };
      this.local.deliver(topic, payload);
    } catch (error) {
      this.log.error({ err: error }, 'undecodable event notification');
    }
  }

  async publish<T extends Topic>(topic: T, payload: Topics[T]): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ topic, payload })]);
  }

  on<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    return this.local.on(topic, handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.listener?.end().catch(() => undefined);
    await this.pool.end();
    await this.local.close();
  }
}
