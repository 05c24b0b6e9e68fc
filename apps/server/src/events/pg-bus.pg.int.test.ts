import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabaseUrl } from '../../test/harness';
import { PgBus } from './pg-bus';
import type { BusState } from './topics';

let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let one: PgBus;
let two: PgBus;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  db = await freshDatabaseUrl();
  if (!db) throw new Error('this file runs only with TEST_DATABASE_URL');
  [one, two] = await Promise.all([PgBus.connect(db.url, log), PgBus.connect(db.url, log)]);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.drop();
});

/** One statement from outside, on the cluster's own database (the test database may refuse connections). */
async function admin(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The test database's name. */
const database = () => new URL(db?.url ?? 'postgres://x/').pathname.slice(1);

/** Ends the test database's connections named `name …` (this process runs both buses: all of them). */
const terminate = (name: string) =>
  admin('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name LIKE $2', [
    database(),
    `${name} %`,
  ]);

function heard(bus: PgBus): number[] {
  const ids: number[] = [];
  bus.on('licenseChanged', ({ license_id }) => ids.push(license_id));
  return ids;
}

describe('the event bus on PostgreSQL', () => {
  it('says when its listener is lost and when it listens again; it delivers after, not what it missed', async () => {
    const states: BusState[] = [];
    const off = two.onState((s) => states.push(s));
    const onTwo = heard(two);
    await one.publish('licenseChanged', { license_id: 1 });
    await vi.waitFor(() => expect(onTwo).toEqual([1]));
    // The listeners cannot come back while `one` publishes on the connection it holds.
    await admin(`ALTER DATABASE ${database()} ALLOW_CONNECTIONS false`);
    try {
      await terminate('wardlight events');
      await vi.waitFor(() => expect(states).toEqual(['lost']));
      await one.publish('licenseChanged', { license_id: 2 });
    } finally {
      await admin(`ALTER DATABASE ${database()} ALLOW_CONNECTIONS true`);
    }
    await vi.waitFor(() => expect(states).toEqual(['lost', 'resumed']), { timeout: 5_000 });
    await one.publish('licenseChanged', { license_id: 3 });
    // What was published while it could not listen is lost for good: hence `resumed`, and the re-reads.
    await vi.waitFor(() => expect(onTwo).toEqual([1, 3]));
    off();
  });

  it('publishes through a connection the database dropped: the next one carries it', async () => {
    const onTwo = heard(two);
    await one.publish('licenseChanged', { license_id: 4 });
    await terminate('wardlight bus');
    await one.publish('licenseChanged', { license_id: 5 });
    await vi.waitFor(() => expect(onTwo).toEqual([4, 5]));
  });

  it('delivers its own events itself before the publish resolves, once, and to the others too', async () => {
    const onTwo = heard(two);
    const onOne = heard(one);
    for (let id = 10; id < 15; id++) {
      await one.publish('licenseChanged', { license_id: id });
      // Its own handlers ran before the publish resolved.
      expect(onOne.at(-1)).toBe(id);
    }
    // NOTIFYs arrive in the order they were sent: once `one` hears this one of `two`, an echo of its own
    // events would have come before it.
    await two.publish('licenseChanged', { license_id: 99 });
    await vi.waitFor(() => expect(onOne.at(-1)).toBe(99));
    expect(onOne).toEqual([10, 11, 12, 13, 14, 99]);
    await vi.waitFor(() => expect(onTwo).toEqual([10, 11, 12, 13, 14, 99]));
  });
});
