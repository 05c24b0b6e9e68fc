import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../../../test/pglite-template';
import type { Database } from '../../db/client';
import { calls } from '../../db/schema/index';
import { CALL_LOG_SORT_FIELDS, forEachBatch } from '../call-log/call-log.query';
import { type CallQuery, countInStretches } from '../call-log/call-scan';
import { type CallCursor, callsBatch } from './call-walk';
import { MINUTE, seedExportCalls } from './export-seed';

// The export reads the log's calls its own way (one JSON text per batch); these tests hold it to the
// log's order for every sort, across batch boundaries, ties and open calls.

let database: Database;
const query: CallQuery = { base: eq(calls.system_id, 1), from: null, to: null, where: sql`true` };

beforeAll(async () => {
  database = await openMemoryDatabase();
  // 97 calls: many share a type, source, section or duration, and every 10th is open (no closing, no duration).
  await seedExportCalls(database.db, 1, 97, new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
}, 60_000);
afterAll(() => database.close());

async function exportOrder(
  field: (typeof CALL_LOG_SORT_FIELDS)[number],
  descending: boolean,
  q: CallQuery = query,
): Promise<string[]> {
  const names: string[] = [];
  let after: CallCursor | null = null;
  for (;;) {
    // Stretches of 7 calls, batches of 10: batches end at stretches and at their own size.
    const batch = await callsBatch(database.db, q, { field, descending }, after, 10, 7);
    names.push(...(JSON.parse(batch.json) as unknown[][]).map((row) => String(row[5])));
    if (batch.done || !batch.last) return names;
    after = batch.last;
  }
}

async function logOrder(
  field: (typeof CALL_LOG_SORT_FIELDS)[number],
  descending: boolean,
  q: CallQuery = query,
): Promise<string[]> {
  const names: string[] = [];
  await forEachBatch(database.db, q, { field, descending }, 13, (rows) => {
    names.push(...rows.map((r) => r.device_text_long));
    return true;
  });
  return names;
}

describe('the export’s order', () => {
  for (const field of CALL_LOG_SORT_FIELDS)
    for (const descending of [true, false])
      it(`is the log’s for ${field} ${descending ? 'descending' : 'ascending'}`, async () => {
        const expected = await logOrder(field, descending);
        expect(expected).toHaveLength(97);
        expect(await exportOrder(field, descending)).toEqual(expected);
      });
});

// Every 10th call is open: 9 of 97, far apart in time, so most stretches hold none.
const openOnly: CallQuery = { ...query, where: eq(calls.is_closed, false) };

describe('a filter that matches few calls', () => {
  for (const descending of [true, false])
    it(`is exported in the log’s order, stretch by stretch (${descending ? 'newest' : 'oldest'} first)`, async () => {
      const expected = await logOrder('opened_at', descending, openOnly);
      expect(expected).toHaveLength(9);
      expect(await exportOrder('opened_at', descending, openOnly)).toEqual(expected);
    });
});

describe('the count before an export', () => {
  it('counts stretch by stretch and stops past the limit', async () => {
    const count = (q: CallQuery, limit: number, size: number) =>
      countInStretches(database.db, q, limit, Number.POSITIVE_INFINITY, size).then((c) => c.counted);
    expect(await count(query, 1000, 10)).toBe(97);
    expect(await count(query, 50, 10)).toBe(60);
    expect(await count(query, 97, 97)).toBe(97);
    expect(await count(openOnly, 1000, 7)).toBe(9);
    expect(await count({ ...query, base: eq(calls.system_id, 2) }, 10, 10)).toBe(0);
  });

  it('stops at its deadline and says the count is not complete', async () => {
    expect(await countInStretches(database.db, query, 1000, Date.now() - 1, 10)).toEqual({
      counted: 10,
      complete: false,
    });
  });
});
