import pg from 'pg';
import type { Logger } from '../../logger';

/**
 * Which server instance holds a system's configurator link. With several instances on one
 * PostgreSQL exactly one may, or every event would be stored twice (DESIGN.md §5): a session-level
 * advisory lock per system on a connection of its own. When the holder dies, its connection and so
 * its locks go, and another instance takes the link over at its next try.
 */
export interface LinkOwnership {
  /** True when this instance now holds the link; rejects when the database cannot be asked. */
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
  /** The locks taken on `client`; they go with it. */
  const held = new Set<number>();
  let closed = false;

  /** The connection broke (an error, or it ended): its locks are gone, and the links must stop at once. */
  function drop(c: pg.Client, error: Error): void {
    if (client !== c) return;
    client = null;
    void c.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error, systems: [...held] }, 'link ownership connection lost');
    held.clear();
    for (const h of lostHandlers) {
      try {
        h();
      } catch (handlerError) {
        log.error({ err: handlerError }, 'a lost-lock handler failed');
      }
    }
  }

  async function connection(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= (async () => {
      // Named with the process, so an operator (and the fault tests) can tell in pg_locks who holds a link.
      const name = `wardlight links ${process.pid}`;
      const c = new pg.Client({ connectionString: url, application_name: name, keepAlive: true });
      c.on('error', (error) => drop(c, error));
      c.on('end', () => drop(c, new Error('link ownership connection ended')));
      try {
        await c.connect();
      } catch (error) {
        await c.end().catch(() => undefined);
        throw error;
      }
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    /** Rejects when the database cannot be asked: that is no answer about the lock. */
    async tryAcquire(systemId) {
      if (closed) return false;
      const c = await connection();
      const res = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [LOCK_SPACE, systemId]);
      const ok = res.rows[0]?.ok === true;
      // Taken on a connection that broke meanwhile, it is already gone.
      if (ok && client !== c) return false;
      if (ok) held.add(systemId);
      return ok;
    },
    async release(systemId) {
      held.delete(systemId);
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
