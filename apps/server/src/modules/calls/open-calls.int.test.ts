import type { SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openCallHistory } from '../../../test/call-history';
import { genericPlan, rowsRead } from '../../../test/query-plans';
import type { Database } from '../../db/client';
import { openCallRows } from './calls.repository';

// The walls' read of the open calls (calls-feed.ts) runs on every change, as a prepared statement. Planned
// without its parameters' values too (Postgres' generic plan; the server plans per run today, ADR 0048),
// it must reach the open calls by the open-calls index and not walk every call the log holds.

let database: Database;
const OPEN = 8;

beforeAll(async () => {
  database = await openCallHistory({ calls: 3_000, open: OPEN });
}, 60_000);
afterAll(() => database.close());

it('reads the open calls, oldest first', async () => {
  const rows = await openCallRows(database.db, 1);
  expect(rows.map((r) => r.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
});

it('reads only the open calls in its generic plan, however many closed calls the log holds', async () => {
  const plan = await genericPlan(database.db, openCallRows(database.db, 1) as unknown as SQLWrapper);
  // With `is_closed = $2` the generic plan read all 3,000 calls of the system.
  expect(rowsRead(plan, 'calls')).toBeLessThanOrEqual(OPEN);
});
