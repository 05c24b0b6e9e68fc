import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemEvents, systems } from '../src/db/schema/index';
import { startTestSimulator } from './call-system';
import { freshDatabaseUrl, startServer, type TestServer } from './harness';

let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let one: TestServer;
let two: TestServer | null;
let sim: Awaited<ReturnType<typeof startTestSimulator>>;

beforeAll(async () => {
  db = await freshDatabaseUrl();
  if (!db) throw new Error('this file runs only with TEST_DATABASE_URL');
  sim = await startTestSimulator();
  one = await startServer({ databaseUrl: db.url });
  await one.app.database.db
    .insert(systems)
    .values({ name: 'Sonnenhof', ip: `127.0.0.1:${sim.sim.port}`, password: 'admin' });
  two = await startServer({ databaseUrl: db.url, linkRetryMs: 200 });
  await one.app.services.links.startAll();
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await sim?.close();
  await db?.drop();
});

const holders = () => [one, two].filter((s) => s?.app.services.links.status(1)).length;

describe('the configurator link with two instances on one PostgreSQL', () => {
  it('is held by exactly one instance, so each call is recorded once', async () => {
    await vi.waitFor(
      () => expect(one.app.services.links.status(1)?.state ?? two?.app.services.links.status(1)?.state).toBe('ready'),
      {
        timeout: 10_000,
      },
    );
    expect(holders()).toBe(1);
    await sim.control.press(23, 'alert');
    await vi.waitFor(async () => expect(await one.app.services.calls.openCalls(1)).toHaveLength(1));
    const events = await one.app.database.db.select().from(systemEvents);
    const opened = events.flatMap((e) => (e.payload as { opened: number[] }).opened);
    expect(new Set(opened).size).toBe(opened.length);
  });

  it('is taken over by the other instance when its holder stops', async () => {
    const holder = one.app.services.links.status(1) ? one : two;
    const other = holder === one ? two : one;
    await holder?.close();
    if (holder === two) two = null;
    await vi.waitFor(() => expect(other?.app.services.links.status(1)?.state).toBe('ready'), { timeout: 15_000 });
    await sim.control.press(23, 'alert');
    await vi.waitFor(async () => expect(await other?.app.services.calls.openCalls(1)).toEqual([]));
    if (holder === one) one = other as TestServer;
  });
});
