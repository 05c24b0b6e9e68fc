import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { freshDatabaseUrl } from './harness';

// On PostgreSQL the call path has connections of its own (ADR 0019): a console that has every one of
// its connections busy must not make a call's write wait for one.

let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let database: Database;

beforeAll(async () => {
  fresh = await freshDatabaseUrl();
  if (!fresh) throw new Error('this file runs only with TEST_DATABASE_URL');
  database = await openDatabase({ databaseUrl: fresh.url });
});
afterAll(async () => {
  await database?.close();
  await fresh?.drop();
});

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('the call path on PostgreSQL', () => {
  it('writes while every console connection is busy', async () => {
    const busy = Array.from({ length: 12 }, () => database.db.execute(sql`SELECT pg_sleep(1.5)`));
    const started = performance.now();
    await database.callPath.execute(sql`SELECT 1`);
    expect(performance.now() - started).toBeLessThan(500);
    await Promise.all(busy);
  });

  it('bounds console statements with a timeout, not the call path', async () => {
    const [consoleSide] = rowsOf(await database.db.execute(sql`SHOW statement_timeout`));
    const [callSide] = rowsOf(await database.callPath.execute(sql`SHOW statement_timeout`));
    expect(consoleSide?.statement_timeout).toBe('15s');
    expect(callSide?.statement_timeout).toBe('0');
  });
});
