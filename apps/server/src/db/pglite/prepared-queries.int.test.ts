import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatedPGlite } from './gated-pglite';
import { MAX_PREPARED } from './prepared-queries';

// The one-pipeline query path (prepared-queries.ts) must answer exactly as PGlite's own `query`: the
// same rows, the same parameter serialisation, the same errors, inside and outside transactions.

let db: GatedPGlite;
const pgliteQuery = (text: string, params?: unknown[], options?: QueryOptions) =>
  PGlite.prototype.query.call(db, text, params, options);
const prepared = async (text: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text]))
    .rows[0]?.n;

beforeAll(async () => {
  db = new GatedPGlite();
  await db.waitReady;
  await db.exec(`create table t (
    id int primary key, name text, flag boolean, doc jsonb, raw json, at timestamptz, ids int[], tags text[],
    bytes bytea, amount numeric
  )`);
});
afterAll(() => db.close());

describe('prepared queries', () => {
  it('stores and reads every type the way PGlite does', async () => {
    const insert =
      'insert into t (id, name, flag, doc, raw, at, ids, tags, bytes, amount) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)';
    const row = (id: number) => [
      id,
      `O'Brien "the" \\ ${id}`,
      id % 2 === 0,
      { a: [1, 'x'], b: null, ü: 'ß' },
      '{"plain": true}',
      new Date(Date.UTC(2026, 10, 28, 9, id)),
      [1, null, 3],
      ['a,b', 'c"d', 'e\\f', 'NULL'],
      new Uint8Array([0, 1, 254, 255]),
      '12.50',
    ];
    await db.query(insert, row(1));
    await pgliteQuery(insert, row(2));
    await db.query(insert, [3, null, null, null, null, null, null, null, null, null]);

    const select = 'select * from t where id = any($1) order by id';
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      // What drizzle-orm/pglite passes: timestamps as the database's text.
      { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } },
    ]) {
      const ours = await db.query(select, [[1, 2, 3]], options);
      const theirs = await pgliteQuery(select, [[1, 2, 3]], options);
      expect(ours).toEqual(theirs);
      expect(ours.rows).toHaveLength(3);
    }
    const [first, second] = (await db.query<Record<string, unknown>>(select, [[1, 2]])).rows;
    expect(first?.name).toBe(`O'Brien "the" \\ 1`);
    expect(first?.doc).toEqual({ a: [1, 'x'], b: null, ü: 'ß' });
    expect(first?.tags).toEqual(['a,b', 'c"d', 'e\\f', 'NULL']);
    expect(first?.ids).toEqual([1, null, 3]);
    expect(second?.flag).toBe(true);
  });

  it('reports what a write changed, and its errors with their code and text', async () => {
    const update = 'update t set amount = amount + $1 where id <= $2';
    expect(await db.query(update, [1, 2])).toEqual(await pgliteQuery(update, [1, 2]));
    expect(await db.query(update, [1, 2])).toMatchObject({ command: 'UPDATE', affectedRows: 2, rowCount: 2 });
    const returning = 'update t set amount = amount - $1 where id <= $2 returning id';
    expect(await db.query(returning, [1, 2], { rowMode: 'array' })).toEqual(
      await pgliteQuery(returning, [1, 2], { rowMode: 'array' }),
    );
    expect(await db.query('select 1 where false')).toEqual(await pgliteQuery('select 1 where false'));
    const duplicate = 'insert into t (id) values ($1)';
    await expect(db.query(duplicate, [1])).rejects.toMatchObject({ code: '23505', query: duplicate, params: [1] });
    await expect(db.query('select nonsense from t')).rejects.toMatchObject({ code: '42703' });
    expect((await db.query(duplicate, [40])).affectedRows).toBe(1);
  });

  it('keeps a statement prepared in a rolled-back transaction, and none that failed to parse', async () => {
    const text = 'select name from t where id = $1';
    await expect(
      db.transaction(async (tx) => {
        expect((await tx.query(text, [1])).rows).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await prepared(text)).toBe(1);
    expect((await db.query(text, [1])).rows).toHaveLength(1);

    const afterAbort = 'select id from t where id = $1 and name is not null';
    await db.transaction(async (tx) => {
      await expect(tx.query('insert into t (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505' });
      await expect(tx.query(afterAbort, [1])).rejects.toMatchObject({ code: '25P02' });
      await tx.rollback();
    });
    expect(await prepared(afterAbort)).toBe(0);
    expect((await db.query(afterAbort, [1])).rows).toEqual([{ id: 1 }]);
  });

  it('plans each run for its parameters, as an unnamed statement is', async () => {
    expect((await db.query('show plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
  });

  it('re-prepares a text whose result changed with the schema', async () => {
    await db.exec('create table s (a int); insert into s values (1)');
    expect((await db.query('select * from s')).rows).toEqual([{ a: 1 }]);
    await db.exec('alter table s add column b int');
    await expect(db.query('select * from s')).rejects.toMatchObject({ code: '0A000' });
    expect((await db.query('select * from s')).rows).toEqual([{ a: 1, b: null }]);
  });

  it('runs a long text unnamed, and keeps at most a bounded number prepared, the most used ones', async () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => i);
    const long = `select count(*)::int as n from t where id in (${ids.map((i) => `$${i + 1}`).join(',')})`;
    expect((await db.query(long, ids)).rows).toEqual([{ n: 4 }]);
    expect(await prepared(long)).toBe(0);

    const hot = 'select id from t where id = $1 and flag is not distinct from $2';
    const cold = (i: number) => `select ${i} as n from t where id = $1`;
    for (let i = 0; i < MAX_PREPARED + 50; i++) {
      await db.query(cold(i), [1]);
      expect((await db.query(hot, [2, true])).rows).toEqual([{ id: 2 }]);
    }
    expect(db.prepared.size).toBe(MAX_PREPARED);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(rows[0]?.n).toBeLessThanOrEqual(MAX_PREPARED + 1);
    expect(await prepared(hot)).toBe(1);
    expect(await prepared(cold(0))).toBe(0);
    expect((await db.query(cold(0), [1])).rows).toEqual([{ n: 0 }]);
  });
});
