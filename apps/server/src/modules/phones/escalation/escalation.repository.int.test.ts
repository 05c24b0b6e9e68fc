import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLOSED_AT, openCallHistory } from '../../../../test/call-history';
import { genericPlan, rowsRead } from '../../../../test/query-plans';
import type { Database } from '../../../db/client';
import { callsWithoutEscalation, closedButRunning, phonesOf, phonesQuery } from './escalation.repository';

// The engine asks on every call change which open calls have no escalation yet and which running
// escalations' calls have closed. The call log keeps every call, so these questions must cost what the
// open calls and the running escalations cost, not what the log holds — also in a generic plan, made
// without the parameters' values (the server plans per run today, ADR 0048; calls.repository.ts
// callIsOpen). A plain join walked every closed call (3 ms a look at 700 calls, 17 ms at 20,000); an
// `is_closed = $n` keeps the open-calls index out of a generic plan.

let database: Database;
const SYSTEM = 1;
const CALLS = 3_000;
/** Calls 1–6 open, 7–3000 closed; escalations of 3–3000, running for 3–10 (7–10 closed since). */
const OPEN = 6;
const WITHOUT_ESCALATION = [1, 2];
const RUNNING_CLOSED = [7, 8, 9, 10];

beforeAll(async () => {
  database = await openCallHistory({ calls: CALLS, open: OPEN });
  await database.db.execute(sql`
    insert into call_escalations (system_id, call_id, state, tiers)
    select ${SYSTEM}, g, jsonb_build_object('done', g > 10), '[]'::jsonb from generate_series(3, ${CALLS}) g`);
}, 60_000);
afterAll(() => database.close());

const callsRead = async (query: unknown) => rowsRead(await genericPlan(database.db, query as SQLWrapper), 'calls');

it('finds the open calls without an escalation', async () => {
  const rows = await callsWithoutEscalation(database.db, SYSTEM);
  expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(WITHOUT_ESCALATION);
  expect(await callsWithoutEscalation(database.db, SYSTEM + 1)).toEqual([]);
});

it('reads the open calls for that, however many closed calls the log holds', async () => {
  // 6 open calls by the open-calls index; with `is_closed = $2` the generic plan read all 3,000.
  expect(await callsRead(callsWithoutEscalation(database.db, SYSTEM))).toBeLessThanOrEqual(OPEN);
});

it('finds the running escalations whose call closed, with when it closed', async () => {
  const rows = await closedButRunning(database.db, SYSTEM);
  expect(rows.map((r) => r.call_id).sort((a, b) => a - b)).toEqual(RUNNING_CLOSED);
  expect(rows.every((r) => r.closed_at?.toISOString() === CLOSED_AT)).toBe(true);
  expect(await closedButRunning(database.db, SYSTEM + 1)).toEqual([]);
});

it('reads as many calls as escalations run, however many closed calls the log holds', async () => {
  // 8 running escalations (3–10), each its call looked up by key; the plain join read 2,994 closed calls.
  expect(await callsRead(closedButRunning(database.db, SYSTEM))).toBeLessThanOrEqual(8);
});

it('asks whether each phone is connected from its open interval alone, however many it had before', async () => {
  const PHONES = 200;
  await database.db.execute(sql`
    insert into app_users (id, system_id, name, display_name, password_hash)
    select g, ${SYSTEM}, 'u' || g, 'U' || g, 'x' from generate_series(1, ${PHONES}) g`);
  await database.db.execute(sql`
    insert into app_clients (id, system_id, name, state, app_user_id, last_contact_at)
    select g, ${SYSTEM}, 'p' || g, 'paired', g, now() from generate_series(1, ${PHONES}) g`);
  // Ten closed intervals a phone (it connected and went away before), then the one it is in now.
  await database.db.execute(sql`
    insert into app_client_links (client_id, connected_at, disconnected_at)
    select (g % ${PHONES}) + 1, now() - interval '2 hours', now() - interval '1 hour'
    from generate_series(1, ${PHONES * 10}) g`);
  await database.db.execute(sql`
    insert into app_client_links (client_id, connected_at) select g, now() from generate_series(1, ${PHONES}) g`);
  const users = Array.from({ length: PHONES }, (_, i) => i + 1);
  const phones = await phonesOf(database.db, SYSTEM, users);
  expect(phones.filter((p) => p.connected)).toHaveLength(PHONES);
  const plan = await genericPlan(database.db, phonesQuery(database.db, SYSTEM, users) as unknown as SQLWrapper);
  // Before the open intervals had their index: every interval of every phone, 2,200 rows.
  expect(rowsRead(plan, 'app_client_links')).toBeLessThanOrEqual(PHONES);
});
