import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openMemoryDatabase } from '../../../test/pglite-template';
import { openCallRows } from '../../modules/calls/calls.repository';
import { type Database, OPEN_CALLS_STATISTICS } from '../client';
import type { GatedPGlite, PgliteClient } from './gated-pglite';
import { Rank } from './rank-gate';
import { LULL_MS, scheduleVacuum, VACUUM_TABLES } from './vacuum';

// PGlite never vacuums by itself: closed calls stayed in the open-calls index for good, and every read of
// the open calls (the walls', the engine's) walked them all. A pass vacuums every table, catalogs
// included, one table per turn through the gate, behind the call path.

let database: Database;
const CALLS = 3_000;
const OPEN = 8;

beforeAll(async () => {
  database = await openMemoryDatabase();
  await database.db.execute(sql`insert into systems (id, name) values (1, 'Haus A')`);
  await database.db.execute(sql`
    insert into calls (system_id, id, call_type_id, opened_at, updated_at, weekday)
    select 1, g, 4, now(), now(), 6 from generate_series(1, ${CALLS}) g`);
  // Closed as the link closes them: the rows change, the index entries of the open ones stay behind.
  await database.db.execute(sql`update calls set is_closed = true, closed_at = now() where id > ${OPEN}`);
}, 60_000);
afterAll(() => database.close());

const client = () => {
  const embedded = database.embedded;
  if (!embedded) throw new Error('an embedded database');
  return embedded.client as GatedPGlite;
};

/** How many index entries the walls' read of the open calls is handed (openCallRows, calls-feed.ts). */
async function openIndexEntries(): Promise<number> {
  const query = (openCallRows(database.db, 1) as unknown as { getSQL(): SQL }).getSQL();
  const result = await database.db.execute(sql`explain (analyze, costs off) ${query}`);
  const lines = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']);
  const scans = lines.filter((line) => line.includes('Index Scan'));
  return scans.reduce((sum, line) => sum + Number(/ rows=([\d.]+)/.exec(line)?.[1] ?? 0), 0);
}

it('after a pass the walls’ read of the open calls reads the open calls, not every call of the log', async () => {
  expect(await openIndexEntries()).toBe(CALLS);
  const vacuum = scheduleVacuum(client().ranked(Rank.behind), {
    statistics: OPEN_CALLS_STATISTICS,
    firstAfterMs: 3_600_000,
    paceMs: 0,
  });
  await vacuum.pass();
  vacuum.stop();
  expect(await openIndexEntries()).toBe(OPEN);
});

it('vacuums every table, the catalogs and drizzle’s own included', async () => {
  const vacuum = scheduleVacuum(client().ranked(Rank.behind), { firstAfterMs: 3_600_000, paceMs: 0 });
  const before = new Date();
  await vacuum.pass();
  vacuum.stop();
  const { rows } = await client().query<{ name: string; last_vacuum: Date | null }>(
    `select schemaname || '.' || relname as name, last_vacuum from pg_stat_all_tables
     where schemaname <> 'pg_toast'`,
  );
  const notVacuumed = rows.filter((r) => !r.last_vacuum || r.last_vacuum < before).map((r) => r.name);
  expect(notVacuumed).toEqual([]);
  expect(rows.map((r) => r.name)).toEqual(
    expect.arrayContaining([
      'public.calls',
      'public.phone_deliveries',
      'pg_catalog.pg_class',
      'drizzle.__drizzle_migrations',
    ]),
  );
});

it('lets the call path in between two tables', async () => {
  const order: string[] = [];
  const base = client().ranked(Rank.behind);
  let asked: Promise<unknown> | null = null;
  const spied: PgliteClient = {
    ...base,
    exec: async (query, options) => {
      const running = base.exec(query, options);
      // Asked while the pass's first table is vacuumed: it goes next, not after the whole pass.
      asked ??= client()
        .query('select 1')
        .then(() => order.push('call path'));
      await running;
      order.push('vacuum');
      return running;
    },
  };
  const vacuum = scheduleVacuum(spied, { firstAfterMs: 3_600_000, paceMs: 0 });
  await vacuum.pass();
  await asked;
  vacuum.stop();
  expect(order.length).toBeGreaterThan(50);
  expect(order.slice(0, 3)).toEqual(['vacuum', 'call path', 'vacuum']);
});

it('runs by itself, first after a while, then again and again', async () => {
  let vacuums = 0;
  const base = client().ranked(Rank.behind);
  const counted: PgliteClient = {
    ...base,
    exec: (query, options) => {
      if (query.startsWith('VACUUM')) vacuums++;
      return base.exec(query, options);
    },
  };
  const { rows } = await client().query<{ n: number }>(`select count(*)::int as n from (${VACUUM_TABLES}) tables`);
  const tables = rows[0]?.n ?? 0;
  const vacuum = scheduleVacuum(counted, { firstAfterMs: 20, everyMs: 50, paceMs: 0 });
  await vi.waitFor(() => expect(vacuums).toBeGreaterThanOrEqual(2 * tables), { timeout: 20_000, interval: 20 });
  vacuum.stop();
});

it('waits for a second without a call before each table, and goes on anyway under calls without a pause', async () => {
  const statements: string[] = [];
  const base = client().ranked(Rank.behind);
  const counted: PgliteClient = {
    ...base,
    exec: (query, options) => {
      statements.push(query);
      return base.exec(query, options);
    },
  };
  let busy = true;
  let asked = 0;
  const sinceLastCall = () => {
    asked++;
    return busy ? 0 : LULL_MS;
  };
  const waiting = scheduleVacuum(counted, { firstAfterMs: 3_600_000, paceMs: 0, sinceLastCall });
  const pass = waiting.pass();
  await vi.waitFor(() => expect(asked).toBeGreaterThanOrEqual(3));
  expect(statements).toEqual([]);
  busy = false;
  await pass;
  waiting.stop();
  expect(statements.filter((q) => q.startsWith('VACUUM')).length).toBeGreaterThan(50);

  statements.length = 0;
  busy = true;
  const pressed = scheduleVacuum(counted, { firstAfterMs: 3_600_000, paceMs: 0, sinceLastCall, maxDeferMs: 1 });
  await pressed.pass();
  pressed.stop();
  expect(statements.filter((q) => q.startsWith('VACUUM')).length).toBeGreaterThan(50);
});

it('starts no pass on the timer while one is still running', async () => {
  let begun = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const base = client().ranked(Rank.behind);
  const slow: PgliteClient = {
    ...base,
    // Each pass lists its tables first: a pass begun is a list asked for; the first one is held.
    query: async <T>(query: string, params?: unknown[]) => {
      begun++;
      if (begun === 1) await held;
      return base.query<T>(query, params);
    },
  };
  const vacuum = scheduleVacuum(slow, { firstAfterMs: 5, everyMs: 5, paceMs: 0 });
  let ticks = 0;
  await vi.waitFor(
    () => {
      ticks++;
      expect(ticks).toBeGreaterThan(10);
    },
    { timeout: 5_000, interval: 10 },
  );
  expect(begun).toBe(1);
  expect(vacuum.pending).toBe(1);
  release();
  await vi.waitFor(() => expect(begun).toBeGreaterThan(1), { timeout: 10_000, interval: 10 });
  vacuum.stop();
  await vacuum.pass();
});
