import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../../../test/pglite-template';
import type { Database } from '../../db/client';
import { calls } from '../../db/schema/index';
import { CALL_LOG_SORT_FIELDS, forEachBatch } from '../call-log/call-log.query';
import { type CallCursor, callsBatch, countCalls } from './call-walk';
import { MINUTE, seedExportCalls } from './export-seed';

// The export reads the log's calls its own way (one JSON text per batch); these tests hold it to the
// log's order for every sort, across batch boundaries, ties and open calls.

let database: Database;
const where = eq(calls.system_id, 1);

beforeAll(async () => {
  database = await openMemoryDatabase();
  // 97 calls: many share a type, source, section or duration, and every 10th is open (no closing, no duration).
  await seedExportCalls(database.db, 1, 97, new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
}, 60_000);
afterAll(() => database.close());

async function exportOrder(field: (typeof CALL_LOG_SORT_FIELDS)[number], descending: boolean): Promise<string[]> {
  const names: string[] = [];
  let after: CallCursor | null = null;
  for (;;) {
    const batch = await callsBatch(database.db, where, { field, descending }, after, 10);
    names.push(...(JSON.parse(batch.json) as unknown[][]).map((row) => String(row[5])));
    if (batch.count < 10 || !batch.last) return names;
    after = batch.last;
  }
}

async function logOrder(field: (typeof CALL_LOG_SORT_FIELDS)[number], descending: boolean): Promise<string[]> {
  const names: string[] = [];
  await forEachBatch(database.db, where, { field, descending }, 13, (rows) => {
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

describe('the count before an export', () => {
  it('counts in steps and stops one past the limit', async () => {
    expect(await countCalls(database.db, where, 1000, 10)).toBe(97);
    expect(await countCalls(database.db, where, 50, 10)).toBe(51);
    expect(await countCalls(database.db, where, 97, 97)).toBe(97);
    expect(await countCalls(database.db, eq(calls.system_id, 2), 10)).toBe(0);
  });
});
