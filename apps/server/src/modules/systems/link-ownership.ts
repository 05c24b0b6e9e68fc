import pg from 'pg';
import type { Logger } from '../../logger';

/**
 * Which server instance holds a system's configurator link. With several instances on one
 * PostgreSQL exactly one may, or every event would be stored twice (DESIGN.md §5): a session-level
 * advisory lock per system on a connection of its own. When the holder dies, its connection and so
 * its locks go, and another instance takes the link over at its next try.
 */
export interface LinkOwnership {
  tryAcquire(systemId: number): Promise<boolean>;
  release(systemId: number): Promise<void>;
  /** Called when held locks were lost (the connection broke): the links must stop. */
  onLost(handler: () => void): void;
  close(): Promise<void>;
}

/** One process on an embedded database: the data-directory lock already makes it the only one. */
export const soleOwnership: LinkOwnership = {
  tryAcquire: async () => true,
  release: async () => undefined,
  onLost: () => undefined,
  close: async () => undefined,
};

const LOCK_SPACE = 0x574c; // "WL": keeps our keys apart from other users of advisory locks

export function postgresOwnership(url: string, log: Logger): LinkOwnership {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  const lostHandlers: (() => void)[] = [];
  let closed = false;

  async function connection(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('error', (error) => {
        log.warn({ err: error }, 'link ownership connection lost');
        if (client === c) client = null;
        if (!closed) for (const h of lostHandlers) h();
      });
      await c.connect();
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async tryAcquire(systemId) {
      if (closed) return false;
      try {
        const c = await connection();
        const res = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [LOCK_SPACE, systemId]);
        return res.rows[0]?.ok === true;
      } catch (error) {
        log.warn({ err: error, systemId }, 'could not try the link lock');
        return false;
      }
    },
    async release(systemId) {
      await client?.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_SPACE, systemId]).catch(() => undefined);
    },
    onLost(handler) {
      lostHandlers.push(handler);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
