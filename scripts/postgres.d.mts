/** A throw-away PostgreSQL cluster on loopback (postgres.mjs). */
export interface TestPostgres {
  /** Superuser URL of the `postgres` database. */
  url: string;
  /** Stops the server (fast shutdown: every session ends, as on a database restart); data and port are kept. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same data directory and port. */
  resume(): Promise<void>;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

export function startPostgres(): Promise<TestPostgres>;
