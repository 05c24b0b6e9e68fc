import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { openMemoryDatabase } from '../../../test/pglite-template';
import type { Database } from '../../db/client';
import { createPhonePulse, PHONE_PULSE_MS } from './phone-pulse';

// 200 phones connected together must not write 200 single-row updates every 30 s on the thread that
// carries the calls: one statement per interval for every connected phone.

let database: Database;
const statements: { sql: string; params: unknown[] }[] = [];

beforeAll(async () => {
  database = await openMemoryDatabase({ onQuery: (sql, params) => statements.push({ sql, params }) });
}, 60_000);
afterAll(() => database.close());
afterEach(() => vi.useRealTimers());

const pulses = () => statements.filter((s) => /^update "app_clients" set "last_contact_at"/i.test(s.sql));
/** The phones a pulse wrote: one array parameter, whatever their number. */
const phonesOf = (statement: { params: unknown[] } | undefined) => statement?.params.find(Array.isArray);

it('writes the last contact of every connected phone in one statement per interval, and stops with the last', async () => {
  // Only the interval is faked: the database keeps its own timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const pulse = createPhonePulse(database.db, pino({ level: 'silent' }));
  statements.length = 0;
  const releases = [11, 12, 13, 12].map((clientId) => pulse.hold(clientId));

  vi.advanceTimersByTime(PHONE_PULSE_MS);
  await vi.waitFor(() => expect(pulses()).toHaveLength(1));
  // The three phones (12 holds two feeds, one place in the list).
  expect(phonesOf(pulses()[0])).toEqual([11, 12, 13]);

  for (const release of releases.slice(0, 3)) release();
  vi.advanceTimersByTime(PHONE_PULSE_MS);
  await vi.waitFor(() => expect(pulses()).toHaveLength(2));
  expect(phonesOf(pulses()[1])).toEqual([12]);

  releases[3]?.();
  releases[3]?.();
  vi.advanceTimersByTime(3 * PHONE_PULSE_MS);
  expect(vi.getTimerCount()).toBe(0);
  await database.db.execute(sql`select 1`);
  expect(pulses()).toHaveLength(2);
  pulse.close();
});
