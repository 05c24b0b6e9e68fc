import { PGlite, type PGliteOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PreparedQueries } from './prepared-queries';
import { Rank, RankGate } from './rank-gate';

/** What drizzle-orm/pglite calls on its client: a ranked view can stand in for PGlite. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * PGlite whose entry points (query, sql, exec, transaction: all that drizzle-orm/pglite uses) pass the
 * rank gate (ADR 0048). Called as PGlite they come at the call path's rank; `ranked` gives the view of one
 * rank, for the handles of the call's write, the walls' read and the console. A query, alone or in a
 * transaction, runs on a statement prepared once per text (prepared-queries.ts).
 */
export class GatedPGlite extends PGlite {
  readonly gate = new RankGate();
  readonly prepared = new PreparedQueries(this);

  constructor(options: PGliteOptions = {}) {
    // A prepared statement is planned for its parameters on every run, as an unnamed one always was.
    // Postgres' default may switch to a generic plan after five runs: the engine's closedButRunning
    // then took 15 ms a run instead of 2.5, and the longer the burst the slower (a trace, ADR 0048).
    const startParams = [
      ...(options.startParams ?? PGlite.defaultStartParams),
      '-c',
      'plan_cache_mode=force_custom_plan',
    ];
    super({ ...options, startParams });
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.around(Rank.callPath, () => this.#query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.around(Rank.callPath, () => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.around(Rank.callPath, () => this.#transaction(callback));
  }

  ranked(rank: Rank): PgliteClient {
    return {
      query: <T>(query: string, params?: unknown[], options?: QueryOptions) =>
        this.around(rank, () => this.#query<T>(query, params, options)),
      exec: (query: string, options?: QueryOptions) => this.around(rank, () => super.exec(query, options)),
      transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
        this.around(rank, () => this.#transaction(callback)),
    };
  }

  /** Runs one entry point's work; a subclass may wrap more around the gate (durable-pglite.ts). */
  protected around<T>(rank: Rank, run: () => Promise<T>): Promise<T> {
    return this.gate.run(rank, run);
  }

  // A query that carries a file (COPY … FROM '/dev/blob') takes PGlite's own path, which handles it.
  #query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return super.query<T>(query, params, options);
    return this.prepared.query<T>(query, params, options);
  }

  #transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const prepared = this.prepared;
    return super.transaction((tx) =>
      callback({
        query: <R>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
          if (tx.closed) throw new Error('Transaction is closed');
          if (options?.blob) return tx.query<R>(query, params, options);
          return prepared.inTransaction<R>(query, params, options);
        },
        sql: (strings, ...params) => tx.sql(strings, ...params),
        exec: (query, options) => tx.exec(query, options),
        rollback: () => tx.rollback(),
        listen: (channel, listener) => tx.listen(channel, listener),
        get closed() {
          return tx.closed;
        },
      }),
    );
  }
}
