import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { Rank, RankGate } from './rank-gate';

/** What drizzle-orm/pglite calls on its client: a ranked view can stand in for PGlite. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * PGlite whose entry points (query, sql, exec, transaction: all that drizzle-orm/pglite uses) pass the
 * rank gate (ADR 0048). Called as PGlite they come at the call path's rank; `ranked` gives the view of one
 * rank, for the handles of the call's write, the walls' read and the console.
 */
export class GatedPGlite extends PGlite {
  readonly gate = new RankGate();

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.around(Rank.callPath, () => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.around(Rank.callPath, () => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.around(Rank.callPath, () => super.transaction(callback));
  }

  ranked(rank: Rank): PgliteClient {
    return {
      query: <T>(query: string, params?: unknown[], options?: QueryOptions) =>
        this.around(rank, () => super.query<T>(query, params, options)),
      exec: (query: string, options?: QueryOptions) => this.around(rank, () => super.exec(query, options)),
      transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
        this.around(rank, () => super.transaction(callback)),
    };
  }

  /** Runs one entry point's work; a subclass may wrap more around the gate (durable-pglite.ts). */
  protected around<T>(rank: Rank, run: () => Promise<T>): Promise<T> {
    return this.gate.run(rank, run);
  }
}
