import { type messages, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type RowDescription = messages.RowDescriptionMessage;
type Field = Results['fields'][number];
type Parser = (value: string, typeId: number) => unknown;

/** How many statements stay prepared in the backend: the app's query texts, not the one-off ones. */
export const MAX_PREPARED = 200;
/** Longer texts (a many-row insert, a long IN list) are parsed each time, unnamed: rarely run twice. */
const MAX_PREPARED_TEXT = 8_000;

interface Statement {
  /** '' is the unnamed statement, which the next parse replaces. */
  readonly name: string;
  readonly types: number[];
  /** The columns it returns (none for a statement that returns no rows). */
  readonly fields: Field[];
}

// Commands whose tag's count is rows changed: PGlite's parseResults sums these as affectedRows.
const CHANGES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * A query in one message pipeline, on a statement prepared once per text (ADR 0048).
 *
 * PGlite's own `query` sends parse, describe, bind, describe, execute and sync as six calls into the
 * backend and parses the text every time. Here a text is prepared once under a name (parse + describe,
 * which tells the parameters' types, so they are serialised exactly as PGlite does), and each run is
 * bind + execute + sync in one call; it is still planned for its parameters every time (gated-pglite.ts).
 * The statement's columns are kept from the describe, and its rows are parsed as PGlite's `parseResults`
 * does, with one parser lookup per column instead of a copy of PGlite's ~200 parsers per query for
 * drizzle's overrides (10 % of the server's time in a profile). A one-row select by key with drizzle's
 * options: 0.61–0.64 ms through PGlite's `query`, 0.16–0.17 ms here. A prepared statement
 * outlives a rolled-back transaction (the protocol's named statements are not transactional), so the
 * cache holds across them. The least recently used statement is closed when the cache is full; names
 * are never reused, so a close that did not reach the backend (an aborted transaction) costs memory,
 * not correctness.
 *
 * Callers hold PGlite's locks: `query` takes the transaction and query mutexes like PGlite's `query`,
 * `inTransaction` only the query mutex like a transaction's `query`.
 */
export class PreparedQueries {
  readonly #db: PGlite;
  readonly #statements = new Map<string, Statement>();
  #closing: string[] = [];
  #counter = 0;

  constructor(db: PGlite) {
    this.#db = db;
  }

  /** PGlite's `query`, outside a transaction: synced to the file system after it, as PGlite does. */
  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const db = this.#db;
    await db._checkReady();
    return await db._runExclusiveTransaction(async () => {
      const result = await db._runExclusiveQuery(() => this.#run<T>(text, params ?? [], options));
      await db.syncToFs();
      return result;
    });
  }

  /** A transaction's `query`: the transaction holds the transaction mutex and syncs after COMMIT. */
  inTransaction<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#db._runExclusiveQuery(() => this.#run<T>(text, params ?? [], options));
  }

  /** How many texts are prepared now (tests). */
  get size(): number {
    return this.#statements.size;
  }

  async #run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    try {
      const statement = this.#recall(text) ?? (await this.#prepare(text, options));
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const oid = statement.types[i] ?? 0;
        const serialise = options?.serializers?.[oid] ?? this.#db.serializers[oid];
        return serialise ? serialise(param) : String(param);
      });
      const messages = await this.#exchange(
        [
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ],
        options,
      );
      return this.#results<T>(statement.fields, messages, options);
    } catch (err) {
      if (err instanceof protocol.messages.DatabaseError) {
        // "cached plan must not change result type": the schema changed under a prepared text.
        if (err.code === '0A000') this.#forget(text);
        throw Object.assign(err, { query: text, params, queryOptions: options });
      }
      throw err;
    }
  }

  async #prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const named = text.length <= MAX_PREPARED_TEXT;
    const name = named ? `wl_${++this.#counter}` : '';
    const closing = this.#closing;
    const messages = await this.#exchange(
      [
        ...closing.map((old) => protocol.serialize.close({ type: 'S', name: old })),
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ],
      options,
    );
    if (this.#closing === closing) this.#closing = [];
    const types = messages.find((m): m is messages.ParameterDescriptionMessage => m.name === 'parameterDescription');
    const row = messages.find((m): m is RowDescription => m.name === 'rowDescription');
    const fields = (row?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    const statement: Statement = { name, types: types?.dataTypeIDs ?? [], fields };
    if (named) {
      if (this.#statements.size >= MAX_PREPARED) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#forget(oldest);
      }
      this.#statements.set(text, statement);
    }
    return statement;
  }

  /** What PGlite's parseResults makes of one statement's messages (its first result set). */
  #results<T>(fields: Field[], messages: BackendMessage[], options: QueryOptions | undefined): Results<T> {
    const own = options?.parsers as Record<number, Parser> | undefined;
    const all = this.#db.parsers as Record<number, Parser>;
    const parsers = fields.map((f) => own?.[f.dataTypeID] ?? all[f.dataTypeID]);
    const parse = (value: string | null, i: number) => {
      const parser = parsers[i];
      return value === null ? null : parser ? parser(value, fields[i]?.dataTypeID ?? 0) : value;
    };
    const asArrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as messages.DataRowMessage).fields;
        if (asArrays) rows.push(values.map(parse));
        else {
          const row: Record<string, unknown> = {};
          values.forEach((value, i) => {
            row[fields[i]?.name ?? String(i)] = parse(value, i);
          });
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        const tag = (message as messages.CommandCompleteMessage).text.split(' ');
        const command = tag[0] ?? '';
        const count = Number.parseInt(tag[tag.length - 1] ?? '', 10);
        const result: Results<T> = {
          rows: rows as T[],
          fields,
          command,
          affectedRows: CHANGES.has(command) ? count : 0,
        };
        if (!Number.isNaN(count)) result.rowCount = count;
        return result;
      }
    }
    return { rows: [], fields: [], affectedRows: 0 };
  }

  /** The prepared statement of a text, now the most recently used. */
  #recall(text: string): Statement | undefined {
    const statement = this.#statements.get(text);
    if (statement) {
      this.#statements.delete(text);
      this.#statements.set(text, statement);
    }
    return statement;
  }

  #forget(text: string): void {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    this.#closing.push(statement.name);
  }

  async #exchange(parts: Uint8Array[], options: QueryOptions | undefined): Promise<BackendMessage[]> {
    return await this.#db.execProtocolStream(Buffer.concat(parts), { syncToFs: false, onNotice: options?.onNotice });
  }
}
